/// What kind of light falls on a spot, as far as converting lux to photosynthetic photons
/// needs to know.
///
/// Lux weighs light by human vision; photosynthesis counts photons from 400 to 700 nm. The
/// ratio between them depends on the spectrum, so a lux figure becomes a PPFD only through an
/// assumed source (``ppfdPerLux``). The codes are stable (`--source`, `--lamp-source`, JSON).
public enum LightSource: String, Sendable, Hashable, CaseIterable, Codable {
  /// Sun and sky, directly or through a window.
  case daylight
  /// Cool-white fluorescent tubes.
  case fluorescentCoolWhite = "fluorescent-cool"
  /// Warm-white LEDs (about 2,700–3,500 K).
  case ledWarmWhite = "led-warm"
  /// Cool-white LEDs (about 4,000–6,500 K).
  case ledCoolWhite = "led-cool"
  /// Not known: any of the others.
  case unknown

  /// The photosynthetic photon flux density per lux of this source, in µmol m⁻² s⁻¹ per lux,
  /// as an interval (``PPFDFactor``).
  ///
  /// Sources (docs/method.md, "Daily light integral"):
  /// - daylight 0.0185 (Apogee Instruments, "Conversion – PPFD to Lux"; Thimijan & Heins 1983,
  ///   HortScience 18(6): 54 lux per µmol m⁻² s⁻¹); ±5% is an assumption for the difference
  ///   between direct sun, blue sky, overcast sky and window glass;
  /// - cool-white fluorescent 0.0135 (Apogee; Thimijan & Heins: 74 lux per µmol); ±5% is an
  ///   assumption for tube-to-tube variation;
  /// - white LEDs 0.015 within about 10% for any colour temperature (Sharakshane, bioRxiv
  ///   2018), for warm and cool alike;
  /// - unknown: the union of the four.
  public var ppfdPerLux: PPFDFactor {
    switch self {
    case .daylight: PPFDFactor(lower: 0.0176, nominal: 0.0185, upper: 0.0194)
    case .fluorescentCoolWhite: PPFDFactor(lower: 0.0128, nominal: 0.0135, upper: 0.0142)
    case .ledWarmWhite, .ledCoolWhite: PPFDFactor(lower: 0.0135, nominal: 0.015, upper: 0.0165)
    case .unknown: Self.union
    }
  }

  /// The union of the known sources' intervals; its nominal value is the geometric middle.
  private static let union: PPFDFactor = {
    let known = allCases.filter { $0 != .unknown }.map(\.ppfdPerLux)
    let lower = known.map(\.lower).min() ?? 0.0128
    let upper = known.map(\.upper).max() ?? 0.0194
    return PPFDFactor(lower: lower, nominal: (lower * upper).squareRoot(), upper: upper)
  }()
}

/// A lux-to-PPFD conversion factor with its interval, in µmol m⁻² s⁻¹ per lux.
///
/// Properties: `0 < lower <= nominal <= upper`.
public struct PPFDFactor: Sendable, Hashable {
  /// The smallest factor the source may have.
  public let lower: Double
  /// The factor usually quoted.
  public let nominal: Double
  /// The largest factor the source may have.
  public let upper: Double

  /// Creates a factor.
  ///
  /// - Precondition: `0 < lower <= nominal <= upper`.
  public init(lower: Double, nominal: Double, upper: Double) {
    precondition(0 < lower && lower <= nominal && nominal <= upper, "0 < lower <= nominal <= upper")
    self.lower = lower
    self.nominal = nominal
    self.upper = upper
  }

  /// The ratio of the upper to the lower end.
  public var spread: Double { upper / lower }
}
