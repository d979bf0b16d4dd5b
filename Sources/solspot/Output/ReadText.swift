import SolspotKit

/// The output of `solspot read` as lines for people.
enum ReadText {
  /// One line of `--trace`: "1.250 s  settling (camera-adjusting): Exposure still settling: …".
  static func trace(_ state: GateState, at time: Double) -> String {
    "\(NumberText.fixed(time, 3)) s  \(code(state)): \(state.sentence)"
  }

  /// "tilted", "settling (camera-adjusting)".
  static func code(_ state: GateState) -> String {
    state.kind.rawValue + (state.settlingReason.map { " (\($0.kind.rawValue))" } ?? "")
  }

  /// The committed reading with its window, or why there is none.
  static func render(_ outcome: CaptureReplay.Outcome) -> String {
    guard let reading = outcome.reading else { return nothing(outcome) }
    let window = reading.window
    var lines = [EstimateText.render(reading.estimate)]
    lines.append(
      "Capture: committed at \(NumberText.fixed(reading.committedAt, 3)) s from "
        + "\(window.sampleCount) samples over \(NumberText.fixed(window.duration, 2)) s; "
        + "median scene EV \(NumberText.fixed(window.medianSceneEV, 2)), "
        + "spread \(NumberText.fixed(window.spreadEV, 2)) EV.")
    if outcome.state.reading != reading, let last = outcome.last {
      lines.append(
        "After it, at \(NumberText.fixed(last, 3)) s (\(code(outcome.state))): "
          + outcome.state.sentence)
    }
    return lines.joined(separator: "\n")
  }

  private static func nothing(_ outcome: CaptureReplay.Outcome) -> String {
    guard let last = outcome.last, let first = outcome.first else {
      return "No reading committed: the capture has no samples."
    }
    return [
      "No reading committed: the capture ended at \(NumberText.fixed(last, 3)) s while "
        + "\(code(outcome.state)).",
      outcome.state.sentence,
      "\(outcome.sampleCount) samples over \(NumberText.fixed(last - first, 2)) s.",
    ].joined(separator: "\n")
  }
}
