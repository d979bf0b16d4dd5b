/// The consistency rules every device profile must meet (docs/calibration-format.md).
enum ProfileValidation {
  /// Checks `profile`, throwing the first problem found as a ``DataError`` for `file`.
  static func check(_ profile: DeviceProfile, file: String) throws(DataError) {
    func fail(_ field: String, _ reason: DataError.Reason) -> DataError {
      DataError(file: file, field: field, reason: reason)
    }
    let idCharacters = profile.id.allSatisfy {
      $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-")
    }
    guard !profile.id.isEmpty, idCharacters else {
      throw fail("id", .notAnID(profile.id))
    }
    guard !profile.displayName.isEmpty else { throw fail("displayName", .empty) }
    if let fNumber = profile.fNumber, !Exposure.fNumberRange.contains(fNumber) {
      throw fail("fNumber", .outsideCameraRange(fNumber, Exposure.fNumberRange))
    }
    if let match = profile.match {
      guard !match.make.isEmpty else { throw fail("match.make", .empty) }
      guard !match.models.isEmpty, !match.models.contains(where: \.isEmpty) else {
        throw fail("match.models", .emptyEntry)
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
    _ fail: (String, DataError.Reason) -> DataError
  ) throws(DataError) {
    for (name, value) in [("min", range.min), ("max", range.max)] {
      guard value.isFinite, value > 0 else {
        throw fail("\(field).\(name)", .outOfRange(nil, .above(0)))
      }
      guard allowed.contains(value) else {
        throw fail("\(field).\(name)", .outsideCameraRange(value, allowed))
      }
    }
    guard range.min <= range.max else {
      throw fail(
        field + ".min", .aboveMaximum(range.min, maximum: range.max, maximumField: "max", unit: nil)
      )
    }
    guard !range.source.isEmpty else { throw fail("\(field).source", .empty) }
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
    _ calibration: Calibration, _ fail: (String, DataError.Reason) -> DataError
  ) throws(DataError) {
    guard calibration.constantLux.isFinite, calibration.constantLux > 0 else {
      throw fail("calibration.constantLux", .outOfRange(calibration.constantLux, .above(0)))
    }
    let plausible = Calibration.plausibleConstantLux
    guard plausible.contains(calibration.constantLux) else {
      throw fail(
        "calibration.constantLux",
        .implausibleConstant(calibration.constantLux, plausible: plausible))
    }
    guard calibration.constantSigmaEV.isFinite, calibration.constantSigmaEV > 0 else {
      throw fail(
        "calibration.constantSigmaEV", .outOfRange(calibration.constantSigmaEV, .above(0)))
    }
    guard calibration.constantSigmaEV <= 3 else {
      throw fail(
        "calibration.constantSigmaEV",
        .outOfRange(calibration.constantSigmaEV, .atMost(3, unit: .exposureValue)))
    }
    // A narrow interval with "not calibrated" beside it would claim what no measurement backs.
    if calibration.status == .nominal,
      calibration.constantSigmaEV < Calibration.nominalConstantSigmaEV
    {
      throw fail(
        "calibration.constantSigmaEV",
        .nominalSigmaTooSmall(
          calibration.constantSigmaEV, minimum: Calibration.nominalConstantSigmaEV))
    }
    guard !calibration.constantSource.isEmpty else {
      throw fail("calibration.constantSource", .empty)
    }
    guard !calibration.sigmaBasis.isEmpty else {
      throw fail("calibration.sigmaBasis", .empty)
    }
    guard let measurement = calibration.measurement else { return }
    guard measurement.samples >= minimumSamples else {
      throw fail(
        "calibration.samples", .tooFewSamples(measurement.samples, minimum: minimumSamples))
    }
    guard !measurement.referenceMeter.isEmpty else {
      throw fail("calibration.referenceMeter", .empty)
    }
    guard CalendarDay(measurement.date) != nil else {
      throw fail("calibration.date", .notADay(measurement.date))
    }
    let valid = measurement.validLux
    let readable = Calibration.Measurement.referenceLuxRange
    guard readable.contains(valid.lowerBound), readable.contains(valid.upperBound) else {
      throw fail("calibration.validLux", .outsideReferenceRange(readable))
    }
    guard valid.upperBound >= valid.lowerBound * minimumLuxSpan else {
      throw fail("calibration.validLux", .tooNarrow(valid))
    }
    if let sigma = measurement.residualSigmaEV, !(sigma.isFinite && sigma >= 0) {
      throw fail("calibration.residualSigmaEV", .outOfRange(sigma, .atLeast(0)))
    }
    if let scatter = measurement.spotScatterEV,
      !(scatter.isFinite && scatter >= 0 && scatter <= ErrorSpread.maxSigmaEV)
    {
      throw fail(
        "calibration.spotScatterEV", .outOfRange(scatter, .from(0, to: ErrorSpread.maxSigmaEV)))
    }
    guard (measurement.spotScatterEV == nil) == (measurement.spotScatterDegrees == nil) else {
      throw fail("calibration.spotScatterDegrees", .requires("spotScatterEV", exactly: true))
    }
    if let degrees = measurement.spotScatterDegrees, degrees < 1 {
      throw fail("calibration.spotScatterDegrees", .outOfRange(Double(degrees), .atLeast(1)))
    }
    if let center = measurement.centerLux, !(center.isFinite && valid.contains(center)) {
      throw fail("calibration.centerLux", .outsideField("validLux"))
    }
    if let slope = measurement.residualSlope, !slope.isFinite {
      throw fail("calibration.residualSlope", .notFinite)
    }
    if let change = measurement.trendChangeEV {
      guard change.isFinite, change != 0, abs(change) <= maximumTrendChangeEV else {
        throw fail("calibration.trendChangeEV", .trendOutOfRange(maximum: maximumTrendChangeEV))
      }
      // The trend is evaluated at each reading's level from its slope.
      guard measurement.residualSlope != nil else {
        throw fail("calibration.residualSlope", .requires("trendChangeEV", exactly: false))
      }
    }
  }
}
