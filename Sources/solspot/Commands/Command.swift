/// A `solspot` command: its spec and what it does with parsed arguments.
protocol Command {
  /// What the command accepts and how its help reads.
  static var spec: CommandSpec { get }
  /// The commands one word below this one (`spot add`), if any.
  static var subcommands: [any Command.Type] { get }
  /// Runs the command.
  ///
  /// - Returns: The exit code for a run that finished.
  /// - Throws: ``UsageError`` for a command line that does not fit, anything else for a
  ///   failure; ``ErrorReport`` turns either into a message and exit code.
  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode
}

extension Command {
  static var subcommands: [any Command.Type] { [] }
}
