/// How a spot's daily light integral suits a plant's DLI need, by the rule of every plant
/// verdict (`PlantVerdict.likeliest`, docs/plant-matching.md),
/// with the probability behind each class.
///
/// The DLI is taken as log-normal with a different spread on each side of its point (the
/// interval's ends at the curve's confidence), and the probabilities are of the true DLI lying
/// below, inside and above the need's range. A source gives one range a plant does well in,
/// which is both its tolerated range and its ideal here, so a DLI verdict is ``PlantVerdict/good``,
/// ``PlantVerdict/tooDark`` or ``PlantVerdict/tooBright``: `possible` needs a tolerated range
/// wider than the ideal, which no DLI source gives.
///
/// Properties (mirrored by the tests): the likeliest of below, inside and above wins, ties going
/// to inside, then below; the three probabilities add up to 1.
///
/// Part of the gated DLI feature: outside this package a verdict is made only through
/// ``FeatureGate/dliVerdict(_:need:)``; the initializer has `package` access.
public struct DLIVerdict: Sendable, Hashable {
  /// The verdict, the same classes (and codes) as a lux verdict's.
  public let fit: PlantVerdict
  /// The need it was judged against.
  public let need: PlantDLINeed
  /// The probability the spot's DLI is below the range.
  public let probabilityBelow: Double
  /// The probability it is inside the range.
  public let probabilityInside: Double
  /// The probability it is above the range.
  public let probabilityAbove: Double

  /// The verdict of `dli` for `need`.
  package init(_ dli: DailyLightIntegral, need: PlantDLINeed) {
    let below = Self.probability(below: need.min, dli)
    let belowMax = Self.probability(below: need.max, dli)
    self.need = need
    probabilityBelow = below
    probabilityInside = max(0, belowMax - below)
    probabilityAbove = max(0, 1 - belowMax)
    fit = .likeliest(
      dark: probabilityBelow, range: probabilityInside, bright: probabilityAbove,
      ideal: probabilityInside)
  }

  /// The probability the true DLI lies below `value`.
  private static func probability(below value: Double, _ dli: DailyLightIntegral) -> Double {
    guard dli.point > 0 else { return value > 0 ? 1 : 0 }
    let z = NormalDistribution.quantile(dli.confidence.upperTail)
    let x = Math.log2(value / dli.point)
    if x <= 0 {
      guard dli.lower > 0 else { return 0.5 }
      let sigma = Math.log2(dli.point / dli.lower) / z
      return sigma > 0 ? NormalDistribution.cdf(x / sigma) : 0
    }
    let sigma = Math.log2(dli.upper / dli.point) / z
    return sigma > 0 ? NormalDistribution.cdf(x / sigma) : 1
  }
}
