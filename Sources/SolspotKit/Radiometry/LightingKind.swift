/// How a spot is lit, as its user can name it in one word: the kinds of spot the radiometric
/// model draws that a spot so lit can be read in.
///
/// A phone cannot tell how a spot is lit; its user can. The spot-specific geometry error
/// (docs/uncertainty.md, "Kinds of lighting") is derived for each named kind from the model's
/// kinds it covers (``modelKinds``), so a declared kind narrows the ratio of two spots.
public enum LightingKind: String, Sendable, Hashable, CaseIterable, Codable {
  /// Daylight through a side window (a wall window or a glazed door); at night, lamps.
  case window
  /// Daylight through a roof light overhead; at night, lamps.
  case skylight
  /// Lamps only: no daylight reaches the spot.
  case lamps

  /// The model's kinds a spot lit this way can be read in: a side-window spot under an
  /// overcast sky, with the sun elsewhere, and at night under lamps; a skylight spot under
  /// its skylight and at night; a lamp-lit spot under lamps. Sun on the spot is left out for
  /// every kind, as the geometry rule leaves it out (``DefaultConstantDerivation``).
  public var modelKinds: [SpotKind] {
    switch self {
    case .window: [.windowOvercast, .windowSunElsewhere, .lamps]
    case .skylight: [.skylight, .lamps]
    case .lamps: [.lamps]
    }
  }
}
