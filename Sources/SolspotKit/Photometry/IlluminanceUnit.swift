/// A unit illuminance is printed in: lux, or the foot-candles US growers and extension tables
/// use.
///
/// The engine computes in lux throughout; a unit is a choice of how figures are shown.
public enum IlluminanceUnit: String, Sendable, CaseIterable, Codable {
  /// Lux, lumens per square metre: the engine's own unit.
  case lux
  /// Foot-candles, lumens per square foot.
  case footCandles = "fc"

  /// Lux in one foot-candle: 1 fc = 1 lm/ft² = 1/0.3048² lm/m² = 10.763 91 lux, the
  /// international foot being 0.3048 m exactly. Source: NIST SP 811 (2008), Appendix B.9,
  /// "footcandle: lux (lx) 1.076 391 E+01".
  public static let luxPerFootCandle = 1 / (0.3048 * 0.3048)

  /// The symbol printed after a figure: `lux`, `fc`.
  public var symbol: String { rawValue }

  /// `lux` in this unit.
  public func value(fromLux lux: Double) -> Double {
    switch self {
    case .lux: lux
    case .footCandles: lux / Self.luxPerFootCandle
    }
  }

  /// A figure in this unit, in lux.
  public func lux(from value: Double) -> Double {
    switch self {
    case .lux: value
    case .footCandles: value * Self.luxPerFootCandle
    }
  }
}
