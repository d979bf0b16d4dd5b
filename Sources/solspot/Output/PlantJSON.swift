import SolspotKit

/// The JSON form of `solspot plants` (docs/cli.md, "solspot plants"): one object with the
/// spot, the plants shown in ranking order and what was left out. Field names are stable.
struct PlantListingJSON: Encodable {
  struct Spot: Encodable {
    /// `band`, `lux`, `estimate` or `saved`.
    let kind: String
    /// Whether the light is taken as given (band, lux) rather than estimated.
    let exact: Bool
    /// The band id, for `band` and `lux`.
    let band: String?
    /// The lux as given (to three decimals: `--fc 50` is 538.2), for `lux`.
    let lux: Double?
    /// The estimate, as `solspot lux --json` prints it, for `estimate`.
    let estimate: EstimateJSON?
    /// The saved spot's name, for `saved`.
    var name: String? = nil
    /// The saved spot's level, as `spot show --json` prints it, for `saved`.
    var level: SpotJSON.Summary? = nil
    /// The readings chosen with `--season`, `--since` and `--until`, for `saved`; absent
    /// without them.
    var filter: SpotJSON.Filter? = nil
    /// The notes on the saved spot's level, as the text prints them, for `saved`.
    var notes: [EstimateJSON.Note]? = nil
  }

  struct Match: Encodable {
    let id: String
    let botanicalName: String
    let commonNames: [String]
    let group: String
    /// `good`, `possible`, `tooDark` or `tooBright`.
    let verdict: String
    /// Set within half a stop of a tolerated limit: `side` is `dark` or `bright`.
    let borderline: BorderlineJSON?
    /// The probability that the light lies in the tolerated range; null for a span.
    let probability: Double?
    let idealProbability: Double?
    let darkProbability: Double?
    let brightProbability: Double?
    /// The bound the verdict rests on: `tolerated.min`, `tolerated.max` or `ideal`.
    let deciding: String
    /// Whether that bound rests only on the rule for the plant's group ("probably").
    let restsOnGroup: Bool
    /// For a band listing: how far into the band the plant goes (`dimmest`, `middle`, …).
    let depth: String?
    let tolerated: LightRange
    let ideal: LightRange
    let directSun: DirectSun
    let cats: String
    let dogs: String
  }

  struct BorderlineJSON: Encodable {
    let side: String
    let lux: Double
  }

  /// A band listing's group: its depth, its figures and its plants' ids in order.
  struct Group: Encodable {
    let depth: String
    let lowestMinimum: Double
    let highestMinimum: Double
    let plants: [String]
  }

  struct Left: Encodable {
    /// Counts by verdict code of plants left out for their verdict.
    let byVerdict: [String: Int]
    let petUnsafe: Int
    let overLimit: Int
  }

  /// The answer to "which will do best here?" (``PlantOutlook``): counts over the pet-safe
  /// plants, the ids of the first plants of the best suited verdict, where those do best, and
  /// the plant nearest to suiting when none is suited.
  struct Outlook: Encodable {
    struct Edge: Encodable {
      /// `above` (they do best from `lowest` lux) or `below` (under it).
      let side: String
      let lowest: Double
      let highest: Double
    }
    let good: Int
    let possible: Int
    let judged: Int
    let leaders: [String]
    let idealEdge: Edge?
    let nearest: String?

    init(_ outlook: PlantOutlook) {
      good = outlook.good
      possible = outlook.possible
      judged = outlook.judged
      leaders = outlook.leaders.map(\.plant.id)
      idealEdge = outlook.idealEdge.map {
        Edge(side: $0.side.rawValue, lowest: $0.lowest, highest: $0.highest)
      }
      nearest = outlook.nearest?.plant.id
    }
  }

  /// A `--plant` name that names several plants (`ambiguous`, with their ids) or none
  /// (`unknown`); the others are judged.
  struct Unresolved: Encodable {
    let name: String
    let code: String
    let matches: [String]
    let message: String

    init(_ item: (name: String, matches: [Plant], failure: CommandFailure)) {
      name = item.name
      code = item.matches.isEmpty ? "unknown" : "ambiguous"
      matches = item.matches.map(\.id)
      message = CommandFailureText.message(item.failure)
    }
  }

  /// Why no plant was judged, for light no spot receives: `implausibly-bright`.
  struct NotJudged: Encodable {
    let code: String
    let message: String
  }

  let spot: Spot
  var plants: [Match]
  /// For a band: the groups by depth; absent otherwise.
  var groups: [Group]? = nil
  var notShown: Left
  /// For a measured spot or a lux value; absent for a band and when no plant was judged.
  var outlook: Outlook? = nil
  /// The `--plant` names that named no single plant; absent when there are none.
  var unresolved: [Unresolved]? = nil
  let catalogPlants: Int
  /// Present only when no plant was judged; `plants` is then empty.
  let notJudged: NotJudged?

  /// A distribution's probability as the plant outputs print it: to three decimals, and never
  /// 0 or 1 (at least 0.001, at most 0.999), since a distribution leaves some doubt either way.
  static func probability(_ value: Double) -> Double {
    min(max(JSONLine.decimals(value, 3), 0.001), 0.999)
  }

