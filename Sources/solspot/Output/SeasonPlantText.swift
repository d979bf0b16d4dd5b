import SolspotKit

/// What a season's drop in light means for plants, in the words `spot seasons` adds to each
/// band change: "Ficus lyrata (fiddle-leaf fig) will struggle here from December".
enum SeasonPlantText {
  /// How many plants are named in one sentence; the rest are counted.
  static let namedPlants = 3

  /// The plants of `effect`, for ``SeasonText/render(spot:_:plantNote:)``: those that will
  /// struggle, named up to ``namedPlants`` and the rest counted, then those that may; `nil`
  /// when no plant is affected.
  static func note(_ effect: SeasonalPlants.Effect, reference: Season) -> String? {
    let month = Season.monthName(effect.change.firstMonth)
    let struggling = effect.entries.filter { $0.outcome == .struggles }
    let uncertain = effect.entries.filter { $0.outcome == .mayStruggle }
    if !struggling.isEmpty {
      var text = list(struggling, reference: reference) + " will struggle here from \(month)"
      if !uncertain.isEmpty {
        text +=
          "; \(uncertain.count) more may, depending on which side of "
          + boundary(uncertain) + " the light lies"
      }
      return text
    }
    guard !uncertain.isEmpty else { return nil }
    return list(uncertain, reference: reference) + " may struggle here from \(month), "
      + "depending on which side of " + boundary(uncertain) + " the light lies"
  }

  /// The consequence for the one plant the user named, whatever it is.
  static func note(
    for entry: SeasonalPlants.Entry, change: SeasonalReport.BandChange, reference: Season
  ) -> String {
    let name = PlantWords.displayName(entry.plant)
    let month = Season.monthName(change.firstMonth)
    switch entry.outcome {
    case .struggles:
      return "\(name) will struggle here from \(month)"
    case .mayStruggle:
      return "\(name) may struggle here from \(month), depending on which side of "
        + boundary([entry]) + " the light lies"
    case .stillSuits:
      return "\(name) is still \(PlantWords.verdict(entry.darker.verdict)) here"
    case .suitsDarker:
      return "\(name) is \(PlantWords.verdict(entry.darker.verdict)) here then, unlike in "
        + "\(reference.rawValue) (\(PlantWords.verdict(entry.brightest.verdict)))"
    case .neither:
      return "\(name) does not suit this spot in \(reference.rawValue) or in "
        + change.season.rawValue
    }
  }

  /// The named plant in the brightest season: "Ficus lyrata (fiddle-leaf fig) in summer, the
  /// brightest season: possible; it takes 3,200–25,000 lux."
  static func baseline(_ match: PlantMatch, season: Season) -> String {
    "\(PlantWords.displayName(match.plant)) in \(season.rawValue), the brightest season: "
      + PlantWords.verdict(match.verdict) + "; it takes "
      + PlantWords.range(match.plant.light.tolerated)
      + (match.borderline.map { "; " + PlantWords.borderline($0) } ?? "") + "."
  }

  /// "the plants named follow from each season's band …": said once when plants were named.
  static let absoluteNote =
    "Note: the plants named follow from each season's band, an absolute level, not from the "
    + "ratio between seasons."

  /// "A, B and C", or "A, B, C and 4 more plants that suit it in summer".
  private static func list(_ entries: [SeasonalPlants.Entry], reference: Season) -> String {
    let names = entries.prefix(namedPlants).map { PlantWords.displayName($0.plant) }
    let rest = entries.count - names.count
    if rest > 0 {
      return names.joined(separator: ", ")
        + " and \(English.count(rest, "more plant")) that suit it in \(reference.rawValue)"
    }
    guard names.count > 1 else { return names.joined() }
    return names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
  }

  /// The dark-side limits the plants' verdicts lie near in the darker season: "1,100 lux" when
  /// every plant has that one, "their limits (270 to 1,100 lux)" for several.
  private static func boundary(_ entries: [SeasonalPlants.Entry]) -> String {
    let limits = entries.compactMap { entry in
      entry.darker.borderline?.side == .dark ? entry.darker.borderline?.lux : nil
    }.sorted()
    let whose = entries.count == 1 ? "its" : "their"
    guard let low = limits.first, let high = limits.last else { return "one of \(whose) limits" }
    guard low < high else { return PlantWords.light(low) }
    return "\(whose) limits (\(PlantWords.figure(low)) to \(PlantWords.light(high)))"
  }
}
