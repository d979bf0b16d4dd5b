import SolspotKit

/// Saved spots and their readings as text for people.
enum SpotText {
  /// "Saved spot 'windowsill' (room: living room; seasons: northern hemisphere (assumed; …))."
  static func added(_ spot: SavedSpot) -> String {
    "Saved spot '\(spot.name)' (" + fields(spot) + ")."
  }

  /// "Updated spot 'windowsill' (room: …; seasons: …)."
  static func updated(_ spot: SavedSpot) -> String {
    "Updated spot '\(spot.name)' (" + fields(spot) + ")."
  }

  private static func fields(_ spot: SavedSpot) -> String {
    var parts: [String] = []
    if let room = spot.room { parts.append("room: \(room)") }
    if spot.notes != nil { parts.append("notes saved") }
    parts.append("seasons: \(location(spot))")
    if let device = spot.deviceID { parts.append("device: \(device)") }
    if let lit = spot.lighting { parts.append("lit by: \(lit.words)") }
    return parts.joined(separator: "; ")
  }

  /// "latitude 51.5° N", or for an assumed hemisphere how to set it: "northern hemisphere
  /// (assumed; set it with 'solspot spot set windowsill --latitude L' or '--hemisphere
  /// south')".
  static func location(_ spot: SavedSpot) -> String {
    guard spot.location.isAssumed else { return spot.location.text }
    return "\(spot.location.hemisphere.adjective) hemisphere (assumed; set it with "
      + "'solspot spot set \(ShellWord.quoted(spot.name)) --latitude L' or '--hemisphere south')"
  }

  /// One row per spot: name, room, reading count and the latest reading's band.
  /// `verdict` gives a reading's band verdict when the caller has it at hand (a derivation's
  /// shared tables, ``ReadingDerivation/bandVerdict(of:)``).
  static func table(_ listings: [SpotListing], verdict: ((Reading) -> BandVerdict)? = nil)
    -> String
  {
    guard !listings.isEmpty else {
      return "No spots yet; save one with 'solspot spot add NAME'."
    }
    let bands = try? BandTable.builtIn()
    let rows = listings.map { listing in
      [
        listing.spot.name, listing.spot.room ?? "—", String(listing.readingCount),
        listing.latest.map {
          "\($0.takenAt.local.iso8601Date), \(band($0, bands: bands, verdict: verdict))"
        } ?? "—",
      ]
    }
    return TextColumns.render([["SPOT", "ROOM", "READINGS", "LATEST"]] + rows)
  }

