import SolspotKit

extension MeasureSource {
  /// What a measurement's source gave, as `Output/MeasureText` and `Output/MeasureJSON` render
  /// it: the estimate (none only for a capture without a standing reading), the source the
  /// reading keeps, and the source's own detail.
  struct Measurement {
    /// What the source says beyond the estimate.
    enum Detail {
      /// Settings typed in: nothing more.
      case settings
      /// The replay, as `solspot read` reports it.
      case capture(CaptureReplayer.Outcome)
      /// The photo's metadata and how its device profile was chosen.
      case photo(PhotoBatch.Result, PhotoBatch.ProfileChoice)
    }

    /// The estimate; `nil` only for a capture that committed no reading, or whose reading was
    /// superseded.
    let estimate: LuxEstimate?
    let source: ReadingSource
    let detail: Detail

    /// A capture that saved nothing.
    init(capture: CaptureReplayer.Outcome, source: ReadingSource) {
      estimate = nil
      self.source = source
      detail = .capture(capture)
    }

    /// A measurement that gave `estimate`, with the library's `detail`; `path` is the photo's
    /// path as given, for a photo.
    init(estimate: LuxEstimate, source: ReadingSource, detail: MeasureDetail, path: String) {
      self.estimate = estimate
      self.source = source
      switch detail {
      case .settings:
        // Its notes are the measurement's (``MeasureOutcome/notes``).
        self.detail = .settings
      case .capture(let outcome):
        self.detail = .capture(outcome)
      case .photo(let photo):
        let result = PhotoBatch.Result(
          path: path, metadata: photo.metadata, outcome: .estimate(estimate, photo.choice),
          deviceNote: photo.deviceNote)
        self.detail = .photo(result, photo.choice)
      }
    }
  }
}
