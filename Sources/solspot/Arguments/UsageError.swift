/// A command line that does not fit the command: exit code 2.
enum UsageError: Error, Equatable {
  /// An option the command does not have, with the closest real one.
  case unknownOption(String, suggestion: String?)
  /// A command that does not exist, with the closest real ones.
  case unknownCommand(String, suggestions: [String])
  /// An option that needs a value came last.
  case missingValue(option: String)
  /// A required option was not given.
  case missingOption(option: String)
  /// A value that cannot be converted or is out of range.
  case invalidValue(option: String, value: String, reason: String)
  /// More positional arguments than the command takes.
  case unexpectedArgument(String)
  /// Fewer positional arguments than the command needs.
  case missingArgument(name: String)
  /// A flag given a value (`--json=yes`) or an option given twice.
  case misused(option: String, reason: String)
  /// Options that cannot be combined.
  case conflict(String)
  /// Exposure settings given as positional arguments (`solspot lux f/1.9 1/60 100`) where
  /// none of the arguments is a file, with the options to use instead.
  case misplacedSettings(arguments: [String], suggestion: String)
  /// An argument whose bytes are not UTF-8, at its position on the command line (1 for the
  /// first after the program's name), shown with `\xFF` for each byte that is not.
  case notUTF8(position: Int, shown: String)

  /// The message, without the `solspot: ` prefix or the help hint.
  var message: String {
    switch self {
    case .unknownOption(let name, let suggestion):
      "unknown option '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
    case .unknownCommand(let name, let suggestions):
      "unknown command '\(name)'"
        + (suggestions.isEmpty
          ? "" : "; did you mean " + suggestions.map { "'\($0)'" }.joined(separator: " or ") + "?")
    case .missingValue(let option):
      "option '\(option)' needs a value"
    case .missingOption(let option):
      "missing option \(option)"
    case .invalidValue(let option, let value, let reason):
      "invalid value '\(value)' for \(option): \(reason)"
    case .unexpectedArgument(let argument):
      "unexpected argument '\(argument)'"
    case .missingArgument(let name):
      "missing argument \(name)"
    case .misused(let option, let reason):
      "option '\(option)' \(reason)"
    case .conflict(let reason):
      reason
    case .misplacedSettings(let arguments, let suggestion):
      Self.quotedList(arguments) + (arguments.count == 1 ? " is not a file" : " are not files")
        + "; for exposure settings use \(suggestion)"
    case .notUTF8(let position, let shown):
      "argument \(position) ('\(shown)') is not UTF-8 text; solspot reads names, paths and "
        + "values as UTF-8 and does not change them: write the argument in UTF-8, or rename "
        + "the file"
    }
  }

  /// `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
  private static func quotedList(_ items: [String]) -> String {
    let quoted = items.map { "'\($0)'" }
    guard let last = quoted.last, quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " and " + last
  }
}
