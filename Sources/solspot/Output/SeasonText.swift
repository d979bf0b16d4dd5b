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
    guard !report.seasons.isEmpty else {
      lines.append(
        "No readings yet; measure with 'solspot spot measure \(ShellWord.quoted(spot.name)) …'.")
      return (lines + plantLines).joined(separator: "\n")
    }
    for level in report.seasons {
      lines.append(
        "  \(level.season.rawValue) (\(level.season.monthsText(in: report.hemisphere))): "
          + ComparisonText.summary(level.summary))
    }
    guard let reference = report.reference else {
      // No season's level is known: readings beyond both ends of the device's range, or
      // readings that disagree too much to give a level.
      lines.append(
        "No season's level is known (see each season's line above), so the seasons cannot be "
          + "compared.")
      return (lines + plantLines).joined(separator: "\n")
    }
    for level in report.seasons {
      guard let comparison = level.comparison else { continue }
      let name = level.season.rawValue
      lines.append(ComparisonText.sentence(capitalized(name), reference.rawValue, comparison))
      if let settle = SettleText.line(comparison.settling, oneSpot: comparison.isOneSpot) {
        lines.append(settle)
      }
      if case .absolute = comparison.basis { lines.append(ComparisonText.basis(comparison)) }
      lines += LevelNotes.cautions(cautions(comparison), first: name, second: reference.rawValue)
      // The ratio rests on one device and calibration; the levels above on every reading.
      lines += ComparisonText.leftOut(comparison, first: name, second: reference.rawValue).map {
        String($0.dropLast()) + " of this ratio (the levels above use every reading)."
      }
    }
    var namedPlants = !plantLines.isEmpty
    lines += consequences(report, reference: reference) { change in
      let note = plantNote(change)
      if note != nil { namedPlants = true }
      return note
    }
    lines += plantLines
    for level in report.seasons {
      if let note = LevelNotes.scatter("this spot in \(level.season.rawValue)", level.summary) {
        lines.append(note)
      }
    }
    if report.isNearEquator, let latitude = spot.location.latitude {
      lines.append(
        "Note: at latitude \(NumberText.significant(abs(latitude), 6))° "
          + "\(latitude < 0 ? "S" : "N"), between the tropics, the sun stands high all year: "
          + "meteorological seasons say little about the light there, so these seasons only "
          + "group the readings by month (a wet and a dry season may matter more).")
    }
    let devices = DeviceReadingCount.merged(report.seasons.flatMap(\.summary.deviceReadings))
    if let note = LevelNotes.uncalibrated(devices) { lines.append(note) }
    if namedPlants, report.seasons.count > 1 { lines.append(SeasonPlantText.absoluteNote) }
    return lines.joined(separator: "\n")
  }

  /// "In winter this spot drops from bright indirect to medium." per darker season whose
  /// light is clearly less, "In winter the readings may drop …; … not clear …" per one whose
  /// is not, or that it stays in one band, or that one season is not enough.
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
      let verdict = report.seasons.first { $0.season == reference }?.summary.band
      let band = verdict?.summary ?? ""
      // "Stays" only when every season names the same band; a bound or an unpinned level
      // is only not darker.
      let same = report.seasons.allSatisfy {
        $0.summary.isPinned && $0.summary.band.band == verdict?.band
          && $0.summary.band.isEstimate == verdict?.isEstimate
      }
      return [
        same
          ? "This spot stays \(band) in every season measured."
          : "No season measured is clearly in a darker band than \(reference.rawValue) (\(band))."
      ]
    }
    return report.changes.map { change in
      // The brightest season's band as its level gives it, doubt included ("medium,
      // possibly bright indirect or direct,"), so that a drop is never surer than its start.
      let summary = change.fromVerdict.summary
      let from = summary.contains(",") ? summary + "," : summary
      guard change.isClear else {
        // The bands differ but the ratio does not show less light: the drop is only possible,
        // and nothing follows from it for plants.
        return "In \(change.season.rawValue) the readings may drop from \(from) to "
          + "\(change.to.summary), but the difference from \(reference.rawValue) is not clear "
          + "from these readings (see its ratio above), so nothing is said of plants for it."
      }
      var sentence =
        "In \(change.season.rawValue) this spot drops from \(from) to \(change.to.summary)"
      if let note = plantNote(change) { sentence += ": " + note }
      return sentence + "."
    }
  }

  static func hemisphereText(_ spot: SavedSpot, _ report: SeasonalReport) -> String {
    switch spot.location {
    case .latitude: "\(report.hemisphere.adjective) hemisphere (\(spot.location.text))"
    default: SpotText.location(spot)
    }
  }

  static func capitalized(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.uppercased() + text.dropFirst()
  }

  /// The cautions of a comparison of two seasons: their months differ by design, so only a
  /// time of day far apart is worth a warning.
  static func cautions(_ comparison: LightComparison) -> [ComparisonCaution] {
    comparison.cautions.filter { if case .timesOfDayApart = $0 { true } else { false } }
  }
}

extension BandVerdict {
  /// Whether the verdict is an estimate rather than a bound.
  fileprivate var isEstimate: Bool { if case .estimate = self { true } else { false } }

}
