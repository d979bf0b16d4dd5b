import SolspotKit

/// One plant's full catalog entry as text: its light model with what each bound rests on, the
/// statements, the disagreements, its toxicity and its sources.
enum PlantDetailText {
  static func render(_ plant: Plant, catalog: PlantCatalog, bands: BandTable) -> String {
    var lines = ["\(plant.botanicalName) (\(plant.id))"]
    if !plant.synonyms.isEmpty {
      lines.append("Synonyms: " + plant.synonyms.joined(separator: ", "))
    }
    if !plant.commonNames.isEmpty {
      lines.append("Common names: " + plant.commonNames.joined(separator: ", "))
    }
    let light = plant.light
    let group = light.lightGroup.flatMap { catalog.groups[$0]?.name }
    lines.append("Group: \(plant.group.rawValue)" + (group.map { "; light group: \($0)" } ?? ""))
    lines.append(
      "Tolerates: \(PlantWords.range(light.tolerated)), \(bandsText(light.tolerated, bands))")
    lines.append("  needs at least " + PlantWords.bound(light.tolerated.min))
    lines.append(
      light.tolerated.max.lux == nil
        ? "  takes full sun: no upper limit"
        : "  takes at most " + PlantWords.bound(light.tolerated.max, sun: light.directSun))
    lines.append("Best: \(PlantWords.range(light.ideal)), \(bandsText(light.ideal, bands))")
    lines.append("  from " + PlantWords.bound(light.ideal.min))
    lines.append(
      "Direct sun: \(PlantWords.sun(light.directSun.exposure)) "
        + "(\(PlantWords.basis(light.directSun.basis)), grade \(light.directSun.grade.rawValue)"
        + (light.directSun.sources.isEmpty
          ? "" : ": " + light.directSun.sources.joined(separator: ", ")) + ")")
    if light.restsOnGroup {
      lines.append("  probably: from what holds for \(group ?? "its group")")
    }
    for note in light.notes { lines.append("  Note: \(note)") }
    if !light.disagreements.isEmpty {
      lines.append("Sources disagree:")
      for item in light.disagreements { lines.append("  " + PlantWords.disagreement(item)) }
    }
    lines.append("Statements:")
    for statement in light.statements { lines.append("  " + self.statement(statement)) }
    let toxicity = plant.toxicity
    lines.append(
      "Toxicity: cats \(toxicity.cats.rawValue), dogs \(toxicity.dogs.rawValue)"
        + (toxicity.source.map { " (\($0)" + (toxicity.listing.map { ": \($0)" } ?? "") + ")" }
          ?? " (not on the lists read; unknown is not safe)"))
    if toxicity.scope == .genus {
      lines.append("  Genus-level: the listing is for the genus as a whole, not this species")
    }
    if let url = toxicity.url { lines.append("  Listing: \(url)") }
    if let note = toxicity.note { lines.append("  Note: \(note)") }
    lines.append("Sources:")
    for (id, source) in catalog.sources(of: plant) {
      let url = source.url.isEmpty ? "" : " \(source.url)"
      lines.append("  \(id): \(source.title). \(source.publisher).\(url) (\(source.kind.rawValue))")
    }
    return lines.joined(separator: "\n")
  }

  /// "EDIS-ENH997 (tolerates, measured, grade A): "…"; 25 fc = 270 lux": the source's figure
  /// as it gave it, then the catalog's reading of it in the printed unit, unless the source
  /// gave it in that unit ("…"; 25 fc" when printing foot-candles).
  static func statement(_ statement: LightStatement) -> String {
    var about = [statement.role.rawValue, PlantWords.basis(statement.basis)]
    switch statement.scope {
    case .plant: break
    case .genus: about.append("about the genus \(statement.about ?? "")")
    case .group: about.append("about \(statement.about ?? "its group")")
    }
    about.append("grade \(statement.grade.rawValue)")
    var text = "\(statement.source) (\(about.joined(separator: ", "))): \"\(statement.says)\""
    if let sun = statement.sun {
      text += "; \(PlantWords.sun(sun))"
    } else if let lux = statement.lux {
      let printed = Illuminance.symbol
      let range = figure(lux.min, lux.max, unit: printed, PlantWords.figure)
      if let figure = statement.figure, figure.unit.rawValue != "lux" || printed != "lux" {
        let given = self.figure(figure.min, figure.max, unit: figure.unit.rawValue) {
          LuxText.exact($0)
        }
        text += figure.unit.rawValue == printed ? "; \(given)" : "; \(given) = \(range)"
      } else if let word = statement.lightClass {
        text += "; class '\(word)' = \(range)"
      } else {
        text += "; \(range)"
      }
    }
    return text
  }

  /// The bands a range covers: "low to bright indirect", "direct".
  static func bandsText(_ range: LightRange, _ bands: BandTable) -> String {
    let low = bands.band(forLux: range.min.lux ?? 0)
    let high = range.max.lux.map { bands.band(forLux: Swift.max(0, $0 - 1)) } ?? bands.bands.last
    guard let high, high != low else { return low.name }
    return "\(low.name) to \(high.name)"
  }

  /// "25–100 fc", "150 fc" (a source's one figure), "at least 250 fc", "up to 500 fc": the ends
  /// written by `text`, followed by `unit`.
  static func figure(
    _ min: Double?, _ max: Double?, unit: String, _ text: (Double) -> String
  ) -> String {
    switch (min, max) {
    case (let min?, let max?) where min == max: return "\(text(min)) \(unit)"
    case (let min?, let max?): return "\(text(min))–\(text(max)) \(unit)"
    case (let min?, nil): return "at least \(text(min)) \(unit)"
    case (nil, let max?): return "up to \(text(max)) \(unit)"
    case (nil, nil): return "no figure"
    }
  }
}
