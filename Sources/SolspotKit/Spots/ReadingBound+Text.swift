extension ReadingBound {
  /// A bound of `lux` in the words a saved reading uses, saying why it is a bound:
  /// "brighter than this device can measure (at least 40,000 lux)", "at least 40,000 lux
  /// (part of the view was clipped: a light source or bright patch in view)", "darker than
  /// this device can measure (at most 3.2 lux)".
  ///
  /// A clipped frame is not a camera at the end of its range, so its bound never says
  /// "brighter than this device can measure" (``CaptureReading/valueText`` words a capture's
  /// own, with the share of the frame). Its figure is in `unit`.
  public func text(lux: Double, in unit: IlluminanceUnit = .lux) -> String {
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
  /// The value or bound in words, a bound saying why it is one (``ReadingBound/text(lux:)``):
  /// "540 lux (90% interval 290–1,300 lux)", "at least 40,000 lux (part of the view was
  /// clipped: a light source or bright patch in view)". Figures are in lux.
  public var valueText: String { valueText(in: .lux) }

  /// ``valueText`` with its figures in `unit`.
  public func valueText(in unit: IlluminanceUnit) -> String {
    switch (value, boundReason) {
    case (.atLeast(let lux), let reason?), (.atMost(let lux), let reason?):
      reason.text(lux: lux, in: unit)
    default:
      value.text(in: unit)
    }
  }
}
