import SolspotKit

extension ReadingSummary {
  /// The level in words, saying why any bound is one: "3,100 lux (90% interval 310–36,000
  /// lux)", "at least 670 lux (1 of 2 readings was brighter than the device can measure and
  /// counts at its bound)", "at least 40,000 lux (part of the view was clipped: a light
  /// source or bright patch in view)", or why it cannot be pinned.
  ///
  /// A clipped frame is a lower bound at any light level, not a device at the end of its
  /// range, so readings that were clipped are never called "brighter than the device can
  /// measure" (``ReadingBound``). Figures are in lux; ``valueText(in:)`` writes them in another
  /// unit.
  var valueText: String { valueText(in: .lux) }

  /// ``valueText`` with its figures in `unit`.
  func valueText(in unit: IlluminanceUnit) -> String {
    let lower = lowerBoundWords
    guard let value else {
      let darker = lower == Self.brightEndWords ? "darker" : "darker than the device can measure"
      return "not known: some readings were \(lower) (at least "
        + "\(LuxText.text(atLeastLux ?? 0, in: unit, rounding: .down))) and others \(darker) (at most "
        + "\(LuxText.text(atMostLux ?? 0, in: unit, rounding: .up))), so their average could lie "
        + "anywhere"
    }
    guard count > 0 else { return boundsOnlyText(value, unit) }
    guard boundReadings > 0 else { return value.text(in: unit) }
    let one = boundReadings == 1
    let bounds = "\(boundReadings) of \(readingCount) readings \(one ? "was" : "were")"
    let counts = "and \(one ? "counts" : "count") at \(one ? "its" : "their") bound"
    switch value {
    case .atLeast(let lux):
      return
        "at least \(LuxText.text(lux, in: unit, rounding: .down)) (\(bounds) \(lower) \(counts))"
    case .atMost(let lux):
      return "at most \(LuxText.text(lux, in: unit, rounding: .up)) (\(bounds) darker than the "
        + "device can measure \(counts))"
    case .estimate:
      return value.text(in: unit)
    }
  }

  /// "brighter than the device can measure": what readings at the bright end were.
  static let brightEndWords = "brighter than the device can measure"

  /// What the "at least" readings were, after "was" or "were": brighter than the device can
  /// measure, clipped in part of the view, or either.
  var lowerBoundWords: String {
    let clipped = "clipped in part of the view"
    switch (boundReasons[.brightEnd] ?? 0 > 0, boundReasons[.clipped] ?? 0 > 0) {
    case (true, true): return Self.brightEndWords + " or " + clipped
    case (false, true): return clipped
    default: return Self.brightEndWords
    }
  }

  /// What the bounds among the readings were, as one phrase: "beyond the device's range",
  /// "clipped in part of the view", or both. A clipped frame is a lower bound at any light
  /// level, not the device's range exceeded.
  var boundReasonWords: String {
    let clipped = (boundReasons[.clipped] ?? 0) > 0
    let range = boundReasons.contains { $0.key != .clipped && $0.value > 0 }
    switch (range, clipped) {
    case (true, true): return "beyond the device's range or clipped in part of the view"
    case (false, true): return "clipped in part of the view"
    default: return "beyond the device's range"
    }
  }

  /// The level of readings that were all bounds of one kind.
  private func boundsOnlyText(_ value: LuxValue, _ unit: IlluminanceUnit) -> String {
    guard case .atLeast(let lux) = value, let clipped = boundReasons[.clipped] else {
      return value.text(in: unit)
    }
    guard clipped < boundReadings else {
      guard boundReadings > 1 else { return ReadingBound.clipped.text(lux: lux, in: unit) }
      return "at least \(LuxText.text(lux, in: unit, rounding: .down)) (part of the view was "
        + "clipped in all \(boundReadings) readings: a light source or bright patch in view)"
    }
    return
      "at least \(LuxText.text(lux, in: unit, rounding: .down)) (all \(boundReadings) readings "
      + "were \(lowerBoundWords))"
  }
}
