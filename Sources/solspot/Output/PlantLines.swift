import SolspotKit

/// One line per plant, in aligned columns: verdict, common name, botanical name, the range it
/// takes, then borderline and probability notes; `--why` adds its reasons beneath.
struct PlantLines {
  let verdictWidth: Int
  let commonWidth: Int
  let botanicalWidth: Int
  let exact: Bool
  /// Whether borderline notes are printed: not in a band listing, whose groups already say
  /// how far into the band each plant goes.
  var showsBorderline = true

  /// The columns for `matches`; `exact` when the light was taken as given (no probabilities).
  init(_ matches: [PlantMatch], exact: Bool) {
    verdictWidth = matches.map { PlantWords.verdict($0.verdict).count }.max() ?? 0
    commonWidth = min(24, matches.map { PlantWords.commonName($0.plant).count }.max() ?? 0)
    botanicalWidth = min(30, matches.map(\.plant.botanicalName.count).max() ?? 0)
    self.exact = exact
  }

  /// "  possible  ZZ plant  Zamioculcas zamiifolia  270–20,000 lux", then the reasons.
  func lines(_ match: PlantMatch, why: Bool, groups: [String: PlantGroupRule]) -> [String] {
    let plant = match.plant
    var notes: [String] = []
    if showsBorderline, let borderline = match.borderline {
      notes.append(PlantWords.borderline(borderline))
    }
    if let probability = PlantWords.probability(match, exact: exact) { notes.append(probability) }
    let line =
      "  " + Self.pad(PlantWords.verdict(match.verdict), verdictWidth) + "  "
      + Self.pad(PlantWords.commonName(plant), commonWidth) + "  "
      + Self.pad(plant.botanicalName, botanicalWidth) + "  "
      + PlantWords.range(plant.light.tolerated)
      + (plant.light.restsOnGroup ? PlantText.groupMark : "")
      + (notes.isEmpty ? "" : "; " + notes.joined(separator: "; "))
    guard why else { return [line] }
    return [line] + PlantWords.reasons(match, groups: groups).map { "      " + $0 }
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }
}
