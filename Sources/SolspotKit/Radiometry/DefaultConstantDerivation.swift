/// The default constant and the geometry's error sizes, derived from the radiometric model's
/// spots: the numbers `Data/error-model.json` and the nominal profiles carry.
///
/// The rule, for the spot kinds a reading is meant to describe (every kind but
/// ``SpotKind/windowSunOnSpot``: a flat camera does not see the beam on its own glass, and no
/// sane interval holds those spots, docs/method.md):
///
/// 0. **The shape.** The geometry error is t-shaped, with the degrees ν whose 90%-to-50% width
///    ratio matches the spots' own, pooled over the kinds (``shapeDegrees(_:)``): a mixture of
///    kinds with different spreads has longer tails than a normal.
/// 1. **Absolute readings.** The constant C = 2^c and the geometry's scale σ_g are the pair
///    with the smallest σ_g for which the interval of an uncalibrated reading, at every level
///    the docs report (50, 80, 90 and 95%), holds the true lux of at least that share of the
///    spots of *every* kind. The reading's error besides the geometry (the camera's own
///    constant, smudges, repeatability: σ_o, and the protector's one-sided σ_A) is part of both
///    the truth and the interval: the interval is the central one of
///    σ_g·T(ν) + Normal(σ_o) (combined by ``ErrorSpread``) + HalfNormal(σ_A),
///    and spot i's chance of being held is `P(lo ≤ yᵢ − c + δ ≤ hi)` with δ the other error,
///    taken as normal with its mean and variance.
/// 2. **Ratios.** The spot-specific σ_s is the smallest for which the ratio of two spots of one
///    home, read by one phone (error `y_a − y_b` plus two readings' repeatability, interval
///    central in σ_s·T(ν) twice plus Normal(√2·σ_r)), holds at every level for every kind,
///    over all pairs of spots of a
///    home. This part does not cancel in a ratio. Rules 0 and 2 over the kinds one declared
///    lighting covers (``LightingKind/modelKinds``) give that lighting's shape and size
///    (``lightingRatios``): a side-window spot need not be held as a skylight spot is.
/// 3. **The split.** What the spots of one home share is the rest: σ_shared = √(σ_g² − σ_s²)
///    (0 when σ_s is the larger, and σ_g is then raised to σ_s). It cancels in a same-device
///    ratio. After a calibration in the home, the part left of it is the spread of the homes'
///    shared part (``EffectiveConstantSummary/betweenHomes``, pooled over the kinds).
///
/// Every kind counts alike whatever its share of real spots: the rule is a guarantee per kind,
/// so that no kind of spot is held less often than stated, at the price of wider intervals for
/// the kinds with a narrow spread (window light on a sunny day).
public struct DefaultConstantDerivation: Sendable, Hashable {
  /// log2 of the default constant C, EV.
  public let log2Constant: Double
  /// The degrees of freedom of the geometry's t shape (rule 0), or `nil` for a normal one.
  public let shapeDegrees: Int?
  /// The geometry's whole σ, EV.
  public let geometrySigmaEV: Double
  /// The spot-specific part of it, EV.
  public let spotSigmaEV: Double
  /// The part the spots of one home share, EV.
  public let sharedSigmaEV: Double
  /// The shared part left after a calibration in the home, EV.
  public let sharedAfterCalibrationSigmaEV: Double
  /// The share of each kind's spots the uncalibrated interval holds at each level.
  public let coverage: [SpotKind: [Double]]
  /// The share of each kind's same-home pairs the ratio interval holds at each level.
  public let ratioCoverage: [SpotKind: [Double]]
  /// Rules 0 and 2 for each lighting a user can declare, over the kinds it covers
  /// (``LightingKind/modelKinds``): the spot-specific shape and size of a spot so lit.
  public let lightingRatios: [LightingKind: RatioRule]

  /// The default constant, lux at EV 0.
  public var constantLux: Double { Math.exp2(log2Constant) }

