/// How a ``Reading`` maps to a row of the `readings` table, both ways.
///
/// Reading a row checks every value (through the initializers of ``Reading`` and its parts),
/// so a row edited by hand or damaged becomes a ``StoreError`` with code
/// ``StoreError/corrupt`` naming the reading and the field, never a crash.
enum ReadingRow {
  /// The columns after `id` and `spot_id`, in the order of ``values(_:)``.
  static let columns = [
    "taken_unix", "taken_offset", "source", "source_file", "device_id", "calibration",
    "calibration_date", "constant_lux", "constant_sigma_ev", "f_number", "exposure_time", "iso",
    "bias", "ev100", "scene_ev", "observed_spread_ev", "device_sigma_ev", "device_upward_ev",
    "scene_sigma_ev", "random_sigma_ev", "value_kind", "point_lux", "lower_lux", "upper_lux",
    "confidence", "band_id", "limit_check", "bound_reason", "forced",
  ]

  /// `id, spot_id, taken_unix, …` for a `SELECT`.
  static let selectList = (["id", "spot_id"] + columns).joined(separator: ", ")

  /// The `INSERT` statement: `spot_id` and then ``columns``.
  static let insertSQL =
    "INSERT INTO readings (spot_id, \(columns.joined(separator: ", "))) VALUES ("
    + Array(repeating: "?", count: columns.count + 1).joined(separator: ", ") + ")"

  /// Whether `reading` is stored flagged (`forced`): saved with `--force`, or brighter than
  /// the sun by its figures (``ImplausibleReading/brightness(_:)``), however it reached the
  /// store, so that no level rests on it.
  static func isFlagged(_ reading: Reading) -> Bool {
    reading.isForced || ImplausibleReading.brightness(reading.value) != nil
  }

  /// The values of `reading` for ``columns``.
  static func values(_ reading: Reading) -> [StoreValue] {
    let exposure = reading.exposure
    let calibration = reading.calibration
    let uncertainty = reading.uncertainty
    return [
      .integer(reading.takenAt.secondsSince1970), .integer(reading.takenAt.utcOffsetMinutes),
      .text(reading.source.kind), .text(reading.source.file), .text(reading.deviceID),
      .text(calibration.statusName), .text(calibration.date), .real(calibration.constantLux),
      .real(calibration.constantSigmaEV), .real(exposure.fNumber), .real(exposure.exposureTime),
      .real(exposure.iso), .real(exposure.bias), .real(reading.ev100), .real(reading.sceneEV),
      .real(reading.observedSpreadEV), .real(uncertainty.deviceSigmaEV),
      .real(uncertainty.deviceUpwardEV), .real(uncertainty.sceneSigmaEV),
      .real(uncertainty.randomSigmaEV), .text(reading.value.kindName), .real(reading.value.point),
      .real(reading.value.lowerLux), .real(reading.value.upperLux),
      .real(reading.confidence.level), .text(reading.bandID), .text(reading.limitCheck.rawValue),
      .text(reading.boundReason?.rawValue), .integer(isFlagged(reading) ? 1 : 0),
    ]
  }

  /// The error for reading `id`, whose `field` no reading can have.
  static func corrupt(_ id: Int64, _ field: String, _ reason: DataError.Reason) -> StoreError {
    StoreError(.badRow(.reading(id), column: field, reason: reason), code: .corrupt)
  }

  /// The stored reading in the current row of a statement that selected ``selectList``.
  static func decode(_ row: Statement) throws(StoreError) -> StoredReading {
    let id = row.integer(at: 0) ?? 0
    func corrupt(_ field: String, _ reason: DataError.Reason) -> StoreError {
      Self.corrupt(id, field, reason)
    }
    func number(_ column: Int) throws(StoreError) -> Double {
      guard let value = row.double(at: column + 2) else {
        throw corrupt(columns[column], .wrongType(expected: .number))
      }
      return value
    }
    func optionalNumber(_ column: Int) -> Double? { row.double(at: column + 2) }
    func text(_ column: Int) -> String? { row.text(at: column + 2) }
    guard let spot = row.integer(at: 1), let seconds = row.integer(at: 2),
      let offset = row.integer(at: 3),
      let takenAt = Timestamp(secondsSince1970: seconds, utcOffsetMinutes: Int(offset))
    else { throw corrupt("taken_unix", .invalidTime) }
    guard let source = ReadingSource(kind: text(2) ?? "", file: text(3)) else {
      throw corrupt("source", .readingSource)
    }
    guard
      let calibration = ReadingCalibration(
        isMeasured: text(5) == "measured", date: text(6), constantLux: try number(7),
        constantSigmaEV: try number(8)), ["measured", "nominal"].contains(text(5) ?? "")
    else { throw corrupt("calibration", .readingCalibration) }
    let exposure: Exposure
    do {
      exposure = try Exposure(
        fNumber: try number(9), exposureTime: try number(10), iso: try number(11),
        bias: try number(12))
    } catch let error as StoreError {
      throw error
    } catch let error as ExposureError {
      throw corrupt("settings", error.dataReason)
    } catch {
      throw corrupt("settings", .undecodable)
    }
    guard
      let uncertainty = ReadingUncertainty(
        deviceSigmaEV: try number(16), deviceUpwardEV: try number(17),
        sceneSigmaEV: try number(18), randomSigmaEV: try number(19))
    else {
      throw corrupt(
        "device_sigma_ev", .outOfRange(nil, .from(0, to: ReadingUncertainty.maxSigmaEV)))
    }
    guard let confidence = Confidence(try number(24)) else {
      throw corrupt("confidence", .outOfRange(try number(24), .from(0.5, to: 0.999)))
    }
    guard
      let value = LuxValue(
        kind: text(20) ?? "", point: optionalNumber(21), lower: optionalNumber(22),
        upper: optionalNumber(23), confidence: confidence)
    else { throw corrupt("value_kind", .luxShape) }
    guard let limitCheck = LimitCheck(rawValue: text(26) ?? "") else {
      throw corrupt("limit_check", .oneOf(LimitCheck.allCases.map(\.rawValue)))
    }
    let boundReason = text(27).flatMap(ReadingBound.init(rawValue:))
    if let reason = text(27), boundReason == nil {
      throw corrupt(
        "bound_reason", .unknownValue(reason, expected: ReadingBound.allCases.map(\.rawValue)))
    }
    guard let forced = row.integer(at: 30), forced == 0 || forced == 1 else {
      throw corrupt("forced", .oneOf(["0", "1"]))
    }
    do {
      var reading = try Reading(
        takenAt: takenAt, source: source, deviceID: text(4) ?? "", calibration: calibration,
        exposure: exposure, ev100: try number(13), sceneEV: try number(14),
        observedSpreadEV: optionalNumber(15), uncertainty: uncertainty, value: value,
        confidence: confidence, bandID: text(25) ?? "", limitCheck: limitCheck,
        boundReason: boundReason)
      reading.isForced = forced == 1
      return StoredReading(id: id, spotID: SpotID(rawValue: spot), reading: reading)
    } catch let error as StoreError {
      throw error
    } catch let error as DataError {
      throw corrupt(error.field, error.reason)
    } catch {
      throw corrupt("", .undecodable)
    }
  }
}
