import Foundation
import SolspotKit

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
  ///
  /// A lower end or an "at least" bound rounds `.down` and an upper end or an "at most" bound
  /// `.up`, so that no rounded range looks narrower than the computed one (2,497 stays below
  /// 2,500). Defined for every finite number: zero and non-finite values come back unchanged,
  /// and a negative one is rounded as its magnitude is, the other way.
  static func significant(
    _ value: Double, _ digits: Int = 3, rounding: SignificantFigures.Rounding = .nearest
  ) -> Double {
    guard value.isFinite, value != 0 else { return value }
    if value < 0 {
      let mirrored: SignificantFigures.Rounding =
        switch rounding {
        case .nearest: .nearest
        case .down: .up
        case .up: .down
        }
      return -significant(-value, digits, rounding: mirrored)
    }
    return SignificantFigures(value, figures: digits, rounding: rounding)?.value ?? value
  }

  /// The lower end of a range or an "at least" bound, rounded down to `digits` significant
  /// figures: the one way every such figure in `--json` output is rounded, so that no printed
  /// range is narrower than the computed one and no bound claims more than it is (1.93 stays
  /// 1.93 at three figures and 1.9 at two, never 2).
  static func lower(_ value: Double, _ digits: Int = 3) -> Double {
    significant(value, digits, rounding: .down)
  }

  /// The upper end of a range or an "at most" bound, rounded up to `digits` significant figures
  /// (``lower(_:_:)``'s counterpart).
  static func upper(_ value: Double, _ digits: Int = 3) -> Double {
    significant(value, digits, rounding: .up)
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

  /// `value` rounded to `decimals` places; ends of a range round outward as in
  /// ``significant(_:_:rounding:)``.
  static func decimals(
    _ value: Double, _ decimals: Int, rounding: SignificantFigures.Rounding = .nearest
  ) -> Double {
    let scale = pow(10, Double(decimals))
    let scaled = value * scale
    guard scaled.isFinite else { return value }
    switch rounding {
    case .nearest: return scaled.rounded() / scale
    case .down: return (scaled + abs(scaled) * 1e-12).rounded(.down) / scale
    case .up: return (scaled - abs(scaled) * 1e-12).rounded(.up) / scale
    }
  }
}
