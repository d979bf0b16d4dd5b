import SolspotKit

/// The CSV of `plants` (its listings) and `plants search` (docs/csv.md): one row per plant.
enum PlantCSV {
  // MARK: - plants

  static let listing = CSVTable([
    "id", "common_name", "botanical_name", "group", "verdict", "depth", "probability",
    "ideal_probability", "borderline", "borderline_lux", "deciding", "rests_on_group",
    "min_lux", "max_lux", "ideal_min_lux", "ideal_max_lux", "direct_sun", "cats", "dogs",
  ])

  /// One row per plant of a listing, in its order: the plants its JSON gives (`--limit`,
  /// `--all`, `--only` and the pet filters choose them), with their verdict codes
  /// (`good`, `possible`, `tooDark`, `tooBright`) and limits in the printed unit.
  static func listing(_ listing: PlantListingJSON) -> [String] {
    [Self.listing.header]
      + listing.plants.map { match in
        Self.listing.row([
          "id": match.id, "common_name": match.commonNames.first ?? "",
          "botanical_name": match.botanicalName, "group": match.group,
          "verdict": match.verdict, "depth": match.depth ?? "",
          "probability": CSVTable.number(match.probability),
          "ideal_probability": CSVTable.number(match.idealProbability),
          "borderline": match.borderline?.side ?? "",
          "borderline_lux": CSVTable.light(match.borderline?.lux),
          "deciding": match.deciding, "rests_on_group": CSVTable.flag(match.restsOnGroup),
          "min_lux": CSVTable.light(match.tolerated.min.lux),
          "max_lux": CSVTable.light(match.tolerated.max.lux),
          "ideal_min_lux": CSVTable.light(match.ideal.min.lux),
          "ideal_max_lux": CSVTable.light(match.ideal.max.lux),
          "direct_sun": match.directSun.exposure.rawValue, "cats": match.cats, "dogs": match.dogs,
        ])
      }
  }

  // MARK: - plants search

  static let search = CSVTable([
    "id", "botanical_name", "common_names", "synonyms", "group", "min_lux", "max_lux",
    "direct_sun",
  ])

  /// One row per plant found, best match first; names joined by "; ".
  static func search(_ results: [PlantSearchResult]) -> [String] {
    [search.header]
      + results.map { result in
        let plant = result.plant
        return search.row([
          "id": plant.id, "botanical_name": plant.botanicalName,
          "common_names": plant.commonNames.joined(separator: "; "),
          "synonyms": plant.synonyms.joined(separator: "; "), "group": plant.group.rawValue,
          "min_lux": CSVTable.light(plant.light.tolerated.min.lux),
          "max_lux": CSVTable.light(plant.light.tolerated.max.lux),
          "direct_sun": plant.light.directSun.exposure.rawValue,
        ])
      }
  }
}
