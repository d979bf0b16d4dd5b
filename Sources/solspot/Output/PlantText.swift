import SolspotKit

/// Plant matches as text for people.
enum PlantText {
  /// How many plants of one verdict a listing shows before counting the rest.
  static let groupLimit = 12

  /// The listing of `solspot plants` for a measured spot or a lux value: the answer to "which
  /// will do best here?" (``PlantOutlookText``), the spot once, then one line per plant grouped
  /// by verdict, best first, at most ``groupLimit`` a group unless `all`, then what was left
  /// out. Plants `named` with `--plant` are the question, so their lines come first, in the
  /// order given, and the spot after them.
  static func listing(
    _ selection: PlantSelection, spot: PlantSpot, bands: BandTable, filter: PlantSelection.Filter,
    catalog: PlantCatalog, why: Bool = false, named: Bool = false
  ) -> String {
    var lines = spotLines(spot, bands: bands) + [""]
    if selection.shown.isEmpty { lines.append("No plants to show.") }
    let exact = spot.light.isExact
    let table = PlantLines(selection.shown, exact: exact)
    var marked = false
    if named {
      var answers: [String] = []
      for match in selection.shown {
        answers += table.lines(match, why: why, groups: catalog.groups)
        marked = marked || match.plant.light.restsOnGroup
      }
      lines =
        answers.map { $0.hasPrefix("  ") ? String($0.dropFirst(2)) : $0 } + [""]
        + lines.dropLast()
    } else {
      for verdict in PlantVerdict.allCases {
        let members = selection.shown.filter { $0.verdict == verdict }
        guard !members.isEmpty else { continue }
        lines.append("\(PlantWords.heading(verdict)): \(count(members.count))")
        let shown = filter.includeAll ? members : Array(members.prefix(groupLimit))
        for match in shown {
          lines += table.lines(match, why: why, groups: catalog.groups)
          marked = marked || match.plant.light.restsOnGroup
        }
        if shown.count < members.count {
          lines.append("  … and \(members.count - shown.count) more (--all lists them)")
        }
      }
      lines += footer(selection, filter: filter)
      if let answer = PlantOutlookText.line(selection.outlook) { lines.insert(answer, at: 0) }
    }
    if marked { lines.append(groupNote) }
    return lines.joined(separator: "\n")
  }

  /// The mark after the range of a plant whose light rests wholly on its group's rule
  /// (``PlantLight/restsOnGroup``: its minimum and its direct sun), the same in every listing,
  /// and the line that explains it.
  static let groupMark = " *"
  static let groupNote =
    "* probably: its range comes from what holds for its group; no statement about the plant "
    + "itself gives it (--why says which group)."

  /// "1 plant", "14 plants".
  static func count(_ n: Int) -> String { English.count(n, "plant") }

  /// The listing for a band named without a measurement: the band once, a line saying that a
  /// measurement narrows it, then the plants by how far down the band they go, most tolerant
  /// first; at most 12 of the first group and 9 of each other unless `all` (so that the
  /// listing fits 40 lines), then what the band does not suit.
  static func bandListing(
    _ listing: BandListing, spot: PlantSpot, bands: BandTable, catalog: PlantCatalog,
    filter: PlantSelection.Filter, why: Bool, petUnsafe: Int
  ) -> String {
    let band = listing.band
    var lines = [
      "Spot: \(band.name) (\(band.rangeText(in: Illuminance.unit))), as given: a range of light, not a "
        + "measurement.",
      "A measurement narrows it: give exposure settings (-f -t --iso) or --spot NAME to see "
        + "where in the band this spot lies.",
      "",
    ]
    let all = filter.includeAll
    var table = PlantLines(listing.groups.flatMap(\.matches), exact: true)
    table.showsBorderline = false
    var marked = false
    var shownTotal = 0
    for (index, group) in listing.groups.enumerated() {
      var members = group.matches
      if let only = filter.only { members = members.filter { $0.verdict == only } }
      guard !members.isEmpty else { continue }
      let limit = all ? members.count : (index == 0 ? groupLimit : 9)
      let remaining = filter.limit.map { max(0, $0 - shownTotal) } ?? members.count
      let shown = Array(members.prefix(min(limit, remaining)))
      guard !shown.isEmpty else { continue }
      shownTotal += shown.count
      lines.append(PlantWords.depth(group, band: band) + ":")
      for match in shown {
        lines += table.lines(match, why: why, groups: catalog.groups)
        marked = marked || match.plant.light.restsOnGroup
      }
      if shown.count < members.count {
        lines.append("  … and \(members.count - shown.count) more (--all lists them)")
      }
    }
    if shownTotal == 0 { lines.append("No plants to show.") }
    if all {
      for (heading, members) in [
        ("Needs more light than this band gives", listing.tooDark),
        ("Sun lovers, not offered for this band", listing.sunLovers),
        ("Takes less light than this band gives", listing.tooBright),
      ] where !members.isEmpty {
        lines.append("\(heading): \(count(members.count))")
        for match in members { lines += table.lines(match, why: why, groups: catalog.groups) }
      }
    } else {
      lines += bandFooter(listing, groups: catalog.groups)
    }
    if petUnsafe > 0, let (option, animals) = petOption(filter) {
      lines.append(
        "Left out by \(option): \(petUnsafe) toxic to \(animals), or not listed as non-toxic "
          + "(unknown is not safe).")
    }
    if marked { lines.append(groupNote) }
    return lines.joined(separator: "\n")
  }

