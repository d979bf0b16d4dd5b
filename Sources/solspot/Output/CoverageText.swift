import SolspotKit

/// A coverage check as lines for people.
enum CoverageText {
  static func render(_ report: CoverageReport) -> String {
    let check = report.check
    var lines = [
      "Coverage of the \(report.profile.calibration.status.name) profile of "
        + "\(DeviceText.name(report.profile)) on \(check.estimates) paired readings from "
        + "\(report.file):"
    ]
    let rangeText = NumberText.significant(check.rangeConfidence * 100, 3) + "%"
    for tally in check.tallies {
      guard let coverage = tally.coverage, let (range, verdict) = check.judgement(tally) else {
        continue
      }
      lines.append(
        "  \(tally.confidence.percentText) intervals: \(tally.contained) of \(tally.total) "
          + "contained the reference (\(percent(coverage)); \(rangeText) range "
          + "\(percent(range.lowerBound))–\(percent(range.upperBound))): \(verdict.words)")
    }
    if let bounds = check.boundTallies.first(where: { $0.confidence == .ninety }), bounds.total > 0
    {
      lines.append(
        "Bounds: \(bounds.total) readings at the camera's exposure limits; at 90% their bounds "
          + "held for \(bounds.contained) of \(bounds.total).")
    }
    for warning in report.warnings {
      lines.append("Warning: " + CalibrationWarningText.message(warning) + ".")
    }
    if let verdict = check.verdict, let advice = report.advice {
      lines.append("Verdict: \(verdict.words): \(advice).")
    } else {
      lines.append("Verdict: none: every reading was at the camera's limits.")
    }
    lines.append(
      "Note: these pairs all come from one phone and share its error (its constant, glass and "
        + "view), so this checks the profile for this phone, not for phones in general.")
    if let overlap = check.fitOverlap { lines.append("Note: " + caution(overlap, report) + ".") }
    if check.isSmall, check.verdict != .inconclusive {
      lines.append(
        "Note: with \(check.estimates) readings only a gross error shows; "
          + "\(CoverageCheck.smallSample) or more give a real check.")
    }
    if !check.missedLines.isEmpty {
      lines.append(
        "Outside the 90% interval: " + places(check.missedLines, report.placeWord) + ".")
    }
    if !check.brokenBoundLines.isEmpty {
      lines.append(
        "Bounds broken at 90%: " + places(check.brokenBoundLines, report.placeWord) + ".")
    }
    return lines.joined(separator: "\n")
  }

  /// Why the verdict may be optimistic for a measured profile.
  static func caution(_ overlap: FitOverlap, _ report: CoverageReport) -> String {
    guard overlap == .same, let measurement = report.profile.calibration.measurement else {
      return "if any of these pairs were used in the profile's fit, this check is optimistic; "
        + "check a measured profile with pairs taken separately"
    }
    return "these look like the very pairs the profile was fitted to "
      + "(\(measurement.samples) pairs over the same "
      + "\(Illuminance.range(measurement.validLux)), "
      + "giving its constant): a profile's own pairs make this check optimistic; check it with "
      + "pairs taken separately"
  }

  /// "line 7" or "lines 2, 7, 14", at most ``PlaceList/maximumShown`` of them.
  static func places(_ numbers: [Int], _ placeWord: String) -> String {
    PlaceList.text(numbers, placeWord)
  }

  static func percent(_ value: Double) -> String { "\(Int((value * 100).rounded()))%" }
}

extension CoverageVerdict {
  /// The verdict in a few words: "too narrow", "about right", "inconclusive", "too wide".
  var words: String {
    switch self {
    case .tooNarrow: "too narrow"
    case .aboutRight: "about right"
    case .inconclusive: "inconclusive"
    case .tooWide: "too wide"
    }
  }
}
