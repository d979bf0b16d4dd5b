import SolspotKit

/// The notes that go with a saved spot's level wherever it is shown (`spot show`, `spot
/// compare`, `spot seasons`, `plants --spot`): readings that vary widely, readings that span
/// seasons, devices that were not calibrated, and readings compared far apart in time.
enum LevelNotes {
  /// "Note: the readings of windowsill vary by up to 8.3×, more than the light at a spot
  /// usually does between readings: …", when the light's variation the readings show is
  /// larger than the prior's (docs/uncertainty.md, "A spot's level").
  ///
  /// With `outlier`, the one reading that alone makes them vary this much
  /// (``ReadingSummary/outlierIndex``), the note names it and how to remove it: "… One
  /// reading alone makes them vary this much: #7, 2,900 lux, taken 2025-06-21 14:00 +02:00;
  /// if it was a mistake, remove it with 'solspot spot remove sill --reading 7'."
  static func scatter(_ name: String, _ summary: ReadingSummary, outlier: StoredReading? = nil)
    -> String?
  {
    LevelNote.scatter(summary, outlier: outlier).map { LevelNoteText.line($0, spot: name) }
  }

  /// "Note: the readings of windowsill span December–July (winter and summer): …", when they
  /// span more months than one season.
  static func seasonSpan(_ name: String, _ summary: ReadingSummary, hemisphere: Hemisphere)
    -> String?
  {
    LevelNote.seasonSpan(summary, hemisphere: hemisphere).map {
      LevelNoteText.line($0, spot: name)
    }
  }

  /// "Note: rough estimate; the category is the reliable part (this device is not
  /// calibrated)." with the devices named when there are several.
  static func uncalibrated(_ devices: [String]) -> String {
    guard devices.count > 1 else { return "Note: " + NoteText.estimate(.uncalibrated) + "." }
    return "Note: " + NoteText.roughEstimate + " (" + list(devices)
      + " are not calibrated)."
  }

  /// The rough-estimate note for a level whose readings `counts` gives, or `nil` when every
  /// reading was calibrated. A device calibrated for some readings and not for others is
  /// said to be exactly that: "(2 of the 5 readings were taken while iphone-15-front was not
  /// calibrated)", or with other devices "(generic is not calibrated, and 2 of the 4 readings
  /// of iphone-15-front were taken while it was not calibrated)".
  static func uncalibrated(_ counts: [DeviceReadingCount]) -> String? {
    let rough = counts.filter { $0.uncalibrated > 0 }
    guard rough.contains(where: \.isMixed) else {
      return rough.isEmpty ? nil : uncalibrated(rough.map(\.deviceID))
    }
    var clauses: [String] = []
    let whole = rough.filter { !$0.isMixed }.map(\.deviceID)
    if !whole.isEmpty {
      clauses.append(list(whole) + (whole.count == 1 ? " is" : " are") + " not calibrated")
    }
    for count in rough where count.isMixed {
      let some = "\(count.uncalibrated) of the \(count.readings) readings"
      let were = count.uncalibrated == 1 ? "was" : "were"
      clauses.append(
        counts.count == 1
          ? "\(some) \(were) taken while \(count.deviceID) was not calibrated"
          : "\(some) of \(count.deviceID) \(were) taken while it was not calibrated")
    }
    return "Note: " + NoteText.roughEstimate + " (" + list(clauses) + ")."
  }

  /// The warnings of a comparison taken far apart in season or in time of day.
  static func cautions(_ cautions: [ComparisonCaution], first: String, second: String)
    -> [String]
  {
    cautions.map { caution in
      switch caution {
      case .monthsApart(let a, let b):
        "Warning: the readings of \(first) were taken in \(a.monthsText) and those of "
          + "\(second) in \(b.monthsText): the light changes with the season, so the ratio "
          + "describes those months; compare readings of the same months with --season or "
          + "--since/--until."
      case .timesOfDayApart(let a, let b):
        "Warning: the readings of \(first) were taken at \(a.timesOfDayText) and those of "
          + "\(second) at \(b.timesOfDayText) (local time): the light changes through the day, "
          + "so the ratio describes those times; measure both at the same time of day."
      }
    }
  }

  /// `ids` without repeats, in order of first appearance.
  static func unique(_ ids: [String]) -> [String] {
    var result: [String] = []
    for id in ids where !result.contains(id) { result.append(id) }
    return result
  }

  /// "a", "a and b", "a, b and c".
  static func list(_ words: [String]) -> String {
    guard words.count > 1, let last = words.last else { return words.first ?? "" }
    return words.dropLast().joined(separator: ", ") + " and " + last
  }
}