  /// One match as JSON; `depth` for a band listing. A point's probabilities are exactly 0 or
  /// 1; a distribution's are never printed as either (``probability(_:)``).
  static func match(_ match: PlantMatch, exact: Bool, depth: BandListing.Depth? = nil) -> Match {
    func probability(_ value: Double?) -> Double? {
      value.map { exact ? $0 : Self.probability($0) }
    }
    let plant = match.plant
    return Match(
      id: plant.id, botanicalName: plant.botanicalName, commonNames: plant.commonNames,
      group: plant.group.rawValue, verdict: match.verdict.rawValue,
      borderline: match.borderline.map { BorderlineJSON(side: $0.side.rawValue, lux: $0.lux) },
      probability: probability(match.probability),
      idealProbability: probability(match.idealProbability),
      darkProbability: probability(match.darkProbability),
      brightProbability: probability(match.brightProbability),
      deciding: match.deciding.rawValue, restsOnGroup: match.restsOnGroup,
      depth: depth?.rawValue, tolerated: plant.light.tolerated, ideal: plant.light.ideal,
      directSun: plant.light.directSun, cats: plant.toxicity.cats.rawValue,
      dogs: plant.toxicity.dogs.rawValue)
  }

  /// The listing of a band: every offered plant with its depth (and, with `all`, the rest),
  /// and the groups.
  init(
    band listing: BandListing, spot: PlantSpot, bands: BandTable, catalogPlants: Int,
    filter: PlantSelection.Filter, petUnsafe: Int
  ) {
    self.init(
      PlantSelection([], filter: filter), spot: spot, bands: bands, catalogPlants: catalogPlants)
    var shown: [Match] = []
    var groups: [Group] = []
    for group in listing.groups {
      let members = group.matches.filter { filter.only == nil || $0.verdict == filter.only }
      guard !members.isEmpty else { continue }
      shown += members.map { Self.match($0, exact: true, depth: group.depth) }
      groups.append(
        Group(
          depth: group.depth.rawValue, lowestMinimum: group.lowestMinimum,
          highestMinimum: group.highestMinimum, plants: members.map(\.plant.id)))
    }
    var hidden: [String: Int] = [:]
    let rest = listing.tooDark + listing.sunLovers + listing.tooBright
    if filter.includeAll {
      shown += rest.map { Self.match($0, exact: true) }
    } else {
      // A sun lover is counted as such: its verdict (possible in the band's bright end) is not
      // why it is left out.
      for match in listing.tooDark + listing.tooBright {
        hidden[match.verdict.rawValue, default: 0] += 1
      }
      if !listing.sunLovers.isEmpty { hidden["sunLover"] = listing.sunLovers.count }
    }
    let limit = filter.limit ?? shown.count
    plants = Array(shown.prefix(limit))
    self.groups = groups
    notShown = Left(byVerdict: hidden, petUnsafe: petUnsafe, overLimit: max(0, shown.count - limit))
  }

  /// The listing of `selection`; with `notJudged`, the reason no plant was judged (the
  /// selection is then empty).
  init(
    _ selection: PlantSelection, spot input: PlantSpot, bands: BandTable, catalogPlants: Int,
    notJudged: String? = nil
  ) {
    self.notJudged = notJudged.map { NotJudged(code: "implausibly-bright", message: $0) }
    let spot = input.light
    switch spot {
    case .level(let summary):
      let selection = input.saved?.selection
      self.spot = Spot(
        kind: "saved", exact: false, band: nil, lux: nil, estimate: nil,
        name: input.saved?.spot.name, level: SpotJSON.Summary(summary),
        filter: selection.flatMap { $0.isFiltered ? SpotJSON.Filter($0.filter) : nil },
        notes: input.saved.map { saved in
          saved.notes(summary).map {
            EstimateJSON.Note(
              code: $0.code.rawValue, message: LevelNoteText.render($0, spot: saved.spot.name))
          }
        })
    case .band(let band):
      self.spot = Spot(kind: "band", exact: true, band: band.id, lux: nil, estimate: nil)
    case .lux(let lux):
      self.spot = Spot(
        kind: "lux", exact: true, band: bands.band(forLux: lux).id,
        lux: JSONLine.decimals(lux, 3), estimate: nil)
    case .estimate(let estimate):
      self.spot = Spot(
        kind: "estimate", exact: false, band: nil, lux: nil,
        estimate: EstimateJSON(estimate, hints: input.hints))
    }
    let isExact = spot.isExact
    plants = selection.shown.map { Self.match($0, exact: isExact) }
    notShown = Left(
      byVerdict: Dictionary(
        uniqueKeysWithValues: selection.hidden.map { ($0.key.rawValue, $0.value) }),
      petUnsafe: selection.petUnsafe, overLimit: selection.overLimit)
    if selection.outlook.judged > 0 { outlook = Outlook(selection.outlook) }
    self.catalogPlants = catalogPlants
  }
}

/// The JSON form of `solspot plants show`: the plant's catalog entry and the sources it cites,
/// both in the catalog's own format.
struct PlantDetailJSON: Encodable {
  let plant: Plant
  let sources: [String: PlantSource]

  init(_ plant: Plant, catalog: PlantCatalog) {
    self.plant = plant
    self.sources = Dictionary(
      uniqueKeysWithValues: catalog.sources(of: plant).map { ($0.id, $0.source) })
  }
}
