/// A saved spot with what its day curve, DLI and reminders need: its recent readings, its
/// lamp and the plants named for it.
public struct SpotLighting: Sendable, Hashable {
  /// Which of a spot's readings are read.
  public enum Scope: String, Sendable, Hashable, CaseIterable {
    /// Every reading from ``SeasonDrift/seasonDays`` before the latest one to the latest: a
    /// day curve lists each with what it made of it, those it left out included.
    case season
    /// Only the readings the day curve and reminders can use (the season's days, and at a
    /// spot without a lamp only their daylight hours), and the latest: the same curve,
    /// reminders and DLI as ``season`` gives, from a fraction of the readings, but the
    /// readings left out as `other-season` and `sun-down` are not listed.
    case used
  }

  /// The spot.
  public let spot: SavedSpot
  /// Its readings of the scope it was read with, oldest first, as their times and values.
  public let samples: [CurveSample]
  /// Its lamp, if it has one.
  public let lamp: LampSchedule?
  /// The plant ids named for it, sorted.
  public let plantIDs: [String]
}

/// A change to a spot's lamp and plants, as `spot set --lamp/--no-lamp/--plant/--no-plants`
/// gives it.
public struct LightingChange: Sendable, Hashable {
  /// The new lamp: `nil` keeps it, `.some(nil)` removes it.
  public let lamp: LampSchedule??
  /// The plant ids to name instead of those named before (empty clears them); `nil` keeps
  /// them.
  public let plantIDs: [String]?

  /// Creates a change.
  public init(lamp: LampSchedule?? = nil, plantIDs: [String]? = nil) {
    self.lamp = lamp
    self.plantIDs = plantIDs
  }

  /// Whether nothing changes.
  public var isEmpty: Bool { lamp == nil && plantIDs == nil }
}

extension SpotStore {
  /// The lamp schedule of the spot named `name`; `nil` clears it.
  ///
  /// - Returns: The spot.
  /// - Throws: ``SpotError/unknownSpot(_:suggestions:)``, or a ``StoreError``.
  @discardableResult
  public func setLamp(_ lamp: LampSchedule?, forSpotNamed name: String) throws -> SavedSpot {
    try update(name, with: SpotUpdate(), lighting: LightingChange(lamp: .some(lamp)))
  }

  /// Names `plantIDs` for the spot named `name`, replacing those named before; an empty list
  /// clears them.
  ///
  /// - Returns: The spot.
  /// - Throws: ``SpotError/unknownSpot(_:suggestions:)``, or a ``StoreError``.
  @discardableResult
  public func setPlants(_ plantIDs: [String], forSpotNamed name: String) throws -> SavedSpot {
    try update(name, with: SpotUpdate(), lighting: LightingChange(plantIDs: plantIDs))
  }

  /// Changes a spot's room, notes or location, its lamp and its plants in one transaction:
  /// all of the change or, on any error, none of it (`spot set`).
  ///
  /// - Returns: The spot as saved.
  /// - Throws: ``SpotError/unknownSpot(_:suggestions:)``, or a ``StoreError``.
  @discardableResult
  public func update(_ name: String, with update: SpotUpdate, lighting: LightingChange) throws
    -> SavedSpot
  {
    try write { db in
      let spot =
        update.isEmpty
        ? try Self.requireSpot(named: name, in: db) : try Self.update(name, with: update, in: db)
      if let lamp = lighting.lamp { try Self.writeLamp(lamp, of: spot.id, in: db) }
      if let plantIDs = lighting.plantIDs { try Self.writePlants(plantIDs, of: spot.id, in: db) }
      return spot
    }
  }

  /// Replaces the lamp of spot `id`; `nil` removes it.
  static func writeLamp(_ lamp: LampSchedule?, of id: SpotID, in db: Connection) throws {
    try db.execute("DELETE FROM spot_lamps WHERE spot_id = ?", [.integer(id.rawValue)])
    guard let lamp else { return }
    try db.execute(
      "INSERT INTO spot_lamps (spot_id, start_minute, end_minute, source, has_daylight) "
        + "VALUES (?, ?, ?, ?, ?)",
      [
        .integer(id.rawValue), .integer(Int64(lamp.startMinute)),
        .integer(Int64(lamp.endMinute)), .text(lamp.source.rawValue),
        .integer(lamp.hasDaylight ? 1 : 0),
      ])
  }

  /// Replaces the plants named for spot `id`.
  static func writePlants(_ plantIDs: [String], of id: SpotID, in db: Connection) throws {
    try db.execute("DELETE FROM spot_plants WHERE spot_id = ?", [.integer(id.rawValue)])
    for plant in Set(plantIDs).sorted() where !plant.isEmpty {
      try db.execute(
        "INSERT INTO spot_plants (spot_id, plant_id) VALUES (?, ?)",
        [.integer(id.rawValue), .text(plant)])
    }
  }

