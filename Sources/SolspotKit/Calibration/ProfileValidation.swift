/// The consistency rules every device profile must meet (docs/calibration-format.md).
enum ProfileValidation {
  /// Checks `profile`, throwing the first problem found as a ``DataError`` for `file`.
  static func check(_ profile: DeviceProfile, file: String) throws(DataError) {
    func fail(_ field: String, _ reason: String) -> DataError {
      DataError(file: file, field: field, reason: reason)
    }
    let idCharacters = profile.id.allSatisfy {
      $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-")
    }
    guard !profile.id.isEmpty, idCharacters else {
      throw fail("id", "must be lower-case letters, digits and hyphens, not '\(profile.id)'")
    }
    guard !profile.displayName.isEmpty else { throw fail("displayName", "must not be empty") }
    if let fNumber = profile.fNumber, !Exposure.fNumberRange.contains(fNumber) {
      throw fail(
        "fNumber",
        "f/\(NumberText.plain(fNumber)) is outside the range "
          + "\(NumberText.plain(Exposure.fNumberRange.lowerBound)) to "
          + "\(NumberText.plain(Exposure.fNumberRange.upperBound))")
    }
    if let match = profile.match {
      guard !match.make.isEmpty else { throw fail("match.make", "must not be empty") }
      guard !match.models.isEmpty, !match.models.contains(where: \.isEmpty) else {
        throw fail("match.models", "must list at least one model, none of them empty")
      }
    }
    if let limits = profile.exposureLimits {
      try checkRange(limits.iso, Exposure.isoRange, "exposureLimits.iso", fail)
      try checkRange(
        limits.exposureDuration, Exposure.exposureTimeRange, "exposureLimits.exposureDuration",
        fail)
    }
    try checkCalibration(profile.calibration, fail)
  }

  private static func checkRange(
    _ range: LimitRange, _ allowed: ClosedRange<Double>, _ field: String,
    _ fail: (String, String) -> DataError
  ) throws(DataError) {
    for (name, value) in [("min", range.min), ("max", range.max)] {
      guard value.isFinite, value > 0 else {
        throw fail("\(field).\(name)", "must be a number greater than 0")
      }
      guard allowed.contains(value) else {
        throw fail(
          "\(field).\(name)",
          "\(NumberText.plain(value)) is outside what any camera uses "
            + "(\(NumberText.plain(allowed.lowerBound)) to \(NumberText.plain(allowed.upperBound)))"
        )
      }
    }
    guard range.min <= range.max else {
      throw fail(
        field,
        "min \(NumberText.plain(range.min)) is above max \(NumberText.plain(range.max))")
    }
    guard !range.source.isEmpty else { throw fail("\(field).source", "must not be empty") }
  }

  /// The largest brightness trend a measured profile may record, in EV across its range: a
  /// camera whose response moves more is far from one constant (the trend alone would put
  /// σ_C near its 3 EV limit).
  static let maximumTrendChangeEV = 4.0

  /// The fewest paired readings a measured calibration may rest on.
  static let minimumSamples = 5
  /// The smallest ratio of the brightest to the darkest reading of a measured calibration:
  /// two decades of lux.
  static let minimumLuxSpan = 100.0

