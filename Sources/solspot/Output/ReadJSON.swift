import SolspotKit

/// The JSON output of `solspot read` (docs/cli.md, "solspot read"). Field names are stable.
struct ReadJSON: Encodable {
  /// A state at a moment: one `--trace` line, and the `state` of the result.
  struct StateJSON: Encodable {
    let t: Double
    let state: String
    let reason: String?
    let sentence: String

    init(_ state: GateState, at time: Double) {
      t = time
      self.state = state.kind.rawValue
      reason = state.settlingReason?.kind.rawValue
      sentence = state.sentence
    }
  }

  /// The settled window a reading was committed from.
  struct WindowJSON: Encodable {
    let committedAt: Double
    let start: Double
    let end: Double
    let samples: Int
    let medianSceneEV: Double
    let spreadEV: Double
  }

  let committed: Bool
  let estimate: EstimateJSON?
  let window: WindowJSON?
  let state: StateJSON?
  let samples: Int

  init(_ outcome: CaptureReplay.Outcome) {
    committed = outcome.reading != nil
    estimate = outcome.reading.map { EstimateJSON($0.estimate) }
    window = outcome.reading.map { reading in
      WindowJSON(
        committedAt: reading.committedAt, start: reading.window.start, end: reading.window.end,
        samples: reading.window.sampleCount,
        medianSceneEV: JSONLine.decimals(reading.window.medianSceneEV, 3),
        spreadEV: JSONLine.decimals(reading.window.spreadEV, 3))
    }
    state = outcome.last.map { StateJSON(outcome.state, at: $0) }
    samples = outcome.sampleCount
  }
}
