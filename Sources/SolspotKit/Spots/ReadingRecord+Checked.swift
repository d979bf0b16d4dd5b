extension ReadingRecord {
  /// The reading this record holds, every field checked as ``Reading`` checks it.
  ///
  /// - Throws: ``DataError`` naming the field at fault (the file left empty).
  public func reading() throws(DataError) -> Reading {
    try reading(file: "", path: "")
  }

  /// The longest file name or device id accepted, in characters.
  static let maxTextLength = 1_000

  /// The checked reading; errors name `file` and prefix their fields with `path`.
  func reading(file: String, path: String) throws(DataError) -> Reading {
    func fail(_ field: String, _ reason: DataError.Reason) -> DataError {
      DataError(file: file, field: path + field, reason: reason)
    }
    guard let takenAt = Timestamp(iso8601: time) else {
      throw fail("time", .notATimestamp)
    }
    guard let source = ReadingSource(kind: source.rawValue, file: self.file),
      (self.file?.count ?? 0) <= Self.maxTextLength
    else {
      throw fail("source", .readingSource)
    }
    guard device.count <= Self.maxTextLength, band.count <= Self.maxTextLength else {
      throw fail(
        device.count > Self.maxTextLength ? "device" : "band", .tooLong(maximum: Self.maxTextLength)
      )
    }
    guard
      let record = ReadingCalibration(
        isMeasured: calibration.status == .measured, date: calibration.date,
        constantLux: calibration.constantLux, constantSigmaEV: calibration.constantSigmaEV)
    else {
      throw fail("calibration", .readingCalibration)
    }
    let exposure: Exposure
    do {
      exposure = try Exposure(
        fNumber: settings.fNumber, exposureTime: settings.exposureTime, iso: settings.iso,
        bias: settings.bias)
    } catch {
      throw fail("settings.\(error.field.rawValue)", error.dataReason)
    }
    guard
      let uncertainty = ReadingUncertainty(
        deviceSigmaEV: error.deviceSigmaEV, deviceUpwardEV: error.deviceUpwardEV,
        sceneSigmaEV: error.sceneSigmaEV, randomSigmaEV: error.randomSigmaEV)
    else {
      let sizes = [
        ("deviceSigmaEV", error.deviceSigmaEV), ("deviceUpwardEV", error.deviceUpwardEV),
        ("sceneSigmaEV", error.sceneSigmaEV), ("randomSigmaEV", error.randomSigmaEV),
      ]
      let range = 0...ReadingUncertainty.maxSigmaEV
      let bad = sizes.first { !($0.1.isFinite && range.contains($0.1)) } ?? sizes[0]
      throw fail("error." + bad.0, .outOfRange(bad.1, .from(0, to: range.upperBound)))
    }
    guard let confidence = Confidence(lux.confidence) else {
      throw fail("lux.confidence", .outOfRange(lux.confidence, .from(0.5, to: 0.999)))
    }
    guard
      let value = LuxValue(
        kind: lux.kind.rawValue, point: lux.point, lower: lux.lower, upper: lux.upper,
        confidence: confidence)
    else {
      throw fail("lux", .luxShape)
    }
    // A file without the field (format 1) gets the reason its value and limit check give.
    let reason = boundReason ?? ReadingBound(value: value, limitCheck: limitCheck)
    do {
      var reading = try Reading(
        takenAt: takenAt, source: source, deviceID: device, calibration: record,
        exposure: exposure, ev100: ev100, sceneEV: sceneEV, observedSpreadEV: observedSpreadEV,
        uncertainty: uncertainty, value: value, confidence: confidence, bandID: band,
        limitCheck: limitCheck, boundReason: reason)
      // A reading no spot can have, from a file written before the rule, is flagged as
      // `spot measure` would have refused it (ImplausibleReading).
      reading.isForced = forced ?? (ImplausibleReading.brightness(value) != nil)
      return reading
    } catch {
      throw error.inFile(file).inField(path)
    }
  }
}
