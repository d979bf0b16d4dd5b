import Foundation
import SolspotKit

/// `--unit lux|fc` and `SOLSPOT_UNIT`: the unit text and CSV print illuminance in
/// (``Illuminance/unit``). Every command takes the option; JSON stays in lux, its
/// fields' unit, and so does `spot export` in either format (`spot import` reads it).
enum UnitArguments {
  /// The option, which every command accepts (``CommandSpec/allOptions``).
  static let option = OptionSpec(
    ["--unit"], value: "UNIT", values: IlluminanceUnit.allCases.map(\.rawValue),
    help: "Print illuminance in lux (the default) or fc (foot-candles); also SOLSPOT_UNIT.")

  /// The unit to print in: `--unit`, else foot-candles for a light given with `--fc`, else
  /// `SOLSPOT_UNIT`, else lux; lux for JSON (`--json`, `--format`).
  ///
  /// - Throws: ``UsageError`` for a unit that is neither `lux` nor `fc`, from either place.
  static func unit(
    from arguments: ParsedArguments,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(UsageError) -> IlluminanceUnit {
    let given = arguments.string("--unit")
    let implied = arguments.has("--fc") ? IlluminanceUnit.footCandles.rawValue : nil
    let text = given ?? implied ?? environment["SOLSPOT_UNIT"].flatMap { $0.isEmpty ? nil : $0 }
    guard let text else { return .lux }
    let spellings: [String: IlluminanceUnit] = [
      "lux": .lux, "lx": .lux, "fc": .footCandles, "foot-candles": .footCandles,
      "footcandles": .footCandles, "foot-candle": .footCandles, "footcandle": .footCandles,
    ]
    guard let unit = spellings[text.lowercased()] else {
      throw UsageError.invalidValue(
        option: given == nil ? "SOLSPOT_UNIT" : "--unit", value: text,
        reason: "expected lux or fc (foot-candles)")
    }
    let isJSON = ["--json", "--format"].contains { arguments.has($0) }
    return isJSON ? .lux : unit
  }
}
