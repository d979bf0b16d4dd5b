extension LightingKind {
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
