/// Which ranked matches to show, and how many of the rest were left out and why.
///
/// The filters apply in this order, each counting what it leaves out:
/// 1. pet safety: `catSafeOnly` keeps only plants listed as non-toxic to cats
///    (``PlantToxicity/isCatSafe``), `dogSafeOnly` to dogs, both (`petSafeOnly`) to both; a plant
///    toxic to an animal asked about, or unknown for it, is left out, since absence from the
///    ASPCA's lists is not safety;
/// 2. verdict: `only` keeps one verdict; otherwise `good` and `possible` are kept, and
///    `tooDark` and `tooBright` too when `includeAll` is set;
/// 3. limit: the first `limit` of what is left, in ranking order.
public struct PlantSelection: Sendable, Hashable {
  /// What to keep.
  public struct Filter: Sendable, Hashable {
    /// Keep only plants listed as non-toxic to cats.
    public var catSafeOnly: Bool
    /// Keep only plants listed as non-toxic to dogs.
    public var dogSafeOnly: Bool
    /// Keep only this verdict.
    public var only: PlantVerdict?
    /// Keep the plants for which the light is too dark or too bright as well (ignored with
    /// `only`).
    public var includeAll: Bool
    /// Keep at most this many (at least 1).
    public var limit: Int?

    /// Creates a filter; the default keeps every suited or possibly suited plant.
    /// `petSafeOnly` is `catSafeOnly` and `dogSafeOnly` together.
    public init(
      petSafeOnly: Bool = false, catSafeOnly: Bool = false, dogSafeOnly: Bool = false,
      only: PlantVerdict? = nil, includeAll: Bool = false, limit: Int? = nil
    ) {
      precondition(limit.map { $0 >= 1 } ?? true, "a limit keeps at least one plant")
      self.catSafeOnly = catSafeOnly || petSafeOnly
      self.dogSafeOnly = dogSafeOnly || petSafeOnly
      self.only = only
      self.includeAll = includeAll
      self.limit = limit
    }

    /// Whether only plants non-toxic to both cats and dogs are kept.
    public var petSafeOnly: Bool { catSafeOnly && dogSafeOnly }

    /// Whether `toxicity` passes the pet filters.
    public func isSafe(_ toxicity: PlantToxicity) -> Bool {
      (!catSafeOnly || toxicity.isCatSafe) && (!dogSafeOnly || toxicity.isDogSafe)
    }

    /// The verdicts kept.
    public var kept: Set<PlantVerdict> {
      if let only { return [only] }
      return includeAll
        ? Set(PlantVerdict.allCases) : [.good, .possible]
    }
  }

  /// The matches to show, in ranking order.
  public let shown: [PlantMatch]
  /// How many were left out by the pet filters: toxic to an animal asked about, or of unknown
  /// toxicity to it.
  public let petUnsafe: Int
  /// How many pet-safe matches were left out for their verdict, by verdict.
  public let hidden: [PlantVerdict: Int]
  /// How many were left out by the limit.
  public let overLimit: Int
  /// The answer to "which will do best here?" over the pet-safe matches, before the verdict
  /// filter and the limit.
  public let outlook: PlantOutlook

  /// Selects from `matches`, which are in ranking order.
  public init(_ matches: [PlantMatch], filter: Filter) {
    let safe = matches.filter { filter.isSafe($0.plant.toxicity) }
    let kept = filter.kept
    var hidden: [PlantVerdict: Int] = [:]
    var wanted: [PlantMatch] = []
    for match in safe {
      if kept.contains(match.verdict) {
        wanted.append(match)
      } else {
        hidden[match.verdict, default: 0] += 1
      }
    }
    let limit = filter.limit ?? wanted.count
    self.shown = Array(wanted.prefix(limit))
    self.petUnsafe = matches.count - safe.count
    self.hidden = hidden
    self.overLimit = max(0, wanted.count - limit)
    self.outlook = PlantOutlook(safe)
  }
}
