/// Which ranked matches to show, and how many of the rest were left out and why.
///
/// The filters apply in this order, each counting what it leaves out:
/// 1. pet-safe: keeps only plants listed as non-toxic to both cats and dogs
///    (``PlantToxicity/isPetSafe``); a plant toxic to either, or unknown for either, is left
///    out, since absence from the ASPCA's lists is not safety;
/// 2. suitability: `only` keeps one verdict; otherwise `thrives`, `tolerates` and `depends`
///    are kept, and `unknown` and `not suited` too when `includeAll` is set;
/// 3. limit: the first `limit` of what is left, in ranking order.
public struct PlantSelection: Sendable, Hashable {
  /// What to keep.
  public struct Filter: Sendable, Hashable {
    /// Keep only plants non-toxic to both cats and dogs.
    public var petSafeOnly: Bool
    /// Keep only this verdict.
    public var only: PlantMatch.Suitability?
    /// Keep the unknown and unsuited plants as well (ignored with `only`).
    public var includeAll: Bool
    /// Keep at most this many (at least 1).
    public var limit: Int?

    /// Creates a filter; the default keeps every suited or possibly suited plant.
    public init(
      petSafeOnly: Bool = false, only: PlantMatch.Suitability? = nil, includeAll: Bool = false,
      limit: Int? = nil
    ) {
      precondition(limit.map { $0 >= 1 } ?? true, "a limit keeps at least one plant")
      self.petSafeOnly = petSafeOnly
      self.only = only
      self.includeAll = includeAll
      self.limit = limit
    }

    /// The verdicts kept.
    public var kept: Set<PlantMatch.Suitability> {
      if let only { return [only] }
      return includeAll ? Set(PlantMatch.Suitability.allCases) : [.thrives, .tolerates, .depends]
    }
  }

  /// The matches to show, in ranking order.
  public let shown: [PlantMatch]
  /// How many were left out as toxic to cats or dogs, or of unknown toxicity.
  public let petUnsafe: Int
  /// How many pet-safe matches were left out for their verdict, by verdict.
  public let hidden: [PlantMatch.Suitability: Int]
  /// How many were left out by the limit.
  public let overLimit: Int

  /// Selects from `matches`, which are in ranking order.
  public init(_ matches: [PlantMatch], filter: Filter) {
    let safe = filter.petSafeOnly ? matches.filter(\.plant.toxicity.isPetSafe) : matches
    let kept = filter.kept
    var hidden: [PlantMatch.Suitability: Int] = [:]
    var wanted: [PlantMatch] = []
    for match in safe {
      if kept.contains(match.suitability) {
        wanted.append(match)
      } else {
        hidden[match.suitability, default: 0] += 1
      }
    }
    let limit = filter.limit ?? wanted.count
    self.shown = Array(wanted.prefix(limit))
    self.petUnsafe = matches.count - safe.count
    self.hidden = hidden
    self.overLimit = max(0, wanted.count - limit)
  }
}
