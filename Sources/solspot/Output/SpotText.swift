import SolspotKit

/// Saved spots and their readings as text for people.
enum SpotText {
  /// "Saved spot 'windowsill' (room: living room; seasons: northern hemisphere (assumed; …))."
  static func added(_ spot: SavedSpot) -> String {
    var parts: [String] = []
    if let room = spot.room { parts.append("room: \(room)") }
    parts.append("seasons: \(spot.location.text)")
    return "Saved spot '\(spot.name)' (" + parts.joined(separator: "; ") + ")."
  }

  /// One row per spot: name, room, reading count and the latest reading's band.
  static func table(_ listings: [SpotListing]) -> String {
    guard !listings.isEmpty else {
      return "No spots yet; save one with 'solspot spot add NAME'."
    }
    let rows = listings.map { listing in
      [
        listing.spot.name, listing.spot.room ?? "—", String(listing.readingCount),
        listing.latest.map { "\($0.takenAt.local.dateText), \(band($0))" } ?? "—",
      ]
    }
    return TextColumns.render([["SPOT", "ROOM", "READINGS", "LATEST"]] + rows)
  }

  /// Everything about one spot: its fields, its combined level, and its latest reading.
  static func detail(_ spot: SavedSpot, readings: [Reading], summary: ReadingSummary?) -> String {
    var lines = [spot.name]
    if let room = spot.room { lines.append("Room: \(room)") }
    if let notes = spot.notes { lines.append("Notes: \(notes)") }
    lines.append("Seasons: \(spot.location.text)")
    lines.append("Saved: \(spot.createdAt.local.minuteText) \(spot.createdAt.offsetText)")
    guard let summary, let latest = readings.last else {
      lines.append("Readings: none yet; measure with 'solspot spot measure \(spot.name) …'.")
      return lines.joined(separator: "\n")
    }
    lines.append("Readings: \(readings.count)")
    lines.append("Level: " + ComparisonText.summary(summary))
    lines.append("Latest: " + reading(latest))
    if !summary.isCalibrated { lines.append("Note: " + EstimateNote.uncalibrated.message + ".") }
    return lines.joined(separator: "\n")
  }

  /// One line per reading, oldest first, and a note when any device was not calibrated,
  /// saying which readings it is about when only some were.
  static func history(_ spot: SavedSpot, readings: [Reading]) -> String {
    guard !readings.isEmpty else {
      return "No readings of '\(spot.name)' yet; measure with 'solspot spot measure'."
    }
    var lines = readings.map(reading)
    let rough = readings.filter { !$0.calibration.isMeasured }.count
    if rough == readings.count {
      lines.append("Note: " + EstimateNote.uncalibrated.message + ".")
    } else if rough > 0 {
      lines.append(
        "Note: rough estimate; the category is the reliable part, for the \(rough) of "
          + "\(readings.count) readings marked 'not calibrated' (their device was not "
          + "calibrated when they were taken).")
    }
    return lines.joined(separator: "\n")
  }

  /// "2025-06-21 14:30 +02:00: 540 lux (90% interval 290–1,400 lux), band low; generic
  /// (not calibrated); f/1.9, 1/60 s, ISO 100; manual settings".
  static func reading(_ reading: Reading) -> String {
    let time = reading.takenAt
    return "\(time.local.minuteText) \(time.offsetText): \(reading.value.text), band "
      + band(reading) + "; \(reading.deviceID) (\(reading.calibration.text)); "
      + "\(reading.exposure.text); \(reading.source.text)"
  }

  /// The band of a reading's verdict: the name, with "or brighter"/"or darker" for a bound.
  static func band(_ reading: Reading) -> String {
    let name = bandName(reading.bandID)
    switch reading.value {
    case .estimate: return name
    case .atLeast: return name + " or brighter"
    case .atMost: return name + " or darker"
    }
  }

  /// The name of the band with `id`, or the id itself when the table has no such band.
  static func bandName(_ id: String) -> String {
    ((try? BandTable.builtIn())?.bands.first { $0.id == id })?.name ?? id
  }

  /// "Imported 2 new spots and 120 readings; 1 spot was already saved (readings merged:
  /// windowsill); skipped 40 duplicate readings."
  static func importReport(_ report: ImportReport) -> String {
    func plural(_ count: Int, _ word: String) -> String {
      "\(count) \(word)\(count == 1 ? "" : "s")"
    }
    var parts = [
      "Imported \(plural(report.addedSpots.count, "new spot")) and "
        + plural(report.addedReadings, "reading")
    ]
    if !report.existingSpots.isEmpty {
      parts.append(
        "\(plural(report.existingSpots.count, "spot")) already saved, readings merged ("
          + report.existingSpots.joined(separator: ", ") + ")")
    }
    parts.append("skipped \(plural(report.duplicateReadings, "duplicate reading"))")
    var text = parts.joined(separator: "; ") + "."
    if !report.differingSpots.isEmpty {
      text +=
        "\nNote: the file gives other room, notes or location for "
        + report.differingSpots.joined(separator: ", ") + "; the store's were kept."
    }
    return text
  }
}
