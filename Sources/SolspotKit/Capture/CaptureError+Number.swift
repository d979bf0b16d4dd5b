// The figures a capture error's reason quotes. Capture errors still carry their reasons as
// words (issue 16 leaves them to a later step); these are the only numbers the library
// writes for people, and they are not public.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

extension CaptureError {
  /// `value` in plain decimals, up to ten significant figures: `0.3`, `512`, `-12.5`.
  static func figure(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return figure(value, significant: 10)
  }

  /// `value` rounded to `digits` significant figures, trailing zeros dropped: `12345.7`;
  /// in scientific notation below 10⁻⁹ and from 10¹⁵ up.
  static func figure(_ value: Double, significant digits: Int) -> String {
    guard value.isFinite, value != 0 else { return value == 0 ? "0" : "\(value)" }
    let magnitude = Int(log10(abs(value)).rounded(.down))
    if magnitude < -9 || abs(value) >= 1e15,
      let rounded = SignificantFigures(abs(value), figures: digits, rounding: .nearest)
    {
      var mantissa = String(rounded.digits)
      let first = mantissa.removeFirst()
      while mantissa.hasSuffix("0") { mantissa.removeLast() }
      return (value < 0 ? "-" : "") + String(first) + (mantissa.isEmpty ? "" : "." + mantissa)
        + "e\(rounded.magnitude)"
    }
    var decimals = min(max(0, digits - 1 - magnitude), 9)
    var text = fixed(value, decimals)
    // Rounding can carry into the next power of ten (9.996 to three figures is 10.0).
    if decimals > 0, text.filter(\.isNumber).drop(while: { $0 == "0" }).count > digits {
      decimals -= 1
      text = fixed(value, decimals)
    }
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text
  }

  /// `value` with `digits` decimals, rounded half away from zero.
  private static func fixed(_ value: Double, _ digits: Int) -> String {
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
    return sign + String(integerPart) + "."
      + String(repeating: "0", count: digits - fractionText.count) + fractionText
  }
}
