extension SpotStore {
  /// Every spot with every reading, in the order they were saved, read in one snapshot.
  ///
  /// - Throws: ``StoreError/corrupt`` for the first row that cannot be read;
  ///   ``salvageArchive()`` exports the rest instead.
  public func exportArchive() throws -> SpotArchive {
    let salvage = try salvageArchive()
    if let first = salvage.damaged.first { throw first }
    return salvage.archive
  }

  /// Every spot and reading that can be read, in the order they were saved, and an error for
  /// each row (or damaged part of the file) that cannot be, read in one snapshot.
  ///
  /// A spot that cannot be read is left out with its readings, and its error counts them.
  /// Each spot's readings are read by the index, one spot at a time, so a damaged page costs
  /// only the readings on it.
  public func salvageArchive() throws -> (archive: SpotArchive, damaged: [StoreError]) {
    try read { db in
      var damaged: [StoreError] = []
      var entries: [ArchivedSpot] = []
      var lost: [Int64: StoreError] = [:]
      let spots = try db.prepare("SELECT \(Self.spotColumns) FROM spots ORDER BY id")
      let readings = try db.prepare(
        "SELECT \(ReadingRow.selectList) FROM readings WHERE spot_id = ? ORDER BY taken_unix, id")
      let lighting = try LightingStatements(db)
      do {
        while try spots.step() {
          let id = spots.integer(at: 0) ?? 0
          let spot: SavedSpot
          let fields: NewSpot
          do {
            spot = try Self.decodeSpot(spots)
            fields = try NewSpot(
              name: spot.name, room: spot.room, notes: spot.notes, location: spot.location,
              createdAt: spot.createdAt, deviceID: spot.deviceID, lighting: spot.lighting)
          } catch {
            lost[id] = StoreError.wrapping(error, row: .spot(id))
            continue
          }
          var kept: [Reading] = []
          do {
            try readings.bind([.integer(id)])
            while try readings.step() {
              do {
                kept.append(try ReadingRow.decode(readings).reading)
              } catch {
                damaged.append(StoreError.wrapping(error))
              }
            }
          } catch {
            damaged.append(
              StoreError(
                .readingsCutShort(
                  spot: spot.name, read: kept.count, cause: StoreError.wrapping(error)),
                code: .corrupt))
          }
          var lamp: LampSchedule?
          var plants: [String] = []
          do {
            lamp = try lighting.lamp(of: spot)
            plants = try lighting.plants(of: spot)
          } catch {
            damaged.append(StoreError.wrapping(error))
          }
          entries.append(ArchivedSpot(spot: fields, readings: kept, lamp: lamp, plantIDs: plants))
        }
      } catch {
        damaged.append(
          StoreError(
            .spotsCutShort(read: entries.count + lost.count, cause: StoreError.wrapping(error)),
            code: .corrupt))
      }
      for (id, cause) in lost.sorted(by: { $0.key < $1.key }) {
        let count =
          (try? db.integer(
            "SELECT count(*) FROM readings WHERE spot_id = ?", [.integer(id)])) ?? 0
        damaged.append(
          StoreError(.spotLeftOut(cause: cause, readings: Int(count)), code: .corrupt))
      }
      return (SpotArchive(spots: entries), damaged)
    }
  }

  /// Adds an archive's spots and readings in one transaction: all of it or, on any error or
  /// crash, none of it.
  ///
  /// A spot whose name the store already has (ignoring case) is the same spot: its readings
  /// are merged and its fields in the store are kept. A reading is a duplicate, and skipped,
  /// when its spot already has a reading at the same moment with the same device, source,
  /// settings and scene EV.
  public func importArchive(_ archive: SpotArchive) throws -> ImportReport {
    try write { db in
      var added: [String] = []
      var existing: [String] = []
      var differing: [String] = []
      var repeated: [String] = []
      var addedReadings = 0
      var duplicates = 0
      let insert = try db.prepare(ReadingRow.insertSQL)
      let duplicate = try db.prepare(Self.duplicateSQL)
      // Every name once, by its key: Swift strings compare and hash canonically, so one
      // dictionary finds every encoding of a name, and the import stays linear in spots.
      var known: [String: SpotID] = [:]
      for (id, name) in try Self.spotNames(in: db) { known[SpotName.key(name)] = id }
      let lighting = try LightingStatements(db)
      for entry in archive.spots {
        let spot: SavedSpot
        let key = SpotName.key(entry.spot.name)
        if let id = known[key], let found = try Self.spot(id: id, in: db) {
          spot = found
          if !existing.contains(found.name) && !added.contains(found.name) {
            existing.append(found.name)
          }
          // The store's lamp and plants are kept too; a file's that would change them
          // makes the spot one whose fields differ.
          let lamp = try lighting.lamp(of: found)
          let plants = try lighting.plants(of: found)
          let differs =
            found.room != entry.spot.room || found.notes != entry.spot.notes
            || found.location != entry.spot.location
            || (entry.spot.deviceID != nil && entry.spot.deviceID != found.deviceID)
            || (entry.spot.lighting != nil && entry.spot.lighting != found.lighting)
            || (entry.lamp != nil && entry.lamp != lamp)
            || (!entry.plantIDs.isEmpty && Set(entry.plantIDs) != Set(plants))
          // A spot this import added is one the file holds twice: the fields kept are the
          // file's first, not the store's.
          let isFromFile = added.contains(found.name)
          if differs, isFromFile, !repeated.contains(found.name) { repeated.append(found.name) }
          if differs, !isFromFile, !differing.contains(found.name) {
            differing.append(found.name)
          }
        } else {
          spot = try Self.insert(entry.spot, in: db, checked: true)
          known[key] = spot.id
          added.append(spot.name)
          if let lamp = entry.lamp { try Self.writeLamp(lamp, of: spot.id, in: db) }
          if !entry.plantIDs.isEmpty { try Self.writePlants(entry.plantIDs, of: spot.id, in: db) }
        }
        for reading in entry.readings {
          let values = ReadingRow.values(reading)
          try duplicate.bind(Self.duplicateKey([.integer(spot.id.rawValue)] + values))
          if try duplicate.step() {
            duplicates += 1
            continue
          }
          try insert.run([.integer(spot.id.rawValue)] + values)
          addedReadings += 1
        }
      }
      return ImportReport(
        addedSpots: added, existingSpots: existing, differingSpots: differing,
        repeatedSpots: repeated, addedReadings: addedReadings, duplicateReadings: duplicates)
    }
  }

  /// The columns that make two readings the same reading.
  private static let duplicateColumns = [
    "taken_unix", "taken_offset", "source", "source_file", "device_id", "f_number",
    "exposure_time", "iso", "bias", "scene_ev",
  ]

  private static let duplicateSQL =
    "SELECT 1 FROM readings WHERE spot_id = ? AND "
    + duplicateColumns.map { "\($0) IS ?" }.joined(separator: " AND ") + " LIMIT 1"

  /// The values of ``duplicateColumns`` out of `spot_id` followed by all reading values.
  private static func duplicateKey(_ values: [StoreValue]) -> [StoreValue] {
    [values[0]]
      + duplicateColumns.map { column in
        guard let index = ReadingRow.columns.firstIndex(of: column) else {
          preconditionFailure("unknown column \(column)")
        }
        return values[index + 1]
      }
  }
}
