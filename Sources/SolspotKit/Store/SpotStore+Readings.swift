extension SpotStore {
  /// Saves `reading` to the spot named `name`.
  ///
  /// - Throws: ``SpotError/unknownSpot(_:suggestions:)``, or a ``StoreError``.
  @discardableResult
  public func add(_ reading: Reading, toSpotNamed name: String) throws -> StoredReading {
    try write { db in
      let spot = try Self.requireSpot(named: name, in: db)
      let statement = try db.prepare(ReadingRow.insertSQL)
      try statement.run([.integer(spot.id.rawValue)] + ReadingRow.values(reading))
      return StoredReading(id: db.lastInsertRowID, spotID: spot.id, reading: reading)
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
