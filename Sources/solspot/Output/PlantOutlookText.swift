import SolspotKit

/// The first line of `solspot plants` for a measured spot or a lux value: the answer to
/// "which will do best here?" (``PlantOutlook``): "42 plants will live here, none at its best:
/// prayer plant, … do best from 1,100 lux."
enum PlantOutlookText {
  /// The line, or `nil` when no plant was judged.
  static func line(_ outlook: PlantOutlook) -> String? {
    guard outlook.judged > 0 else { return nil }
    let names = outlook.leaders.map { PlantWords.commonName($0.plant) }
    if outlook.good > 0 {
      let more = outlook.possible > 0 ? ", \(outlook.possible) more will live here" : ""
      return PlantText.count(outlook.good) + (outlook.good == 1 ? " does" : " do")
        + " well here\(more): " + sentenceEnd(list(names, of: outlook.good))
    }
    if outlook.possible > 0 {
      let head =
        PlantText.count(outlook.possible) + " will live here, "
        + (outlook.possible == 1 ? "not at its best: " : "none at its best: ")
      guard let edge = outlook.idealEdge else {
        return head + sentenceEnd(list(names, of: outlook.possible))
      }
      return head + list(names, of: outlook.possible)
        + (names.count == 1 ? " does" : " do") + " best " + bestLight(edge) + "."
    }
    guard let nearest = outlook.nearest else { return nil }
    let name = PlantWords.commonName(nearest.plant)
    let light = nearest.plant.light
    if nearest.verdict == .tooBright, let top = light.tolerated.max.lux {
      return "No plant takes this much light: too bright for all \(PlantText.count(outlook.judged))"
        + "; the most sun-tolerant, \(name), takes up to \(PlantWords.light(top))."
    }
    let low = light.tolerated.min.lux ?? 0
    return "No plant will live here: too dark for all \(PlantText.count(outlook.judged))"
      + "; the least demanding, \(name), needs \(PlantWords.light(low))."
  }

  /// "ZZ plant, snake plant, golden pothos, …": the names, and an ellipsis when `total`
  /// plants share the verdict and more than the names.
  private static func list(_ names: [String], of total: Int) -> String {
    names.joined(separator: ", ") + (total > names.count ? ", …" : "")
  }

  /// `text` with a full stop, unless it ends with an ellipsis.
  private static func sentenceEnd(_ text: String) -> String {
    text.hasSuffix("…") ? text : text + "."
  }

  /// "from 1,100 lux", "from 1,100 to 3,200 lux", "under 20,000 lux".
  private static func bestLight(_ edge: PlantOutlook.IdealEdge) -> String {
    let range =
      edge.lowest == edge.highest
      ? PlantWords.light(edge.lowest)
      : PlantWords.figure(edge.lowest) + " to " + PlantWords.light(edge.highest)
    switch edge.side {
    case .above: return "from " + range
    case .below: return "under " + range
    }
  }
}
