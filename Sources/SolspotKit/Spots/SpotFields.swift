/// The fields of one spot in an archive file, shared by the JSON and CSV forms, and their
/// conversion to a checked spot with a path naming any bad field. A reading's are a
/// ``ReadingRecord``.
struct SpotFields: Codable, Hashable {
  var name: String
  var room: String?
  var notes: String?
  var latitude: Double?
  var hemisphere: String?
  var created: String
  /// The spot's device (store version 7); absent when it has none.
  var device: String?
  /// How the spot is lit (``LightingKind``); absent when not given.
  var lit: String?

  init(_ spot: NewSpot) {
    lit = spot.lighting?.rawValue
    name = spot.name
    room = spot.room
    notes = spot.notes
    latitude = spot.location.latitude
    hemisphere = if case .hemisphere(let value) = spot.location { value.rawValue } else { nil }
    created = spot.createdAt.iso8601
    device = spot.deviceID
  }

  init(
    name: String, room: String?, notes: String?, latitude: Double?, hemisphere: String?,
    created: String, device: String? = nil
  ) {
    self.name = name
    self.room = room
    self.notes = notes
    self.latitude = latitude
    self.hemisphere = hemisphere
    self.created = created
    self.device = device
  }

  /// The checked spot; `path` prefixes the field names of errors.
  func spot(file: String, path: String) throws(DataError) -> NewSpot {
    func fail(_ field: String, _ reason: DataError.Reason) -> DataError {
      DataError(file: file, field: path + field, reason: reason)
    }
    guard let createdAt = Timestamp(iso8601: created) else {
      throw fail("created", .notATimestamp)
    }
    let lighting = try lit.map { text throws(DataError) -> LightingKind in
      guard let kind = LightingKind(rawValue: text) else {
        throw fail("lit", .oneOf(LightingKind.allCases.map(\.rawValue)))
      }
      return kind
    }
    let location: SpotLocation
    switch (latitude, hemisphere) {
    case (let latitude?, nil): location = .latitude(latitude)
    case (nil, let text?):
      guard let value = Hemisphere(rawValue: text) else {
        throw fail("hemisphere", .oneOf(["north", "south"]))
      }
      location = .hemisphere(value)
    case (nil, nil): location = .unspecified
    default: throw fail("hemisphere", .excludes("latitude"))
    }
    do {
      return try NewSpot(
        name: name, room: room, notes: notes, location: location, createdAt: createdAt,
        deviceID: device, lighting: lighting)
    } catch {
      switch error {
      case .invalidName(_, let problem): throw fail("name", .spotText(problem))
      case .invalidText(let field, let problem): throw fail(field.rawValue, .spotText(problem))
      case .invalidLatitude(let value):
        throw fail("latitude", .outOfRange(value, .from(-90, to: 90)))
      case .invalidDevice: throw fail("device", .idLength(1...NewSpot.maxDeviceLength))
      default: throw fail("", .undecodable)
      }
    }
  }
}
