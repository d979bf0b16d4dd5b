/// The top-level commands, in the order help lists them.
enum CommandTable {
  nonisolated(unsafe) static let commands: [any Command.Type] = [
    LuxCommand.self,
    ExifCommand.self,
    DevicesCommand.self,
    PlantsCommand.self,
    SpotCommand.self,
    CalibrateCommand.self,
    ReadCommand.self,
    PreviewCommand.self,
    CompletionsCommand.self,
  ]

  /// The command at the start of `words` and how many words named it, descending into
  /// subcommands (`spot add NAME` → `spot add`, 2).
  static func find(_ words: [String]) -> CommandMatch? {
    guard let first = words.first,
      var command = commands.first(where: { $0.spec.path.last == first })
    else { return nil }
    var depth = 1
    while depth < words.count,
      let next = command.subcommands.first(where: { $0.spec.path.last == words[depth] })
    {
      command = next
      depth += 1
    }
    return CommandMatch(command: command, depth: depth)
  }

  /// The names of the top-level commands.
  static var names: [String] { commands.compactMap { $0.spec.path.last } + ["help"] }
}

/// A command found in the words of a command line.
struct CommandMatch {
  /// The command.
  let command: any Command.Type
  /// How many words named it.
  let depth: Int

  /// The command's spec.
  var spec: CommandSpec { command.spec }

  /// The specs of the command's subcommands.
  var subcommandSpecs: [CommandSpec] { command.subcommands.map { $0.spec } }

  /// Runs the command.
  func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    try command.run(arguments, console: console)
  }
}