  /// What the band does not suit: "Not for this band: 115 plants need more light (--all lists
  /// them)." and, for the direct band, the shade plants warned off direct sun.
  static func bandFooter(_ listing: BandListing, groups: [String: PlantGroupRule]) -> [String] {
    var lines: [String] = []
    if !listing.tooDark.isEmpty || !listing.sunLovers.isEmpty {
      let sun = listing.sunLovers.count
      lines.append(
        "Not for this band: \(count(listing.tooDark.count)) need more light"
          + (sun > 0 ? ", and \(English.count(sun, "sun lover")) want far more" : "")
          + " (--all lists them).")
    }
    if !listing.tooBright.isEmpty {
      if listing.band.upperLux == nil {
        var counts: [String: Int] = [:]
        for match in listing.tooBright {
          counts[
            match.plant.light.lightGroup.flatMap { groups[$0]?.name } ?? "others", default: 0] += 1
        }
        let names = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
          .prefix(3).map(\.key)
        lines.append(
          "Avoid direct sun: \(count(listing.tooBright.count)) take little or no direct sun, "
            + "among them \(names.joined(separator: ", ")) (--all lists them).")
      } else {
        lines.append(
          "Not for this band: \(count(listing.tooBright.count)) take less light (--all lists them)."
        )
      }
    }
    return lines
  }

  /// The spot as the listing opens with it: for a saved spot, a line naming it, its level and
  /// the notes its level needs; else the estimate, band or lux.
  static func spotLines(_ spot: PlantSpot, bands: BandTable) -> [String] {
    guard let saved = spot.saved, case .level(let summary) = spot.light else {
      return [spotText(spot.light, bands: bands, hints: spot.hints, givenIn: spot.givenIn)]
    }
    return [savedSpot(saved, summary), spotText(spot.light, bands: bands)]
      + saved.notes(summary).map { LevelNoteText.line($0, spot: saved.spot.name) }
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
      "(above \(Illuminance.exact(EstimateNote.brightestDaylightLux)), more than full "
      + "sunlight, about \(Illuminance.exact(BandListing.fullSunLux)))"
    let what: String
    switch spot.light {
    case .lux(let lux):
      what =
        "\(given(lux, typedIn: spot.givenIn)) is more light than any spot receives \(limit); "
        + "check the figure"
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
  static func spotText(
    _ spot: SpotLight, bands: BandTable, hints: [SettingsHint] = [],
    givenIn unit: IlluminanceUnit = .lux
  ) -> String {
    switch spot {
    case .level(let summary):
      level(summary)
    case .band(let band):
      "Spot: \(band.name) (\(band.rangeText(in: Illuminance.unit))), as given."
    case .lux(let lux):
      "Spot: \(given(lux, typedIn: unit)) as given, taken as exact (not an estimate with an "
        + "interval): "
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
    let band = EstimateText.band(summary.band)
    let value = EstimateText.capitalized(summary.valueText(in: Illuminance.unit))
    return [value, "Band: " + band, device, rough].compactMap { $0 }.joined(separator: "\n")
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
      return head + "\(English.count(bounds, "reading")), all \(why), "
        + "so only a bound is known."
    }
    let count =
      English.count(summary.count, "reading")
      + (summary.readingCount > 1 ? " combined" : "")
    return head + "the level of its \(count), as 'solspot spot show' gives it"
      + (bounds > 0
        ? "; \(bounds) more, \(why), \(bounds == 1 ? "counts" : "count") at "
          + "\(bounds == 1 ? "its" : "their") bound, so the level is "
          + (summary.isPinned ? "a bound." : "not known.")
        : ".")
  }

  static func footer(_ selection: PlantSelection, filter: PlantSelection.Filter) -> [String] {
    var lines: [String] = []
    let hidden = PlantVerdict.allCases.compactMap { verdict in
      selection.hidden[verdict].map { "\(PlantWords.verdict(verdict)) \($0)" }
    }
    if !hidden.isEmpty {
      lines.append(
        "Not shown: " + hidden.joined(separator: ", ")
          + (filter.only == nil
            ? " (--all lists them)." : " (--only \(filter.only?.rawValue ?? "")).")
      )
    }
    if let (option, animals) = petOption(filter) {
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

  /// The pet option given and the animals it names, or `nil` without one.
  static func petOption(_ filter: PlantSelection.Filter) -> (String, String)? {
    guard filter.catSafeOnly || filter.dogSafeOnly else { return nil }
    return filter.petSafeOnly
      ? ("--pet-safe", "cats or dogs")
      : filter.catSafeOnly ? ("--cat-safe", "cats") : ("--dog-safe", "dogs")
  }

  /// A light given as a number, in the printed unit: as typed when it was typed in that unit
  /// ("6,000 lux", "50 fc", "0.5 lux"), else converted to three significant figures
  /// (``LuxText/converted(_:)``) with the figure as typed after it: "538 lux (50 fc)".
  static func given(_ lux: Double, typedIn unit: IlluminanceUnit) -> String {
    let typed = LuxText.exact(unit.value(fromLux: lux)) + " " + unit.symbol
    guard Illuminance.unit != unit else { return typed }
    return LuxText.converted(Illuminance.value(lux)) + " " + Illuminance.symbol + " (\(typed))"
  }

  /// The plants a name matches when it names several (a genus): a line saying so, one line per
  /// plant, and how to show one.
  static func matchList(_ name: String, _ results: [PlantSearchResult]) -> String {
    (["'\(name)' names \(count(results.count)):"] + [searchResults(results)]
      + [
        "Show one with 'solspot plants show NAME', e.g. 'solspot plants show \(results[0].plant.id)'."
      ])
      .joined(separator: "\n")
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
