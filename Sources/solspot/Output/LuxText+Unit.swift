import SolspotKit

extension LuxText {
  /// An estimate's figure in `unit` with the unit: "540 lux", "50 fc".
  static func text(_ lux: Double, in unit: IlluminanceUnit, rounding: Rounding = .nearest)
    -> String
  {
    format(lux, in: unit, rounding: rounding) + " " + unit.symbol
  }

  /// An exact figure or a limit in `unit` with the unit: "2,500 lux", "232 fc".
  static func exactText(_ lux: Double, in unit: IlluminanceUnit) -> String {
    exact(lux, in: unit) + " " + unit.symbol
  }
}
