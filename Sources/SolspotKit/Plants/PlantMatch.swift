/// How well one plant suits one spot, and why, in words.
///
/// Made by ``PlantMatcher``; the rules are in docs/plant-matching.md. Properties (mirrored by
/// the tests):
/// - `thrives` only when the plant's best range, as statements about the plant itself give it,
///   holds at least the band table's confident probability (0.8) of the spot's light;
///   `tolerates` only when the range they give does;
/// - `maySuit` when the range holds that much only with statements about the plant's genus or
///   a group counted: never a plain `thrives` or `tolerates` from those alone;
/// - `depends` when the range holds at least the possible probability (0.1) but not the
///   confident one: the answer depends on which side of a boundary the true light lies;
/// - `unknown` when the sources do not say whether the plant takes the spot's light; never a
///   kind of "suited";
/// - `notSuited` only beyond a limit that statements about the plant itself give, else
///   `mayNotSuit`;
/// - for a spot taken as exact (`--lux`), the probabilities are exactly 0 or 1 and there are no
///   boundaries; for a band or a bound they are `nil`.
public struct PlantMatch: Sendable, Hashable {
  /// The verdict, best first.
  public enum Suitability: String, Sendable, Hashable, CaseIterable, Comparable {
    /// The spot's light is in the range the plant does best in.
    case thrives
    /// The spot's light is inside the range the plant takes.
    case tolerates
    /// The spot may or may not be in the plant's range: it depends on a boundary.
    case depends
    /// The spot's light is in the plant's range as statements about its genus or a group give
    /// it, and no statement about the plant itself says so.
    case maySuit = "may-suit"
    /// No source says whether the plant takes this light.
    case unknown
    /// The spot's light is beyond a limit that only statements about the plant's genus or a
    /// group give.
    case mayNotSuit = "may-not-suit"
    /// The spot's light is beyond a limit of the plant's: too dark or too bright.
    case notSuited = "not-suited"

    /// The verdict in words: "thrives", "may suit", "not suited", "light needs unknown".
    public var text: String {
      switch self {
      case .thrives: "thrives"
      case .tolerates: "tolerates"
      case .depends: "depends"
      case .maySuit: "may suit"
      case .unknown: "light needs unknown"
      case .mayNotSuit: "may not suit"
      case .notSuited: "not suited"
      }
    }

    /// Whether the verdict says the plant suits the spot: thrives or tolerates.
    public var isSuited: Bool { self == .thrives || self == .tolerates }

    private var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    /// Whether `lhs` is the better verdict: thrives, tolerates, depends, may suit, unknown,
    /// may not suit, not suited.
    public static func < (lhs: Suitability, rhs: Suitability) -> Bool { lhs.order < rhs.order }
  }

  /// The plant.
  public let plant: Plant
  /// The verdict.
  public let suitability: Suitability
  /// For `notSuited` and `mayNotSuit`: ``BandFit/tooDark`` or ``BandFit/tooBright``, the side
  /// of the plant's range the spot's light lies on; `nil` otherwise.
  public let limit: BandFit?
  /// The probability that the spot's light is inside the range the plant's sources give;
  /// `nil` for a band or a bound, which have no distribution.
  public let rangeProbability: Double?
  /// The probability that the spot's light is inside the range the plant does best in; `nil`
  /// for a band or a bound, or when no source gives that range.
  public let idealProbability: Double?
  /// The boundaries the verdict depends on: where the spot's light may lie on either side and
  /// the plant fits each side differently. Empty when the answer does not depend on one.
  public let boundaries: [MatchBoundary]
  /// The broadest scope among the statements the verdict rests on: `genus` or `group` when a
  /// statement that is not about the plant itself decides it; `nil` for `unknown`.
  public let scope: LightEvidence.Scope?
  /// Why, in words: "needs at least 1,615 lux (ILLINOIS-GRUPP-2006); this spot is 110 lux".
  public let reason: String

  /// Creates a match; ``PlantMatcher`` is the usual way to make one.
  public init(
    plant: Plant, suitability: Suitability, limit: BandFit? = nil, rangeProbability: Double?,
    idealProbability: Double?, boundaries: [MatchBoundary], scope: LightEvidence.Scope? = nil,
    reason: String
  ) {
    self.plant = plant
    self.suitability = suitability
    self.limit = limit
    self.rangeProbability = rangeProbability
    self.idealProbability = idealProbability
    self.boundaries = boundaries
    self.scope = scope
    self.reason = reason
  }

  /// The probability the ranking uses: of the best range for `thrives`, of the range
  /// otherwise.
  public var rankingProbability: Double? {
    suitability == .thrives ? idealProbability : rangeProbability
  }

  /// The verdict as a list shows it: "thrives", "too dark", "may be too bright", "unknown".
  public var label: String {
    switch (suitability, limit) {
    case (.notSuited, .tooBright?): "too bright"
    case (.notSuited, _): "too dark"
    case (.mayNotSuit, .tooBright?): "may be too bright"
    case (.mayNotSuit, _): "may be too dark"
    case (.unknown, _): "unknown"
    default: suitability.text
    }
  }
}

/// How a plant fits light of one level: a zone of its ``LightProfile``, or a side of a
/// boundary.
public enum BandFit: String, Sendable, Hashable, CaseIterable {
  /// Its best range.
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

/// A limit of the plant's a match depends on (one of its lux figures, or a band's end standing
/// in for a figure no source gives): the spot may lie on either side, and the plant fits the
/// two sides differently.
public struct MatchBoundary: Sendable, Hashable {
  /// The boundary, in lux.
  public let lux: Double
  /// How the plant fits the light just below it.
  public let below: BandFit
  /// How the plant fits the light from it upward.
  public let above: BandFit
  /// Whether the boundary is a figure converted from foot-candles
  /// (``LightProfile/isConverted(_:)``), printed to three significant figures.
  public let isConverted: Bool

  /// Creates a boundary.
  public init(lux: Double, below: BandFit, above: BandFit, isConverted: Bool = false) {
    self.lux = lux
    self.below = below
    self.above = above
    self.isConverted = isConverted
  }

  /// The boundary as printed, without its unit: "2,500"; "10,800" for 1,000 fc (10,764 lux).
  public var figureText: String {
    isConverted ? LuxText.converted(lux) : LuxText.grouped(lux)
  }

  /// "too dark below 2,500 lux, tolerates above".
  public var text: String { "\(below.text) below \(figureText) lux, \(above.text) above" }
}
