import SolspotKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `solspot read`'s replay of a capture file through the gates: the library's
/// ``CaptureReplayer/replay(_:onChange:)`` with the profile `--profile` or `--device` gives
/// (or the remembered device, for a header naming none), and a file that cannot be replayed
/// turned into a failure naming it.
struct CaptureReplay {
  typealias Outcome = CaptureReplayer.Outcome

  /// The path as given, `-` for standard input.
  let path: String
  /// The device given on the command line, which overrides the header's.
  let device: String?
  /// The profile file given with `--profile`, which overrides both.
  var profile: DeviceProfile? = nil
  /// The device `SOLSPOT_DEVICE` names, used when the header names none.
  var remembered: RememberedDevice? = nil
  /// The confidence of the committed interval.
  let confidence: Confidence

  /// The name for messages: the path, or "standard input".
  var displayName: String { path == "-" ? "standard input" : path }

  /// Replays the whole file, calling `onChange` with each new phase and the sample time.
  ///
  /// - Throws: ``CommandFailure`` for a file that cannot be read or a bad line (with the
  ///   file's name and the line number), or an unknown device, from `--device` or from the
  ///   header (with its line); whatever `onChange` throws.
  func run(onChange: (GateState, Double) throws -> Void) throws -> Outcome {
    let catalog = try DeviceArguments.catalog()
    let given = try profile ?? device.map { try DeviceArguments.profile(named: $0) }
    var replayer = CaptureReplayer(
      catalog: catalog, profile: given, source: profile == nil ? .option : .profileFile,
      remembered: remembered, confidence: confidence)
    do {
      return try replayer.replay(
        path == "-" ? .standardInput : .file(path: path), onChange: onChange)
    } catch let failure as CaptureInput.Failure {
      throw Self.failure(failure, path: path, file: displayName)
    } catch let failure as CaptureReplayer.Failure {
      throw CommandFailure.capture(failure, file: displayName)
    }
  }

  /// The failure for a capture at `path`, named `file` in messages, that cannot be read: in
  /// the words every command uses for a file (``FileProblem``), or the system's.
  static func failure(_ failure: CaptureInput.Failure, path: String, file: String)
    -> CommandFailure
  {
    switch failure {
    case .unreadable(let problem):
      .unreadable(path: path, FileProblem(problem), folderHint: nil)
    case .openFailed(let code):
      .systemError(file: file, action: .open, reason: reason(code))
    case .readFailed(let code):
      .systemError(file: file, action: .read, reason: reason(code))
    }
  }

  /// The system's words for the C error `code`, lower-cased: "input/output error".
  private static func reason(_ code: Int32) -> String {
    String(cString: strerror(code)).lowercased()
  }
}
