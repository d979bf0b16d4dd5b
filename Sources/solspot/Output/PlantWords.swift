import SolspotKit

/// The English of plant verdicts, ranges and reasons, shared by every plant output.
enum PlantWords {
  /// "good", "possible", "too dark", "too bright".
  static func verdict(_ verdict: PlantVerdict) -> String {
    switch verdict {
    case .good: "good"
    case .possible: "possible"
    case .tooDark: "too dark"
    case .tooBright: "too bright"
    }
  }

  /// The heading of a group of plants with one verdict: "Good here", "Possible (it takes this
  /// light, not at its best; nearest its best first)", "Too dark here", "Too bright here".
  static func heading(_ verdict: PlantVerdict) -> String {
    switch verdict {
    case .good: "Good here"
    case .possible: "Possible (it takes this light, not at its best; nearest its best first)"
    case .tooDark: "Too dark here"
    case .tooBright: "Too bright here"
    }
  }

  /// A figure of a plant's light in the printed unit, to two significant figures, without
  /// the unit: "270", "20,000" (lux); "25", "1,900" (fc).
  static func figure(_ lux: Double) -> String { Illuminance.figure(lux) }

  /// A figure of a plant's light with its unit: "270 lux", "25 fc".
  static func light(_ lux: Double) -> String { Illuminance.text(lux) }

  /// A range: "270–20,000 lux", "3,200 lux and up".
  static func range(_ range: LightRange) -> String {
    let low = figure(range.min.lux ?? 0)
    let unit = Illuminance.symbol
    guard let high = range.max.lux else { return "\(low) \(unit) and up" }
    return "\(low)–\(figure(high)) \(unit)"
  }

  /// The name people read: "Dracaena trifasciata (snake plant)", or the botanical name alone
  /// when the plant has no common name.
  static func displayName(_ plant: Plant) -> String {
    plant.commonNames.first.map { "\(plant.botanicalName) (\($0))" } ?? plant.botanicalName
  }

  /// The plant's common name, or its botanical name when it has none.
  static func commonName(_ plant: Plant) -> String {
    plant.commonNames.first ?? plant.botanicalName
  }

  /// What a borderline verdict says: "borderline: a little darker is too dark (270 lux)".
  static func borderline(_ borderline: Borderline) -> String {
    switch borderline.side {
    case .dark: "borderline, dark side (\(light(borderline.lux)))"
    case .bright: "borderline, bright side (\(light(borderline.lux)))"
    }
  }

  /// "72% likely in its range" for a distribution; `nil` for a point or a span.
  static func probability(_ match: PlantMatch, exact: Bool) -> String? {
    guard !exact, let probability = match.probability else { return nil }
    return ProbabilityText.percent(probability) + " in range"
  }

  /// A basis in words: "measured", "a statement", "a class range", "its group's rule", "its
  /// direct sun".
  static func basis(_ basis: LightBound.Basis) -> String {
    switch basis {
    case .measured: "measured"
    case .statement: "a statement"
    case .classRange: "a class range"
    case .groupDefault: "its group's rule"
    case .directSun: "its direct sun"
    }
  }

  /// The direct-sun attribute: "no direct sun", "morning or filtered sun", "full sun".
  static func sun(_ exposure: DirectSun.Exposure) -> String {
    switch exposure {
    case .none: "no direct sun"
    case .morningOrFiltered: "morning or filtered sun"
    case .full: "full sun"
    }
  }

  /// A bound with what it rests on: "270 lux (measured, grade A: EDIS-ENH997)".
  static func bound(_ bound: LightBound, sun: DirectSun? = nil) -> String {
    let figure = bound.lux.map(light) ?? "no limit"
    var basis = basis(bound.basis)
    if bound.basis == .directSun, let attribute = sun { basis = Self.sun(attribute.exposure) }
    let sources = bound.sources.isEmpty ? "" : ": " + bound.sources.joined(separator: ", ")
    return "\(figure) (\(basis), grade \(bound.grade.rawValue)\(sources))"
  }

  /// The reasons `--why` adds under a plant's line: where its limits come from, the
  /// disagreements, whether the bound the verdict rests on is its group's rule, and a word on
  /// its toxicity where that needs one.
  static func reasons(_ match: PlantMatch, groups: [String: PlantGroupRule]) -> [String] {
    let light = match.plant.light
    let top =
      light.tolerated.max.lux == nil
      ? "takes full sun, no upper limit (grade \(light.directSun.grade.rawValue))"
      : "takes at most " + bound(light.tolerated.max, sun: light.directSun)
    var lines = [
      "needs at least " + bound(light.tolerated.min) + "; " + top,
      "best from " + bound(light.ideal.min) + "; direct sun: " + sun(light.directSun.exposure)
        + " (grade \(light.directSun.grade.rawValue)"
        + (light.directSun.sources.isEmpty
          ? "" : ": " + light.directSun.sources.joined(separator: ", ")) + ")",
    ]
    let disagreements = light.disagreements.map(disagreement)
    if !disagreements.isEmpty {
      lines.append("sources disagree: " + disagreements.joined(separator: "; "))
    }
    // The bound this verdict rests on (not only the whole range, as `*` marks) may be the
    // group's rule.
    if match.restsOnGroup {
      let group = light.lightGroup.flatMap { groups[$0]?.name } ?? "its group"
      lines.append("probably: from what holds for \(group), not a statement about this plant")
    }
    // A verdict on pets that needs a word of explanation (Song of India: non-toxic, though
    // ASPCA lists the genus as toxic) says so; 'solspot plants show' gives every one.
    let toxicity = match.plant.toxicity
    if let note = toxicity.note {
      lines.append(
        "pets: cats \(toxicity.cats.rawValue), dogs \(toxicity.dogs.rawValue)"
          + (toxicity.source.map { " (\($0))" } ?? "") + ": " + note)
    }
    return lines
  }

  /// "ICAR-ECOURSE (grade C) gives 750 lux for its minimum".
  static func disagreement(_ item: LightDisagreement) -> String {
    let who = "\(item.source) (grade \(item.grade.rawValue))"
    switch item.field {
    case .toleratedMin:
      return "\(who) gives \(item.lux.map(light) ?? "another figure") for its minimum"
    case .idealMin:
      return "\(who) puts its best light at \(item.lux.map(light) ?? "another figure")"
    case .directSun:
      return "\(who) says \(item.exposure.map(sun) ?? "otherwise")"
    }
  }

  /// A band group's heading: "Takes the dimmest corners, down to about 270 lux".
  static func depth(_ group: BandListing.Group, band: Band) -> String {
    let low = light(group.lowestMinimum)
    switch group.depth {
    case .wholeBand:
      return "Takes all of the band, down to \(Illuminance.exact(band.lowerLux ?? 0))"
    case .dimmest:
      return (band.lowerLux ?? 0) == 0
        ? "Takes the dimmest corners, down to about \(low)"
        : "Takes the dim end of the band, from about \(low)"
    case .middle:
      return "Needs \(low) or more"
    case .brightEnd:
      return "Needs the bright end of the band, \(low) or more"
    case .upTo:
      let top = group.matches.compactMap(\.plant.light.tolerated.max.lux).max() ?? 0
      return "Takes only the dimmer part of the band, up to about \(light(top))"
    case .fullSun:
      return "Takes full sun"
    case .filteredSun:
      let top = group.matches.compactMap(\.plant.light.tolerated.max.lux).max() ?? 0
      return "Takes morning or filtered sun, up to about \(light(top))"
    }
  }
}
