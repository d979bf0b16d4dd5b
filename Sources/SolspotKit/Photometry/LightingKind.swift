/// How a spot is lit, as its user can name it in one word: the kinds of spot the radiometric
/// model draws that a spot so lit can be read in.
///
/// A phone cannot tell how a spot is lit; its user can. The spot-specific geometry error
/// (docs/uncertainty.md, "Kinds of lighting") is derived for each named kind from the model's
/// kinds it covers (`modelKinds`, in Radiometry), so a declared kind narrows the ratio of two spots.
public enum LightingKind: String, Sendable, Hashable, CaseIterable, Codable {
  /// Daylight through a side window (a wall window or a glazed door); at night, lamps.
  case window
  /// Daylight through a roof light overhead; at night, lamps.
  case skylight
  /// Lamps only: no daylight reaches the spot.
  case lamps

}
