extension ReadingSummary {
  /// The level in words, saying why any bound is one: "3,100 lux (90% interval 310–36,000
  /// lux)", "at least 670 lux (1 of 2 readings was brighter than the device can measure and
  /// counts at its bound)", "at least 40,000 lux (part of the view was clipped: a light
  /// source or bright patch in view)", or why it cannot be pinned.
  ///
  /// A clipped frame is a lower bound at any light level, not a device at the end of its
  /// range, so readings that were clipped are never called "brighter than the device can
  /// measure" (``ReadingBound``).
  public var valueText: String {
    let lower = lowerBoundWords
    guard let value else {
      let darker = lower == Self.brightEndWords ? "darker" : "darker than the device can measure"
      return "not known: some readings were \(lower) (at least "
        + "\(LuxText.format(atLeastLux ?? 0, rounding: .down)) lux) and others \(darker) (at most "
        + "\(LuxText.format(atMostLux ?? 0, rounding: .up)) lux), so their average could lie "
        + "anywhere"
    }
    guard count > 0 else { return boundsOnlyText(value) }
    guard boundReadings > 0 else { return value.text }
    let one = boundReadings == 1
    let bounds = "\(boundReadings) of \(readingCount) readings \(one ? "was" : "were")"
    let counts = "and \(one ? "counts" : "count") at \(one ? "its" : "their") bound"
    switch value {
    case .atLeast(let lux):
      return "at least \(LuxText.format(lux, rounding: .down)) lux (\(bounds) \(lower) \(counts))"
    case .atMost(let lux):
      return "at most \(LuxText.format(lux, rounding: .up)) lux (\(bounds) darker than the "
        + "device can measure \(counts))"
    case .estimate:
      return value.text
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
  public var boundReasonWords: String {
    let clipped = (boundReasons[.clipped] ?? 0) > 0
    let range = boundReasons.contains { $0.key != .clipped && $0.value > 0 }
    switch (range, clipped) {
    case (true, true): return "beyond the device's range or clipped in part of the view"
    case (false, true): return "clipped in part of the view"
    default: return "beyond the device's range"
    }
  }

  /// The level of readings that were all bounds of one kind.
  private func boundsOnlyText(_ value: LuxValue) -> String {
    guard case .atLeast(let lux) = value, let clipped = boundReasons[.clipped] else {
      return value.text
    }
    guard clipped < boundReadings else {
      guard boundReadings > 1 else { return ReadingBound.clipped.text(lux: lux) }
      return "at least \(LuxText.format(lux, rounding: .down)) lux (part of the view was "
        + "clipped in all \(boundReadings) readings: a light source or bright patch in view)"
    }
    return "at least \(LuxText.format(lux, rounding: .down)) lux (all \(boundReadings) readings "
      + "were \(lowerBoundWords))"
  }
}