  /// Everything about one spot: its fields, its combined level, its latest reading, and the
  /// notes its level needs. `savedAt` is the spot's save time as the machine's clock shows it
  /// (``TimeArguments/inMachineZone(_:zone:)``); the offset it was saved with by default. `selection` describes a filter (`--season`, `--since`,
  /// `--until`) and `total` the readings before it.
  static func detail(
    _ spot: SavedSpot, readings: [Reading], summary: ReadingSummary?,
    selection: ReadingSelection = .all, lamp: LampSchedule? = nil, plants: [String] = [],
    outlier: StoredReading? = nil, savedAt: Timestamp? = nil
  ) -> String {
    var lines = [spot.name]
    if let room = spot.room { lines.append("Room: \(room)") }
    if let notes = spot.notes { lines.append("Notes: \(notes)") }
    lines.append("Seasons: \(location(spot))")
    if let device = spot.deviceID { lines.append("Device: \(device)") }
    if let lit = spot.lighting { lines.append("Lit by: \(lit.words)") }
    if let lamp { lines.append("Lamp: " + LightingText.schedule(lamp)) }
    if !plants.isEmpty { lines.append("Plants: " + plants.joined(separator: ", ")) }
    let saved = savedAt ?? spot.createdAt
    lines.append("Saved: \(saved.local.minuteText) \(saved.iso8601Offset)")
    let forced = ForcedText.leftOut(spot.name, count: selection.forcedLeftOut)
    guard let summary, let latest = readings.last else {
      lines.append(
        selection.isFiltered
          ? "Readings: none \(selection.text) (of \(selection.total)); the level needs one."
          : selection.forcedLeftOut > 0
            ? "Readings: none but implausible ones; the level needs one; measure with 'solspot spot "
              + "measure \(ShellWord.quoted(spot.name)) …'."
            : "Readings: none yet; measure with 'solspot spot measure \(ShellWord.quoted(spot.name)) …'."
      )
      return (lines + [forced].compactMap { $0 }).joined(separator: "\n")
    }
    lines.append(
      "Readings: \(readings.count)"
        + (selection.isFiltered ? " \(selection.text) (of \(selection.total))" : ""))
    lines.append("Level: " + ComparisonText.summary(summary))
    let timing = LevelTiming(summary.times, latitude: spot.location.latitude)
    if let timing { lines.append(LevelTimingText.line(timing, spot: spot.name)) }
    lines.append("Latest: " + reading(latest, bands: try? BandTable.builtIn()))
    lines += [
      LevelNotes.scatter(spot.name, summary, outlier: outlier),
      LevelNotes.seasonSpan(spot.name, summary, hemisphere: spot.location.hemisphere),
    ].compactMap { $0 }
    if let note = LevelNotes.uncalibrated(summary.deviceReadings) { lines.append(note) }
    if let note = timing.flatMap({ LevelTimingText.lowSun($0, spot: spot.name) }) {
      lines.append(note)
    }
    if let forced { lines.append(forced) }
    return lines.joined(separator: "\n")
  }

  /// One line per reading, oldest first, each with its id ("#12 2025-06-21 …") and marked
  /// when forced, and a note when any device was not calibrated, saying which readings it is
  /// about when only some were.
  static func history(
    _ spot: SavedSpot, readings stored: [StoredReading], selection: ReadingSelection = .all
  ) -> String {
    let readings = stored.map(\.reading)
    guard !readings.isEmpty else {
      return selection.isFiltered
        ? "No readings of '\(spot.name)' \(selection.text) (of \(selection.total))."
        : "No readings of '\(spot.name)' yet; measure with 'solspot spot measure \(ShellWord.quoted(spot.name)) …'."
    }
    let bands = try? BandTable.builtIn()
    var lines = stored.map { entry in
      "#\(entry.id) " + reading(entry.reading, bands: bands)
        + (entry.reading.isForced ? ForcedText.historyMark : "")
    }
    let rough = readings.filter { !$0.calibration.isMeasured }
    if rough.count == readings.count {
      lines.append(LevelNotes.uncalibrated(LevelNotes.unique(rough.map(\.deviceID))))
    } else if !rough.isEmpty {
      let rough = rough.count
      lines.append(
        "Note: " + NoteText.roughEstimate + ", for the \(rough) of "
          + "\(readings.count) readings marked 'not calibrated' (their device was not "
          + "calibrated when they were taken).")
    }
    return lines.joined(separator: "\n")
  }

  /// "2025-06-21 14:30 +02:00: 540 lux (90% interval 290–1,400 lux), band low; generic
  /// (not calibrated); f/1.9, 1/60 s, ISO 100; manual settings", the band followed by
  /// ``EstimateText/pointNote(_:)`` when the figure lies in another band than the likeliest.
  static func reading(_ reading: Reading, bands: BandTable?) -> String {
    let time = reading.takenAt
    let band: String
    if let bands, reading.singleBand(in: bands) == nil {
      let verdict = reading.bandVerdict(in: bands)
      band = verdict.summary + EstimateText.pointNote(verdict)
    } else {
      band = Self.band(reading, bands: bands)
    }
    return
      "\(time.local.minuteText) \(time.iso8601Offset): \(reading.valueText(in: Illuminance.unit)), "
      + "band \(band); "
      + "\(reading.deviceID) (\(reading.calibration.text)); \(ExposureText.settings(reading.exposure)); "
      + reading.source.text
  }

