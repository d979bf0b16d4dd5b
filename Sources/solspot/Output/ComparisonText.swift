import SolspotKit

/// Comparisons between spots and between seasons as text for people.
enum ComparisonText {
  /// "4,100 lux (90% interval 2,300–9,900 lux) from 3 readings, band medium, possibly low",
  /// with ``EstimateText/pointNote(_:)`` when the figure lies in another band than the
  /// likeliest; a level that cannot be pinned says why, with no band.
  static func summary(_ summary: ReadingSummary) -> String {
    let count = summary.readingCount
    let readings = English.count(count, "reading")
    let value = summary.valueText(in: Illuminance.unit)
    guard summary.isPinned else { return value + " (\(readings))" }
    return value + " from \(readings), band " + summary.band.summary
      + EstimateText.pointNote(summary.band)
  }

  /// "0.32× (90% interval 0.22–0.46×)", "at least 3.1×", or "unknown".
  static func ratio(_ ratio: LightRatio) -> String {
    switch ratio {
    case .estimate(let point, let lower, let upper, let confidence):
      "\(LuxText.format(point))× (\(confidence.percentText) interval "
        + "\(LuxText.format(lower, rounding: .down))–\(LuxText.format(upper, rounding: .up))×)"
    case .atLeast(let value): "at least \(LuxText.format(value, rounding: .down))×"
    case .atMost(let value): "at most \(LuxText.format(value, rounding: .up))×"
    case .unknown: "an unknown multiple"
    }
  }

  /// "bookshelf gets 0.32× the light of windowsill (90% interval 0.22–0.46×); windowsill is
  /// brighter, 99% likely." A bound says what it shows: "clearly more", "clearly less", or
  /// that a device reaching further would tell.
  static func sentence(_ first: String, _ second: String, _ comparison: LightComparison)
    -> String
  {
    let verdict: String
    if let likelier = comparison.likelier {
      verdict =
        "; \(likelier.firstIsBrighter ? first : second) is brighter, "
        + "\(ProbabilityText.percent(likelier.probability)) likely"
    } else {
      switch comparison.ratio.direction {
      case .more: verdict = ": clearly more"
      case .less: verdict = ": clearly less"
      case .similar: verdict = ": no clear difference"
      case .unclear:
        verdict =
          ": the readings cannot tell which gets more, since both lie beyond the device's range; "
          + "a device that reaches further would"
      }
    }
    let amount: String
    switch comparison.ratio {
    case .estimate(let point, let lower, let upper, let confidence):
      amount =
        "\(LuxText.format(point))× the light of \(second) (\(confidence.percentText) interval "
        + "\(LuxText.format(lower, rounding: .down))–\(LuxText.format(upper, rounding: .up))×)"
    case .atLeast, .atMost, .unknown:
      amount = "\(ratio(comparison.ratio)) the light of \(second)"
    }
    return "\(first) gets \(amount)\(verdict)."
  }

  /// What the interval holds, or the warning when the comparison is absolute.
  static func basis(_ comparison: LightComparison) -> String {
    switch comparison.basis {
    case .sameCalibration(let device, let calibration):
      "Same device (\(device), \(calibration.text)) for both: its own error cancels; the "
        + "interval holds each spot's own geometry"
        + (comparison.lighting?.sizedFor.map { " (sized for spots lit by \($0.words))" } ?? "")
        + " and how its light varies between readings."
    case .absolute(let reason):
      "Warning: \(reason.text): the ratio uses the wide absolute intervals."
    }
  }

  /// "Note: 1 reading of sill from another device or calibration left out.", for each side
  /// with readings the ratio does not use.
  static func leftOut(_ comparison: LightComparison, first: String, second: String) -> [String] {
    [(first, comparison.firstLeftOut), (second, comparison.secondLeftOut)]
      .filter { $0.1 > 0 }
      .map { name, count in
        "Note: \(English.count(count, "reading")) of \(name) from another device or "
          + "calibration left out."
      }
  }

  /// Notes that go with a comparison: readings left out, readings taken far apart, readings
  /// that disagree (naming the reading that alone makes them, from `outliers`) or span
  /// seasons, an assumed device, calibration.
  static func notes(
    _ comparison: LightComparison, first: String, second: String,
    hemispheres: (Hemisphere, Hemisphere),
    outliers: (StoredReading?, StoredReading?) = (nil, nil)
  ) -> [String] {
    var notes = LevelNotes.cautions(comparison.cautions, first: first, second: second)
    notes += leftOut(comparison, first: first, second: second)
    for (name, level, hemisphere, outlier) in [
      (first, comparison.first, hemispheres.0, outliers.0),
      (second, comparison.second, hemispheres.1, outliers.1),
    ] {
      notes += [
        LevelNotes.scatter(name, level, outlier: outlier),
        LevelNotes.seasonSpan(name, level, hemisphere: hemisphere),
      ].compactMap { $0 }
    }
    if let side = comparison.lighting?.loneUndeclared {
      notes.append(loneUndeclared(side == .first ? first : second))
    }
    if comparison.basis.assumesOnePhone {
      notes.append(
        "Note: these readings have no device profile (generic), whatever camera took them; the "
          + "comparison assumes one phone took them all: measure both spots with one phone.")
    }
    let devices = DeviceReadingCount.merged(
      comparison.first.deviceReadings + comparison.second.deviceReadings)
    if let note = LevelNotes.uncalibrated(devices) { notes.append(note) }
    return notes
  }

  /// "Note: how hall is lit is not given, so the ratio is sized for every kind of spot: …",
  /// when the other spot's lighting is given and so changes nothing yet.
  static func loneUndeclared(_ name: String) -> String {
    "Note: how \(name) is lit is not given, so the ratio is sized for every kind of spot: "
      + "'solspot spot set \(ShellWord.quoted(name)) --lit window|skylight|lamps'."
  }

  /// The whole text of `spot compare A B`.
  static func render(
    first: String, second: String, _ comparison: LightComparison,
    hemispheres: (Hemisphere, Hemisphere) = (.north, .north),
    latitudes: (Double?, Double?) = (nil, nil),
    outliers: (StoredReading?, StoredReading?) = (nil, nil)
  ) -> String {
    var lines = [sentence(first, second, comparison)]
    if let settle = SettleText.line(comparison.settling) { lines.append(settle) }
    lines.append(basis(comparison))
    lines.append("  \(first): " + summary(comparison.first))
    lines.append("  \(second): " + summary(comparison.second))
    // When each level's readings were taken, and a level that rests on a low sun.
    let timings = [
      (first, LevelTiming(comparison.first.times, latitude: latitudes.0)),
      (second, LevelTiming(comparison.second.times, latitude: latitudes.1)),
    ].compactMap { name, timing in timing.map { (name: name, timing: $0) } }
    if !timings.isEmpty { lines.append(LevelTimingText.line(timings)) }
    lines += timings.compactMap { LevelTimingText.lowSun($0.timing, spot: $0.name) }
    return
      (lines
      + notes(
        comparison, first: first, second: second, hemispheres: hemispheres, outliers: outliers))
      .joined(separator: "\n")
  }
}
