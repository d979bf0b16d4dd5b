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
  /// Notes on the reading as saved to the spot, each with its code and values
  /// (``SavedMeasurement/readingNotes``): `forced`, `far-from-level`, `other-device`,
  /// `photo-other-hemisphere`, `remembered-device`; absent when there are none.
  let notes: [NoteJSON]?
  /// Why the reading is implausible (``ImplausibleReading``): refused (`saved` false) or
  /// saved flagged with `--force` (`forced` true); absent for a plausible reading.
  let implausible: [Implausible]?
  /// `true` for a reading saved with `--force` although implausible; absent otherwise.
  let forced: Bool?

  /// One rule an implausible reading breaks, with the figures it compared.
  struct Implausible: Encodable {
    /// `brighter-than-sun` or `beyond-documented-range`.
    let code: String
    /// The point value or the "at least" bound, and the limit, for `brighter-than-sun`.
    let lux: Double?
    let limitLux: Double?
    /// `iso` or `exposureTime`, its value and the documented range, for
    /// `beyond-documented-range`.
    let field: String?
    let value: Double?
    let min: Double?
    let max: Double?
    let message: String

    init(_ refusal: ImplausibleReading, device: String) {
      code = refusal.code
      message = ForcedText.rule(refusal, device: device)
      switch refusal {
      case .brighterThanSun(let lux, let isBound, let limit):
        (self.lux, limitLux) = (isBound ? JSONLine.lower(lux) : JSONLine.significant(lux), limit)
        (field, value, min, max) = (nil, nil, nil, nil)
      case .beyondDocumentedRange(let field, let value, let range, _):
        (lux, limitLux) = (nil, nil)
        (self.field, self.value, min, max) = (
          field.rawValue, value, range.lowerBound, range.upperBound
        )
      }
    }
  }

  init(
    spot: String, _ measurement: MeasureSource.Measurement, time: ReadingTime?,
    notes: [Note], refusals: [ImplausibleReading] = []
  ) {
    self.spot = spot
    // The measurement's notes (``MeasureOutcome/notes``): those on the reading as saved at the
    // top; a photo's device note, the settings' and the estimate's in `estimate`, as
    // `lux --json` gives them. The generic-photo and header-device notes have their own
    // fields (`photo.provenance.device`, `capture.device`).
    let saving = notes.filter { !MeasureText.isSourceNote($0) && !MeasureText.isEstimateNote($0) }
    self.notes = saving.isEmpty ? nil : saving.map { NoteJSON($0, explain: true) }
    let photoDevice = notes.filter { if case .photoDevice = $0 { true } else { false } }
    let estimateNotes = photoDevice + notes.filter(MeasureText.isEstimateNote)
    let device = measurement.estimate?.device.id ?? ""
    implausible = refusals.isEmpty ? nil : refusals.map { Implausible($0, device: device) }
    saved = time != nil && measurement.estimate != nil
    forced = saved && !refusals.isEmpty ? true : nil
    self.time = saved ? time?.time.iso8601 : nil
    timeSource = saved ? time?.origin.rawValue : nil
    source = measurement.source.kind
    file = measurement.source.file
    var valueText: String?
    if case .capture(let outcome) = measurement.detail {
      valueText = outcome.reading.map(CaptureText.value)
    }
    estimate = measurement.estimate.map {
      EstimateJSON($0, notes: estimateNotes, valueText: valueText)
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
