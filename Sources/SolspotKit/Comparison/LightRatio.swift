/// How much light one place gets relative to another, as far as the readings can tell.
public enum LightRatio: Sendable, Hashable {
  /// A ratio with its interval at `confidence`.
  case estimate(point: Double, lower: Double, upper: Double, confidence: Confidence)
  /// At least this ratio: the first place read brighter than its device could measure, or the
  /// second darker.
  case atLeast(Double)
  /// At most this ratio.
  case atMost(Double)
  /// No ratio follows: both places are bounds in the same direction, or a level could not be
  /// pinned (readings beyond both ends of a device's range); a device that reaches further
  /// would settle it.
  case unknown

  /// The point ratio, or `nil` for a bound.
  public var point: Double? {
    if case .estimate(let point, _, _, _) = self { point } else { nil }
  }

  /// What the ratio says in one word: `more`, `less`, `similar` (the interval holds 1), or
  /// `unclear` for a ratio that is unknown or a bound on the wrong side of 1.
  public var direction: Direction {
    switch self {
    case .estimate(_, let lower, let upper, _):
      if lower > 1 { return .more }
      if upper < 1 { return .less }
      return .similar
    case .atLeast(let ratio): return ratio > 1 ? .more : .unclear
    case .atMost(let ratio): return ratio < 1 ? .less : .unclear
    case .unknown: return .unclear
    }
  }

  /// The answer to "does the first place get more light than the second?".
  public enum Direction: String, Sendable, Hashable {
    /// More light, even at the low end of the interval.
    case more
    /// Less light, even at the high end of the interval.
    case less
    /// The interval holds 1: no clear difference.
    case similar
    /// The readings cannot tell.
    case unclear
  }
}

/// Why two sets of readings were compared, and how far their error cancels.
public enum ComparisonBasis: Sendable, Hashable {
  /// Every reading used came from one device with one calibration: the device's own error
  /// (calibration constant, cover glass, shared geometry) cancels, and the ratio's interval
  /// holds the spots' own geometry, the response at each level and the light's variation.
  case sameCalibration(deviceID: String, calibration: ReadingCalibration)
  /// No device and calibration is shared: the ratio comes from the two absolute intervals,
  /// which is wide.
  case absolute(AbsoluteReason)

  /// Whether the device's error cancels.
  public var isRelative: Bool {
    if case .sameCalibration = self { true } else { false }
  }
}

/// Why a comparison fell back to absolute intervals.
public enum AbsoluteReason: Sendable, Hashable {
  /// The two sets were measured with different device profiles.
  case differentDevices(first: [String], second: [String])
  /// The same device was used, but its calibration changed between the readings.
  case calibrationChanged(deviceID: String)
}
