import SolspotKit

// A saved spot's and its readings' facts in words.

extension ReadingCalibration {
  /// "not calibrated" or "calibrated on 2025-03-01".
  var text: String {
    if let date { "calibrated on \(date)" } else { "not calibrated" }
  }
}

extension ReadingSource {
  /// "manual settings", "photo IMG_0042.HEIC", "capture window.json".
  var text: String {
    switch self {
    case .manual: "manual settings"
    case .photo(let file): "photo \(file)"
    case .capture(let file): "capture \(file)"
    }
  }
}

extension Hemisphere {
  /// "northern" or "southern".
  var adjective: String {
    switch self {
    case .north: "northern"
    case .south: "southern"
    }
  }
}

extension SpotLocation {
  /// "latitude 51.5° N", "southern hemisphere", "northern hemisphere (assumed)".
  var text: String {
    switch self {
    case .latitude(let degrees):
      let direction = degrees < 0 ? "S" : "N"
      return "latitude \(NumberText.significant(abs(degrees), 6))° \(direction)"
    case .hemisphere(let hemisphere):
      return "\(hemisphere.adjective) hemisphere"
    case .unspecified:
      return "northern hemisphere (assumed)"
    }
  }
}

extension LightingKind {
  /// "a side window", "a skylight" or "lamps only".
  var words: String {
    switch self {
    case .window: "a side window"
    case .skylight: "a skylight"
    case .lamps: "lamps only"
    }
  }
}