  /// Derives the numbers from `samples` by the rule above.
  ///
  /// - Parameters:
  ///   - samples: The spots of each kind.
  ///   - otherSigmaEV: σ_o, the symmetric error of a reading besides the geometry.
  ///   - upwardSigmaEV: σ_A, the one-sided error (protector, case lip).
  ///   - repeatabilitySigmaEV: σ_r, the reading-to-reading scatter, for ratios.
  ///   - levels: The levels every kind must meet.
  public init(
    samples: [SpotKind: [SpotSample]], otherSigmaEV: Double, upwardSigmaEV: Double,
    repeatabilitySigmaEV: Double, levels: [Confidence], margin: Double = 0
  ) {
    let kinds = SpotKind.allCases.filter { $0 != .windowSunOnSpot && !(samples[$0] ?? []).isEmpty }
    let values = kinds.map { (samples[$0] ?? []).map(\.log2Constant) }
    let meanA = upwardSigmaEV * (2 / Double.pi).squareRoot()
    let spreadO =
      (otherSigmaEV * otherSigmaEV + upwardSigmaEV * upwardSigmaEV * (1 - 2 / Double.pi))
      .squareRoot()

    let degrees = Self.shapeDegrees(samples)
    func coverageTable(_ c: Double, _ sigmaG: Double) -> [[Double]] {
      let distribution = LogErrorDistribution(
        spread: ErrorSpread(sigma: sigmaG, degrees: degrees) + ErrorSpread(sigma: otherSigmaEV),
        upwardSigma: upwardSigmaEV)
      let intervals = levels.map { distribution.centralInterval($0) }
      return values.map { ys in
        intervals.map { interval in
          var held = 0.0
          for y in ys {
            let shift = y - c + meanA
            held +=
              NormalDistribution.cdf((interval.upperBound - shift) / spreadO)
              - NormalDistribution.cdf((interval.lowerBound - shift) / spreadO)
          }
          return held / Double(max(1, ys.count))
        }
      }
    }
    let requiredMargin = margin
    func feasible(_ sigmaG: Double) -> Double? {
      var best: (c: Double, margin: Double)?
      for step in 0...320 {
        let c = -4 + Double(step) * 0.02
        let table = coverageTable(c, sigmaG)
        var margin = Double.infinity
        for row in table {
          for (level, share) in zip(levels, row) {
            margin = min(margin, share - level.level - requiredMargin)
          }
        }
        if margin >= 0, margin > (best?.margin ?? -1) { best = (c, margin) }
      }
      return best?.c
    }
    // Feasibility grows with σ_g: bisect for the smallest.
    var low = 0.0
    var high = 4.0
    var centre = feasible(high) ?? 0
    for _ in 0..<14 {
      let middle = (low + high) / 2
      if let c = feasible(middle) {
        high = middle
        centre = c
      } else {
        low = middle
      }
    }
    var sigmaG = high

    // Ratios: pairs of spots of one home, every kind, then each declared lighting's kinds.
    func rule(_ kinds: [SpotKind], degrees: Int?) -> RatioRule {
      Self.ratioRule(
        samples: samples, kinds: kinds, degrees: degrees,
        repeatabilitySigmaEV: repeatabilitySigmaEV, levels: levels, margin: requiredMargin)
    }
    let every = rule(kinds, degrees: degrees)
    let sigmaS = every.spotSigmaEV
    var byLighting: [LightingKind: RatioRule] = [:]
    for lighting in LightingKind.allCases {
      let own = lighting.modelKinds.reduce(into: [SpotKind: [SpotSample]]()) {
        $0[$1] = samples[$1]
      }
      byLighting[lighting] = rule(lighting.modelKinds, degrees: Self.shapeDegrees(own))
    }
    lightingRatios = byLighting
    if sigmaS > sigmaG {
      sigmaG = sigmaS
      centre = feasible(sigmaG) ?? centre
    }
    let summaries = kinds.map { EffectiveConstantSummary(samples[$0] ?? []) }
    let between2 =
      summaries.map { $0.betweenHomes * $0.betweenHomes }.reduce(0, +)
      / Double(max(1, summaries.count))

    log2Constant = centre
    shapeDegrees = degrees
    geometrySigmaEV = sigmaG
    spotSigmaEV = sigmaS
    sharedSigmaEV = max(0, sigmaG * sigmaG - sigmaS * sigmaS).squareRoot()
    sharedAfterCalibrationSigmaEV = between2.squareRoot()
    let table = coverageTable(centre, sigmaG)
    var byKind: [SpotKind: [Double]] = [:]
    for (index, kind) in kinds.enumerated() { byKind[kind] = table[index] }
    coverage = byKind
    ratioCoverage = every.coverage
  }

