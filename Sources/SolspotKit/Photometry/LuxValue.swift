/// An illuminance as far as a reading can tell it: a value with an interval, or only a bound.
///
/// A reading at the limits of its camera is never a plain value: at the bright end the scene
/// may be brighter than the camera can meter, so only a lower bound is known, and at the dark
/// end only an upper bound.
public enum LuxValue: Sendable, Hashable {
  /// A point value and the interval the true value lies in at the stated confidence.
  case estimate(point: Double, interval: LuxInterval)
  /// Brighter than the device can measure: at least this many lux.
  case atLeast(Double)
  /// Darker than the device can measure: at most this many lux.
  case atMost(Double)

  /// The value a reading supports: an estimate with `interval` when the settings are within the
  /// camera's range, else the bound the interval gives (its lower end at the bright end, its
  /// upper end at the dark end).
  public init(point: Double, interval: LuxInterval, limitCheck: LimitCheck) {
    switch limitCheck {
    case .brightEnd: self = .atLeast(interval.lower)
    case .darkEnd: self = .atMost(interval.upper)
    case .within, .unknownLimits: self = .estimate(point: point, interval: interval)
    }
  }

  /// The point value, or `nil` for a bound: a bound has no point to report.
  public var point: Double? {
    if case .estimate(let point, _) = self { point } else { nil }
  }

  /// The interval, or `nil` for a bound.
  public var interval: LuxInterval? {
    if case .estimate(_, let interval) = self { interval } else { nil }
  }

  /// Whether this is a bound rather than an estimate.
  public var isBound: Bool { point == nil }
}

/// An interval of illuminance at a stated confidence.
///
/// Properties: `lower <= upper`, both positive, and for an estimate the interval contains the
/// point value.
public struct LuxInterval: Sendable, Hashable {
  /// The lower end, in lux.
  public let lower: Double
  /// The upper end, in lux.
  public let upper: Double
  /// The probability the interval is meant to contain the true value.
  public let confidence: Confidence

  /// Creates an interval.
  ///
  /// - Precondition: `0 < lower <= upper`.
  public init(lower: Double, upper: Double, confidence: Confidence) {
    precondition(lower > 0 && lower <= upper, "an interval needs 0 < lower <= upper")
    self.lower = lower
    self.upper = upper
    self.confidence = confidence
  }

  /// The interval `point · 2^stops`: a point value and the error's interval in stops.
  ///
  /// - Precondition: `point` is finite and greater than 0.
  public init(point: Double, stops: ClosedRange<Double>, confidence: Confidence) {
    self.init(
      lower: point * Math.exp2(stops.lowerBound), upper: point * Math.exp2(stops.upperBound),
      confidence: confidence)
  }

  /// Whether `lux` lies in the interval.
  public func contains(_ lux: Double) -> Bool { lux >= lower && lux <= upper }

  /// The ratio of the upper to the lower end.
  public var spread: Double { upper / lower }
}
