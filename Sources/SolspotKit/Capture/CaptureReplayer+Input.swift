extension CaptureReplayer {
  /// Replays the whole of `input` (``CaptureInput``): reads it chunk by chunk, calls
  /// `onChange` with each new phase and the time of its sample, and returns the outcome.
  ///
  /// ```swift
  /// var replayer = CaptureReplayer(catalog: catalog)
  /// let outcome = try replayer.replay(.file(path: "capture.jsonl")) { _, _ in }
  /// ```
  ///
  /// - Throws: ``CaptureInput/Failure`` when the input cannot be read; ``Failure`` for a bad
  ///   line or an unknown header device; ``DataError`` when the built-in data cannot be read
  ///   (a build defect); whatever `onChange` throws.
  public mutating func replay(
    _ input: CaptureInput, onChange: (GateState, Double) throws -> Void
  ) throws -> Outcome {
    try input.forEachChunk { chunk in try append(chunk, onChange: onChange) }
    return try finish(onChange: onChange)
  }
}
