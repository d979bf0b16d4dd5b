/// How often intervals at one confidence contained the true value: a count with its binomial
/// uncertainty.
///
/// Properties: `0 ≤ contained ≤ total`; the Wilson interval contains the observed coverage
/// and lies in 0...1.
public struct CoverageTally: Sendable, Hashable {
  /// The confidence the intervals were made at.
  public let confidence: Confidence
  /// How many intervals contained the true value.
  public private(set) var contained: Int
  /// How many intervals there were.
  public private(set) var total: Int

  /// Creates an empty tally, or one with counts.
  ///
  /// - Precondition: `0 ≤ contained ≤ total`.
  public init(confidence: Confidence, contained: Int = 0, total: Int = 0) {
    precondition(contained >= 0 && contained <= total, "0 ≤ contained ≤ total")
    self.confidence = confidence
    self.contained = contained
    self.total = total
  }

  /// Counts one interval.
  public mutating func record(contained isContained: Bool) {
    total += 1
    if isContained { contained += 1 }
  }

  /// The share of intervals that contained the true value, or `nil` when there were none.
  public var coverage: Double? { total > 0 ? Double(contained) / Double(total) : nil }

  /// The Wilson score interval for the true coverage at the normal quantile `z` (1.96: 95%),
  /// or `nil` when there were no intervals.
  ///
  /// Source: Wilson, "Probable inference, the law of succession, and statistical inference",
  /// JASA 22 (1927) 209–212. Unlike the plain ±z·√(p(1−p)/n) it stays inside 0...1 and is
  /// honest for small counts and coverages near 100%.
  public func wilsonInterval(z: Double = 1.96) -> ClosedRange<Double>? {
    guard total > 0 else { return nil }
    let n = Double(total)
    let p = Double(contained) / n
    let z2 = z * z
    let centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    let half = z / (1 + z2 / n) * (p * (1 - p) / n + z2 / (4 * n * n)).squareRoot()
    return max(0, centre - half)...min(1, centre + half)
  }

  /// The binomial standard error of the coverage, √(p(1−p)/n) at the nominal p: how far a
  /// correct model's empirical coverage typically strays.
  public var nominalStandardError: Double? {
    guard total > 0 else { return nil }
    let p = confidence.level
    return (p * (1 - p) / Double(total)).squareRoot()
  }

  /// Whether the intervals were too narrow, about right or too wide: the nominal confidence
  /// against the 95% Wilson interval of the observed coverage, or `nil` without intervals.
  public var verdict: CoverageVerdict? {
    guard let range = wilsonInterval() else { return nil }
    if confidence.level > range.upperBound { return .tooNarrow }
    if confidence.level < range.lowerBound { return .tooWide }
    return .aboutRight
  }
}

/// What a coverage check says about a profile's intervals.
///
/// The rule, per confidence: the nominal level against the 95% Wilson interval of the
/// observed coverage. Above the interval: the intervals held the truth less often than they
/// claim, **too narrow**. Below it: more often, **too wide**. Inside it: **about right**.
/// Over several confidences, any level too narrow makes the whole too narrow (the dangerous
/// error), else any too wide makes it too wide.
public enum CoverageVerdict: String, Sendable, Hashable, Codable {
  /// The intervals contained the truth less often than stated: they overstate certainty.
  case tooNarrow
  /// The coverage is consistent with the stated confidence.
  case aboutRight
  /// The intervals contained the truth more often than stated: they could be narrower.
  case tooWide

  /// The verdict over several tallies by the rule above, or `nil` when none has intervals.
  public static func combined(_ tallies: [CoverageTally]) -> CoverageVerdict? {
    let verdicts = tallies.compactMap(\.verdict)
    if verdicts.isEmpty { return nil }
    if verdicts.contains(.tooNarrow) { return .tooNarrow }
    if verdicts.contains(.tooWide) { return .tooWide }
    return .aboutRight
  }

  /// The verdict in a few words: "too narrow", "about right", "too wide".
  public var words: String {
    switch self {
    case .tooNarrow: "too narrow"
    case .aboutRight: "about right"
    case .tooWide: "too wide"
    }
  }
}
