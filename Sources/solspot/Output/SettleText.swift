import SolspotKit

/// What would settle an unclear comparison (``LightComparison/settling``), as one line of text
/// and as JSON.
enum SettleText {
  /// "Which gets more light would be settled by about 6 readings of each (if they vary as
  /// these do), and readings at the same times of day.", or `nil` when the comparison is clear.
  ///
  /// - Parameter oneSpot: Whether the two sets are seasons of one spot (the lux meter goes to
  ///   that spot in both seasons).
  static func line(_ steps: [SettlingStep], oneSpot: Bool = false) -> String? {
    guard !steps.isEmpty else { return nil }
    let parts = steps.map { phrase($0, oneSpot: oneSpot) }
    let joined =
      parts.count > 1
      ? parts.dropLast().joined(separator: ", ") + ", and " + (parts.last ?? "")
      : parts.joined()
    return "Which gets more light would be settled by " + joined + "."
  }

  static func phrase(_ step: SettlingStep, oneSpot: Bool) -> String {
    switch step {
    case .moreReadings(let perSet?):
      "about \(perSet) readings of each (if they vary as these do)"
    case .moreReadings(nil):
      "more readings of each"
    case .sayLighting:
      "saying how each spot is lit ('solspot spot set NAME --lit window|skylight|lamps')"
    case .calibration:
      "calibrating this phone with a lux meter in this home (it measures how much this "
        + "home's spots differ: 'solspot help calibrate')"
    case .luxMeter:
      oneSpot ? "a lux meter reading at this spot in both seasons" : "a lux meter reading at both"
    case .calibrationCoveringLevels:
      "calibration pairs that cover both light levels"
    case .oneDevice:
      "readings of both with one phone"
    case .sameTimes(let months, let hours):
      months && hours
        ? "readings of the same months at the same times of day"
        : months ? "readings of the same months" : "readings at the same times of day"
    }
  }

  /// One step in JSON: its code, and the readings per set it names.
  struct JSON: Encodable {
    /// ``SettlingStep/kind``'s code.
    let kind: String
    /// For `more-readings`: how many readings of each would settle it, if known.
    let perSet: Int?
    /// For `same-times`: which.
    let months: Bool?
    let timesOfDay: Bool?

    init(_ step: SettlingStep) {
      kind = step.kind.rawValue
      switch step {
      case .moreReadings(let count): (perSet, months, timesOfDay) = (count, nil, nil)
      case .sameTimes(let m, let h): (perSet, months, timesOfDay) = (nil, m, h)
      default: (perSet, months, timesOfDay) = (nil, nil, nil)
      }
    }
  }
}
