import SolspotKit

/// The plants of `spot seasons --json` (docs/cli.md, "spot"): per band change, the plants that
/// struggle or may (or the one plant named with `--plant`), and the named plant in the
/// brightest season. Field names are stable.
enum SeasonPlantJSON {
  /// One plant in a darker season.
  struct Entry: Encodable {
    let id: String
    let botanicalName: String
    let commonNames: [String]
    /// `struggles`, `may-struggle`, `still-suits`, `suits-darker` or `neither`.
    let outcome: String
    /// The verdicts in the brightest and the darker season, as `plants --json` writes them.
    let brightest: String
    let darker: String
    /// The darker season's borderline, when its light lies near a limit.
    let borderline: PlantListingJSON.BorderlineJSON?
    /// The probability that the darker season's light lies in the plant's range.
    let probability: Double?

    init(_ entry: SeasonalPlants.Entry) {
      let plant = entry.plant
      id = plant.id
      botanicalName = plant.botanicalName
      commonNames = plant.commonNames
      outcome = entry.outcome.rawValue
      brightest = entry.brightest.verdict.rawValue
      darker = entry.darker.verdict.rawValue
      borderline = entry.darker.borderline.map {
        PlantListingJSON.BorderlineJSON(side: $0.side.rawValue, lux: $0.lux)
      }
      probability = entry.darker.probability.map(PlantListingJSON.probability)
    }
  }

  /// The plant named with `--plant`, in the brightest season.
  struct Baseline: Encodable {
    let id: String
    let botanicalName: String
    let season: String
    let verdict: String
    let borderline: PlantListingJSON.BorderlineJSON?
    let probability: Double?

    init(_ match: PlantMatch, season: Season) {
      id = match.plant.id
      botanicalName = match.plant.botanicalName
      self.season = season.rawValue
      verdict = match.verdict.rawValue
      borderline = match.borderline.map {
        PlantListingJSON.BorderlineJSON(side: $0.side.rawValue, lux: $0.lux)
      }
      probability = match.probability.map(PlantListingJSON.probability)
    }
  }
}
