/// One option a command accepts: its names, whether it takes a value, and its help.
struct OptionSpec: Sendable {
  /// The names, short first: `["-f", "--aperture"]`. The last (long) name is the key values
  /// are stored under.
  let names: [String]
  /// The value's placeholder in help (`N`), or `nil` for a flag without a value.
  let valueName: String?
  /// One line of help.
  let help: String
  /// Whether the option may be given more than once (values accumulate).
  let isRepeatable: Bool
  /// The words its value may be, when it is one of a few (`lux`, `fc`), for completions;
  /// empty when the value is free (a number, a file, a name).
  let values: [String]

  init(
    _ names: [String], value valueName: String? = nil, values: [String] = [], help: String,
    repeatable: Bool = false
  ) {
    precondition(!names.isEmpty, "an option needs a name")
    precondition(values.isEmpty || valueName != nil, "only an option with a value has values")
    self.names = names
    self.valueName = valueName
    self.help = help
    self.isRepeatable = repeatable
    self.values = values
  }

  /// The key values are stored under: the long name.
  var key: String { names[names.count - 1] }

  /// Whether the option takes a value.
  var takesValue: Bool { valueName != nil }

  /// The names joined for messages: `-f/--aperture`.
  var displayName: String { names.joined(separator: "/") }

  /// The option as it appears in help's left column: `-f, --aperture <N>`.
  var helpLabel: String {
    names.joined(separator: ", ") + (valueName.map { " <\($0)>" } ?? "")
  }

  /// The standard help flag every command has.
  static let help = OptionSpec(["-h", "--help"], help: "Show help information.")
}

/// The positional arguments a command accepts.
struct PositionalSpec: Sendable {
  /// The placeholder in help, e.g. `PHOTO`.
  let name: String
  /// One line of help.
  let help: String
  /// How many may be given.
  let count: ClosedRange<Int>
  /// The words it may be, when it is one of a few (`bash`, `zsh`, `fish`), for completions;
  /// empty when it is free.
  var values: [String] = []
}
