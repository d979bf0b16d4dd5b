/// Lux figures as people read them: two significant figures, thousands grouped.
///
/// Two figures is the most any Solspot reading supports (even a calibrated one is uncertain by
/// tens of percent), so more would overstate it. Ends of an interval and bounds round outward,
/// so that the printed range never claims more than the computed one.
public enum LuxText {
  /// How a figure is rounded to two significant figures.
  public enum Rounding: Sendable {
    /// To the nearest: a point value.
    case nearest
    /// Down: a lower end or an "at least" bound.
    case down
    /// Up: an upper end or an "at most" bound.
    case up
  }

  /// `lux` rounded to two significant figures, with thousands separated by commas:
  /// `540`, `1,200`, `16,000`, `0.43`.
  public static func format(_ lux: Double, rounding: Rounding = .nearest) -> String {
    guard lux.isFinite, lux > 0 else { return lux == 0 ? "0" : "\(lux)" }
    var exponent = Int(Math.log10(lux).rounded(.down)) - 1
    let scaled = lux / Math.pow(10, Double(exponent))
    var digits: Double
    switch rounding {
    case .nearest: digits = scaled.rounded()
    case .down: digits = (scaled * (1 + 1e-12)).rounded(.down)
    case .up: digits = (scaled * (1 - 1e-12)).rounded(.up)
    }
    if digits >= 100 {
      // 9.96 rounds up to 10: one more digit before the point, one fewer after it.
      digits /= 10
      exponent += 1
    }
    let value = digits * Math.pow(10, Double(exponent))
    if exponent >= 0 { return grouped(value) }
    return NumberText.fixed(value, -exponent)
  }

  /// A range of lux with its ends rounded outward, so that it never claims to be narrower than
  /// it is: `290–1,400 lux`.
  public static func range(_ range: ClosedRange<Double>) -> String {
    "\(format(range.lowerBound, rounding: .down))–\(format(range.upperBound, rounding: .up)) lux"
  }

  /// A reference meter's reading as it was given, not rounded (it is a measurement, not an
  /// estimate), with thousands separated by commas: `20,000`, `12.5`, `1,234.5`.
  public static func exact(_ lux: Double) -> String {
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

  /// A whole number of lux with thousands separated by commas: `2,500`.
  public static func grouped(_ lux: Double) -> String {
    let whole = String(Int64(lux.rounded()))
    var result = ""
    for (offset, character) in whole.reversed().enumerated() {
      if offset > 0, offset % 3 == 0, character != "-" { result.append(",") }
      result.append(character)
    }
    return String(result.reversed())
  }
}
