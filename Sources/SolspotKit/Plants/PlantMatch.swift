/// How well one plant suits one spot, and why, in words.
///
/// Made by ``PlantMatcher``; the rules are in docs/plant-matching.md. Properties (mirrored by
/// the tests):
/// - `thrives` only when the ideal band holds at least the band table's confident probability
///   (0.8), `tolerates` only when the plant's known range does;
/// - `depends` when the range holds at least the possible probability (0.1) but not the
///   confident one: the answer depends on which side of a boundary the true light lies;
/// - `unknown` when the sources do not say whether the plant takes the spot's light; never a
///   kind of "suited";
/// - for a spot taken as exact, the probabilities are 0 or 1 and there are no boundaries.
public struct PlantMatch: Sendable, Hashable {
  /// The verdict, best first.
  public enum Suitability: String, Sendable, Hashable, CaseIterable, Comparable {
    /// The spot is in the band the plant does best in.
    case thrives
    /// The spot is inside the range of bands the plant tolerates.
    case tolerates
    /// The spot may or may not be in the plant's range: it depends on a boundary.
    case depends
    /// No source says whether the plant takes this light.
    case unknown
    /// The spot is outside the plant's range.
    case notSuited = "not-suited"

    /// The verdict in words: "thrives", "not suited", "light needs unknown".
    public var text: String {
      switch self {
      case .thrives: "thrives"
      case .tolerates: "tolerates"
      case .depends: "depends"
      case .unknown: "light needs unknown"
      case .notSuited: "not suited"
      }
    }

    private var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    /// Whether `lhs` is the better verdict: thrives, tolerates, depends, unknown, not suited.
    public static func < (lhs: Suitability, rhs: Suitability) -> Bool { lhs.order < rhs.order }
  }

  /// The plant.
  public let plant: Plant
  /// The verdict.
  public let suitability: Suitability
  /// The probability that the spot is inside the plant's known range (the sum of the band
  /// probabilities over it); `nil` for a bound, whose spread over its bands is unknown.
  public let rangeProbability: Double?
  /// The probability that the spot is in the plant's ideal band; `nil` for a bound or when
  /// the ideal band is unknown.
  public let idealProbability: Double?
  /// The band boundaries the verdict depends on: where the spot may lie on either side and the
  /// plant fits each side differently. Empty when the answer does not depend on one.
  public let boundaries: [MatchBoundary]
  /// Why, in words: "needs at least bright indirect light; this spot reads medium".
  public let reason: String

  /// Creates a match; ``PlantMatcher`` is the usual way to make one.
  public init(
    plant: Plant, suitability: Suitability, rangeProbability: Double?,
    idealProbability: Double?, boundaries: [MatchBoundary], reason: String
  ) {
    self.plant = plant
    self.suitability = suitability
    self.rangeProbability = rangeProbability
    self.idealProbability = idealProbability
    self.boundaries = boundaries
    self.reason = reason
  }

  /// The probability the ranking uses: of the ideal band for `thrives`, of the range
  /// otherwise.
  public var rankingProbability: Double? {
    suitability == .thrives ? idealProbability : rangeProbability
  }
}

/// How a plant fits the light of one band.
public enum BandFit: String, Sendable, Hashable, CaseIterable {
  /// Its ideal band.
  case thrives
  /// Inside the range it tolerates.
  case tolerates
  /// Below its known minimum.
  case tooDark = "too-dark"
  /// Above its known maximum.
  case tooBright = "too-bright"
  /// Beyond what its sources say, on a side whose limit is unknown.
  case unknown

  /// The fit in words: "thrives", "too dark", "unknown".
  public var text: String {
    switch self {
    case .thrives: "thrives"
    case .tolerates: "tolerates"
    case .tooDark: "too dark"
    case .tooBright: "too bright"
    case .unknown: "unknown"
    }
  }
}

/// A band boundary a match depends on: the spot may lie on either side, and the plant fits the
/// two sides differently.
public struct MatchBoundary: Sendable, Hashable {
  /// The boundary, in lux.
  public let lux: Double
  /// How the plant fits the light just below it.
  public let below: BandFit
  /// How the plant fits the light from it upward.
  public let above: BandFit

  /// Creates a boundary.
  public init(lux: Double, below: BandFit, above: BandFit) {
    self.lux = lux
    self.below = below
    self.above = above
  }

  /// "too dark below 2,500 lux, tolerates above".
  public var text: String {
    "\(below.text) below \(LuxText.grouped(lux)) lux, \(above.text) above"
  }
}