  /// Rule 0, the shape: the whole degrees ν of the t distribution whose 90% central interval is
  /// as many times wider than its 50% interval as that of `samples` (every kind but sun on the
  /// spot, each kind weighing alike), rounded down (towards longer tails, as the GUM rounds
  /// effective degrees); `nil` (normal) when the spots' tails are no longer than a normal's.
  ///
  /// The tails decide a 90% interval, and a mixture of kinds with different spreads has longer
  /// tails than any one of them: a normal shape set by the 50% level, where the rule binds,
  /// would leave the 90% interval too short for spots a little unlike the model's.
  public static func shapeDegrees(_ samples: [SpotKind: [SpotSample]]) -> Int? {
    degrees(forTailRatio: tailRatio(samples))
  }

  /// The whole degrees of the t distribution whose 90%-to-50% width ratio is at least `ratio`,
  /// the most such (rounded down, towards longer tails); 1 when even that t's ratio is smaller;
  /// `nil` (normal) when `ratio` is no larger than a t's with 200 degrees, or not a positive
  /// number.
  public static func degrees(forTailRatio ratio: Double) -> Int? {
    guard ratio.isFinite, ratio > 0 else { return nil }
    var chosen: Int?
    for degrees in 1...200 {
      let width90 = StudentTDistribution.quantile(0.95, degrees: degrees)
      let width50 = StudentTDistribution.quantile(0.75, degrees: degrees)
      if width90 / width50 >= ratio { chosen = degrees } else { break }
    }
    // Tails longer than even a t's with 1 degree: the longest there is.
    guard let chosen else { return 1 }
    // Tails no longer than a t's with 200 degrees: a normal's, as near as matters.
    return chosen == 200 ? nil : chosen
  }

  /// The ratio of the 90% to the 50% central width of log2 C_eff over `samples`, every kind
  /// but sun on the spot weighing alike (quantiles of the weighted sample, linear between
  /// order statistics).
  public static func tailRatio(_ samples: [SpotKind: [SpotSample]]) -> Double {
    tailRatio(
      groups: SpotKind.allCases.filter { $0 != .windowSunOnSpot }.map {
        (samples[$0] ?? []).map(\.log2Constant)
      })
  }

  /// The ratio of the 90% to the 50% central width of the values of `groups` pooled, each
  /// group weighing alike (quantiles of the weighted sample, linear between order statistics);
  /// NaN with fewer than two values.
  public static func tailRatio(groups: [[Double]]) -> Double {
    var weighted: [(value: Double, weight: Double)] = []
    for values in groups where !values.isEmpty {
      let weight = 1 / Double(values.count)
      weighted += values.map { ($0, weight) }
    }
    guard weighted.count > 1 else { return .nan }
    weighted.sort { $0.value < $1.value }
    let total = weighted.reduce(0) { $0 + $1.weight }
    func quantile(_ p: Double) -> Double {
      var cumulative = 0.0
      for (index, entry) in weighted.enumerated() {
        let next = cumulative + entry.weight
        if next / total >= p {
          guard index > 0 else { return entry.value }
          let previous = weighted[index - 1].value
          let share = (p * total - cumulative) / entry.weight
          return previous + (entry.value - previous) * min(1, max(0, share))
        }
        cumulative = next
      }
      return weighted[weighted.count - 1].value
    }
    return (quantile(0.95) - quantile(0.05)) / (quantile(0.75) - quantile(0.25))
  }
}
