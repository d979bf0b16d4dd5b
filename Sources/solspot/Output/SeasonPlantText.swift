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
    let name = entry.plant.displayName
    let month = Season.monthName(change.firstMonth)
    switch entry.outcome {
    case .struggles:
      return "\(name) will struggle here from \(month)"
    case .mayStruggle:
      return "\(name) may struggle here from \(month), depending on which side of "
        + boundary([entry]) + " the light lies"
    case .stillSuits:
      return "\(name) still \(entry.darker.suitability.text) here"
    case .unknown:
      return "no source says whether \(name) takes that light"
    case .suitsDarker:
      let then = "\(name) \(entry.darker.suitability.text) here then"
      switch entry.brightest.suitability {
      case .depends:
        return then + "; in \(reference.rawValue) it depends on which side of "
          + boundary([entry], in: \.brightest) + " the light lies"
      case .unknown:
        return then + "; no source says whether it takes the light of \(reference.rawValue)"
      case .thrives, .tolerates, .maySuit, .mayNotSuit, .notSuited:
        return then + ", unlike in \(reference.rawValue)"
      }
    case .neither:
      return "\(name) does not clearly suit this spot in \(reference.rawValue) or in "
        + change.season.rawValue
    }
  }

  /// The named plant in the brightest season: "Ficus lyrata (fiddle-leaf fig) in summer, the
  /// brightest season: does best in bright indirect light; this spot reads bright indirect."
  static func baseline(_ match: PlantMatch, season: Season) -> String {
    "\(match.plant.displayName) in \(season.rawValue), the brightest season: \(match.reason)."
  }

  /// "the plants named follow from each season's band …": said once when plants were named.
  static let absoluteNote =
    "Note: the plants named follow from each season's band, an absolute level, not from the "
    + "ratio between seasons."

  /// "A, B and C", or "A, B, C and 4 more plants that suit it in summer".
  private static func list(_ entries: [SeasonalPlants.Entry], reference: Season) -> String {
    let names = entries.prefix(namedPlants).map(\.plant.displayName)
    let rest = entries.count - names.count
    if rest > 0 {
      return names.joined(separator: ", ")
        + " and \(rest) more plant\(rest == 1 ? "" : "s") that suit it in \(reference.rawValue)"
    }
    guard names.count > 1 else { return names.joined() }
    return names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
  }

  /// The limits the plants' verdicts depend on: in the darker season those below which they
  /// are too dark, in the brightest (`in: \.brightest`) those beyond which they do not suit.
  /// "10,800 lux" when every plant has that one, "their limits (10,000 to 10,800 lux)" for
  /// several. A limit is a plant's own figure from its sources, or a band's end standing in
  /// for a figure no source gives, so it is rarely a boundary between bands.
  private static func boundary(
    _ entries: [SeasonalPlants.Entry],
    in season: KeyPath<SeasonalPlants.Entry, PlantMatch> = \.darker
  ) -> String {
    let unsuited: Set<BandFit> = season == \.darker ? [.tooDark] : [.tooDark, .tooBright]
    let limits = entries.flatMap { entry in
      entry[keyPath: season].boundaries
        .filter { unsuited.contains($0.below) || unsuited.contains($0.above) }
    }.sorted { $0.lux < $1.lux }
    let whose = entries.count == 1 ? "its" : "their"
    guard let low = limits.first, let high = limits.last else { return "one of \(whose) limits" }
    // A figure from foot-candles prints to three significant figures, as in the reasons.
    guard low.lux < high.lux else { return low.figureText + " lux" }
    return "\(whose) limits (\(low.figureText) to \(high.figureText) lux)"
  }
}
