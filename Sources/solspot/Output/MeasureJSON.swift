import SolspotKit

/// The JSON output of `spot measure` (docs/cli.md, "spot"): what was saved, with the estimate
/// as `solspot lux --json` prints it and the source's own JSON (`solspot read --json` for a
/// capture, one line of `solspot lux --json PHOTO` for a photo). Field names are stable.
///
/// `estimate` is exactly what the source's own command prints: with the settings hints of
/// `lux --json` for settings typed in, with the clipped wording of `read --json` for a capture.
struct MeasureJSON: Encodable {
  let spot: String
  /// Whether a reading was saved (`false` only for a capture that committed none, or whose
  /// reading was superseded).
  let saved: Bool
  let time: String?
  /// Where the time came from: `at`, `capture-header`, `photo`, `photo-local`,
  /// `file-modified` or `now`.
  let timeSource: String?
  let source: String
  let file: String?
  let estimate: EstimateJSON?
  let capture: ReadJSON?
  let photo: PhotoJSON?
  /// Notes on the reading as saved to the spot: `other-device` (``OtherDeviceNote``),
  /// `photo-other-hemisphere` (``HemisphereNote``); absent when there are none.
  let notes: [NoteJSON]?

  init(
    spot: String, _ measurement: MeasureSource.Measurement, time: ReadingTime?,
    notes: [Note] = []
  ) {
    self.spot = spot
    self.notes = notes.isEmpty ? nil : notes.map { NoteJSON($0, explain: true) }
    saved = time != nil && measurement.estimate != nil
    self.time = saved ? time?.time.iso8601 : nil
    timeSource = saved ? time?.origin.rawValue : nil
    source = measurement.source.kind
    file = measurement.source.file
    var valueText: String?
    var leading: [Note] = []
    switch measurement.detail {
    case .capture(let outcome): valueText = outcome.reading.map(CaptureText.value)
    case .photo(let result, _): leading = result.leadingNotes
    case .settings: break
    }
    estimate = measurement.estimate.map {
      EstimateJSON($0, leading: leading, hints: measurement.hints, valueText: valueText)
    }
    switch measurement.detail {
    case .settings:
      (capture, photo) = (nil, nil)
    case .capture(let outcome):
      (capture, photo) = (ReadJSON(outcome), nil)
    case .photo(let result, _):
      (capture, photo) = (nil, PhotoJSON(result, explain: true))
    }
  }
}
