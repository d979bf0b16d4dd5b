import SolspotKit

/// Replays a capture file through the gates (``CaptureReplayer``): reads it chunk by chunk,
/// from a file or standard input, with the profile `--profile` or `--device` gives (or the
/// remembered device, for a header naming none), and turns a file that cannot be replayed
/// into a message naming it.
struct CaptureReplay {
  typealias Outcome = CaptureReplayer.Outcome
  typealias DeviceChoice = CaptureReplayer.DeviceChoice

  /// The file being replayed.
  let input: InputFile
  /// The device given on the command line, which overrides the header's.
  let device: String?
  /// The profile file given with `--profile`, which overrides both.
  var profile: DeviceProfile? = nil
  /// The device `spot measure` remembers (``RememberedDevice/find(for:environment:)``), used
  /// when the header names none.
  var remembered: RememberedDevice? = nil
  /// The confidence of the committed interval.
  let confidence: Confidence

  /// Replays the whole file, calling `onChange` with each new phase and the sample time.
  ///
  /// - Throws: ``CommandFailure`` for a file that cannot be read or a bad line (with the
  ///   file's name and the line number), or an unknown device, from `--device` or from the
  ///   header (with its line).
  func run(onChange: (GateState, Double) throws -> Void) throws -> Outcome {
    let catalog = try DeviceArguments.catalog()
    let given = try profile ?? device.map { try DeviceArguments.profile(named: $0) }
    var replayer = CaptureReplayer(
      catalog: catalog, profile: given, source: profile == nil ? .option : .profileFile,
      remembered: remembered, confidence: confidence)
    do {
      try input.forEachChunk { chunk in try replayer.append(chunk, onChange: onChange) }
      return try replayer.finish(onChange: onChange)
    } catch let failure as CaptureReplayer.Failure {
      throw CommandFailure.capture(failure, file: input.displayName)
    }
  }
}
