extension SpotStore {
  /// Every spot with every reading, in the order they were saved, read in one snapshot.
  public func exportArchive() throws -> SpotArchive {
    try read { db in
      let spots = try db.prepare("SELECT \(Self.spotColumns) FROM spots ORDER BY id")
      var entries: [(SavedSpot, [Reading])] = []
      var index: [SpotID: Int] = [:]
      while try spots.step() {
        let spot = try Self.decodeSpot(spots)
        index[spot.id] = entries.count
        entries.append((spot, []))
      }
      let readings = try db.prepare(
        "SELECT \(ReadingRow.selectList) FROM readings ORDER BY spot_id, taken_unix, id")
      while try readings.step() {
        let stored = try ReadingRow.decode(readings)
        guard let position = index[stored.spotID] else { continue }
        entries[position].1.append(stored.reading)
      }
      return SpotArchive(
        spots: try entries.map { spot, readings in
          ArchivedSpot(
            spot: try NewSpot(
              name: spot.name, room: spot.room, notes: spot.notes, location: spot.location,
              createdAt: spot.createdAt), readings: readings)
        })
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
      var addedReadings = 0
      var duplicates = 0
      let insert = try db.prepare(ReadingRow.insertSQL)
      let duplicate = try db.prepare(Self.duplicateSQL)
      for entry in archive.spots {
        let spot: SavedSpot
        if let found = try Self.findSpot(named: entry.spot.name, in: db) {
          spot = found
          if !existing.contains(found.name) && !added.contains(found.name) {
            existing.append(found.name)
          }
          if found.room != entry.spot.room || found.notes != entry.spot.notes
            || found.location != entry.spot.location, !differing.contains(found.name)
          {
            differing.append(found.name)
          }
        } else {
          spot = try Self.insert(entry.spot, in: db)
          added.append(spot.name)
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
        addedReadings: addedReadings, duplicateReadings: duplicates)
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
