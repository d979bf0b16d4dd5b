extension SpotStore {
  /// Saves `reading` to the spot named `name`.
  ///
  /// This is the raw write: the reading is saved as given, with no refusal of settings no spot
  /// can have, no check of its time and no notes. To measure a spot and save the reading as
  /// `spot measure` does, use ``SpotMeasurer/measure(_:)``.
  ///
  /// A reading brighter than the sun by its figures (``ImplausibleReading/brightness(_:)``)
  /// is saved flagged (``Reading/isForced``), as `spot measure --force` saves it, so that no
  /// level rests on it whatever saved it.
  ///
  /// - Returns: The reading as stored, flagged or not.
  /// - Throws: ``SpotError/unknownSpot(_:suggestions:)``, or a ``StoreError``.
  @discardableResult
  public func add(_ reading: Reading, toSpotNamed name: String) throws -> StoredReading {
    try write { db in
      let spot = try Self.requireSpot(named: name, in: db)
      let statement = try db.prepare(ReadingRow.insertSQL)
      try statement.run([.integer(spot.id.rawValue)] + ReadingRow.values(reading))
      var stored = reading
      stored.isForced = ReadingRow.isFlagged(reading)
      return StoredReading(id: db.lastInsertRowID, spotID: spot.id, reading: stored)
    }
  }

  /// Saves many readings in batches, for benchmarks and bulk loads: each batch is one
  /// transaction.
  ///
  /// - Parameter batchSize: Readings per transaction; 1 makes every reading its own.
  public func add(_ readings: [(spot: SpotID, reading: Reading)], batchSize: Int) throws {
    precondition(batchSize > 0, "a batch holds at least one reading")
    var start = 0
    while start < readings.count {
      let batch = readings[start..<min(readings.count, start + batchSize)]
      try write { db in
        let statement = try db.prepare(ReadingRow.insertSQL)
        for (spot, reading) in batch {
          try statement.run([.integer(spot.rawValue)] + ReadingRow.values(reading))
        }
      }
      start += batchSize
    }
  }

  /// The spot named `name` and its readings, oldest first, read in one snapshot.
  ///
  /// - Throws: ``SpotError/unknownSpot(_:suggestions:)``, or a ``StoreError``.
  public func spotWithReadings(named name: String) throws -> (
    spot: SavedSpot, readings: [StoredReading]
  ) {
    try read { db in
      let spot = try Self.requireSpot(named: name, in: db)
      return (spot, try Self.readings(of: spot.id, in: db))
    }
  }

  /// The readings of the spot `id`, oldest first.
  public func readings(of id: SpotID) throws -> [StoredReading] {
    try read { db in try Self.readings(of: id, in: db) }
  }

  /// The devices that took the readings of the spot `id`, each with how many of its readings
  /// it took, in the order of their first reading: counted by SQLite, without reading the
  /// readings, so that `spot measure` can tell a new reading from another device cheaply.
  ///
  /// - Parameter excluded: A reading left out of the counts: the one just saved.
  public func deviceCounts(of id: SpotID, excluding excluded: Int64? = nil) throws
    -> [DeviceReadingCount]
  {
    try read { db in
      let statement = try db.prepare(
        "SELECT device_id, count(*), sum(calibration != 'measured') FROM readings "
          + "WHERE spot_id = ? AND id IS NOT ? GROUP BY device_id "
          + "ORDER BY min(taken_unix), min(id)")
      try statement.bind([.integer(id.rawValue), excluded.map { .integer($0) } ?? .null])
      var counts: [DeviceReadingCount] = []
      while try statement.step() {
        guard let device = statement.text(at: 0), let readings = statement.integer(at: 1),
          let uncalibrated = statement.integer(at: 2), readings >= 1,
          (0...readings).contains(uncalibrated)
        else { continue }
        counts.append(
          DeviceReadingCount(
            deviceID: device, readings: Int(readings), uncalibrated: Int(uncalibrated)))
      }
      return counts
    }
  }

  /// Which reading of a spot ``removeReading(_:ofSpotNamed:confirmed:)`` removes.
  public enum ReadingChoice: Sendable, Hashable {
    /// The reading with this id (`spot history` shows them).
    case id(Int64)
    /// The latest: the one taken last, among equal times the one saved last, as `spot show`
    /// calls the latest and `spot history` lists last.
    case latest
  }

  /// Removes one reading of the spot named `name`.
  ///
  /// - Parameter confirmed: Must be `true` to remove it; without it nothing is removed and the
  ///   error names the reading, so that the user sees which one it would be.
  /// - Returns: The spot and the reading removed.
  /// - Throws: ``SpotError/unknownSpot(_:suggestions:)``; ``SpotError/unknownReading(spot:id:)``
  ///   for an id that is not one of the spot's readings; ``SpotError/noReadings(_:)`` for the
  ///   latest of a spot without readings; ``SpotError/readingNotConfirmed(_:reading:)``; or a
  ///   ``StoreError``.
  /// - warning: the reading is deleted; export first to keep it.
  @discardableResult
  public func removeReading(_ choice: ReadingChoice, ofSpotNamed name: String, confirmed: Bool)
    throws -> (spot: SavedSpot, reading: StoredReading)
  {
    try write { db in
      let spot = try Self.requireSpot(named: name, in: db)
      let statement: Statement
      switch choice {
      case .id(let id):
        statement = try db.prepare(
          "SELECT \(ReadingRow.selectList) FROM readings WHERE spot_id = ? AND id = ?")
        try statement.bind([.integer(spot.id.rawValue), .integer(id)])
      case .latest:
        // readings_by_spot_time (spot_id, taken_unix, id) gives this order, read backwards.
        statement = try db.prepare(
          "SELECT \(ReadingRow.selectList) FROM readings WHERE spot_id = ? "
            + "ORDER BY taken_unix DESC, id DESC LIMIT 1")
        try statement.bind([.integer(spot.id.rawValue)])
      }
      guard try statement.step() else {
        switch choice {
        case .id(let id): throw SpotError.unknownReading(spot: spot.name, id: id)
        case .latest: throw SpotError.noReadings(spot.name)
        }
      }
      let reading = try ReadingRow.decode(statement)
      guard confirmed else { throw SpotError.readingNotConfirmed(spot.name, reading: reading) }
      try db.execute("DELETE FROM readings WHERE id = ?", [.integer(reading.id)])
      return (spot, reading)
    }
  }

  /// How many readings the store holds.
  public func readingCount() throws -> Int {
    try read { db in Int(try db.integer("SELECT count(*) FROM readings")) }
  }

  static func readings(of id: SpotID, in db: Connection) throws -> [StoredReading] {
    let statement = try db.prepare(
      "SELECT \(ReadingRow.selectList) FROM readings WHERE spot_id = ? "
        + "ORDER BY taken_unix, id")
    try statement.bind([.integer(id.rawValue)])
    var readings: [StoredReading] = []
    while try statement.step() { readings.append(try ReadingRow.decode(statement)) }
    return readings
  }
}
