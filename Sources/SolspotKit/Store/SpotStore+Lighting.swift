/// A saved spot with what its day curve, DLI and reminders need: its recent readings, its
/// lamp and the plants named for it.
public struct SpotLighting: Sendable, Hashable {
  /// The spot.
  public let spot: SavedSpot
  /// Its readings from ``SeasonDrift/seasonDays`` before its latest one to the latest, oldest
  /// first: all a day curve can use.
  public let readings: [StoredReading]
  /// Its lamp, if it has one.
  public let lamp: LampSchedule?
  /// The plant ids named for it, sorted.
  public let plantIDs: [String]
}

extension SpotStore {
  /// The lamp schedule of the spot named `name`; `nil` clears it.
  ///
  /// - Returns: The spot.
  /// - Throws: ``SpotError/unknownSpot(_:suggestions:)``, or a ``StoreError``.
  @discardableResult
  public func setLamp(_ lamp: LampSchedule?, forSpotNamed name: String) throws -> SavedSpot {
    try write { db in
      let spot = try Self.requireSpot(named: name, in: db)
      try db.execute("DELETE FROM spot_lamps WHERE spot_id = ?", [.integer(spot.id.rawValue)])
      if let lamp {
        try db.execute(
          "INSERT INTO spot_lamps (spot_id, start_minute, end_minute, source, has_daylight) "
            + "VALUES (?, ?, ?, ?, ?)",
          [
            .integer(spot.id.rawValue), .integer(Int64(lamp.startMinute)),
            .integer(Int64(lamp.endMinute)), .text(lamp.source.rawValue),
            .integer(lamp.hasDaylight ? 1 : 0),
          ])
      }
      return spot
    }
  }

  /// Names `plantIDs` for the spot named `name`, replacing those named before; an empty list
  /// clears them.
  ///
  /// - Returns: The spot.
  /// - Throws: ``SpotError/unknownSpot(_:suggestions:)``, or a ``StoreError``.
  @discardableResult
  public func setPlants(_ plantIDs: [String], forSpotNamed name: String) throws -> SavedSpot {
    try write { db in
      let spot = try Self.requireSpot(named: name, in: db)
      try db.execute("DELETE FROM spot_plants WHERE spot_id = ?", [.integer(spot.id.rawValue)])
      for plant in Set(plantIDs).sorted() where !plant.isEmpty {
        try db.execute(
          "INSERT INTO spot_plants (spot_id, plant_id) VALUES (?, ?)",
          [.integer(spot.id.rawValue), .text(plant)])
      }
      return spot
    }
  }

  /// The spot named `name` with its recent readings, lamp and plants, in one snapshot.
  ///
  /// - Throws: ``SpotError/unknownSpot(_:suggestions:)``, or a ``StoreError`` (``StoreError/corrupt``
  ///   for a lamp row edited by hand).
  public func lighting(named name: String) throws -> SpotLighting {
    try read { db in try Self.lighting(of: try Self.requireSpot(named: name, in: db), in: db) }
  }

  /// Every spot, by name, with its recent readings, lamp and plants, in one snapshot.
  public func allLighting() throws -> [SpotLighting] {
    try read { db in
      var damaged: [StoreError] = []
      let spots = Self.readableSpots(in: db, damaged: &damaged)
      if let first = damaged.first { throw first }
      return try spots.map { spot in try Self.lighting(of: spot, in: db) }
    }
  }

  private static func lighting(of spot: SavedSpot, in db: Connection) throws -> SpotLighting {
    let id = StoreValue.integer(spot.id.rawValue)
    var readings: [StoredReading] = []
    let latest = try db.prepare("SELECT max(taken_unix) FROM readings WHERE spot_id = ?")
    try latest.bind([id])
    if try latest.step(), let last = latest.integer(at: 0) {
      let statement = try db.prepare(
        "SELECT \(ReadingRow.selectList) FROM readings WHERE spot_id = ? AND taken_unix >= ? "
          + "ORDER BY taken_unix, id")
      try statement.bind([id, .integer(last - Int64(SeasonDrift.seasonDays) * 86_400)])
      while try statement.step() { readings.append(try ReadingRow.decode(statement)) }
    }
    var plants: [String] = []
    let plantRows = try db.prepare(
      "SELECT plant_id FROM spot_plants WHERE spot_id = ? ORDER BY plant_id")
    try plantRows.bind([id])
    while try plantRows.step() { if let plant = plantRows.text(at: 0) { plants.append(plant) } }
    return SpotLighting(
      spot: spot, readings: readings, lamp: try lamp(of: spot, in: db), plantIDs: plants)
  }

  private static func lamp(of spot: SavedSpot, in db: Connection) throws -> LampSchedule? {
    let statement = try db.prepare(
      "SELECT start_minute, end_minute, source, has_daylight FROM spot_lamps WHERE spot_id = ?")
    try statement.bind([.integer(spot.id.rawValue)])
    guard try statement.step() else { return nil }
    guard let start = statement.integer(at: 0), let end = statement.integer(at: 1),
      let source = statement.text(at: 2).flatMap(LightSource.init(rawValue:)),
      let daylight = statement.integer(at: 3),
      let lamp = try? LampSchedule(
        startMinute: Int(start), endMinute: Int(end), source: source, hasDaylight: daylight != 0)
    else {
      throw StoreError(
        code: .corrupt,
        message: "the lamp of spot \(spot.id.rawValue) in the store cannot be read")
    }
    return lamp
  }
}
