import SolspotKit

/// The JSON output of `solspot read` (docs/cli.md, "solspot read"). Field names are stable;
/// the words (a state's `sentence`, a supersession's `description`, the device's `note`, and
/// the estimate's, ``EstimateJSON``) only when explained (`--explain`).
struct ReadJSON: Encodable {
  /// A state at a moment: one `--trace` line, and the `state` of the result.
  struct StateJSON: Encodable {
    let t: Double
    let state: String
    let reason: String?
    let sentence: String?

    init(_ state: GateState, at time: Double, explain: Bool) {
      t = time
      self.state = state.kind.rawValue
      reason = state.settlingReason?.kind.rawValue
      sentence = explain ? CaptureText.state(state) : nil
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
    let clippedFraction: Double?
  }

  /// What superseded the reading while the phone still lay at the spot.
  struct SupersededJSON: Encodable {
    let t: Double
    let reason: String
    let change: String?
    let description: String?
  }

  /// The capture header, as the file gives it.
  struct HeaderJSON: Encodable {
    let version: Int
    let device: String?
    let app: String?
    let started: String?
  }

  /// The device profile used and where it came from.
  struct DeviceJSON: Encodable {
    let id: String
    let source: String
    /// The header's device that `--device` or `--profile` replaced, if any.
    let headerDevice: String?
    let note: String?
  }

  let committed: Bool
  let stands: Bool
  let bound: String?
  let superseded: SupersededJSON?
  let estimate: EstimateJSON?
  let window: WindowJSON?
  let state: StateJSON?
  let samples: Int
  let header: HeaderJSON?
  let device: DeviceJSON

  init(_ outcome: CaptureReplay.Outcome, explain: Bool = true) {
    committed = outcome.reading != nil
    stands = outcome.isStanding
    bound = outcome.reading?.bound?.rawValue
    superseded = outcome.supersession.map { supersession in
      var change: String?
      if case .saturationChanged(let kind) = supersession.reason { change = kind.rawValue }
      return SupersededJSON(
        t: supersession.time, reason: supersession.reason.kind.rawValue, change: change,
        description: explain ? CaptureText.supersession(supersession) : nil)
    }
    estimate = outcome.reading.map {
      EstimateJSON($0.estimate, valueText: CaptureText.value($0), explain: explain)
    }
    window = outcome.reading.map { reading in
      WindowJSON(
        committedAt: reading.committedAt, start: reading.window.start, end: reading.window.end,
        samples: reading.window.sampleCount,
        medianSceneEV: JSONLine.decimals(reading.window.medianSceneEV, 3),
        spreadEV: JSONLine.decimals(reading.window.spreadEV, 3),
        clippedFraction: reading.window.clippedFraction.map { JSONLine.decimals($0, 4) })
    }
    state = outcome.last.map { StateJSON(outcome.state, at: $0, explain: explain) }
    samples = outcome.sampleCount
    header = outcome.header.map { header in
      HeaderJSON(
        version: header.version, device: header.device, app: header.app,
        started: header.started?.iso8601)
    }
    device = DeviceJSON(
      id: outcome.device.profile.id, source: outcome.device.source.rawValue,
      headerDevice: outcome.device.overriddenHeaderDevice,
      note: explain ? CaptureText.deviceNote(outcome.device) : nil)
  }
}
