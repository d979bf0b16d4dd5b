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
    /// The lux as given, for `lux`.
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

  struct Boundary: Encodable {
    let lux: Double
    let below: String
    let above: String
  }

  struct Match: Encodable {
    let id: String
    let botanicalName: String
    let commonNames: [String]
    let group: String
    let suitability: String
    /// `too-dark` or `too-bright` for `not-suited` and `may-not-suit`.
    let limit: String?
    /// `plant`, `genus` or `group`: the broadest scope of the statements the verdict rests on.
    let scope: String?
    let rangeProbability: Double?
    let idealProbability: Double?
    let boundaries: [Boundary]
    let reason: String
    let lux: Lux
    let minBand: String?
    let idealBand: String?
    let maxBand: String?
    let cats: String
    let dogs: String
  }

  /// The plant's lux figures, as the catalog gives them.
  struct Lux: Encodable {
    let min: Double?
    let idealMin: Double?
    let idealMax: Double?
    let max: Double?
  }

  struct Left: Encodable {
    /// Counts by verdict code of plants left out for their verdict.
    let byVerdict: [String: Int]
    let petUnsafe: Int
    let overLimit: Int
  }

  /// Why no plant was judged, for light no spot receives: `implausibly-bright`.
  struct NotJudged: Encodable {
    let code: String
    let message: String
  }

  let spot: Spot
  let plants: [Match]
  let notShown: Left
  let catalogPlants: Int
  /// Present only when no plant was judged; `plants` is then empty.
  let notJudged: NotJudged?

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
        notes: input.saved.map {
          $0.notes(summary).map { EstimateJSON.Note(code: $0.code, message: $0.message) }
        })
    case .band(let band):
      self.spot = Spot(kind: "band", exact: true, band: band.id, lux: nil, estimate: nil)
    case .lux(let lux):
      self.spot = Spot(
        kind: "lux", exact: true, band: bands.band(forLux: lux).id, lux: lux, estimate: nil)
    case .estimate(let estimate):
      self.spot = Spot(
        kind: "estimate", exact: false, band: nil, lux: nil,
        estimate: EstimateJSON(estimate, hints: input.hints))
    }
    // A point's probabilities are exactly 0 or 1; a distribution's are never printed as either.
    let isExact = spot.isExact
    func probability(_ value: Double) -> Double {
      isExact ? value : JSONLine.probability(value)
    }
    plants = selection.shown.map { match in
      let plant = match.plant
      let lux = plant.light.lux
      return Match(
        id: plant.id, botanicalName: plant.botanicalName, commonNames: plant.commonNames,
        group: plant.group.rawValue, suitability: match.suitability.rawValue,
        limit: match.limit?.rawValue, scope: match.scope?.rawValue,
        rangeProbability: match.rangeProbability.map(probability),
        idealProbability: match.idealProbability.map(probability),
        boundaries: match.boundaries.map {
          Boundary(lux: $0.lux, below: $0.below.rawValue, above: $0.above.rawValue)
        },
        reason: match.reason,
        lux: Lux(min: lux.min, idealMin: lux.idealMin, idealMax: lux.idealMax, max: lux.max),
        minBand: plant.light.minBand, idealBand: plant.light.idealBand,
        maxBand: plant.light.maxBand, cats: plant.toxicity.cats.rawValue,
        dogs: plant.toxicity.dogs.rawValue)
    }
    notShown = Left(
      byVerdict: Dictionary(
        uniqueKeysWithValues: selection.hidden.map { ($0.key.rawValue, $0.value) }),
      petUnsafe: selection.petUnsafe, overLimit: selection.overLimit)
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
