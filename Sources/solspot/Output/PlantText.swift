import SolspotKit

/// Plant matches as text for people.
enum PlantText {
  /// The listing of `solspot plants`: the spot (for a saved spot, between a line naming it and
  /// the notes its level needs), one entry of two lines per plant, and what was left out.
  static func listing(
    _ selection: PlantSelection, spot: PlantSpot, bands: BandTable,
    filter: PlantSelection.Filter, catalogSize: Int, named: Bool = false
  ) -> String {
    var lines = spotLines(spot, bands: bands) + [""]
    if selection.shown.isEmpty { lines.append("No plants to show.") }
    let width = (selection.shown.map(\.label.count).max() ?? 0) + 2
    for match in selection.shown {
      let pad = String(repeating: " ", count: width - match.label.count)
      lines.append(match.label + pad + match.plant.displayName)
      lines.append(String(repeating: " ", count: width) + match.reason)
    }
    lines.append("")
    lines += named ? [] : footer(selection, filter: filter, catalogSize: catalogSize)
    let verdicts = Set(selection.shown.map(\.suitability))
    if verdicts.contains(.depends) {
      lines.append(
        "'depends': the light may lie on either side of one of the plant's limits, or of the "
          + "end of its known range, and only one side is known to suit it.")
    }
    if !verdicts.isDisjoint(with: [.maySuit, .mayNotSuit]) {
      lines.append(
        "'may suit', 'may be too dark', 'may be too bright': the verdict rests only on a "
          + "statement about the plant's genus or a group of plants, not on one about the plant "
          + "itself.")
    }
    if lines.last == "" { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

  /// The spot as the listing opens with it: for a saved spot, a line naming it, its level and
  /// the notes its level needs; else the estimate, band or lux.
  static func spotLines(_ spot: PlantSpot, bands: BandTable) -> [String] {
    guard let saved = spot.saved, case .level(let summary) = spot.light else {
      return [spotText(spot.light, bands: bands, hints: spot.hints)]
    }
    return [savedSpot(saved, summary), spotText(spot.light, bands: bands)]
      + saved.notes(summary).map(\.text)
  }

  /// What `solspot plants` prints for light no spot receives
  /// (``SpotLight/isImplausiblyBright``): the spot with its notes, and why no plant is judged.
  static func notJudgedListing(_ spot: PlantSpot, bands: BandTable) -> String {
    (spotLines(spot, bands: bands) + ["", notJudged(spot) + "."]).joined(separator: "\n")
  }

  /// Why no plant is judged against light no spot receives, without a final full stop (the
  /// JSON's `notJudged.message`): "No plants are judged: these settings give more light than
  /// any spot receives (…); check the settings and the device".
  static func notJudged(_ spot: PlantSpot) -> String {
    let limit =
      "(above \(LuxText.exact(EstimateNote.brightestDaylightLux)) lux, more than full "
      + "sunlight, about 108,000 lux)"
    let what: String
    switch spot.light {
    case .lux(let lux):
      what = "\(luxText(lux)) lux is more light than any spot receives \(limit); check the figure"
    case .level:
      let name = spot.saved.map { ShellWord.quoted($0.spot.name) } ?? "NAME"
      what =
        "the level of these readings is more light than any spot receives \(limit); check "
        + "their settings with 'solspot spot history \(name)'"
    case .estimate, .band:
      what =
        "these settings give more light than any spot receives \(limit); check the settings "
        + "and the device"
    }
    return "No plants are judged: " + what
  }

  /// The spot: the estimate (with `hints` on its settings) or the saved spot's level in full,
  /// or the band or lux as given.
  static func spotText(_ spot: SpotLight, bands: BandTable, hints: [SettingsHint] = [])
    -> String
  {
    switch spot {
    case .level(let summary):
      level(summary)
    case .band(let band):
      "Spot: \(band.name) (\(band.rangeText)), as given."
    case .lux(let lux):
      "Spot: \(luxText(lux)) lux as given, taken as exact (not an estimate with an interval): "
        + "\(bands.band(forLux: lux).name)."
    case .estimate(let estimate):
      EstimateText.render(estimate, hints: hints)
    }
  }

  /// A saved spot's level as `solspot lux` prints an estimate: the value or bound, the band
  /// with its probabilities, the devices, and, when any reading was taken while its device
  /// was not calibrated, the note `spot show` prints for that in its words
  /// (`LevelNotes.uncalibrated(_ counts:)`), which says which readings were:
  /// "Device: iphone-15-front." then "Note: rough estimate; the category is the reliable part
  /// (2 of the 5 readings were taken while iphone-15-front was not calibrated)."
  static func level(_ summary: ReadingSummary) -> String {
    let devices = summary.deviceIDs.joined(separator: ", ")
    let rough = LevelNotes.uncalibrated(summary.deviceReadings)
    let device =
      (summary.deviceIDs.count == 1 ? "Device: " : "Devices: ") + devices
      + (rough == nil ? ", calibrated." : ".")
    // An unsettled level names no band: the readings' span is what the plants are judged on.
    let band = summary.isUnsettled ? "not known" : EstimateText.band(summary.band)
    return [EstimateText.capitalized(summary.valueText), "Band: " + band, device, rough]
      .compactMap { $0 }.joined(separator: "\n")
  }

  /// The line naming a saved spot and the readings its level rests on: "Saved spot
  /// 'windowsill': the level of its 4 readings combined, as 'solspot spot show' gives it.",
  /// "Saved spot 'windowsill', readings in winter (2 of 6): the level of its 2 readings
  /// combined, …" when `--season`, `--since` or `--until` chose them.
  static func savedSpot(_ saved: PlantSpot.Saved, _ summary: ReadingSummary) -> String {
    let selection = saved.selection
    let head =
      "Saved spot '\(saved.spot.name)'"
      + (selection.isFiltered
        ? ", readings \(selection.text) (\(summary.readingCount) of \(selection.total))" : "")
      + ": "
    let bounds = summary.boundReadings
    let why = summary.boundReasonWords
    guard summary.count > 0 else {
      return head + "\(bounds) reading\(bounds == 1 ? "" : "s"), all \(why), "
        + "so only a bound is known."
    }
    let count =
      "\(summary.count) reading\(summary.count == 1 ? "" : "s")"
      + (summary.readingCount > 1 ? " combined" : "")
    return head + "the level of its \(count), as 'solspot spot show' gives it"
      + (bounds > 0
        ? "; \(bounds) more, \(why), \(bounds == 1 ? "counts" : "count") at "
          + "\(bounds == 1 ? "its" : "their") bound, so the level is "
          + (summary.isPinned ? "a bound." : "not known.")
        : ".")
  }

  static func footer(
    _ selection: PlantSelection, filter: PlantSelection.Filter, catalogSize: Int
  ) -> [String] {
    var lines = ["Shown: \(selection.shown.count) of \(catalogSize) plants."]
    let hidden = PlantMatch.Suitability.allCases.compactMap { verdict in
      selection.hidden[verdict].map { "\($0) \(verdict.text)" }
    }
    if !hidden.isEmpty {
      lines.append(
        "Not shown: " + hidden.joined(separator: ", ")
          + (filter.only == nil
            ? " (--all lists them)." : " (--only \(filter.only?.rawValue ?? "")).")
      )
    }
    if filter.catSafeOnly || filter.dogSafeOnly {
      let (option, animals) =
        filter.petSafeOnly
        ? ("--pet-safe", "cats or dogs")
        : filter.catSafeOnly ? ("--cat-safe", "cats") : ("--dog-safe", "dogs")
      let listed = filter.petSafeOnly ? "both" : animals
      lines.append(
        "Left out by \(option): \(selection.petUnsafe) toxic to \(animals), or not listed "
          + "as non-toxic to \(listed) (unknown is not safe).")
    }
    if selection.overLimit > 0, let limit = filter.limit {
      lines.append("Left out by --limit \(limit): \(selection.overLimit) more.")
    }
    return lines
  }

  /// A lux figure as given: `6,000`, `0.5`.
  static func luxText(_ lux: Double) -> String {
    lux == lux.rounded() ? LuxText.grouped(lux) : NumberText.plain(lux)
  }

  /// One line per search result: "dracaena-trifasciata  Dracaena trifasciata — snake plant,
  /// mother-in-law's tongue", with the synonym when that is what matched.
  static func searchResults(_ results: [PlantSearchResult]) -> String {
    results.map { result in
      let plant = result.plant
      let common =
        plant.commonNames.isEmpty ? "" : " — " + plant.commonNames.joined(separator: ", ")
      let synonym =
        plant.synonyms.contains(result.matchedName) ? " (synonym \(result.matchedName))" : ""
      return "\(plant.id)  \(plant.botanicalName)\(synonym)\(common)"
    }.joined(separator: "\n")
  }
}
