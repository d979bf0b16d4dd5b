import SolspotKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `solspot` command-line tool: finds the command, parses its arguments, runs it, and turns
/// any error into one line on standard error and an exit code.
@main
enum Solspot {
  static func main() {
    let console = Console()
    let code: ExitCode
    switch RawArguments.decode() {
    case .success(let arguments):
      code = run(arguments, console: console)
    case .failure(let error):
      console.error(ErrorReport(error, command: nil).message)
      code = .usage
    }
    console.flush()
    exit(code.rawValue)
  }

  static func run(_ arguments: [String], console: Console) -> ExitCode {
    guard let first = arguments.first else {
      console.write(HelpText.overview(CommandTable.commands.map { $0.spec }))
      return .success
    }
    switch first {
    case "-h", "--help":
      // 'solspot --help lux' is 'solspot help lux'.
      return help(Array(arguments.dropFirst()), console: console)
    case "--version", "version":
      console.out("solspot \(SolspotVersion.current)")
      return .success
    case "help":
      return help(Array(arguments.dropFirst()), console: console)
    default:
      break
    }
    guard let match = CommandTable.find(arguments) else {
      let error: UsageError =
        first.hasPrefix("-")
        ? .unknownOption(first, suggestion: nil)
        : .unknownCommand(
          first, suggestions: Suggestions.closest(to: first, among: CommandTable.names, limit: 2))
      console.error(ErrorReport(error, command: nil).message)
      return .usage
    }
    let rest = Array(arguments.dropFirst(match.depth))
    let options = rest.prefix { $0 != "--" }
    if options.contains("-h") || options.contains("--help") {
      console.write(HelpText.render(match.spec, subcommands: match.subcommandSpecs))
      return .success
    }
    do {
      let parsed = try ArgumentParser.parse(rest, for: match.spec)
      let unit = try UnitArguments.unit(from: parsed)
      return try Illuminance.$unit.withValue(unit) {
        try match.run(parsed, console: console)
      }
    } catch {
      let report = ErrorReport(error, command: match.spec)
      console.error(report.message)
      return report.exitCode
    }
  }

  /// `solspot help [COMMAND...]`.
  static func help(_ words: [String], console: Console) -> ExitCode {
    if words == ["--man"] {
      console.write(ManPage.render(CommandTree()))
      return .success
    }
    guard !words.isEmpty, words != ["help"] else {
      console.write(HelpText.overview(CommandTable.commands.map { $0.spec }))
      return .success
    }
    guard let match = CommandTable.find(words), match.depth == words.count else {
      let unknown = words.first ?? ""
      let error = UsageError.unknownCommand(
        words.joined(separator: " "),
        suggestions: Suggestions.closest(to: unknown, among: CommandTable.names, limit: 2))
      console.error(ErrorReport(error, command: nil).message)
      return .usage
    }
    console.write(HelpText.render(match.spec, subcommands: match.subcommandSpecs))
    return .success
  }
}
