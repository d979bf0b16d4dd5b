import SolspotKit

/// The JSON form of a ``LuxEstimate`` (docs/cli.md, "JSON output"). Field names are stable.
struct EstimateJSON: Encodable {
  struct Lux: Encodable {
    /// `estimate`, `atLeast` or `atMost`.
    let kind: String
    let point: Double?
    let lower: Double?
    let upper: Double?
    let confidence: Double
    let text: String
  }

  struct BandJSON: Encodable {
    /// `estimate`, `atLeast` or `atMost`.
    let kind: String
    let id: String
    let name: String
    let pointBand: String?
    let summary: String
    let confident: Bool?
    /// Whether the printed interval reaches more than one band (estimates only).
    let straddles: Bool?
    /// The other bands the summary names as possible, most probable first (estimates only).
    let possible: [String]?
    let probabilities: [String: Double]?
  }

  struct Settings: Encodable {
    let fNumber: Double
    let exposureTime: Double
    let iso: Double
    let bias: Double
  }

  struct Device: Encodable {
    let id: String
    let name: String
    let calibration: String
    let calibrationWording: String
  }

  struct Component: Encodable {
    let id: String
    let kind: String
    let shape: String
    let sigmaEV: Double
  }

  struct ErrorJSON: Encodable {
    let symmetricSigmaEV: Double
    let upwardSigmaEV: Double
    let components: [Component]
  }

  /// A note as a code and a sentence: the shape `plants --json` still gives a saved spot's
  /// notes (``PlantSpot``). An estimate's notes are ``NoteJSON``s.
  struct Note: Encodable {
    let code: String
    let message: String
  }

  let lux: Lux
  let band: BandJSON
  let ev100: Double
  let sceneEV: Double
  let settings: Settings
  let device: Device
  let limitCheck: String
  let error: ErrorJSON
  let notes: [NoteJSON]

  /// The JSON form of `estimate`; `leading` notes from outside the estimate (a photo's
  /// ``PhotoDeviceNote``) and `hints` on how its settings were typed lead its notes, each
  /// with its sentence when `explain` is set; `valueText`, when given, is `lux.text`: a
  /// capture's clipped bound says why it is a bound (``CaptureText/value(_:)``).
  init(
    _ estimate: LuxEstimate, leading: [SolspotKit.Note] = [], hints: [SettingsHint] = [],
    valueText: String? = nil, explain: Bool = true
  ) {
    let lux = Self.lux(estimate.value, confidence: estimate.confidence)
    self.lux = Lux(
      kind: lux.kind, point: lux.point, lower: lux.lower, upper: lux.upper,
      confidence: lux.confidence, text: valueText ?? lux.text)
    band = Self.band(estimate.band)
    ev100 = JSONLine.decimals(estimate.ev100, 3)
    sceneEV = JSONLine.decimals(estimate.sceneEV, 3)
    let exposure = estimate.exposure
    settings = Settings(
      fNumber: exposure.fNumber, exposureTime: exposure.exposureTime, iso: exposure.iso,
      bias: exposure.bias)
    device = Device(
      id: estimate.device.id, name: estimate.device.displayName,
      calibration: estimate.device.calibration.status.name,
      calibrationWording: DeviceText.calibration(estimate.device.calibration))
    limitCheck = estimate.limitCheck.rawValue
    error = ErrorJSON(
      symmetricSigmaEV: JSONLine.decimals(estimate.distribution.symmetricSigma, 3),
      upwardSigmaEV: JSONLine.decimals(estimate.distribution.upwardSigma, 3),
      components: estimate.budget.components.map {
        Component(
          id: $0.id, kind: $0.kind.rawValue, shape: $0.shape.rawValue,
          sigmaEV: JSONLine.decimals($0.sigmaEV, 3))
      })
    notes = SolspotKit.Note.notes(of: estimate, leading: leading + hints.map { .settings($0) })
      .map { NoteJSON($0, explain: explain) }
  }

  /// The `lux` object of a value or bound, shared by every command that prints one; `text`,
  /// when given, replaces the value's own words (a saved reading's or a level's, which say
  /// why a bound is one).
  static func lux(_ value: LuxValue, confidence: Confidence, text: String? = nil) -> Lux {
    switch value {
    case .estimate(let point, let interval):
      Lux(
        kind: "estimate", point: JSONLine.significant(point),
        lower: JSONLine.lower(interval.lower),
        upper: JSONLine.upper(interval.upper),
        confidence: confidence.level, text: text ?? value.text)
    case .atLeast(let bound):
      Lux(
        kind: "atLeast", point: nil, lower: JSONLine.lower(bound),
        upper: nil, confidence: confidence.level, text: text ?? value.text)
    case .atMost(let bound):
      Lux(
        kind: "atMost", point: nil, lower: nil,
        upper: JSONLine.upper(bound), confidence: confidence.level,
        text: text ?? value.text)
    }
  }

  /// The `band` object of a verdict, shared by every command that prints one.
  static func band(_ verdict: BandVerdict) -> BandJSON {
    switch verdict {
    case .estimate(let assessment):
      BandJSON(
        kind: "estimate", id: assessment.likeliest.id, name: assessment.likeliest.name,
        pointBand: assessment.band.id, summary: assessment.summary,
        confident: assessment.isConfident, straddles: assessment.straddles,
        possible: assessment.possible.map(\.id),
        probabilities: Dictionary(
          uniqueKeysWithValues: assessment.probabilities.map {
            ($0.band.id, JSONLine.probability($0.probability))
          }))
    case .atLeast(let bound), .atMost(let bound):
      BandJSON(
        kind: verdict.isAtLeast ? "atLeast" : "atMost", id: bound.id, name: bound.name,
        pointBand: nil, summary: verdict.summary, confident: nil, straddles: nil, possible: nil,
        probabilities: nil)
    }
  }
}

extension BandVerdict {
  fileprivate var isAtLeast: Bool {
    if case .atLeast = self { true } else { false }
  }
}
