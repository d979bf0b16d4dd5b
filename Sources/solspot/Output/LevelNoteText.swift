import SolspotKit

/// A saved spot's ``LevelNote`` in English: the one place its words are written. Text output
/// prints ``line(_:spot:)``; JSON carries ``render(_:spot:)`` as `message`.
enum LevelNoteText {
  /// The note as a text line: "Note: " and the sentence with its final full stop.
  static func line(_ note: LevelNote, spot: String) -> String {
    "Note: " + render(note, spot: spot) + "."
  }

  /// The note as a sentence about the spot named `spot`, without a leading label or a final
  /// full stop.
  static func render(_ note: LevelNote, spot: String) -> String {
    switch note {
    case .readingsVary(let variation, let outlier):
      return scatter(spot, variation, outlier: outlier)
    case .readingsSpanSeasons(let times, let hemisphere):
      let seasons = times.seasons(in: hemisphere).map(\.rawValue)
      return "the readings of \(spot) span \(times.monthsText) (" + LevelNotes.list(seasons)
        + "): the level averages seasons whose light differs; choose one with --season, or see "
        + "'solspot spot seasons \(ShellWord.quoted(spot))'"
    case .hemisphereAssumed(let season, let hemisphere):
      return "\(season.rawValue) is taken in the \(hemisphere.adjective) hemisphere, assumed "
        + "for \(spot) as no location was given; set it with 'solspot spot set "
        + "\(ShellWord.quoted(spot)) --latitude L' or '--hemisphere south'"
    case .forcedLeftOut(let count):
      let readings = count == 1 ? "1 implausible reading" : "\(count) implausible readings"
      let quoted = ShellWord.quoted(spot)
      return "\(readings) of \(spot) (flagged: saved with --force, or by an older Solspot) "
        + (count == 1 ? "is" : "are") + " left out; 'solspot spot history \(quoted)' marks "
        + (count == 1 ? "it" : "them") + ", and 'solspot spot remove \(quoted) --reading ID' "
        + "removes " + (count == 1 ? "it" : "one")
    case .nightLeftOut(let count):
      return "\(English.count(count, "reading")) of \(spot) taken at night (lamp light, not "
        + "daylight) \(count == 1 ? "was" : "were") left out of the verdict"
    case .nightOnly:
      return "every reading of \(spot) was taken at night: the verdict rests on lamp light, "
        + "not daylight; measure it by day"
    }
  }

  /// "the readings of windowsill vary by up to 8.3×, …", with the outlier named and how to
  /// remove it when there is one (docs/uncertainty.md, "A spot's level").
  private static func scatter(_ name: String, _ variation: LightVariation, outlier: StoredReading?)
    -> String
  {
    var note =
      "the readings of \(name) vary by up to "
      + "\(LuxText.format(variation.spreadRatio, rounding: .down))×, more than the light at a "
      + "spot usually does between readings (time of day, weather, blinds): the level is their "
      + "average and its interval allows for that; compare readings taken at the same time of "
      + "day"
    if let outlier, let point = outlier.reading.value.point {
      let time = outlier.reading.takenAt
      note +=
        ". One reading alone makes them vary this much: #\(outlier.id), "
        + "\(Illuminance.text(point)), taken \(time.local.minuteText) "
        + "\(time.iso8601Offset); if it was a mistake, remove it with 'solspot spot remove "
        + "\(ShellWord.quoted(name)) --reading \(outlier.id)'"
    }
    return note
  }
}