  /// A reading's band verdict in the words every estimate uses (``BandVerdict/summary``):
  /// "direct, possibly bright indirect", "bright indirect or brighter"; the stored band id
  /// alone when the band table cannot be read.
  static func band(
    _ reading: Reading, bands: BandTable?, verdict: ((Reading) -> BandVerdict)? = nil
  ) -> String {
    guard let bands else { return reading.bandID }
    guard let verdict else { return reading.bandSummary(in: bands) }
    return reading.singleBand(in: bands)?.name ?? verdict(reading).summary
  }

  /// What an import did, exactly: "Imported 2 new spots and 120 readings; 1 spot was already
  /// saved (windowsill); skipped 40 duplicate readings.", or, when it added nothing, "Nothing
  /// was added: the file's 1 spot (windowsill) was already saved; skipped 40 duplicate readings
  /// (every reading of the file was already in the store)."
  /// What `spot export -o FILE` wrote, for standard error: "Wrote 2 spots and 29 readings to
  /// backup.json."
  static func exported(_ archive: SpotArchive, to path: String) -> String {
    let spots = archive.spots.count
    let readings = archive.readingCount
    return "Wrote \(English.count(spots, "spot")) and \(English.count(readings, "reading")) "
      + "to \(path)."
  }

  static func importReport(
    _ report: ImportReport, unknownDevices: [String] = [], unchecked file: String? = nil
  ) -> String {
    func plural(_ count: Int, _ word: String) -> String {
      English.count(count, word)
    }
    let existing = report.existingSpots
    let spots =
      "\(plural(existing.count, "spot")) (\(existing.joined(separator: ", "))) "
      + (existing.count == 1 ? "was" : "were") + " already saved"
    let duplicates = report.duplicateReadings
    var text: String
    if report.addedSpots.isEmpty, report.addedReadings == 0 {
      // With nothing added, every spot of the file was saved already.
      text =
        "Nothing was added: "
        + (existing.isEmpty
          ? "the file holds no spots."
          : "the file's " + spots
            + (duplicates == 0
              ? " and it holds no readings."
              : "; skipped \(plural(duplicates, "duplicate reading")) (every reading of the "
                + "file was already in the store)."))
    } else {
      let added = [
        report.addedSpots.isEmpty ? nil : plural(report.addedSpots.count, "new spot"),
        report.addedReadings == 0 ? nil : plural(report.addedReadings, "reading"),
      ].compactMap { $0 }
      var parts = ["Imported " + added.joined(separator: " and ")]
      if !existing.isEmpty { parts.append(spots) }
      parts.append("skipped \(plural(duplicates, "duplicate reading"))")
      text = parts.joined(separator: "; ") + "."
    }
    if !report.differingSpots.isEmpty {
      text +=
        "\nNote: the file gives other room, notes, location or device for "
        + report.differingSpots.joined(separator: ", ") + "; the store's were kept."
    }
    if !report.repeatedSpots.isEmpty {
      text +=
        "\nNote: the file holds " + report.repeatedSpots.joined(separator: ", ")
        + " more than once (the same name ignoring case), with other room, notes or location; "
        + "the first one's were kept, and every one's readings were added to it."
    }
    if !unknownDevices.isEmpty {
      text +=
        "\nNote: the file names \(English.noun(unknownDevices.count, "device")) this Solspot has "
        + "no profile for (" + unknownDevices.joined(separator: ", ") + "); readings keep the "
        + "ids as given, and each id counts as its own phone in comparisons."
    }
    if let file {
      text +=
        "\nNote: \(file) has no end row ('\(SpotArchive.endRowMarker),spots=N,readings=M'), so "
        + "whether it is complete could not be checked: its columns are those of an older "
        + "Solspot, written before exports ended with one."
    }
    return text
  }
}
