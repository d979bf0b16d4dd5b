/// A photo's GPS latitude lies in the other hemisphere than the one a spot's seasons are
/// reckoned in: the reading is saved, but its season may be the wrong one (a December photo is
/// summer in Sydney, winter in the spot's north). A spot whose hemisphere is only assumed gets
/// the note too: the photo is the first sign of where it is.
public struct HemisphereNote: Sendable, Hashable {
  /// The spot's name.
  public let spot: String
  /// The spot's location, which gives the hemisphere its seasons are reckoned in.
  public let location: SpotLocation
  /// The photo's latitude in degrees, −90 to 90.
  public let latitude: Double

  /// The photo's hemisphere: a latitude of 0 counts as north, as it does for a spot.
  public var photoHemisphere: Hemisphere { SpotLocation.latitude(latitude).hemisphere }
  /// The hemisphere the spot's seasons are reckoned in.
  public var spotHemisphere: Hemisphere { location.hemisphere }

  /// The note for a photo taken at `latitude` saved to `spot`; `nil` when the photo records no
  /// latitude or the hemispheres agree.
  public init?(latitude: Double?, spot: SavedSpot) {
    guard let latitude,
      SpotLocation.latitude(latitude).hemisphere != spot.location.hemisphere
    else { return nil }
    self.spot = spot.name
    self.location = spot.location
    self.latitude = latitude
  }
}
