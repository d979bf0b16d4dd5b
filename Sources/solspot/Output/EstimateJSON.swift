import SolspotKit

/// The JSON form of a ``LuxEstimate`` (docs/cli.md, "JSON output"). Field names are stable.
///
/// Values and note codes always; the words (`lux.text`, `band.name` and `band.summary`,
/// `device.name` and `device.calibrationWording`, each note's `message`), the band verdict's
/// reasons (``band(_:explain:)``) and the error model (`error`) only when explained
/// (`--explain`; commands without the option always explain).
struct EstimateJSON: Encodable {
  struct Lux: Encodable {
    /// `estimate`, `atLeast` or `atMost`.
    let kind: String
    let point: Double?
    let lower: Double?
    let upper: Double?
    let confidence: Double
    /// The value in words; only when explained.
    var text: String?
  }

  struct BandJSON: Encodable {
    /// `estimate`, `atLeast` or `atMost`.
    let kind: String
    let id: String
    /// The band's name; only when explained.
    let name: String?
    /// The band of the point value (estimates only, when explained).
    let pointBand: String?
    /// The verdict in words; only when explained.
    let summary: String?
    /// Whether the likeliest band holds the confident probability (estimates only, when
    /// explained).
    let confident: Bool?
    /// Whether the printed interval reaches more than one band (estimates only, when
    /// explained).
    let straddles: Bool?
    /// The other bands the summary names as possible, most probable first (estimates only,
    /// when explained).
    let possible: [String]?
    /// Each band's probability (estimates only).
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
    /// The profile's name and its calibration in words; only when explained.
    let name: String?
    let calibration: String
    let calibrationWording: String?
  }

  struct Component: Encodable {
    let id: String
    let kind: String
    let shape: String
    let sigmaEV: Double
    /// The degrees of freedom of a t-shaped component; absent for a normal one.
    let degrees: Int?
  }

  struct ErrorJSON: Encodable {
    let symmetricSigmaEV: Double
    let upwardSigmaEV: Double
    /// The effective degrees of freedom of the symmetric part (Welch–Satterthwaite); absent
    /// when it is normal.
    let degrees: Double?
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
  /// The error model behind the interval; only when explained.
  let error: ErrorJSON?
  let notes: [NoteJSON]

  /// The JSON form of `estimate`; `leading` notes from outside the estimate (a photo's
  /// ``PhotoDeviceNote``) and `hints` on how its settings were typed lead its notes, each
  /// with its sentence when `explain` is set; `valueText`, when given, is `lux.text`: a
  /// capture's clipped bound says why it is a bound (``CaptureText/value(_:)``).
  ///
  /// `notes`, when given, are the estimate's notes as a measurement carries them
  /// (``MeasureOutcome/notes``), in place of `leading`, `hints` and the estimate's own.
  init(
    _ estimate: LuxEstimate, leading: [SolspotKit.Note] = [], hints: [SettingsHint] = [],
    notes given: [SolspotKit.Note]? = nil, valueText: String? = nil, explain: Bool = true
  ) {
    let all =
      given ?? SolspotKit.Note.notes(of: estimate, leading: leading + hints.map { .settings($0) })
    var lux = Self.lux(
      estimate.value, confidence: estimate.confidence, text: valueText, explain: explain)
    if !explain { lux.text = nil }
    self.lux = lux
    band = Self.band(estimate.band, explain: explain)
    ev100 = JSONLine.decimals(estimate.ev100, 3)
    sceneEV = JSONLine.decimals(estimate.sceneEV, 3)
    let exposure = estimate.exposure
    // Ten significant figures, as `metadata` gives them: a rational's last digits
    // (0.016666666666666666 for 1/60) say nothing and lengthen every line.
    let figures = { (value: Double) in JSONLine.significant(value, 10) }
    settings = Settings(
      fNumber: figures(exposure.fNumber), exposureTime: figures(exposure.exposureTime),
      iso: figures(exposure.iso), bias: figures(exposure.bias))
    device = Device(
      id: estimate.device.id, name: explain ? estimate.device.displayName : nil,
      calibration: estimate.device.calibration.status.name,
      calibrationWording: explain ? DeviceText.calibration(estimate.device.calibration) : nil)
    limitCheck = estimate.limitCheck.rawValue
    guard explain else {
      error = nil
      notes = all.map { NoteJSON($0, explain: false) }
      return
    }
    error = ErrorJSON(
      symmetricSigmaEV: JSONLine.decimals(estimate.distribution.symmetricSigma, 3),
      upwardSigmaEV: JSONLine.decimals(estimate.distribution.upwardSigma, 3),
      degrees: estimate.distribution.degrees.map { JSONLine.decimals($0, 2) },
      components: estimate.budget.components.map {
        Component(
          id: $0.id, kind: $0.kind.rawValue, shape: $0.shape.rawValue,
          sigmaEV: JSONLine.decimals($0.sigmaEV, 3), degrees: $0.degrees)
      })
    notes = all.map { NoteJSON($0, explain: true) }
  }

  /// The `lux` object of a value or bound, shared by every command that prints one; `text`,
  /// when given, replaces the value's own words (a saved reading's or a level's, which say
  /// why a bound is one); no words unless `explain` is set.
  static func lux(
    _ value: LuxValue, confidence: Confidence, text: String? = nil, explain: Bool = true
  ) -> Lux {
    // The value's own words are made only when they are printed.
    let text = explain ? text ?? value.text : nil
    return switch value {
    case .estimate(let point, let interval):
      Lux(
        kind: "estimate", point: JSONLine.significant(point),
        lower: JSONLine.lower(interval.lower),
        upper: JSONLine.upper(interval.upper),
        confidence: confidence.level, text: text)
    case .atLeast(let bound):
      Lux(
        kind: "atLeast", point: nil, lower: JSONLine.lower(bound),
        upper: nil, confidence: confidence.level, text: text)
    case .atMost(let bound):
      Lux(
        kind: "atMost", point: nil, lower: nil,
        upper: JSONLine.upper(bound), confidence: confidence.level, text: text)
    }
  }

  /// The `band` object of a verdict, shared by every command that prints one: its kind, its
  /// likeliest band and each band's probability; when `explain` is set, also its words and
  /// what they rest on (the point value's band, whether the likeliest band is confident,
  /// whether the interval straddles bands, the other bands the words name). Without it, the
  /// doubt is in the probabilities and in the `band-uncertain` note.
  static func band(_ verdict: BandVerdict, explain: Bool = true) -> BandJSON {
    switch verdict {
    case .estimate(let assessment):
      BandJSON(
        kind: "estimate", id: assessment.likeliest.id,
        name: explain ? assessment.likeliest.name : nil,
        pointBand: explain ? assessment.band.id : nil,
        summary: explain ? assessment.summary : nil,
        confident: explain ? assessment.isConfident : nil,
        straddles: explain ? assessment.straddles : nil,
        possible: explain ? assessment.possible.map(\.id) : nil,
        probabilities: Dictionary(
          uniqueKeysWithValues: assessment.probabilities.map {
            ($0.band.id, JSONLine.probability($0.probability))
          }))
    case .atLeast(let bound), .atMost(let bound):
      BandJSON(
        kind: verdict.isAtLeast ? "atLeast" : "atMost", id: bound.id,
        name: explain ? bound.name : nil, pointBand: nil,
        summary: explain ? verdict.summary : nil, confident: nil, straddles: nil, possible: nil,
        probabilities: nil)
    }
  }
}

extension BandVerdict {
  fileprivate var isAtLeast: Bool {
    if case .atLeast = self { true } else { false }
  }
}
