/// Reads an exposure time written the way photographers write it.
///
/// Accepted forms (spaces around the unit are allowed, case does not matter):
///
/// | text | seconds |
/// |---|---|
/// | `1/120`, `1/120s` | 0.008333… |
/// | `0.008`, `0.008s`, `2s`, `2 sec` | 0.008, 2 |
/// | `8ms`, `8 ms` | 0.008 |
/// | `500us`, `500µs` | 0.0005 |
///
/// The result is only parsed, not range-checked: ``Exposure`` does that, so that every way of
/// giving a time gets the same limits and the same error.
public enum ExposureTimeText {
  /// The exposure time in seconds written in `text`, or `nil` when the text is not one of the
  /// accepted forms or is not a finite positive number.
  public static func seconds(_ text: String) -> Double? {
    var body = Substring(text.lowercased()).trimmingSpaces()
    var scale = 1.0
    for (suffix, factor) in Self.units where body.hasSuffix(suffix) {
      body = body.dropLast(suffix.count).trimmingSpaces()
      scale = factor
      break
    }
    guard !body.isEmpty else { return nil }
    let value: Double
    if let slash = body.firstIndex(of: "/") {
      guard let numerator = Self.number(body[..<slash]),
        let denominator = Self.number(body[body.index(after: slash)...]),
        denominator > 0
      else { return nil }
      value = numerator / denominator
    } else {
      guard let number = Self.number(body) else { return nil }
      value = number
    }
    let seconds = value * scale
    return seconds.isFinite && seconds > 0 ? seconds : nil
  }

  /// Unit suffixes, longest first so that `ms` is not read as `s`.
  private static let units: [(String, Double)] = [
    ("msec", 0.001), ("sec", 1), ("ms", 0.001), ("us", 0.000_001), ("µs", 0.000_001),
    ("μs", 0.000_001), ("s", 1),
  ]

  /// A plain decimal number: digits with at most one point, no sign, no exponent, no hex.
  private static func number(_ text: Substring) -> Double? {
    let trimmed = text.trimmingSpaces()
    guard !trimmed.isEmpty,
      trimmed.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
      trimmed.filter({ $0 == "." }).count <= 1
    else { return nil }
    return Double(String(trimmed))
  }
}

extension Substring {
  /// The text without leading and trailing spaces and tabs.
  func trimmingSpaces() -> Substring {
    var result = self
    while let first = result.first, first == " " || first == "\t" { result.removeFirst() }
    while let last = result.last, last == " " || last == "\t" { result.removeLast() }
    return result
  }
}
