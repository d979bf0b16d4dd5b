import SolspotKit

/// Figures of illuminance as people read them: two significant figures, thousands grouped.
///
/// Two figures is the most any Solspot reading supports (even a calibrated one is uncertain by
/// tens of percent), so more would overstate it. Ends of an interval and bounds round outward,
/// so that the printed range never claims more than the computed one.
///
/// Every figure is given in lux and written in lux unless a unit is named (`in: .footCandles`):
/// this is the one place a figure is converted to the unit it is printed in, from the lux
/// value itself (never from lux text), and then rounded by the same rules in either unit. An
/// exact figure or a limit (``exact(_:in:)``: a reference meter's reading, a band's edge, a
/// threshold) is written as given in lux and to three significant figures when converted
/// (``converted(_:)``: 2,500 lux is 232 fc), since the conversion adds digits it never had.
/// Ratios, probabilities, EV and a DLI have no illuminance unit and never go through a unit.
///
/// Every finite figure has a text: from 0.0010 to 990,000,000 lux in plain decimals, and beyond
/// that (no real light, but a setting or profile can lead there) in scientific notation,
/// `2.1e-12` or `6.7e16`.
enum LuxText {
  /// How a figure is rounded to two significant figures.
  typealias Rounding = SignificantFigures.Rounding

  /// The smallest power of ten of a figure's first digit written in plain decimals: 0.0010.
  static let smallestPlainMagnitude = -3
  /// The largest power of ten of a figure's first digit written in plain decimals: 990,000,000.
  static let largestPlainMagnitude = 8

  /// `lux` in `unit`, rounded to two significant figures, with thousands separated by commas:
  /// `540`, `1,200`, `16,000`, `0.43` (lux); `50` for 540 lux in fc; `2.1e-12` and `6.7e16`
  /// outside 0.001 to a billion.
  static func format(
    _ lux: Double, in unit: IlluminanceUnit = .lux, rounding: Rounding = .nearest
  ) -> String {
    let lux = unit.value(fromLux: lux)
    guard let rounded = SignificantFigures(lux, figures: 2, rounding: rounding) else {
      return lux == 0 ? "0" : "\(lux)"
    }
    guard (smallestPlainMagnitude...largestPlainMagnitude).contains(rounded.magnitude) else {
      return rounded.scientificText()
    }
    if rounded.exponent >= 0 { return grouped(rounded.value) }
    return NumberText.fixed(rounded.value, -rounded.exponent)
  }

  /// A range of lux with its ends rounded outward in `unit`, so that it never claims to be
  /// narrower than it is, with the unit: `290–1,400 lux`, `26–140 fc`.
  static func range(_ range: ClosedRange<Double>, in unit: IlluminanceUnit = .lux)
    -> String
  {
    format(range.lowerBound, in: unit, rounding: .down) + "–"
      + format(range.upperBound, in: unit, rounding: .up) + " " + unit.symbol
  }

  /// A reference meter's reading as it was given, not rounded (it is a measurement, not an
  /// estimate), with thousands separated by commas: `20,000`, `12.5`, `1,234.5`. In another
  /// unit than lux, converted to three significant figures (``converted(_:)``): 700 lux is
  /// `65` fc, 2,500 lux `232`.
  static func exact(_ lux: Double, in unit: IlluminanceUnit = .lux) -> String {
    guard unit == .lux else { return converted(unit.value(fromLux: lux)) }
    let text = NumberText.plain(lux)
    let whole = text.prefix { $0 != "." }
    guard whole.count > 3, whole.allSatisfy({ $0.isASCII && $0.isNumber }) else { return text }
    var result = ""
    for (offset, digit) in whole.enumerated() {
      if offset > 0, (whole.count - offset) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return result + text.dropFirst(whole.count)
  }

  /// A figure converted from another unit (a source's foot-candles), to three significant
  /// figures with thousands separated by commas: `1,080` for 100 fc (1,076.4 lux), `807` for
  /// 75 fc. The conversion adds digits the source never gave; three figures keep a source's
  /// own three (150 fc, 1,620 lux) without claiming more.
  static func converted(_ lux: Double) -> String {
    guard let rounded = SignificantFigures(lux, figures: 3, rounding: .nearest) else {
      return exact(lux)
    }
    return exact(rounded.value)
  }

  /// A whole number of lux with thousands separated by commas: `2,500`. A number too large
  /// for whole digits (10¹⁵ and above) is written as ``format(_:rounding:)`` writes it.
  static func grouped(_ lux: Double) -> String {
    guard lux.isFinite, abs(lux) < 1e15 else { return format(lux) }
    let whole = String(Int64(lux.rounded()))
    var result = ""
    for (offset, character) in whole.reversed().enumerated() {
      if offset > 0, offset % 3 == 0, character != "-" { result.append(",") }
      result.append(character)
    }
    return String(result.reversed())
  }
}
