import SolspotKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// Plain decimal text for numbers in messages and reports, without Foundation.
extension NumberText {
  /// Decimal text for `value` without an exponent: `0.3`, `512`, `0.000001`, with up to ten
  /// significant figures.
  static func plain(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    let text = significant(value, 10)
    return text == "0" || text == "-0" ? "\(value)" : text
  }

  /// `value` with `digits` decimals, rounded half away from zero: `fixed(7.7595, 2) == "7.76"`.
  static func fixed(_ value: Double, _ digits: Int) -> String {
    precondition(digits >= 0 && digits <= 9)
    guard value.isFinite else { return "\(value)" }
    var scale: Double = 1
    for _ in 0..<digits { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    guard scaled < 9e15 else { return "\(value)" }
    let whole = Int64(scaled)
    let integerPart = whole / Int64(scale)
    let fraction = whole % Int64(scale)
    let sign = value < 0 && whole != 0 ? "-" : ""
    guard digits > 0 else { return sign + String(integerPart) }
    let fractionText = String(fraction)
    let padded = String(repeating: "0", count: digits - fractionText.count) + fractionText
    return sign + String(integerPart) + "." + padded
  }

  /// `value` rounded to `digits` significant figures in plain decimal text: `0.000125`,
  /// `0.333`, `13`; in scientific notation (`2.85e-33`, `1.2e20`) below 10⁻⁹, where nine
  /// decimals would show no figure at all, and from 10¹⁵ up. Plain text keeps nine decimals
  /// at most, so a value just above 10⁻⁹ shows fewer than `digits` figures.
  ///
  /// - Parameter keepingZeros: Whether trailing zeros after the point stay, so that every
  ///   figure printed is as wide as its neighbours: `3.00` and `2.99` rather than `3` and
  ///   `2.99`. A whole number wider than `digits` keeps all its digits: `12345` to three
  ///   figures is `12345`, not `12300` (``LuxText`` rounds lux figures to their figures).
  static func significant(_ value: Double, _ digits: Int, keepingZeros: Bool = false)
    -> String
  {
    guard value.isFinite, value != 0 else { return plain(value) }
    let magnitude = Int(log10(abs(value)).rounded(.down))
    if magnitude < -9 || abs(value) >= 1e15,
      let rounded = SignificantFigures(abs(value), figures: digits, rounding: .nearest)
    {
      return (value < 0 ? "-" : "") + rounded.scientificText(keepingZeros: keepingZeros)
    }
    var decimals = min(max(0, digits - 1 - magnitude), 9)
    var text = fixed(value, decimals)
    // Rounding can carry into the next power of ten (9.996 to three figures is 10.0).
    if decimals > 0, text.filter(\.isNumber).drop(while: { $0 == "0" }).count > digits {
      decimals -= 1
      text = fixed(value, decimals)
    }
    if !keepingZeros, text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text
  }
}

extension SignificantFigures {
  /// The number in scientific notation: `6.7e16`, `2.1e-12`, `4.0e-9`, `3e5` for one figure.
  ///
  /// - Parameter keepingZeros: Whether trailing zeros of the digits stay (`4.0e-9`), so that
  ///   the text shows every figure; without them, `4e-9`.
  func scientificText(keepingZeros: Bool = true) -> String {
    let text = String(digits)
    var rest = text.dropFirst()
    if !keepingZeros {
      while rest.hasSuffix("0") { rest = rest.dropLast() }
    }
    return String(text.prefix(1)) + (rest.isEmpty ? "" : "." + rest) + "e\(magnitude)"
  }
}

extension Confidence {
  /// The level as a percentage for people: "90%", "99.5%".
  var percentText: String {
    let percent = level * 100
    let rounded = (percent * 10).rounded() / 10
    return (rounded == rounded.rounded() ? NumberText.plain(rounded) : "\(rounded)") + "%"
  }
}

extension LocalTime {
  /// `2025-06-21 14:30`.
  var minuteText: String {
    iso8601Date + " " + two(hour) + ":" + two(minute)
  }

  private func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}

extension ExposureTimeText {
  /// An exposure time as photographers write it: `1/60 s` for common fractions of a second,
  /// else decimal seconds (`0.3 s`, `2 s`, `13 s`).
  static func format(_ seconds: Double) -> String {
    if seconds < 1 {
      let reciprocal = 1 / seconds
      let whole = reciprocal.rounded()
      if whole >= 2, abs(reciprocal - whole) <= 0.02 * whole {
        return "1/\(NumberText.plain(whole)) s"
      }
    }
    return "\(NumberText.significant(seconds, 3)) s"
  }
}
