/// How illuminance is written for people, in lux or foot-candles: the one place a figure is
/// converted to the unit it is printed in and rounded.
///
/// The engine computes in lux; a format converts each figure at the moment it is written,
/// from the lux value itself (never from lux text), then rounds it by the same rules in
/// either unit:
///
/// - An estimate (``figure(_:rounding:)``, ``text(_:rounding:)``, ``range(_:)``): two
///   significant figures (``LuxText/format(_:rounding:)``); interval ends and bounds round
///   outward, so a range in foot-candles never claims to be narrower than the lux one.
/// - A figure that is exact or a limit (``exactFigure(_:)``, ``exact(_:)``): a reference
///   meter's reading, a light given as a number, a band's edge, a threshold in a sentence. In
///   lux as written (``LuxText/exact(_:)``); converted into another unit, to three significant
///   figures (``LuxText/converted(_:)``: 2,500 lux is 232 fc), since the conversion adds digits
///   the figure never had.
///
/// Only figures of illuminance go through a format. Ratios, probabilities, EV and a DLI (in
/// mol/m²/day) have no illuminance unit and are written as they are.
///
/// Properties (mirrored by the tests):
/// - in lux, every text is the text ``LuxText`` writes;
/// - ``value(_:)`` is the lux value divided by the unit's size in lux, and back by
///   ``IlluminanceUnit/lux(from:)``;
/// - a range's printed ends contain the converted range.
public struct IlluminanceFormat: Sendable, Hashable {
  /// Rounding of an estimate's figure: to the nearest for a point, outward for a bound.
  public typealias Rounding = LuxText.Rounding

  /// The unit figures are written in.
  public let unit: IlluminanceUnit

  /// A format for `unit`.
  public init(unit: IlluminanceUnit) {
    self.unit = unit
  }

  /// Figures in lux, as the engine gives them.
  public static let lux = IlluminanceFormat(unit: .lux)

  /// The symbol written after a figure: `lux`, `fc`.
  public var symbol: String { unit.symbol }

  /// `lux` in this format's unit, unrounded.
  public func value(_ lux: Double) -> Double { unit.value(fromLux: lux) }

  // MARK: - Estimates

  /// An estimate's figure without its unit, to two significant figures: `540` (lux), `50`
  /// (fc).
  public func figure(_ lux: Double, rounding: Rounding = .nearest) -> String {
    LuxText.format(value(lux), rounding: rounding)
  }

  /// An estimate's figure with its unit: "540 lux", "50 fc".
  public func text(_ lux: Double, rounding: Rounding = .nearest) -> String {
    figure(lux, rounding: rounding) + " " + symbol
  }

  /// A range of an estimate with its ends rounded outward: "290–1,400 lux", "26–130 fc".
  public func range(_ range: ClosedRange<Double>) -> String {
    figure(range.lowerBound, rounding: .down) + "–"
      + figure(range.upperBound, rounding: .up) + " " + symbol
  }

  // MARK: - Exact figures and limits

  /// An exact figure or a limit without its unit: in lux as written (`2,500`, `12.5`);
  /// converted, to three significant figures (`232` fc for 2,500 lux).
  public func exactFigure(_ lux: Double) -> String {
    switch unit {
    case .lux: LuxText.exact(lux)
    case .footCandles: LuxText.converted(value(lux))
    }
  }

  /// An exact figure or a limit with its unit: "2,500 lux", "232 fc".
  public func exact(_ lux: Double) -> String {
    exactFigure(lux) + " " + symbol
  }
}
