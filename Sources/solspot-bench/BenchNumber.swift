import Foundation
import SolspotKit

// The bench tool's figures: its reports are for the people running it, not the CLI's output,
// so it writes numbers with Foundation's formats.

extension NumberText {
  /// `value` with `digits` decimals: `fixed(7.7595, 2) == "7.76"`.
  static func fixed(_ value: Double, _ digits: Int) -> String {
    String(format: "%.\(digits)f", value)
  }

  /// `value` to `digits` significant figures, trailing zeros dropped: `0.000125`, `13`.
  static func significant(_ value: Double, _ digits: Int) -> String {
    String(format: "%.\(digits)g", value)
  }
}

extension Confidence {
  /// The level as a percentage: "90%", "99.5%".
  var percentText: String { String(format: "%g%%", (level * 1000).rounded() / 10) }
}
