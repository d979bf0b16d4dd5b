import SolspotKit

/// Replays a capture file through a ``CaptureGate``: reads it chunk by chunk, makes the gate
/// once the header is known, and reports every change of phase.
struct CaptureReplay {
  /// What a replay ended with.
  struct Outcome {
    /// The last reading committed, if any.
    let reading: CaptureReading?
    /// The state after the last sample (``GateState/waiting`` for no samples).
    let state: GateState
    /// The timestamps of the first and last sample.
    let first: Double?
    let last: Double?
    /// How many samples were read.
    let sampleCount: Int
    /// The capture's header, if it has one.
    let header: CaptureHeader?

    /// The wall-clock time of the committed reading, from the header's start time; `nil`
    /// without a reading or a start time.
    var readingTime: Timestamp? {
      guard let reading, let first else { return nil }
      return header?.wallClock(at: reading.committedAt, firstSample: first)
    }
  }

  /// The file being replayed.
  let input: InputFile
  /// The device given on the command line, which overrides the header's.
  let device: String?
  /// The profile file given with `--profile`, which overrides both.
  var profile: DeviceProfile? = nil
  /// The confidence of the committed interval.
  let confidence: Confidence

  /// Replays the whole file, calling `onChange` with each new phase and the sample time.
  ///
  /// - Throws: ``CommandFailure`` for a file that cannot be read or a bad line (with the
  ///   file's name and the line number), or an unknown device.
  func run(onChange: (GateState, Double) throws -> Void) throws -> Outcome {
    var reader = CaptureReader()
    var gate: CaptureGate?
    var first: Double?
    func drain() throws {
      do {
        while let sample = try reader.next() {
          if gate == nil { gate = try makeGate(header: reader.header) }
          if first == nil { first = sample.timestamp }
          if gate?.add(sample) == true, let state = gate?.state {
            try onChange(state, sample.timestamp)
          }
        }
      } catch let error as CaptureError {
        throw CommandFailure("\(input.displayName): \(error)")
      }
    }
    try input.forEachChunk { chunk in
      reader.append(chunk)
      try drain()
    }
    reader.finish()
    try drain()
    if gate == nil { _ = try makeGate(header: reader.header) }
    return Outcome(
      reading: gate?.lastReading, state: gate?.state ?? .waiting, first: first,
      last: gate?.lastTimestamp, sampleCount: gate?.sampleCount ?? 0, header: reader.header)
  }

  private func makeGate(header: CaptureHeader?) throws -> CaptureGate {
    let profile = try self.profile ?? DeviceArguments.profile(named: device ?? header?.device)
    return CaptureGate(estimator: try LuxEstimator(profile: profile), confidence: confidence)
  }
}