  /// The spot named `name` with its recent readings, lamp and plants, in one snapshot.
  ///
  /// - Parameter scope: Which readings to read: by default all of the season, so that the
  ///   curve lists those it left out.
  /// - Throws: ``SpotError/unknownSpot(_:suggestions:)``, or a ``StoreError`` (``StoreError/corrupt``
  ///   for a lamp row edited by hand).
  public func lighting(named name: String, scope: SpotLighting.Scope = .season) throws
    -> SpotLighting
  {
    try read { db in
      let statements = try LightingStatements(db)
      return try statements.lighting(of: try Self.requireSpot(named: name, in: db), scope: scope)
    }
  }

  /// Every spot, by name, with its recent readings, lamp and plants, in one snapshot.
  ///
  /// - Parameter scope: Which readings to read: by default only those the curves and
  ///   reminders use (``SpotLighting/Scope/used``), the fast way to many spots' curves.
  public func allLighting(scope: SpotLighting.Scope = .used) throws -> [SpotLighting] {
    try read { db in
      var damaged: [StoreError] = []
      let spots = Self.readableSpots(in: db, damaged: &damaged)
      if let first = damaged.first { throw first }
      let statements = try LightingStatements(db)
      return try spots.map { spot in try statements.lighting(of: spot, scope: scope) }
    }
  }
}

/// The statements that read spots' lighting, prepared once for any number of spots.
struct LightingStatements {
  let latestRow: Statement
  let sampleRows: Statement
  let plantRows: Statement
  let lampRow: Statement

  init(_ db: Connection) throws {
    latestRow = try db.prepare(
      "SELECT taken_unix, taken_offset FROM readings WHERE spot_id = ? AND forced = 0 "
        + "ORDER BY taken_unix DESC, id DESC LIMIT 1")
    sampleRows = try db.prepare(CurveRow.selectSQL)
    plantRows = try db.prepare(
      "SELECT plant_id FROM spot_plants WHERE spot_id = ? ORDER BY plant_id")
    lampRow = try db.prepare(
      "SELECT start_minute, end_minute, source, has_daylight FROM spot_lamps WHERE spot_id = ?")
  }

  /// The lighting of `spot`, its readings of `scope`.
  func lighting(of spot: SavedSpot, scope: SpotLighting.Scope) throws -> SpotLighting {
    let id = StoreValue.integer(spot.id.rawValue)
    let lamp = try self.lamp(of: spot)
    var samples: [CurveSample] = []
    try latestRow.bind([id])
    if try latestRow.step() {
      guard let time = latestRow.timestamp(secondsAt: 0, offsetAt: 1) else {
        throw StoreError(
          .badRow(
            .latestReading(spot: spot.id.rawValue), column: "taken_unix", reason: .invalidTime),
          code: .corrupt)
      }
      let window = CurveWindow(
        latest: time, latitude: spot.location.latitude, hasDaylight: lamp?.hasDaylight ?? true)
      let ranges =
        scope == .used
        ? window.readRanges(lamp: lamp)
        : [
          CurveWindow.ReadRange(
            low: window.earliestUnix, high: time.secondsSince1970, daylight: nil)
        ]
      for range in ranges {
        try sampleRows.bind(
          CurveRow.parameters(spot: spot.id, range: range, latest: time.secondsSince1970))
        while try sampleRows.step() { samples.append(try CurveRow.decode(sampleRows)) }
      }
    }
    return SpotLighting(spot: spot, samples: samples, lamp: lamp, plantIDs: try plants(of: spot))
  }

  /// The plant ids named for `spot`, sorted.
  func plants(of spot: SavedSpot) throws -> [String] {
    var plantIDs: [String] = []
    try plantRows.bind([.integer(spot.id.rawValue)])
    while try plantRows.step() { if let plant = plantRows.text(at: 0) { plantIDs.append(plant) } }
    return plantIDs
  }

  /// The lamp of `spot`, if it has one.
  ///
  /// - Throws: ``StoreError/corrupt`` for a lamp row edited by hand.
  func lamp(of spot: SavedSpot) throws -> LampSchedule? {
    let statement = lampRow
    try statement.bind([.integer(spot.id.rawValue)])
    guard try statement.step() else { return nil }
    guard let start = statement.integer(at: 0), let end = statement.integer(at: 1),
      let source = statement.text(at: 2).flatMap(LightSource.init(rawValue:)),
      let daylight = statement.integer(at: 3),
      let lamp = try? LampSchedule(
        startMinute: Int(start), endMinute: Int(end), source: source, hasDaylight: daylight != 0)
    else {
      throw StoreError(
        .badRow(.lamp(spot: spot.id.rawValue), column: "", reason: .undecodable), code: .corrupt)
    }
    return lamp
  }
}
