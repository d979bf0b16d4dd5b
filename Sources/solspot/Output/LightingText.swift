import SolspotKit

/// The words for a spot's lamp and plants: `spot set`'s confirmation lines.
enum LightingText {
  /// The lines `spot set` adds for a lamp or plant change, each starting with a line break;
  /// empty when neither changed.
  static func changes(lamp: LampSchedule??, plants: [String]?) -> String {
    var lines: [String] = []
    switch lamp {
    case .some(.some(let lamp)): lines.append("Lamp: " + Self.schedule(lamp) + ".")
    case .some(.none): lines.append("Lamp: removed.")
    case .none: break
    }
    if let plants {
      lines.append(
        plants.isEmpty ? "Plants: removed." : "Plants: " + plants.joined(separator: ", ") + ".")
    }
    return lines.map { "\n" + $0 }.joined()
  }

  /// "07:00–19:00, warm-white LED, with daylight".
  static func schedule(_ lamp: LampSchedule) -> String {
    clock(lamp.startMinute) + "–" + clock(lamp.endMinute) + ", " + source(lamp.source)
      + (lamp.hasDaylight ? ", with daylight" : ", no daylight")
  }

  /// "warm-white LED".
  static func source(_ source: LightSource) -> String {
    switch source {
    case .daylight: "daylight"
    case .fluorescentCoolWhite: "cool-white fluorescent"
    case .ledWarmWhite: "warm-white LED"
    case .ledCoolWhite: "cool-white LED"
    case .unknown: "unknown source"
    }
  }

  /// "07:05" for 425 minutes.
  static func clock(_ minute: Int) -> String { LampSchedule.iso8601Time(minute: minute) }

  static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
