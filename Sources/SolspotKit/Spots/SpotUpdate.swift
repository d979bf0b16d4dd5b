/// A change to an optional text field of a spot: keep it, set it, or clear it.
public enum SpotFieldChange: Sendable, Hashable {
  /// Leave the field as it is.
  case keep
  /// Set the field to this text (checked like a new spot's).
  case set(String)
  /// Remove the field.
  case clear
}

/// What `spot set` changes in a saved spot: its room, its notes, its location and its device,
/// each checked as ``NewSpot`` checks them.
///
/// The name has its own operation (``SpotStore/rename(_:to:)``); the creation time and the
/// readings never change.
public struct SpotUpdate: Sendable, Hashable {
  /// The room.
  public let room: SpotFieldChange
  /// The notes.
  public let notes: SpotFieldChange
  /// The new location, or `nil` to keep it.
  public let location: SpotLocation?
  /// The device profile id `spot measure` uses when given none.
  public let device: SpotFieldChange
  /// How the spot is lit: `nil` keeps it, `.some(nil)` clears it.
  public let lighting: LightingKind??

  /// Creates a change, checking the texts, the latitude and the device id.
  ///
  /// - Throws: ``SpotError`` naming the field that is wrong.
  public init(
    room: SpotFieldChange = .keep, notes: SpotFieldChange = .keep, location: SpotLocation? = nil,
    device: SpotFieldChange = .keep, lighting: LightingKind?? = nil
  ) throws(SpotError) {
    self.lighting = lighting
    if case .set(let id) = device { _ = try NewSpot.validateDevice(id) }
    self.device = device
    if case .set(let text) = room {
      self.room = .set(try SpotName.validateText(text, .room))
    } else {
      self.room = room
    }
    if case .set(let text) = notes {
      self.notes = .set(try SpotName.validateText(text, .notes))
    } else {
      self.notes = notes
    }
    if let latitude = location?.latitude {
      guard latitude.isFinite, SpotLocation.latitudeRange.contains(latitude) else {
        throw .invalidLatitude(latitude)
      }
    }
    self.location = location
  }

  /// Whether the change leaves everything as it is.
  public var isEmpty: Bool {
    room == .keep && notes == .keep && location == nil && device == .keep && lighting == nil
  }

  /// `spot` with the change applied.
  public func applied(to spot: SavedSpot) -> SavedSpot {
    func apply(_ change: SpotFieldChange, _ current: String?) -> String? {
      switch change {
      case .keep: current
      case .set(let text): text
      case .clear: nil
      }
    }
    return SavedSpot(
      id: spot.id, name: spot.name, room: apply(room, spot.room),
      notes: apply(notes, spot.notes), location: location ?? spot.location,
      createdAt: spot.createdAt, deviceID: apply(device, spot.deviceID),
      lighting: lighting ?? spot.lighting)
  }
}
