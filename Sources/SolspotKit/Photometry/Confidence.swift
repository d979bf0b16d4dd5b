/// The probability that an interval is meant to contain the true value, such as 90%.
///
/// Intervals are central: a 90% interval leaves 5% of the probability below its lower end and
/// 5% above its upper end.
public struct Confidence: Sendable, Hashable, Comparable {
  /// The probability, between ``allowed`` bounds.
  public let level: Double

  /// The levels an interval may be asked for: below 50% an interval says little, and above
  /// 99.9% it depends on tails the error model does not know.
  public static let allowed: ClosedRange<Double> = 0.5...0.999

  /// The default, 90%.
  public static let ninety = Confidence(uncheckedLevel: 0.9)

  /// Creates a confidence level, or returns `nil` when `level` is outside ``allowed``.
  public init?(_ level: Double) {
    // 99.9 / 100 is 0.9990000000000001 in binary: treat a hair's breadth as the bound itself.
    let slack = 1e-12
    guard level.isFinite,
      level >= Self.allowed.lowerBound - slack, level <= Self.allowed.upperBound + slack
    else { return nil }
    self.level = min(Self.allowed.upperBound, max(Self.allowed.lowerBound, level))
  }

  private init(uncheckedLevel: Double) { level = uncheckedLevel }

  /// The probability left below the interval's lower end: (1 − level) / 2.
  public var lowerTail: Double { (1 - level) / 2 }
  /// The probability below the interval's upper end: (1 + level) / 2.
  public var upperTail: Double { (1 + level) / 2 }

  public static func < (lhs: Confidence, rhs: Confidence) -> Bool { lhs.level < rhs.level }
}
