/// A half of the globe, which decides when a spot's seasons fall.
public enum Hemisphere: String, Sendable, Hashable, Codable, CaseIterable {
  /// North of the equator: winter is December to February.
  case north
  /// South of the equator: winter is June to August.
  case south
}

/// Where a saved spot is, as far as its seasons need to know.
///
/// Seasons only need the hemisphere, but a latitude is kept when given: it is what a later
/// day-length model needs, and it says the hemisphere by its sign.
public enum SpotLocation: Sendable, Hashable {
  /// A latitude in degrees, −90 (south pole) to 90 (north pole).
  case latitude(Double)
  /// Only the hemisphere.
  case hemisphere(Hemisphere)
  /// Nothing was given: seasons use ``Hemisphere/north``, and output says so.
  case unspecified

  /// The allowed latitudes, in degrees.
  public static let latitudeRange: ClosedRange<Double> = -90...90

  /// The hemisphere seasons are reckoned in.
  ///
  /// A latitude of exactly 0 counts as north. Assumption: with nothing given, north, where
  /// about 88% of the world's people live; the output names the assumption.
  public var hemisphere: Hemisphere {
    switch self {
    case .latitude(let degrees): degrees < 0 ? .south : .north
    case .hemisphere(let hemisphere): hemisphere
    case .unspecified: .north
    }
  }

  /// Whether the hemisphere is an assumption rather than given.
  public var isAssumed: Bool { self == .unspecified }

  /// The latitude, when one was given.
  public var latitude: Double? {
    if case .latitude(let degrees) = self { degrees } else { nil }
  }
}
