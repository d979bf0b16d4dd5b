// Calibration pairs in the store (schema version 2, docs/store.md): saved one at a time by
// `solspot calibrate add`, fitted by `solspot calibrate fit --device ID` without a file.

extension SpotStore {
  /// Saves one pair for the device `deviceID`.
  ///
  /// - Parameters:
  ///   - exposure: The camera's settings.
  ///   - referenceLux: The reference meter's lux, finite and above 0.
  ///   - light: The kind of light, if known (`daylight`, `led`, …).
  ///   - note: A free remark.
  /// - Throws: A ``StoreError``.
  @discardableResult
  public func addCalibrationPair(
    deviceID: String, takenAt: Timestamp, exposure: Exposure, referenceLux: Double,
    light: String? = nil, note: String? = nil
  ) throws -> StoredCalibrationPair {
    precondition(referenceLux.isFinite && referenceLux > 0, "reference lux must be above 0")
    precondition(!deviceID.isEmpty, "a pair belongs to a device")
    return try write { db in
      try db.execute(
        "INSERT INTO calibration_pairs (device_id, taken_unix, taken_offset, f_number, "
          + "exposure_time, iso, bias, reference_lux, light, note) "
          + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
          .text(deviceID), .integer(takenAt.secondsSince1970),
          .integer(takenAt.utcOffsetMinutes), .real(exposure.fNumber),
          .real(exposure.exposureTime), .real(exposure.iso), .real(exposure.bias),
          .real(referenceLux), .text(light), .text(note),
        ])
      let id = db.lastInsertRowID
      return StoredCalibrationPair(
        id: id, deviceID: deviceID, takenAt: takenAt,
        observation: CalibrationObservation(
          reading: .settings(exposure), referenceLux: referenceLux, time: takenAt.iso8601,
          light: light, note: note, line: Int(id)))
    }
  }

  /// The pairs saved for `deviceID`, oldest first.
  ///
  /// - Throws: ``StoreError`` with code ``StoreError/corrupt`` naming a row whose values no pair
  ///   can have, or SQLite's error.
  public func calibrationPairs(deviceID: String) throws -> [StoredCalibrationPair] {
    try read { db in
      let statement = try db.prepare(
        "SELECT id, taken_unix, taken_offset, f_number, exposure_time, iso, bias, "
          + "reference_lux, light, note FROM calibration_pairs WHERE device_id = ? "
          + "ORDER BY taken_unix, id")
      try statement.bind([.text(deviceID)])
      var pairs: [StoredCalibrationPair] = []
      while try statement.step() {
        pairs.append(try Self.decodePair(statement, deviceID: deviceID))
      }
      return pairs
    }
  }

  /// Removes the pair `id` of the device `deviceID`.
  ///
  /// - Returns: Whether there was such a pair.
  @discardableResult
  public func removeCalibrationPair(id: Int64, deviceID: String) throws -> Bool {
    try write { db in
      try db.execute(
        "DELETE FROM calibration_pairs WHERE id = ? AND device_id = ?",
        [.integer(id), .text(deviceID)])
      return db.changes > 0
    }
  }

  /// The pair in the current row, every value checked.
  private static func decodePair(_ row: Statement, deviceID: String) throws(StoreError)
    -> StoredCalibrationPair
  {
    let id = row.integer(at: 0) ?? 0
    func corrupt(_ field: String, _ reason: DataError.Reason) -> StoreError {
      StoreError(.badRow(.calibrationPair(id), column: field, reason: reason), code: .corrupt)
    }
    guard let seconds = row.integer(at: 1), let offset = row.integer(at: 2),
      let takenAt = Timestamp(secondsSince1970: seconds, utcOffsetMinutes: Int(offset))
    else { throw corrupt("taken_unix", .invalidTime) }
    guard let fNumber = row.double(at: 3), let time = row.double(at: 4),
      let iso = row.double(at: 5), let bias = row.double(at: 6)
    else { throw corrupt("settings", .wrongType(expected: .number)) }
    let exposure: Exposure
    do {
      exposure = try Exposure(fNumber: fNumber, exposureTime: time, iso: iso, bias: bias)
    } catch {
      throw corrupt("settings", error.dataReason)
    }
    guard let lux = row.double(at: 7), lux.isFinite, lux > 0 else {
      throw corrupt("reference_lux", .outOfRange(row.double(at: 7), .above(0)))
    }
    return StoredCalibrationPair(
      id: id, deviceID: deviceID, takenAt: takenAt,
      observation: CalibrationObservation(
        reading: .settings(exposure), referenceLux: lux, time: takenAt.iso8601,
        light: row.text(at: 8), note: row.text(at: 9), line: Int(id)))
  }
}
