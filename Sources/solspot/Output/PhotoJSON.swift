import SolspotKit

/// One line of `solspot lux --json PHOTO...` (docs/cli.md, "Photo JSON"): the file, its
/// estimate (``EstimateJSON``) or error, and how its device profile was chosen. With
/// `--explain`, the estimate's words and error model, where each setting came from, the
/// photo's metadata with sources, and the scene note too.
struct PhotoJSON: Encodable {
  /// How the device profile was chosen and, explained, where each setting came from.
  struct Provenance: Encodable {
    var fNumber: String? = nil
    var exposureTime: String? = nil
    var iso: String? = nil
    var bias: String? = nil
    /// `matched`, `chosen` (`--device`) or `generic`.
    let device: String
  }

  struct ErrorJSON: Encodable {
    let code: String
    let message: String
    let offset: Int?
  }

  let file: String
  /// `ok`, `failed` or `skipped`.
  let status: String
  let estimate: EstimateJSON?
  let provenance: Provenance?
  /// The photo's metadata with sources; only explained.
  let metadata: MetadataJSON?
  let error: ErrorJSON?
  /// What a photo's estimate describes; only explained, with an estimate.
  let note: String?

  /// The line for `result`; `explain` adds the words and sources (`--explain`).
  init(_ result: PhotoBatch.Result, explain: Bool) {
    file = result.path
    metadata = explain ? result.metadata.map(MetadataJSON.init) : nil
    switch result.outcome {
    case .estimate(let estimate, let choice):
      status = "ok"
      note = explain ? NoteText.estimate(.photoGeometry) : nil
      self.estimate = EstimateJSON(estimate, leading: result.leadingNotes, explain: explain)
      var provenance = Provenance(device: choice.rawValue)
      if explain {
        let source = { (value: MetadataValue<Double>?) in
          value.map { ProvenanceText.source($0.provenance) } ?? ""
        }
        provenance.fNumber = source(result.metadata?.fNumber)
        provenance.exposureTime = source(result.metadata?.exposureTime)
        provenance.iso = source(result.metadata?.iso)
        provenance.bias =
          result.metadata?.exposureBias.map { ProvenanceText.source($0.provenance) }
          ?? "not recorded; 0 assumed"
      }
      self.provenance = provenance
      error = nil
    case .failed(let failure):
      status = "failed"
      note = nil
      estimate = nil
      provenance = nil
      error = ErrorJSON(
        code: failure.code, message: MetadataErrorText.reason(failure), offset: failure.offset)
    case .skipped:
      status = "skipped"
      note = nil
      estimate = nil
      provenance = nil
      error = nil
    }
  }
}
