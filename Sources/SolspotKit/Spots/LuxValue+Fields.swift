extension LuxValue {
  /// The value's kind as the store and files write it: `estimate`, `atLeast` or `atMost`.
  public var kindName: String {
    switch self {
    case .estimate: "estimate"
    case .atLeast: "atLeast"
    case .atMost: "atMost"
    }
  }

  /// The lower end: an estimate's interval start or an "at least" bound.
  public var lowerLux: Double? {
    switch self {
    case .estimate(_, let interval): interval.lower
    case .atLeast(let lux): lux
    case .atMost: nil
    }
  }

  /// The upper end: an estimate's interval end or an "at most" bound.
  public var upperLux: Double? {
    switch self {
    case .estimate(_, let interval): interval.upper
    case .atLeast: nil
    case .atMost(let lux): lux
    }
  }

  /// A value from stored fields, or `nil` when they do not make one: an unknown kind, a
  /// field that does not belong to the kind, a figure that is not finite and positive, or an
  /// interval that does not contain its point.
  public init?(
    kind: String, point: Double?, lower: Double?, upper: Double?, confidence: Confidence
  ) {
    func valid(_ value: Double) -> Bool { value.isFinite && value > 0 }
    switch (kind, point, lower, upper) {
    case ("estimate", let point?, let lower?, let upper?):
      guard valid(point), valid(lower), valid(upper), lower <= point, point <= upper else {
        return nil
      }
      self = .estimate(
        point: point, interval: LuxInterval(lower: lower, upper: upper, confidence: confidence))
    case ("atLeast", nil, let lower?, nil):
      guard valid(lower) else { return nil }
      self = .atLeast(lower)
    case ("atMost", nil, nil, let upper?):
      guard valid(upper) else { return nil }
      self = .atMost(upper)
    default:
      return nil
    }
  }
}
