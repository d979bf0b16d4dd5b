// Rule 2 of ``DefaultConstantDerivation``, the spot-specific size σ_s, for any set of the
// model's kinds: every kind at once (a spot whose lighting is not known), or the kinds one
// declared lighting covers (``LightingKind/modelKinds``).

extension DefaultConstantDerivation {
  /// The result of rule 2 over some kinds.
  public struct RatioRule: Sendable, Hashable {
    /// The 90% central half-width of the ratio of two such spots, in stops (repeatability
    /// left out): what a user sees of the size.
    public var halfWidth90: Double {
      let spot = ErrorSpread(sigma: spotSigmaEV, degrees: degrees)
      return LogErrorDistribution(spread: spot + spot).centralInterval(.ninety).upperBound
    }
    /// The least spot-specific scale σ_s, EV, for which the ratio of two spots of one home
    /// read by one phone holds at every level for each of the kinds.
    public let spotSigmaEV: Double
    /// The degrees of its t shape, or `nil` for a normal one.
    public let degrees: Int?
    /// The share of each kind's same-home pairs the ratio interval holds at each level.
    public let coverage: [SpotKind: [Double]]
  }

  /// Rule 2 over `kinds` (sun on the spot and kinds without samples are skipped): the least
  /// σ_s, by bisection between 0 and 4 EV, for which the central interval of
  /// σ_s·T(ν) twice plus Normal(√2·σ_r) holds the difference `y_a − y_b` of every pair of
  /// spots of one home, plus two readings' repeatability, at every level for every kind.
  ///
  /// Properties: the size over a subset of kinds is never larger than over the whole set
  /// (the guarantee binds on fewer kinds); each kind's coverage at the size is at least each
  /// level plus `margin`, unless even 4 EV falls short.
  public static func ratioRule(
    samples: [SpotKind: [SpotSample]], kinds: [SpotKind], degrees: Int?,
    repeatabilitySigmaEV: Double, levels: [Confidence], margin: Double = 0
  ) -> RatioRule {
    let used = kinds.filter { $0 != .windowSunOnSpot && !(samples[$0] ?? []).isEmpty }
    let pairs: [[Double]] = used.map { kind in
      var byHome: [Int: [Double]] = [:]
      for sample in samples[kind] ?? [] {
        byHome[sample.home, default: []].append(sample.log2Constant)
      }
      var differences: [Double] = []
      // Homes in order: a dictionary's order changes from run to run, and with it the sums'
      // last bits.
      for home in byHome.keys.sorted() {
        guard let spots = byHome[home], spots.count >= 2 else { continue }
        for i in 0..<spots.count {
          for j in (i + 1)..<spots.count { differences.append(spots[i] - spots[j]) }
        }
      }
      return differences
    }
    let repeatPair = repeatabilitySigmaEV * 2.0.squareRoot()
    func table(_ sigmaS: Double) -> [[Double]] {
      let spot = ErrorSpread(sigma: sigmaS, degrees: degrees)
      let distribution = LogErrorDistribution(
        spread: spot + spot + ErrorSpread(sigma: repeatPair))
      return pairs.map { differences in
        levels.map { level in
          let z = distribution.quantile(level.upperTail)
          var held = 0.0
          for d in differences {
            held +=
              repeatPair > 0
              ? NormalDistribution.cdf((z - d) / repeatPair)
                - NormalDistribution.cdf((-z - d) / repeatPair)
              : (abs(d) <= z ? 1 : 0)
          }
          return held / Double(max(1, differences.count))
        }
      }
    }
    func holds(_ sigmaS: Double) -> Bool {
      table(sigmaS).allSatisfy { row in
        zip(levels, row).allSatisfy { $1 >= $0.level + margin }
      }
    }
    var low = 0.0
    var high = 4.0
    for _ in 0..<14 {
      let middle = (low + high) / 2
      if holds(middle) { high = middle } else { low = middle }
    }
    var coverage: [SpotKind: [Double]] = [:]
    for (kind, row) in zip(used, table(high)) { coverage[kind] = row }
    return RatioRule(spotSigmaEV: high, degrees: degrees, coverage: coverage)
  }
}
