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
      message = "solspot: " + failure.message
      exitCode = .failure
    case let metadata as MetadataError:
      message = "solspot: " + FileProblem.message(metadata)
      exitCode = .failure
    case let data as DataError:
      if let problem = data.textProblem {
        // The field path ends with the field's name: "spots[2].notes", "line 4, notes".
        let last = data.field.split(whereSeparator: { !$0.isLetter }).last.map(String.init)
        let field = last.flatMap(SpotTextField.init(rawValue:)) ?? .name
        message =
          "solspot: \(data.file): field '\(data.field)': "
          + SpotTextWords.problem(problem, field: field)
      } else {
        message = "solspot: " + data.description
      }
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

/// A runtime failure of a command, with its message: exit code 1.
struct CommandFailure: Error {
  let message: String

  init(_ message: String) { self.message = message }
}
