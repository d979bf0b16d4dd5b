import SolspotKit

/// The output of `solspot read` as lines for people.
enum ReadText {
  /// One line of `--trace`: "1.250 s  settling (camera-adjusting): Exposure still settling: …".
  static func trace(_ state: GateState, at time: Double) -> String {
    "\(NumberText.fixed(time, 3)) s  \(code(state)): \(CaptureText.state(state))"
  }

  /// "tilted", "settling (camera-adjusting)".
  static func code(_ state: GateState) -> String {
    state.kind.rawValue + (state.settlingReason.map { " (\($0.kind.rawValue))" } ?? "")
  }

  /// The committed reading with its window (after why it no longer stands, when it was
  /// superseded), or why there is none; then what came after it, and a note when `--device` overrode the header's device.
  static func render(_ outcome: CaptureReplay.Outcome) -> String {
    render(outcome, notes: Note.capture(outcome))
  }

  /// ``render(_:)`` with the notes given, as a measurement carries them
  /// (``MeasureOutcome/notes``): the estimate's in its lines, the header device's last.
  static func render(_ outcome: CaptureReplay.Outcome, notes: [Note]) -> String {
    var lines: [String]
    let isHeader = { (note: Note) in note.code == .headerDeviceOverridden }
    if let reading = outcome.reading {
      lines = committed(reading, outcome, notes: notes.filter { !isHeader($0) })
    } else {
      lines = nothing(outcome)
    }
    lines += notes.filter(isHeader).map { "Note: \(NoteText.render($0))." }
    return lines.joined(separator: "\n")
  }

  private static func committed(
    _ reading: CaptureReading, _ outcome: CaptureReplay.Outcome, notes: [Note]
  ) -> [String] {
    let window = reading.window
    var lines: [String] = []
    var headline = EstimateText.capitalized(CaptureText.value(reading))
    // A superseded reading leads with why it no longer stands, so that nobody takes its
    // figure, printed next, for the spot's light.
    if let supersession = outcome.supersession {
      lines.append(superseded(supersession))
      headline = "Before then: \(CaptureText.value(reading))"
    }
    lines.append(EstimateText.render(reading.estimate, notes: notes, headline: headline))
    lines.append(
      "Capture: committed at \(NumberText.fixed(reading.committedAt, 3)) s from "
        + "\(window.sampleCount) samples over \(NumberText.fixed(window.duration, 2)) s; "
        + "median scene EV \(NumberText.fixed(window.medianSceneEV, 2)), "
        + "spread \(NumberText.fixed(window.spreadEV, 2)) EV.")
    if outcome.state.reading != reading, let last = outcome.last {
      lines.append(
        "After it, at \(NumberText.fixed(last, 3)) s (\(code(outcome.state))): "
          + CaptureText.state(outcome.state))
    }
    return lines
  }

  /// "Superseded at 2.000 s: the light changed by 3.00 EV while the phone lay at the spot; …".
  static func superseded(_ supersession: Supersession) -> String {
    "Superseded at \(NumberText.fixed(supersession.time, 3)) s: \(CaptureText.supersession(supersession)) while "
      + "the phone lay at the spot, and no new reading was committed; the reading below "
      + "describes the light before then, not the spot's light since. Measure again."
  }

  private static func nothing(_ outcome: CaptureReplay.Outcome) -> [String] {
    guard let last = outcome.last, let first = outcome.first else {
      return ["No reading committed: the capture has no samples."]
    }
    return [
      "No reading committed: the capture ended at \(NumberText.fixed(last, 3)) s while "
        + "\(code(outcome.state)).",
      CaptureText.state(outcome.state),
      "\(outcome.sampleCount) samples over \(NumberText.fixed(last - first, 2)) s.",
    ]
  }
}
