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

  /// The Clopper–Pearson interval for the true coverage at two-sided `confidence`, or `nil`
  /// when there were no intervals (``BinomialDistribution/clopperPearson(_:trials:confidence:)``).
  public func exactInterval(confidence: Double) -> ClosedRange<Double>? {
    guard total > 0 else { return nil }
    return BinomialDistribution.clopperPearson(contained, trials: total, confidence: confidence)
  }

  /// Whether the intervals were too narrow, about right or too wide: the nominal confidence
  /// against ``exactInterval(confidence:)`` at `rangeConfidence`, or `nil` without intervals.
  ///
  /// Above the range, the chance of so few hits with intervals that hold as claimed is below
  /// (1 − rangeConfidence)/2: **too narrow**; below it, **too wide** likewise.
  /// That is the one-sided exact binomial test of each direction at (1 − rangeConfidence)/2,
  /// which is how it is computed.
  public func verdict(rangeConfidence: Double) -> CoverageVerdict? {
    guard total > 0 else { return nil }
    let tail = (1 - rangeConfidence) / 2
    let p = confidence.level
    if BinomialDistribution.cumulative(contained, trials: total, probability: p) < tail {
      return .tooNarrow
    }
    if BinomialDistribution.upperTail(contained, trials: total, probability: p) < tail {
      return .tooWide
    }
    return .aboutRight
  }
}

/// What a coverage check says about a profile's intervals.
///
/// The rule: each confidence's nominal level against the exact (Clopper–Pearson) range of its
/// observed coverage at ``rangeConfidence(levels:)``. Above the range: the intervals held the
/// truth less often than they claim, **too narrow**; below it: more often, **too wide**;
/// inside: **about right**. Over several confidences, any level too narrow makes the whole
/// too narrow (the dangerous error), else any too wide makes it too wide.
///
/// The levels are judged together, so each gets a share of the false alarm (Bonferroni): with
/// k levels each range is at 1 − 2·``falseAlarmRate``/k (97.5% for four), so a profile whose
/// intervals hold exactly as claimed is called too narrow at most ``falseAlarmRate`` (5%) of
/// the time, and too wide at most as often, however many pairs there are. Each level alone at
/// 95% would call a right profile too narrow 9–12% of the time at 20 to 100 pairs.
public enum CoverageVerdict: String, Sendable, Hashable, Codable {
  /// The intervals contained the truth less often than stated: they overstate certainty.
  case tooNarrow
  /// The coverage is consistent with the stated confidence, over enough estimates
  /// (``CoverageCheck/smallSample``) for that to say something.
  case aboutRight
  /// The coverage is consistent with the stated confidence, but over so few estimates that
  /// intervals too narrow or too wide by a margin that matters would be consistent too
  /// (``CoverageCheck/verdict``).
  case inconclusive
  /// The intervals contained the truth more often than stated: they could be narrower.
  case tooWide

  /// The most often a profile whose intervals hold exactly is called too narrow (and, apart,
  /// too wide): 5%.
  public static let falseAlarmRate = 0.05

  /// The two-sided confidence of each level's range when `levels` levels are judged together:
  /// 1 − 2·``falseAlarmRate``/levels, 97.5% for four.
  public static func rangeConfidence(levels: Int) -> Double {
    1 - 2 * falseAlarmRate / Double(max(1, levels))
  }

  /// The verdict over several tallies by the rule above, or `nil` when none has intervals.
  public static func combined(_ tallies: [CoverageTally]) -> CoverageVerdict? {
    let confidence = rangeConfidence(levels: tallies.count)
    let verdicts = tallies.compactMap { $0.verdict(rangeConfidence: confidence) }
    if verdicts.isEmpty { return nil }
    if verdicts.contains(.tooNarrow) { return .tooNarrow }
    if verdicts.contains(.tooWide) { return .tooWide }
    return .aboutRight
  }
}
