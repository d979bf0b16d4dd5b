/// Every saved spot with every reading, as `spot export` writes it and `spot import` reads it.
///
/// The archive holds exactly what the store holds (without row ids), so exporting, importing
/// into an empty store and exporting again gives the same file, in JSON or CSV. Formats:
/// docs/store.md, "Export and import".
public struct SpotArchive: Sendable, Hashable {
  /// The version of the file formats, written as `solspotSpots` in JSON: 2, whose readings
  /// say why a bound is one (`boundReason`, the CSV's `bound_reason`).
  public static let formatVersion = 2

  /// The versions `spot import` reads: 1, written before bound reasons were kept (a bound's
  /// reason is then worked out from its value and limit check), and 2.
  public static let readableVersions = 1...formatVersion

  /// The spots, in the order they were saved.
  public let spots: [ArchivedSpot]

  /// Creates an archive.
  public init(spots: [ArchivedSpot]) {
    self.spots = spots
  }

  /// The number of readings in the archive.
  public var readingCount: Int { spots.reduce(0) { $0 + $1.readings.count } }

  /// The largest archive file `spot import` reads: 256 MiB, about two million readings.
  ///
  /// Assumption: a home has at most thousands of spots and readings; a larger file is a
  /// mistake, and reading it whole would take too much memory.
  public static let maxFileBytes = 256 * 1024 * 1024
}

/// One spot in an archive, with its readings oldest first, its lamp and its plants.
public struct ArchivedSpot: Sendable, Hashable {
  /// The spot's fields (its creation time included).
  public let spot: NewSpot
  /// The readings, oldest first.
  public let readings: [Reading]
  /// Its lamp schedule (`spot set --lamp`), if it has one.
  public let lamp: LampSchedule?
  /// The plant ids named for it (`spot set --plant`), sorted.
  public let plantIDs: [String]

  /// Creates an archived spot.
  public init(
    spot: NewSpot, readings: [Reading], lamp: LampSchedule? = nil, plantIDs: [String] = []
  ) {
    self.spot = spot
    self.readings = readings
    self.lamp = lamp
    self.plantIDs = plantIDs
  }
}

/// What `spot import` did.
public struct ImportReport: Sendable, Hashable {
  /// Names of the spots that were new to the store.
  public let addedSpots: [String]
  /// Names of spots the store already had; their readings were merged into them.
  public let existingSpots: [String]
  /// Names of existing spots whose room, notes, location, device, lamp or plants differ in
  /// the file; the store's fields were kept.
  public let differingSpots: [String]
  /// Names of spots the file holds more than once (the same name by ``SpotName/key(_:)``)
  /// with other room, notes, location, lamp or plants: the import added the first, kept its
  /// fields, and added the later ones' readings to it.
  public let repeatedSpots: [String]
  /// Readings added.
  public let addedReadings: Int
  /// Readings skipped because the store already had them.
  public let duplicateReadings: Int

  /// Creates a report.
  public init(
    addedSpots: [String], existingSpots: [String], differingSpots: [String],
    repeatedSpots: [String] = [], addedReadings: Int, duplicateReadings: Int
  ) {
    self.addedSpots = addedSpots
    self.existingSpots = existingSpots
    self.differingSpots = differingSpots
    self.repeatedSpots = repeatedSpots
    self.addedReadings = addedReadings
    self.duplicateReadings = duplicateReadings
  }
}
