import SolspotKit

/// One line of `solspot lux --json PHOTO...` (docs/cli.md, "Photo JSON"): the file, its
/// estimate (``EstimateJSON``) or error, its metadata with sources, and the scene note.
struct PhotoJSON: Encodable {
  /// Where each setting of the estimate and the device profile came from.
  struct Provenance: Encodable {
    let fNumber: String
    let exposureTime: String
    let iso: String
    let bias: String
    /// `matched`, `chosen` (`--device`) or `generic`.
    let device: String
  }

  struct ErrorJSON: Encodable {
    let code: String
    let message: String
    let offset: Int?
  }

  let file: String
  /// `ok` or `failed`.
  let status: String
  let estimate: EstimateJSON?
  let provenance: Provenance?
  let metadata: MetadataJSON?
  let error: ErrorJSON?
  /// What a photo's estimate describes; only with an estimate.
  let note: String?

  /// The line for `result`; `explain` adds each note's sentence (`--explain`).
  init(_ result: PhotoBatch.Result, explain: Bool = true) {
    file = result.path
    metadata = result.metadata.map(MetadataJSON.init)
    switch result.outcome {
    case .estimate(let estimate, let choice):
      status = "ok"
      note = NoteText.estimate(.photoGeometry)
      self.estimate = EstimateJSON(estimate, leading: result.leadingNotes, explain: explain)
      let source = { (value: MetadataValue<Double>?) in value?.provenance.description ?? "" }
      provenance = Provenance(
        fNumber: source(result.metadata?.fNumber),
        exposureTime: source(result.metadata?.exposureTime),
        iso: source(result.metadata?.iso),
        bias: result.metadata?.exposureBias?.provenance.description ?? "not recorded; 0 assumed",
        device: choice.rawValue)
      error = nil
    case .failed(let failure):
      status = "failed"
      note = nil
      estimate = nil
      provenance = nil
      error = ErrorJSON(code: failure.code, message: failure.description, offset: failure.offset)
    case .skipped:
      status = "skipped"
      note = nil
      estimate = nil
      provenance = nil
      error = nil
    }
  }
}
