/// How a spot's daily light integral suits a plant's DLI need: the classes of a lux verdict,
/// with the probability behind each.
///
/// The DLI is taken as log-normal with a different spread on each side of its point (the
/// interval's ends at the curve's confidence), and the probabilities are of the true DLI lying
/// below, inside and above the need's range.
///
/// Properties (mirrored by the tests): `good` only when the probability inside the range is
/// at least ``confident`` (0.8, as the band table's confident level); `tooDark` (`tooBright`)
/// only when the probability below (above) it is; otherwise `possible` with the probability
/// inside. The three probabilities add up to 1.
public struct DLIVerdict: Sendable, Hashable {
  /// The verdict. The codes are stable.
  public enum Fit: String, Sendable, Hashable, CaseIterable {
    /// Inside the range, confidently.
    case good
    /// May be inside the range.
    case possible
    /// Below the range, confidently.
    case tooDark = "too-dark"
    /// Above the range, confidently.
    case tooBright = "too-bright"
  }

  /// The verdict.
  public let fit: Fit
  /// The need it was judged against.
  public let need: PlantDLINeed
  /// The probability the spot's DLI is below the range.
  public let probabilityBelow: Double
  /// The probability it is inside the range.
  public let probabilityInside: Double
  /// The probability it is above the range.
  public let probabilityAbove: Double

  /// The probability a verdict needs to be called confident: 0.8, as in `Data/bands.json`.
  public static let confident = 0.8

  /// The verdict of `dli` for `need`.
  public init(_ dli: DailyLightIntegral, need: PlantDLINeed) {
    let below = Self.probability(below: need.min, dli)
    let belowMax = Self.probability(below: need.max, dli)
    self.need = need
    probabilityBelow = below
    probabilityInside = max(0, belowMax - below)
    probabilityAbove = max(0, 1 - belowMax)
    fit =
      if probabilityInside >= Self.confident { .good } else if probabilityBelow >= Self.confident {
        .tooDark
      } else if probabilityAbove >= Self.confident { .tooBright } else { .possible }
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
