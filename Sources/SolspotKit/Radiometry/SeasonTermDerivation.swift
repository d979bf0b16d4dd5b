/// The season term: how much one spot's geometry error can change between two seasons, derived
/// from the radiometric model's spots measured in a summer and a winter (``SeasonSurvey``).
///
/// A ratio of one spot's seasons, read by one phone, cancels the device's error as a ratio of
/// two spots does; the spot, its room and the phone's place do not change either, but where
/// the light comes from does (the sun's height and direction, the sky), and so does the spot's
/// effective constant. Its change, log2 C_eff in summer less log2 C_eff in winter
/// (``SeasonSample/difference``), is the season term, by the rules of
/// ``DefaultConstantDerivation``:
///
/// 0. **The shape.** t-shaped with the whole degrees whose 90%-to-50% width ratio is the
///    changes' own, the kinds of room with daylight weighing alike, rounded down
///    (``DefaultConstantDerivation/degrees(forTailRatio:)``).
/// 1. **The size.** σ_season is the smallest scale for which the season ratio's interval
///    (σ_season·T(ν) plus two readings' repeatability, Normal(√2·σ_r)) holds the change of at
///    least 50%, 80%, 90% and 95% of the spots of every kind of room with daylight at those
///    levels.
///
/// Lamps at night give no change at all (the same lamps, the same room): they are held by any
/// size, and left out of the shape.
public struct SeasonTermDerivation: Sendable, Hashable {
  /// The degrees of freedom of the season term's t shape, or `nil` for a normal one.
  public let shapeDegrees: Int?
  /// Rule 0's degrees: those whose 90%-to-50% width ratio matches the changes' own.
  public let matchedDegrees: Int?
  /// The smallest size that holds every level with rule 0's degrees, EV.
  public let matchedSigmaEV: Double
  /// The 90%-to-50% width ratio of the changes the shape was matched to.
  public let tailRatio: Double
  /// σ_season, EV.
  public let sigmaEV: Double
  /// The share of each kind's spots the season ratio's interval holds at each level.
  public let coverage: [SeasonRoomKind: [Double]]
  /// The root mean square of each kind's changes, EV.
  public let rootMeanSquare: [SeasonRoomKind: Double]

  /// Derives the term from `samples` by the rule above.
  ///
  /// - Parameters:
  ///   - samples: The spots of each kind of room.
  ///   - repeatabilitySigmaEV: σ_r, one reading's scatter.
  ///   - levels: The levels every kind must meet.
  public init(
    samples: [SeasonRoomKind: [SeasonSample]], repeatabilitySigmaEV: Double,
    levels: [Confidence]
  ) {
    self.init(
      changes: samples.mapValues { $0.map(\.difference) },
      repeatabilitySigmaEV: repeatabilitySigmaEV, levels: levels)
  }

  /// Derives a term from `changes` (EV, by kind of room) by the rule above, with a part
  /// `fixed` already in the ratio and the term entering as `factor` times its scale: the
  /// lasting part alone (`fixed` zero, `factor` 1), or the per-moment part of one reading per
  /// season (`fixed` the lasting part, `factor` √2) (``SeasonTermSplit``).
  init(
    changes: [SeasonRoomKind: [Double]], fixed: ErrorSpread = .zero, factor: Double = 1,
    repeatabilitySigmaEV: Double, levels: [Confidence]
  ) {
    let kinds = SeasonRoomKind.allCases.filter { !(changes[$0] ?? []).isEmpty }
    let changes = kinds.map { changes[$0] ?? [] }
    let daylit = zip(kinds, changes).filter { $0.0 != .lamps }.map(\.1)
    let ratio = DefaultConstantDerivation.tailRatio(groups: daylit)
    let matched = DefaultConstantDerivation.degrees(forTailRatio: ratio)
    let repeatPair = repeatabilitySigmaEV * 2.0.squareRoot()

    func spread(_ sigma: Double, _ degrees: Int?) -> ErrorSpread {
      ErrorSpread(sigma: sigma * factor, degrees: degrees) + fixed + ErrorSpread(sigma: repeatPair)
    }
    func table(_ sigma: Double, _ degrees: Int?) -> [[Double]] {
      let distribution = LogErrorDistribution(spread: spread(sigma, degrees))
      return changes.map { values in
        levels.map { level in
          let z = distribution.quantile(level.upperTail)
          var held = 0.0
          for d in values {
            held +=
              repeatPair > 0
              ? NormalDistribution.cdf((z - d) / repeatPair)
                - NormalDistribution.cdf((-z - d) / repeatPair)
              : (abs(d) <= z ? 1 : 0)
          }
          return held / Double(max(1, values.count))
        }
      }
    }
    func smallest(_ degrees: Int?) -> Double {
      var low = 0.0
      var high = 4.0
      for _ in 0..<14 {
        let middle = (low + high) / 2
        let holds = table(middle, degrees).allSatisfy { row in
          zip(levels, row).allSatisfy { $1 >= $0.level }
        }
        if holds { high = middle } else { low = middle }
      }
      return high
    }
    func width90(_ sigma: Double, _ degrees: Int?) -> Double {
      LogErrorDistribution(spread: spread(sigma, degrees)).quantile(Confidence.ninety.upperTail)
    }
    // Rule 0's shape, and the shape whose smallest size gives the narrowest 90% interval.
    var best: (degrees: Int?, sigma: Double, width: Double)?
    for degrees in Self.candidateDegrees + [matched] {
      let sigma = smallest(degrees)
      let width = width90(sigma, degrees)
      if best == nil || width < (best?.width ?? .infinity) - 1e-9 {
        best = (degrees, sigma, width)
      }
    }
    let chosen = best ?? (matched, smallest(matched), 0)
    matchedDegrees = matched
    matchedSigmaEV = smallest(matched)
    shapeDegrees = chosen.degrees
    tailRatio = ratio
    sigmaEV = chosen.sigma
    var byKind: [SeasonRoomKind: [Double]] = [:]
    var squares: [SeasonRoomKind: Double] = [:]
    for (index, row) in table(chosen.sigma, chosen.degrees).enumerated() {
      byKind[kinds[index]] = row
      let values = changes[index]
      squares[kinds[index]] =
        (values.reduce(0) { $0 + $1 * $1 } / Double(max(1, values.count))).squareRoot()
    }
    coverage = byKind
    rootMeanSquare = squares
  }

  /// The term as an error part: t-shaped with ``shapeDegrees``, scale ``sigmaEV``.
  public var spread: ErrorSpread { ErrorSpread(sigma: sigmaEV, degrees: shapeDegrees) }

  /// The shapes tried for the narrowest 90% interval: t with these degrees, and normal.
  static let candidateDegrees: [Int?] = [1, 2, 3, 4, 5, 6, 8, 10, 15, 20, 30, 50, nil]
}
