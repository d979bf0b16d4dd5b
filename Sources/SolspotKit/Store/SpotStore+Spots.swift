extension SpotStore {
  /// The columns of a spot, in the order ``decodeSpot(_:)`` reads them.
  static let spotColumns =
    "id, name, room, notes, latitude, hemisphere, created_unix, created_offset, device_id, lit"

  /// Saves a new spot.
  ///
  /// - Throws: ``SpotError/nameTaken(_:)`` when a spot has the name (ignoring case), or a
  ///   ``StoreError``.
  @discardableResult
  public func add(_ spot: NewSpot) throws -> SavedSpot {
    try write { db in try Self.insert(spot, in: db) }
  }

  /// Inserts `spot`; `checked` when the caller has made sure no spot has its name.
  static func insert(_ spot: NewSpot, in db: Connection, checked: Bool = false) throws
    -> SavedSpot
  {
    if !checked, let existing = try findSpot(named: spot.name, in: db) {
      throw SpotError.nameTaken(existing.name)
    }
    let hemisphere: String? =
      if case .hemisphere(let hemisphere) = spot.location { hemisphere.rawValue } else { nil }
    try db.execute(
      "INSERT INTO spots (name, name_key, room, notes, latitude, hemisphere, created_unix, "
        + "created_offset, device_id, lit) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      [
        .text(spot.name), .text(SpotName.key(spot.name)), .text(spot.room), .text(spot.notes),
        .real(spot.location.latitude), .text(hemisphere),
        .integer(spot.createdAt.secondsSince1970), .integer(spot.createdAt.utcOffsetMinutes),
        .text(spot.deviceID), .text(spot.lighting?.rawValue),
      ])
    return SavedSpot(
      id: SpotID(rawValue: db.lastInsertRowID), name: spot.name, room: spot.room,
      notes: spot.notes, location: spot.location, createdAt: spot.createdAt,
      deviceID: spot.deviceID, lighting: spot.lighting)
  }

  /// The spot named `name`, ignoring case.
  ///
  /// - Throws: ``SpotError/unknownSpot(_:suggestions:)`` with close names when there is none.
  public func spot(named name: String) throws -> SavedSpot {
    try read { db in try Self.requireSpot(named: name, in: db) }
  }

  /// Every spot by name, with its reading count and latest reading.
  ///
  /// - Throws: ``StoreError/corrupt`` for the first row that cannot be read;
  ///   ``salvageListings()`` lists the rest instead.
  public func listings() throws -> [SpotListing] {
    let salvage = try salvageListings()
    if let first = salvage.damaged.first { throw first }
    return salvage.listings
  }

  /// Every spot that can be read, by name, with its reading count and latest reading, and an
  /// error for each spot or latest reading that cannot be read (a row edited by hand or a
  /// damaged page).
  public func salvageListings() throws -> (listings: [SpotListing], damaged: [StoreError]) {
    try read { db in
      var damaged: [StoreError] = []
      let spots = Self.readableSpots(in: db, damaged: &damaged)
      // Each spot's count from its row (kept by triggers, schema version 8), its latest
      // reading by a seek to the last entry of its (spot_id, taken_unix, id) index range.
      var counts: [SpotID: Int] = [:]
      do {
        let count = try db.prepare("SELECT id, reading_count FROM spots")
        while try count.step() {
          guard let id = count.integer(at: 0), let readings = count.integer(at: 1) else {
            continue
          }
          counts[SpotID(rawValue: id)] = Int(readings)
        }
      } catch {
        damaged.append(StoreError.wrapping(error))
      }
      let latest = try db.prepare(
        "SELECT \(ReadingRow.selectList) FROM readings WHERE spot_id = ? "
          + "ORDER BY taken_unix DESC, id DESC LIMIT 1")
      let listings = spots.map { spot in
        let readings = counts[spot.id] ?? 0
        guard readings > 0 else { return SpotListing(spot: spot, readingCount: 0, latest: nil) }
        var reading: Reading?
        do {
          try latest.bind([.integer(spot.id.rawValue)])
          reading = try latest.step() ? try ReadingRow.decode(latest).reading : nil
        } catch {
          damaged.append(StoreError.wrapping(error))
        }
        return SpotListing(spot: spot, readingCount: readings, latest: reading)
      }
      return (listings, damaged)
    }
  }

  /// Every spot that can be read, by name; an error for each row that cannot be, and for a
  /// damaged page that stops the scan.
  static func readableSpots(in db: Connection, damaged: inout [StoreError]) -> [SavedSpot] {
    var spots: [SavedSpot] = []
    do {
      let statement = try db.prepare("SELECT \(spotColumns) FROM spots ORDER BY name_key, id")
      while try statement.step() {
        do {
          spots.append(try decodeSpot(statement))
        } catch {
          damaged.append(StoreError.wrapping(error))
        }
      }
    } catch {
      damaged.append(StoreError.wrapping(error))
    }
    return spots
  }

  /// Renames a spot.
  ///
  /// - Throws: ``SpotError`` for an unknown spot, an invalid name or a name another spot has.
  @discardableResult
  public func rename(_ name: String, to newName: String) throws -> SavedSpot {
    let valid = try SpotName.validate(newName)
    return try write { db in
      let spot = try Self.requireSpot(named: name, in: db)
      if let other = try Self.findSpot(named: valid, in: db), other.id != spot.id {
        throw SpotError.nameTaken(other.name)
      }
      try db.execute(
        "UPDATE spots SET name = ?, name_key = ? WHERE id = ?",
        [.text(valid), .text(SpotName.key(valid)), .integer(spot.id.rawValue)])
      return SavedSpot(
        id: spot.id, name: valid, room: spot.room, notes: spot.notes, location: spot.location,
        createdAt: spot.createdAt, deviceID: spot.deviceID, lighting: spot.lighting)
    }
  }

  /// Changes a spot's room, notes, location or device; its name, creation time and readings
  /// stay.
  ///
  /// - Returns: The spot as saved.
  /// - Throws: ``SpotError/unknownSpot(_:suggestions:)``, or a ``StoreError``.
  @discardableResult
  public func update(_ name: String, with update: SpotUpdate) throws -> SavedSpot {
    try write { db in try Self.update(name, with: update, in: db) }
  }

  /// Applies `update` to the spot named `name` inside a write transaction.
  static func update(_ name: String, with update: SpotUpdate, in db: Connection) throws
    -> SavedSpot
  {
    let spot = update.applied(to: try requireSpot(named: name, in: db))
    let hemisphere: String? =
      if case .hemisphere(let hemisphere) = spot.location { hemisphere.rawValue } else { nil }
    try db.execute(
      "UPDATE spots SET room = ?, notes = ?, latitude = ?, hemisphere = ?, device_id = ?, "
        + "lit = ? WHERE id = ?",
      [
        .text(spot.room), .text(spot.notes), .real(spot.location.latitude), .text(hemisphere),
        .text(spot.deviceID), .text(spot.lighting?.rawValue), .integer(spot.id.rawValue),
      ])
    return spot
  }

  /// Removes a spot and its readings.
  ///
  /// - Parameter confirmed: Must be `true` to remove a spot that has readings.
  /// - Returns: The spot removed and how many readings went with it.
  /// - Throws: ``SpotError/hasReadings(_:count:)`` when the spot has readings and removal was
  ///   not confirmed; ``SpotError/unknownSpot(_:suggestions:)``.
  /// - warning: the readings are deleted; export first to keep them.
  @discardableResult
  public func remove(_ name: String, confirmed: Bool) throws -> (spot: SavedSpot, readings: Int) {
    try write { db in
      let spot = try Self.requireSpot(named: name, in: db)
      let count = Int(
        try db.integer(
          "SELECT count(*) FROM readings WHERE spot_id = ?", [.integer(spot.id.rawValue)]))
      if count > 0, !confirmed { throw SpotError.hasReadings(spot.name, count: count) }
      try db.execute("DELETE FROM spots WHERE id = ?", [.integer(spot.id.rawValue)])
      return (spot, count)
    }
  }

  // MARK: - Finding spots

  /// Every spot's id and name, read without decoding the other fields, so that a damaged
  /// row elsewhere does not stop a lookup.
  static func spotNames(in db: Connection) throws -> [(id: SpotID, name: String)] {
    let statement = try db.prepare("SELECT id, name FROM spots ORDER BY name_key, id")
    var names: [(id: SpotID, name: String)] = []
    while try statement.step() {
      guard let id = statement.integer(at: 0), let name = statement.text(at: 1) else { continue }
      names.append((SpotID(rawValue: id), name))
    }
    return names
  }

  static func requireSpot(named name: String, in db: Connection) throws -> SavedSpot {
    if let spot = try findSpot(named: name, in: db) { return spot }
    let names = try spotNames(in: db).map(\.name)
    throw SpotError.unknownSpot(
      name, suggestions: SpotName.suggestions(for: name, among: names))
  }

  /// The spot whose key is `name`'s, comparing as Swift strings so that differently encoded
  /// forms of one name (precomposed or combining accents) match.
  ///
  /// The indexed `name_key` finds a name written as it was saved; another encoding of it
  /// needs a scan of the names (O(spots)), which only a new or unknown name reaches.
  static func findSpot(named name: String, in db: Connection) throws -> SavedSpot? {
    let key = SpotName.key(String(Substring(name).trimmingSpaces()))
    let statement = try db.prepare("SELECT \(spotColumns) FROM spots WHERE name_key = ?")
    try statement.bind([.text(key)])
    if try statement.step() { return try decodeSpot(statement) }
    guard let match = try spotNames(in: db).first(where: { SpotName.key($0.name) == key }) else {
      return nil
    }
    return try spot(id: match.id, in: db)
  }

  /// The spot with row id `id`, if there is one.
  static func spot(id: SpotID, in db: Connection) throws -> SavedSpot? {
    let statement = try db.prepare("SELECT \(spotColumns) FROM spots WHERE id = ?")
    try statement.bind([.integer(id.rawValue)])
    return try statement.step() ? try decodeSpot(statement) : nil
  }

  static func decodeSpot(_ row: Statement) throws(StoreError) -> SavedSpot {
    let id = row.integer(at: 0) ?? 0
    func corrupt(_ column: String, _ reason: DataError.Reason) -> StoreError {
      StoreError(.badRow(.spot(id), column: column, reason: reason), code: .corrupt)
    }
    guard let name = row.text(at: 1), !name.isEmpty else { throw corrupt("name", .empty) }
    let location: SpotLocation
    switch (row.double(at: 4), row.text(at: 5)) {
    case (let latitude?, nil):
      guard SpotLocation.latitudeRange.contains(latitude) else {
        throw corrupt("latitude", .outOfRange(latitude, .from(-90, to: 90)))
      }
      location = .latitude(latitude)
    case (nil, let text?):
      guard let hemisphere = Hemisphere(rawValue: text) else {
        throw corrupt("hemisphere", .unknownValue(text, expected: ["north", "south"]))
      }
      location = .hemisphere(hemisphere)
    case (nil, nil): location = .unspecified
    default: throw corrupt("hemisphere", .excludes("latitude"))
    }
    guard let seconds = row.integer(at: 6), let offset = row.integer(at: 7),
      let created = Timestamp(secondsSince1970: seconds, utcOffsetMinutes: Int(offset))
    else { throw corrupt("created_unix", .invalidTime) }
    let device = row.text(at: 8)
    if let device, (try? NewSpot.validateDevice(device)) == nil {
      throw corrupt("device", .idLength(1...NewSpot.maxDeviceLength))
    }
    let lighting = try row.text(at: 9).map { text throws(StoreError) -> LightingKind in
      guard let kind = LightingKind(rawValue: text) else {
        throw corrupt("lit", .unknownValue(text, expected: LightingKind.allCases.map(\.rawValue)))
      }
      return kind
    }
    return SavedSpot(
      id: SpotID(rawValue: id), name: name, room: row.text(at: 2), notes: row.text(at: 3),
      location: location, createdAt: created, deviceID: device, lighting: lighting)
  }
}