  private static func checkCalibration(
    _ calibration: Calibration, _ fail: (String, String) -> DataError
  ) throws(DataError) {
    guard calibration.constantLux.isFinite, calibration.constantLux > 0 else {
      throw fail(
        "calibration.constantLux",
        "must be greater than 0, not \(NumberText.plain(calibration.constantLux))")
    }
    let plausible = Calibration.plausibleConstantLux
    guard plausible.contains(calibration.constantLux) else {
      throw fail(
        "calibration.constantLux",
        "\(Calibration.constantText(calibration.constantLux)) lux is outside "
          + "\(NumberText.plain(plausible.lowerBound)) to \(NumberText.plain(plausible.upperBound)) "
          + "lux, a factor of ten either way from the default 0.53: no camera read right has it")
    }
    guard calibration.constantSigmaEV.isFinite, calibration.constantSigmaEV > 0 else {
      throw fail(
        "calibration.constantSigmaEV",
        "must be greater than 0 (no calibration is exact), not "
          + NumberText.plain(calibration.constantSigmaEV))
    }
    guard calibration.constantSigmaEV <= 3 else {
      throw fail("calibration.constantSigmaEV", "must be at most 3 EV")
    }
    // A narrow interval with "not calibrated" beside it would claim what no measurement backs.
    if calibration.status == .nominal,
      calibration.constantSigmaEV < Calibration.nominalConstantSigmaEV
    {
      throw fail(
        "calibration.constantSigmaEV",
        "a nominal (unmeasured) profile must not claim less than the error model's "
          + "\(NumberText.plain(Calibration.nominalConstantSigmaEV)) EV, not "
          + "\(NumberText.plain(calibration.constantSigmaEV)); a narrower one takes a measured "
          + "calibration")
    }
    guard !calibration.constantSource.isEmpty else {
      throw fail("calibration.constantSource", "must not be empty")
    }
    guard !calibration.sigmaBasis.isEmpty else {
      throw fail("calibration.sigmaBasis", "must not be empty")
    }
    guard let measurement = calibration.measurement else { return }
    guard measurement.samples >= minimumSamples else {
      throw fail(
        "calibration.samples",
        "a measured calibration needs at least \(minimumSamples) readings, not "
          + "\(measurement.samples)")
    }
    guard !measurement.referenceMeter.isEmpty else {
      throw fail("calibration.referenceMeter", "must not be empty")
    }
    guard CalendarDay(measurement.date) != nil else {
      throw fail("calibration.date", "must be a date written YYYY-MM-DD, not '\(measurement.date)'")
    }
    let valid = measurement.validLux
    let readable = CalibrationObservation.referenceLuxRange
    guard readable.contains(valid.lowerBound), readable.contains(valid.upperBound) else {
      throw fail(
        "calibration.validLux",
        "must lie within \(NumberText.plain(readable.lowerBound)) to "
          + "\(NumberText.plain(readable.upperBound)) lux, the range of a reference reading")
    }
    guard valid.upperBound >= valid.lowerBound * minimumLuxSpan else {
      throw fail(
        "calibration.validLux",
        "a measured calibration must cover at least two decades of lux, not "
          + "\(NumberText.plain(valid.lowerBound)) to \(NumberText.plain(valid.upperBound))")
    }
    if let sigma = measurement.residualSigmaEV, !(sigma.isFinite && sigma >= 0) {
      throw fail("calibration.residualSigmaEV", "must be a number of at least 0")
    }
    if let scatter = measurement.spotScatterEV,
      !(scatter.isFinite && scatter >= 0 && scatter <= ErrorSpread.maxSigmaEV)
    {
      throw fail("calibration.spotScatterEV", "must be a number from 0 to 10")
    }
    guard (measurement.spotScatterEV == nil) == (measurement.spotScatterDegrees == nil) else {
      throw fail("calibration.spotScatterDegrees", "must be given exactly with spotScatterEV")
    }
    if let degrees = measurement.spotScatterDegrees, degrees < 1 {
      throw fail("calibration.spotScatterDegrees", "must be a whole number of at least 1")
    }
    if let center = measurement.centerLux, !(center.isFinite && valid.contains(center)) {
      throw fail("calibration.centerLux", "must lie within validLux")
    }
    if let slope = measurement.residualSlope, !slope.isFinite {
      throw fail("calibration.residualSlope", "must be a finite number")
    }
    if let change = measurement.trendChangeEV {
      guard change.isFinite, change != 0, abs(change) <= maximumTrendChangeEV else {
        throw fail(
          "calibration.trendChangeEV",
          "must be a number other than 0 and at most \(NumberText.plain(maximumTrendChangeEV)) EV "
            + "either way")
      }
      // The trend is evaluated at each reading's level from its slope.
      guard measurement.residualSlope != nil else {
        throw fail("calibration.residualSlope", "must be given with trendChangeEV")
      }
    }
  }
}
