import SolspotKit

// The coverage benchmark's scenarios in a few words, for its tables.

extension SpotKind {
  /// The kind in a few words, for tables.
  var label: String {
    switch self {
    case .windowOvercast: "side window, overcast sky"
    case .windowSunElsewhere: "side window, sun in the room, not on the spot"
    case .windowSunOnSpot: "side window, sun on the spot"
    case .skylight: "skylight"
    case .lamps: "ceiling lamps at night"
    }
  }
}

extension SeasonRoomKind {
  /// The kind in a few words, for tables.
  var label: String {
    switch self {
    case .sideWindow: "side window"
    case .skylight: "skylight"
    case .lamps: "ceiling lamps at night"
    }
  }
}

extension CoverageSimulation.Truth {
  /// The truth in a few words, for tables.
  var label: String {
    switch self {
    case .radiometric: "radiometric spots"
    case .sceneError: "scene error 0.4 EV"
    case .outliers: "10% of spots off by 0.8 EV"
    case .mildTrend: "undetected trend (σ 0.05 EV/EV)"
    }
  }
}

extension CoverageSimulation.Stress {
  /// The case in a few words, for tables.
  var label: String {
    switch self {
    case .excessScatter: "excess scatter (spots σ 1.2 EV)"
    case .trend: "strong trend found, spots at both ends"
    case .extrapolation: "one spot outside the calibrated range"
    }
  }
}

extension CoverageSimulation.Scenario {
  /// The scenario in a few words, for tables.
  var label: String {
    switch self {
    case .nominal(let kind, let wide): "uncalibrated, \(kind.label)" + (wide ? " (wide)" : "")
    case .nominalAtLimits: "uncalibrated, near the camera's limits"
    case .measured(let truth, let pairs):
      "calibrated (\(pairs == .five ? "5 pairs" : "5–12 pairs")), \(truth.label)"
    case .measuredModel: "calibrated on another unit (scope model)"
    case .measuredOutside: "calibrated, outside its lux range"
    case .measuredTrend: "calibrated, strong trend found, ends of range"
    case .level(let kind, let calibrated, let readings):
      "level, \(calibrated ? "calibrated" : "uncalibrated"), \(Self.readingsText(readings))"
        + (kind.map { ", \($0.label)" } ?? "")
    case .ratio(let kind, let calibrated, let readings):
      "same-phone ratio, \(calibrated ? "calibrated" : "uncalibrated"), "
        + "\(Self.readingsText(readings)) each" + (kind.map { ", \($0.label)" } ?? "")
    case .stress(let stress): "same-phone ratio, calibrated, \(stress.label)"
    case .litRatio(let lighting, let kind, let readings, let wide):
      "same-phone ratio, lit by \(lighting.rawValue), uncalibrated, "
        + "\(Self.readingsText(readings)) each" + (kind.map { ", \($0.label)" } ?? "")
        + (wide ? " (wide)" : "")
    case .season(let kind, let calibrated, let readings, let wide):
      "season ratio of one spot, \(calibrated ? "calibrated" : "uncalibrated"), "
        + "\(Self.readingsText(readings)) each" + (kind.map { ", \($0.label)" } ?? "")
        + (wide ? " (wide)" : "")
    }
  }

  private static func readingsText(_ count: Int) -> String {
    count == 1 ? "1 reading" : "\(count) readings"
  }
}
