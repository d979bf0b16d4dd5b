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
    /// `struggles`, `may-struggle`, `still-suits`, `unknown`, `suits-darker` or `neither`.
    let outcome: String
    /// The verdicts in the brightest and the darker season, as `plants --json` writes them.
    let brightest: String
    let darker: String
    /// The boundaries the darker verdict depends on.
    let boundaries: [PlantListingJSON.Boundary]
    /// The darker season's reason.
    let reason: String

    init(_ entry: SeasonalPlants.Entry) {
      let plant = entry.plant
      id = plant.id
      botanicalName = plant.botanicalName
      commonNames = plant.commonNames
      outcome = entry.outcome.rawValue
      brightest = entry.brightest.suitability.rawValue
      darker = entry.darker.suitability.rawValue
      boundaries = entry.darker.boundaries.map {
        PlantListingJSON.Boundary(lux: $0.lux, below: $0.below.rawValue, above: $0.above.rawValue)
      }
      reason = entry.darker.reason
    }
  }

  /// The plant named with `--plant`, in the brightest season.
  struct Baseline: Encodable {
    let id: String
    let botanicalName: String
    let season: String
    let suitability: String
    let reason: String

    init(_ match: PlantMatch, season: Season) {
      id = match.plant.id
      botanicalName = match.plant.botanicalName
      self.season = season.rawValue
      suitability = match.suitability.rawValue
      reason = match.reason
    }
  }
}
