/// What a command accepts and how its help reads.
struct CommandSpec: Sendable {
  /// The command's words after `solspot`, e.g. `["lux"]` or `["spot", "add"]`.
  let path: [String]
  /// One line saying what the command does.
  let abstract: String
  /// The usage lines, without the leading `solspot`.
  let usage: [String]
  /// The options, without `--help` (every command has it).
  let options: [OptionSpec]
  /// The positional arguments, if any.
  let positionals: [PositionalSpec]
  /// Paragraphs of explanation shown after the options.
  let discussion: String

  init(
    path: [String], abstract: String, usage: [String], options: [OptionSpec] = [],
    positionals: [PositionalSpec] = [], discussion: String = ""
  ) {
    self.path = path
    self.abstract = abstract
    self.usage = usage
    self.options = options
    self.positionals = positionals
    self.discussion = discussion
  }

  /// `solspot lux`.
  var commandLine: String { (["solspot"] + path).joined(separator: " ") }

  /// `solspot help lux`: where a user is sent for more.
  var helpHint: String { (["solspot", "help"] + path).joined(separator: " ") }

  /// All options, `--unit` and `--help` (which every command has) included.
  var allOptions: [OptionSpec] { options + [UnitArguments.option, .help] }

  /// The option with name `name`, if any.
  func option(named name: String) -> OptionSpec? {
    allOptions.first { $0.names.contains(name) }
  }
}
