import SolspotKit

/// `spot seasons` as text for people.
enum SeasonText {
  /// The report: each season's level, its ratio to the brightest season, and the band
  /// changes in plain words.
  ///
  /// - Parameters:
  ///   - plantNote: What a band change means for plants, e.g. "Ficus lyrata (fiddle-leaf fig)
  ///     will struggle here from December"; ``SeasonPlantText`` supplies it.
  ///   - plantLines: Lines about plants after the band changes (the plant the user named, in
  ///     the brightest season).
  static func render(
    spot: SavedSpot, _ report: SeasonalReport,
    plantNote: (SeasonalReport.BandChange) -> String? = { _ in nil },
    plantLines: [String] = []
  ) -> String {
    var lines = ["\(spot.name): seasons of the \(hemisphereText(spot, report))"]
    guard let reference = report.reference else {
      lines.append("No readings yet; measure with 'solspot spot measure \(spot.name) …'.")
      return (lines + plantLines).joined(separator: "\n")
    }
    for level in report.seasons {
      lines.append(
        "  \(level.season.rawValue) (\(level.season.monthsText(in: report.hemisphere))): "
          + ComparisonText.summary(level.summary))
    }
    for level in report.seasons {
      guard let comparison = level.comparison else { continue }
      lines.append(
        ComparisonText.sentence(
          capitalized(level.season.rawValue), reference.rawValue, comparison))
      if case .absolute = comparison.basis { lines.append(ComparisonText.basis(comparison)) }
    }
    var namedPlants = !plantLines.isEmpty
    lines += consequences(report, reference: reference) { change in
      let note = plantNote(change)
      if note != nil { namedPlants = true }
      return note
    }
    lines += plantLines
    if report.seasons.contains(where: { !$0.summary.isCalibrated }) {
      lines.append("Note: " + EstimateNote.uncalibrated.message + ".")
    }
    if namedPlants, report.seasons.count > 1 { lines.append(SeasonPlantText.absoluteNote) }
    return lines.joined(separator: "\n")
  }

  /// "In winter this spot drops from bright indirect to medium." per darker season, or that
  /// it stays in one band, or that one season is not enough.
  static func consequences(
    _ report: SeasonalReport, reference: Season,
    plantNote: (SeasonalReport.BandChange) -> String?
  ) -> [String] {
    guard report.seasons.count > 1 else {
      return [
        "Only \(reference.rawValue) has readings so far; measure again in another season to "
          + "see how the light changes."
      ]
    }
    guard !report.changes.isEmpty else {
      let band = report.seasons.first { $0.season == reference }?.summary.band.summary ?? ""
      return ["This spot stays \(band) in every season measured."]
    }
    return report.changes.map { change in
      var sentence =
        "In \(change.season.rawValue) this spot drops from \(change.from.name) to "
        + "\(change.to.summary)"
      if let note = plantNote(change) { sentence += ": " + note }
      return sentence + "."
    }
  }

  static func hemisphereText(_ spot: SavedSpot, _ report: SeasonalReport) -> String {
    switch spot.location {
    case .latitude: "\(report.hemisphere.adjective) hemisphere (\(spot.location.text))"
    default: spot.location.text
    }
  }

  static func capitalized(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.uppercased() + text.dropFirst()
  }
}
