/// The store's identifier of a saved spot: its row id.
public struct SpotID: RawRepresentable, Sendable, Hashable, Comparable {
  /// The row id.
  public let rawValue: Int64

  /// Wraps a row id.
  public init(rawValue: Int64) { self.rawValue = rawValue }

  /// Orders by row id: the order spots were saved.
  public static func < (lhs: SpotID, rhs: SpotID) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A place in a home the user measures again and again, such as "windowsill".
///
/// Properties: the name is valid (``SpotName``) and unique in its store by its key
/// (``SpotName/key(_:)``: ignoring case and invisible characters).
public struct SavedSpot: Sendable, Hashable, Identifiable {
  /// The store's identifier.
  public let id: SpotID
  /// The name, as the user wrote it.
  public let name: String
  /// The room, if given.
  public let room: String?
  /// Notes, if given.
  public let notes: String?
  /// The latitude or hemisphere, for seasons.
  public let location: SpotLocation
  /// When the spot was saved.
  public let createdAt: Timestamp
  /// The id of the device profile `spot measure` uses for it when given no device
  /// (`spot add/set --device`), if one was chosen.
  public let deviceID: String?
  /// How the spot is lit, as its user said (`spot add/set --lit`), if given.
  public let lighting: LightingKind?

  /// Creates a spot record.
  public init(
    id: SpotID, name: String, room: String?, notes: String?, location: SpotLocation,
    createdAt: Timestamp, deviceID: String? = nil, lighting: LightingKind? = nil
  ) {
    self.lighting = lighting
    self.id = id
    self.name = name
    self.room = room
    self.notes = notes
    self.location = location
    self.createdAt = createdAt
    self.deviceID = deviceID
  }
}

/// What the store needs to save a new spot.
public struct NewSpot: Sendable, Hashable {
  /// The name, checked by ``SpotName/validate(_:)``.
  public let name: String
  /// The room, if any.
  public let room: String?
  /// Notes, if any.
  public let notes: String?
  /// The latitude or hemisphere.
  public let location: SpotLocation
  /// When the spot is saved.
  public let createdAt: Timestamp
  /// The device profile id `spot measure` uses for it when given none, if any.
  public let deviceID: String?
  /// How the spot is lit, if its user said.
  public let lighting: LightingKind?

  /// Creates a new spot, checking its name, room, notes, latitude and device id.
  ///
  /// - Throws: ``SpotError`` naming the field that is wrong.
  public init(
    name: String, room: String? = nil, notes: String? = nil, location: SpotLocation = .unspecified,
    createdAt: Timestamp, deviceID: String? = nil, lighting: LightingKind? = nil
  ) throws(SpotError) {
    self.lighting = lighting
    self.deviceID = try deviceID.map { id throws(SpotError) in try Self.validateDevice(id) }
    self.name = try SpotName.validate(name)
    self.room = try room.map { text throws(SpotError) in try SpotName.validateText(text, .room) }
    self.notes = try notes.map { text throws(SpotError) in
      try SpotName.validateText(text, .notes)
    }
    if let latitude = location.latitude {
      guard latitude.isFinite, SpotLocation.latitudeRange.contains(latitude) else {
        throw .invalidLatitude(latitude)
      }
    }
    self.location = location
    self.createdAt = createdAt
  }

  /// The longest device id a spot keeps, in characters, as for a reading's device in an
  /// archive.
  public static let maxDeviceLength = 1_000

  /// `id` when it can be a spot's device: not empty, at most ``maxDeviceLength`` characters.
  ///
  /// - Throws: ``SpotError/invalidDevice(_:)``.
  static func validateDevice(_ id: String) throws(SpotError) -> String {
    guard !id.isEmpty, id.count <= maxDeviceLength else { throw .invalidDevice(id) }
    return id
  }
}

/// A spot with how many readings it has and its latest one, for lists.
public struct SpotListing: Sendable, Hashable {
  /// The spot.
  public let spot: SavedSpot
  /// How many readings it has.
  public let readingCount: Int
  /// Its most recent reading, if any.
  public let latest: Reading?

  /// Creates a listing.
  public init(spot: SavedSpot, readingCount: Int, latest: Reading?) {
    self.spot = spot
    self.readingCount = readingCount
    self.latest = latest
  }
}
