import SolspotKit

/// Turns any error a command throws into the line on standard error and the exit code
/// (swift-argument-parser's `MessageInfo`, in small).
struct ErrorReport {
  /// The text for standard error, `solspot: ` prefixed, one line.
  let message: String
  /// The exit code.
  let exitCode: ExitCode

  init(_ error: any Error, command: CommandSpec?) {
    switch error {
    case let usage as UsageError:
      let hint = command.map { " (see '\($0.helpHint)')" } ?? " (see 'solspot --help')"
      message = "solspot: " + usage.message + hint
      exitCode = .usage
    case let failure as CommandFailure:
      message = "solspot: " + CommandFailureText.message(failure)
      exitCode = failure.exitCode
    case let metadata as MetadataError:
      message = "solspot: " + FileProblem.message(metadata)
      exitCode = .failure
    case let data as DataError:
      message = "solspot: " + DataErrorText.message(data)
      exitCode = .failure
    case let calibration as CalibrationFileError:
      message = "solspot: " + CalibrationFileErrorText.message(calibration)
      exitCode = .failure
    case let spot as SpotError:
      message = "solspot: " + SpotTextWords.message(spot)
      exitCode = .failure
    default:
      message = "solspot: \(error)"
      exitCode = .failure
    }
  }
}
