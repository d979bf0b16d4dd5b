import SolspotKit

// A reading's value in words: the estimate with its interval, or the bound and why.

extension LuxValue {
  /// The value in words, in lux: ``text(in:)`` with lux.
  var text: String { text(in: .lux) }

  /// The value in words, its figures in `unit`: "540 lux (90% interval 290–1,400
  /// lux)", "brighter than this device can measure (at least 120,000 lux)".
  func text(in unit: IlluminanceUnit) -> String {
    switch self {
    case .estimate(let point, let interval):
      "\(LuxText.text(point, in: unit)) (\(interval.confidence.percentText) interval "
        + "\(interval.text(in: unit)))"
    case .atLeast(let lux):
      "brighter than this device can measure (at least \(LuxText.text(lux, in: unit, rounding: .down)))"
    case .atMost(let lux):
      "darker than this device can measure (at most \(LuxText.text(lux, in: unit, rounding: .up)))"
    }
  }
}

extension LuxInterval {
  /// The interval in words, in lux: "290–1,400 lux".
  var text: String { text(in: .lux) }

  /// The interval with its ends rounded outward in `unit`: "290–1,400 lux", "26–140 fc".
  func text(in unit: IlluminanceUnit) -> String { LuxText.range(lower...upper, in: unit) }
}

extension ReadingBound {
  /// A bound of `lux` in the words a saved reading uses, saying why it is a bound:
  /// "brighter than this device can measure (at least 40,000 lux)", "at least 40,000 lux
  /// (part of the view was clipped: a light source or bright patch in view)", "darker than
  /// this device can measure (at most 3.2 lux)".
  ///
  /// A clipped frame is not a camera at the end of its range, so its bound never says
  /// "brighter than this device can measure". Its figure is in `unit`.
  func text(lux: Double, in unit: IlluminanceUnit = .lux) -> String {
    switch self {
    case .brightEnd: LuxValue.atLeast(lux).text(in: unit)
    case .darkEnd: LuxValue.atMost(lux).text(in: unit)
    case .clipped:
      "at least \(LuxText.text(lux, in: unit, rounding: .down)) (part of the view was clipped: a "
        + "light source or bright patch in view)"
    }
  }
}

extension Reading {
  /// The reading's value in words, in lux: ``valueText(in:)`` with lux.
  var valueText: String { valueText(in: .lux) }

  /// The reading's value in words, a bound saying why it is one (``ReadingBound``), its
  /// figures in `unit`.
  func valueText(in unit: IlluminanceUnit) -> String {
    switch (value, boundReason) {
    case (.atLeast(let lux), let reason?), (.atMost(let lux), let reason?):
      reason.text(lux: lux, in: unit)
    default:
      value.text(in: unit)
    }
  }
}
