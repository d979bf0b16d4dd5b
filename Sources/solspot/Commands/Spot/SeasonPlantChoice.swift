import SolspotKit

/// The plants `spot seasons` speaks of: the one named with `--plant`, or else those of the
/// catalog (`--catalog`, default the built-in one) that a season's drop in light hurts.
struct SeasonPlantChoice {
  /// The plants of each band change, when there are any to speak of.
  let effects: SeasonalPlants?
  /// The plant named with `--plant`, matched in the brightest season.
  let baseline: PlantMatch?
  /// The brightest season.
  let reference: Season?

  /// Reads `--plant` and `--catalog`; the built-in catalog is read only when a plant was named
  /// or a season drops a band (a `--catalog` file is always read, so a broken one is reported).
  ///
  /// - Throws: ``CommandFailure`` for an unknown or ambiguous plant, or a catalog that cannot
  ///   be read.
  init(_ arguments: ParsedArguments, report: SeasonalReport, bands: BandTable) throws {
    let matcher = PlantMatcher(bands: bands)
    reference = report.reference
    let brightest = report.seasons.first { $0.season == report.reference }
    if let name = arguments.string("--plant") {
      let plant = try PlantArguments.plant(
        named: name, in: try PlantArguments.catalog(from: arguments))
      effects = SeasonalPlants(report: report, plant: plant, matcher: matcher)
      baseline = brightest.map { matcher.match(plant, spot: .level($0.summary)) }
    } else if !report.changes.isEmpty || arguments.has("--catalog") {
      effects = SeasonalPlants(
        report: report, plants: try PlantArguments.catalog(from: arguments).plants,
        matcher: matcher)
      baseline = nil
    } else {
      (effects, baseline) = (nil, nil)
    }
  }

  /// The words for `change`: the named plant's consequence, or the plants it hurts.
  func note(_ change: SeasonalReport.BandChange) -> String? {
    guard let reference, let effect = effects?.effect(of: change) else { return nil }
    guard baseline != nil else { return SeasonPlantText.note(effect, reference: reference) }
    return effect.entries.first.map {
      SeasonPlantText.note(for: $0, change: change, reference: reference)
    }
  }

  /// The named plant in the brightest season, as a line.
  var lines: [String] {
    guard let baseline, let reference else { return [] }
    return [SeasonPlantText.baseline(baseline, season: reference)]
  }

  /// The named plant in the brightest season, for JSON.
  var baselineJSON: SeasonPlantJSON.Baseline? {
    guard let baseline, let reference else { return nil }
    return SeasonPlantJSON.Baseline(baseline, season: reference)
  }
}
