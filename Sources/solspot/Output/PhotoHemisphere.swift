import SolspotKit

/// The note `spot measure --photo` gives when the photo's GPS latitude lies in the other
/// hemisphere than the one the spot's seasons are reckoned in: the reading is saved, but its
/// season may be the wrong one (a December photo is summer in Sydney, winter in the spot's
/// north). A spot whose hemisphere is only assumed gets the note too: the photo is the first
/// sign of where it is.
enum PhotoHemisphere {
  /// The note's code in `spot measure --json`.
  static let code = "photo-other-hemisphere"

  /// The note for `measurement` saved to `spot`, for a photo: see
  /// ``note(latitude:spot:)``.
  static func note(_ measurement: MeasureSource.Measurement, spot: SavedSpot) -> String? {
    guard case .photo(let result, _) = measurement.detail else { return nil }
    return note(latitude: result.metadata?.latitude?.value, spot: spot)
  }

  /// The note, without `Note: ` and its full stop, when a photo taken at `latitude` is saved
  /// to `spot` and the two hemispheres differ; `nil` when they agree or the photo records no
  /// latitude. A latitude of 0 counts as north, as it does for a spot (``SpotLocation``).
  static func note(latitude: Double?, spot: SavedSpot) -> String? {
    guard let latitude else { return nil }
    let photo = SpotLocation.latitude(latitude).hemisphere
    let reckoned = spot.location.hemisphere
    guard photo != reckoned else { return nil }
    let name = ShellWord.quoted(spot.name)
    let why: String
    switch spot.location {
    case .latitude: why = spot.location.text
    case .hemisphere: why = "as set for it"
    case .unspecified: why = "assumed, as no location was given"
    }
    return "the photo was taken in the \(photo.adjective) hemisphere (latitude "
      + "\(NumberText.fixed(abs(latitude), 1))° \(photo == .south ? "S" : "N")), but the "
      + "seasons of '\(spot.name)' are reckoned in the \(reckoned.adjective) hemisphere "
      + "(\(why)), so this reading may fall in the wrong season; it was saved: if the spot is "
      + "where the photo was taken, set its location with 'solspot spot set \(name) "
      + "--latitude L'"
      + (spot.location.latitude == nil ? " or '--hemisphere \(photo.rawValue)'" : "")
  }
}
