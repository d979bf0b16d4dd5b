import SolspotKit

/// One plant's full catalog entry as text, with its evidence and sources.
enum PlantDetailText {
  static func render(_ plant: Plant, catalog: PlantCatalog, bands: BandTable) -> String {
    var lines = ["\(plant.botanicalName) (\(plant.id))"]
    if !plant.synonyms.isEmpty {
      lines.append("Synonyms: " + plant.synonyms.joined(separator: ", "))
    }
    if !plant.commonNames.isEmpty {
      lines.append("Common names: " + plant.commonNames.joined(separator: ", "))
    }
    lines.append("Group: \(plant.group.rawValue)")
    let light = plant.light
    func name(_ id: String?) -> String {
      id.flatMap { id in bands.bands.first { $0.id == id }?.name } ?? "unknown"
    }
    let basis: String
    switch light.maxBasis {
    case .ceiling: basis = " (a ceiling: no more)"
    case .tolerated: basis = " (tolerated; whether it takes more is unknown)"
    case .ideal: basis = " (a source's ideal starts there)"
    case nil: basis = ""
    }
    lines.append(
      "Light bands: lowest \(name(light.minBand)), best \(bestBands(light, bands: bands)), "
        + "highest \(name(light.maxBand))\(basis)")
    let lux = light.lux
    // A figure converted from foot-candles to three significant figures, as the reasons print
    // it; the source's own figure and unit are under Evidence.
    func derived(_ value: Double?) -> Double? {
      value.map { light.isConverted($0) ? Self.converted($0) : $0 }
    }
    lines.append(
      "Lux figures from the evidence: minimum \(figure(derived(lux.min))), best "
        + range(derived(lux.idealMin), derived(lux.idealMax), unit: "lux")
        + ", most tolerated \(figure(derived(lux.max)))")
    for note in light.notes { lines.append("  Note: \(note)") }
    if let disagreement = light.disagreement {
      lines.append("  Sources disagree: \(disagreement)")
    }
    lines.append("Evidence:")
    for evidence in light.evidence {
      var about: [String] = evidence.role.map { [$0.rawValue] } ?? []
      switch evidence.scope {
      case .plant: break
      case .genus: about.append("about the genus \(evidence.about ?? "")")
      case .group: about.append("about \(evidence.about ?? "") as a group")
      }
      let role = about.isEmpty ? "" : " (\(about.joined(separator: ", ")))"
      lines.append("  \(evidence.source)\(role): \"\(evidence.says)\"")
      if let source = evidence.figure {
        // From foot-candles, to three significant figures: 100 fc = 1,080 lux.
        let rounding: (Double?) -> Double? = { value in
          source.unit == .footCandle ? value.map(Self.converted) : value
        }
        let converted =
          evidence.lux.map { range(rounding($0.min), rounding($0.max), unit: "lux") }
          ?? "not converted"
        let via = evidence.via == .terms ? ", by the source's own definition of its words" : ""
        lines.append(
          "    the source's figure: \(range(source.min, source.max, unit: source.unit.rawValue))"
            + " = \(converted)\(via)")
      } else {
        lines.append("    no figure: words only")
      }
    }
    let toxicity = plant.toxicity
    lines.append(
      "Toxicity: cats \(toxicity.cats.rawValue), dogs \(toxicity.dogs.rawValue)"
        + (toxicity.source.map { " (\($0)" + (toxicity.listing.map { ": \($0)" } ?? "") + ")" }
          ?? " (not on the lists read; unknown is not safe)"))
    if let note = toxicity.note { lines.append("  Note: \(note)") }
    lines.append("Sources:")
    for (id, source) in catalog.sources(of: plant) {
      let url = source.url.isEmpty ? "" : " \(source.url)"
      let templated = source.isTemplated ? ", templated: one weak source" : ""
      lines.append(
        "  \(id): \(source.title). \(source.publisher).\(url) (\(source.kind.rawValue)\(templated))"
      )
      for word in source.terms.keys.sorted() {
        guard let term = source.terms[word] else { continue }
        lines.append("    '\(word)' = \(range(term.min, term.max, unit: term.unit.rawValue))")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The bands the best range covers, read from the lux figures printed beside them: "low to
  /// direct" for 1,000–21,500 lux, "medium" for 3,200–9,000 lux, "bright indirect and up" for
  /// "at least 10,764 lux" (no upper figure), "up to medium" (no lower figure). A best range
  /// with no upper figure ends at a ceiling's band, as the plant takes no more; the brightest
  /// band is named alone. Without figures, the catalog's `idealBand` (a user catalog may give
  /// only the band).
  ///
  /// The catalog's `idealBand` is the band of the best range's lower end only, so printing it
  /// alone ("best low") said less than the figures beside it ("best 1,000–21,500 lux").
  static func bestBands(_ light: PlantLight, bands: BandTable) -> String {
    let lux = light.lux
    let ceiling = light.maxBasis == .ceiling ? lux.max : nil
    switch (lux.idealMin, lux.idealMax ?? lux.idealMin.flatMap { _ in ceiling }) {
    case (let lower?, let upper?):
      let (from, to) = (bands.band(forLux: lower), bands.band(forLux: upper))
      return from == to ? from.name : "\(from.name) to \(to.name)"
    case (let lower?, nil):
      let from = bands.band(forLux: lower)
      return from.upperLux == nil ? from.name : "\(from.name) and up"
    case (nil, let upper?):
      return "up to \(bands.band(forLux: upper).name)"
    case (nil, nil):
      return light.idealBand.flatMap { id in bands.bands.first { $0.id == id }?.name }
        ?? "unknown"
    }
  }

  /// A lux figure converted from foot-candles, rounded to three significant figures
  /// (``LuxText/converted(_:)``): 1,076.4 becomes 1,080.
  static func converted(_ lux: Double) -> Double {
    SignificantFigures(lux, figures: 3, rounding: .nearest)?.value ?? lux
  }

  /// "2,691 lux", or "unknown".
  static func figure(_ lux: Double?) -> String {
    lux.map { "\(PlantText.luxText($0)) lux" } ?? "unknown"
  }

  /// "25–100 fc", "150 fc" (a point: a source's one figure), "at least 250 fc", "up to 500
  /// fc", "unknown".
  static func range(_ min: Double?, _ max: Double?, unit: String) -> String {
    switch (min, max) {
    case (let min?, let max?) where min == max: "\(PlantText.luxText(min)) \(unit)"
    case (let min?, let max?): "\(PlantText.luxText(min))–\(PlantText.luxText(max)) \(unit)"
    case (let min?, nil): "at least \(PlantText.luxText(min)) \(unit)"
    case (nil, let max?): "up to \(PlantText.luxText(max)) \(unit)"
    case (nil, nil): "unknown"
    }
  }
}
