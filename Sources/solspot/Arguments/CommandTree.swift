import SolspotKit

/// Every command of the table as one flat list, walked from the same specs the help is
/// rendered from, so completions and the man page can never disagree with `--help`.
struct CommandTree {
  /// One command: its spec and the names of the commands one word below it.
  struct Node {
    /// The command's spec.
    let spec: CommandSpec
    /// The words of its subcommands (`add`, `list`, … for `spot`).
    let subcommands: [(name: String, abstract: String)]

    /// The words after `solspot` that name the command, joined by spaces (`spot add`).
    var key: String { spec.path.joined(separator: " ") }
  }

  /// The nodes, parents before their children, in the order help lists them.
  let nodes: [Node]

  /// The tree of `commands` (the CLI's ``CommandTable/commands`` by default).
  init(_ commands: [any Command.Type] = CommandTable.commands) {
    var nodes: [Node] = []
    func visit(_ command: any Command.Type) {
      let children = command.subcommands
      nodes.append(
        Node(
          spec: command.spec,
          subcommands: children.compactMap { child in
            child.spec.path.last.map { ($0, child.spec.abstract) }
          }))
      children.forEach(visit)
    }
    commands.forEach(visit)
    self.nodes = nodes
  }

  /// The top-level command words with their abstracts, `help` included.
  var topLevel: [(name: String, abstract: String)] {
    nodes.filter { $0.spec.path.count == 1 }.compactMap { node in
      node.spec.path.last.map { ($0, node.spec.abstract) }
    } + [("help", "Show help for a command.")]
  }
}

/// What the shell may offer for an option's value or a positional argument.
enum CompletionValue: Equatable {
  /// Nothing to offer: a number, a time, free text.
  case none
  /// Paths of files (and folders to descend into).
  case files
  /// One of these words.
  case words([String])
  /// The names of the saved spots, from `solspot spot list --names`.
  case spotNames

  /// The words a `--device` accepts, the built-in profile ids.
  static let deviceIDs: [String] = {
    guard let catalog = try? DeviceProfileCatalog.builtIn() else { return [] }
    return catalog.profiles.map(\.id)
  }()

  /// The band ids.
  static let bandIDs: [String] = {
    guard let table = try? BandTable.builtIn() else { return [] }
    return table.bands.map(\.id)
  }()

  /// What an option's value completes to, from its name and placeholder.
  static func forOption(_ option: OptionSpec, in spec: CommandSpec) -> CompletionValue {
    guard let value = option.valueName else { return .none }
    if !option.values.isEmpty { return .words(option.values) }
    switch option.key {
    case "--device": return .words(deviceIDs)
    case "--band": return .words(bandIDs)
    case "--format": return .words(["json", "csv"])
    case "--store": return .files
    case "--spot": return .spotNames
    default: break
    }
    return ["FILE", "PATH", "DIR", "PHOTO", "CAPTURE"].contains(value) ? .files : .none
  }

  /// What a command's positional arguments complete to.
  static func forPositionals(of spec: CommandSpec) -> CompletionValue {
    guard let positional = spec.positionals.first else { return .none }
    if !positional.values.isEmpty { return .words(positional.values) }
    let names = positional.name.split(separator: "|").map(String.init)
    if names.contains(where: ["FILE", "PATH", "DIR", "PHOTO", "CAPTURE"].contains) {
      return .files
    }
    if spec.path.first == "spot", ["NAME", "A", "B", "OLD"].contains(positional.name) {
      return .spotNames
    }
    if spec.path == ["devices"] { return .words(deviceIDs) }
    return .none
  }
}
