import SolspotKit

/// A ``LuxEstimate`` as lines for people.
enum EstimateText {
  /// The estimate in a few lines: the value or bound, the band, the device and its calibration,
  /// the settings, and the notes, led by any `hints` on how the settings were typed. `headline`
  /// replaces the first line (the value or bound) when the caller knows more about it, as a
  /// capture does about a clipped frame.
  static func render(
    _ estimate: LuxEstimate, hints: [SettingsHint] = [], headline: String? = nil
  ) -> String {
    render(
      estimate, notes: Note.notes(of: estimate, leading: hints.map(Note.settings)),
      headline: headline)
  }

  /// ``render(_:hints:headline:)`` with the notes given, as a measurement carries them
  /// (``MeasureOutcome/notes``); the calibration line already says what `uncalibrated` says.
  static func render(_ estimate: LuxEstimate, notes: [Note], headline: String? = nil) -> String {
    var lines = [headline ?? capitalized(estimate.value.text(in: Illuminance.unit))]
    lines.append("Band: " + band(estimate))
    lines.append(
      "Device: \(DeviceText.name(estimate.device)), "
        + DeviceText.calibration(estimate.device.calibration) + ".")
    lines.append(
      "EV100 \(NumberText.fixed(estimate.ev100, 2)) from \(ExposureText.settings(estimate.exposure))"
        + (estimate.sceneEV != estimate.ev100
          ? "; scene EV \(NumberText.fixed(estimate.sceneEV, 2))." : "."))
    for note in notes where note != .estimate(.uncalibrated) {
      lines.append("Note: " + NoteText.render(note) + ".")
    }
    return lines.joined(separator: "\n")
  }

  /// "medium, possibly bright indirect (medium 62%, bright indirect 35%, low 3%)".
  static func band(_ estimate: LuxEstimate) -> String { band(estimate.band) }

  /// A band verdict with its probabilities: "medium (93% likely)", "medium, possibly bright
  /// indirect (medium 62%, bright indirect 35%, low 3%)", or a bound's "direct or brighter".
  static func band(_ verdict: BandVerdict) -> String {
    switch verdict {
    case .estimate(let assessment):
      // Every band the words name gets its figure, "<1%" included (a 99.9% interval reaches
      // further than the probabilities do); other bands below 0.5% are left out.
      let shown = assessment.probabilities
        .filter { $0.probability >= 0.005 || assessment.possible.contains($0.band) }
        .sorted { $0.probability > $1.probability }
        .map { "\($0.band.name) \(ProbabilityText.percent($0.probability))" }
      if assessment.possible.isEmpty {
        return
          "\(assessment.likeliest.name) (\(ProbabilityText.percent(assessment.probability)) likely)"
      }
      return assessment.summary + " (" + shown.joined(separator: ", ") + ")" + pointNote(verdict)
    case .atLeast, .atMost:
      return verdict.summary
    }
  }

  /// "; the figure itself is in low, but more of its range is not", to follow a verdict whose
  /// likeliest band is not the one its point value lies in (2,400 lux, "medium, possibly low"),
  /// so that the figure and the band do not seem to disagree; "" otherwise, and for a bound.
  /// Every estimate, level and reading line that names a verdict ends it with this.
  static func pointNote(_ verdict: BandVerdict) -> String {
    guard case .estimate(let assessment) = verdict, assessment.band != assessment.likeliest
    else { return "" }
    return "; the figure itself is in \(assessment.band.name), but more of its range is not"
  }

  static func capitalized(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.uppercased() + text.dropFirst()
  }
}
