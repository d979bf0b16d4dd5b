import Foundation

/// Encodes values as one line of JSON with sorted keys, for `--json` output and JSON Lines.
enum JSONLine {
  static func encode(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(value)
    return String(decoding: data, as: UTF8.self)
  }

  /// `value` rounded to `digits` significant figures: lux figures in reports carry three,
  /// which is already more than any reading supports.
  static func significant(_ value: Double, _ digits: Int = 3) -> Double {
    guard value.isFinite, value != 0 else { return value }
    let magnitude = floor(log10(abs(value)))
    let scale = pow(10, Double(digits - 1) - magnitude)
    return (value * scale).rounded() / scale
  }

  /// A probability with three significant figures of itself or of its complement, whichever is
  /// smaller, so that rounding never turns "very likely" into 1 or "very unlikely" into 0.
  /// A probability too small for a double to tell from 0 is reported as 1e-15 (and its
  /// complement as 1 − 1e-15): the model gives no band a probability of exactly 0 or 1.
  static func probability(_ value: Double) -> Double {
    if value < 1e-15 { return 1e-15 }
    if value > 1 - 1e-15 { return 1 - 1e-15 }
    if value > 0.5 { return 1 - significant(1 - value) }
    return significant(value)
  }

  /// `value` rounded to `decimals` places.
  static func decimals(_ value: Double, _ decimals: Int) -> Double {
    let scale = pow(10, Double(decimals))
    return (value * scale).rounded() / scale
  }
}
