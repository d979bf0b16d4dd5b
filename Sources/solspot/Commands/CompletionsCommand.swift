/// `solspot completions SHELL`: a completion script for bash, zsh or fish, generated from the
/// same command specs as the help.
enum CompletionsCommand: Command {
  static let spec = CommandSpec(
    path: ["completions"],
    abstract: "Print a shell completion script for bash, zsh or fish.",
    usage: ["completions bash|zsh|fish"],
    positionals: [
      PositionalSpec(
        name: "SHELL", help: "bash, zsh or fish.", count: 1...1,
        values: Shell.allCases.map(\.rawValue))
    ],
    discussion: """
      The script completes commands, subcommands, options, device ids, bands, files and the \
      names of saved spots. Install it once:

        solspot completions bash > ~/.local/share/bash-completion/completions/solspot
        solspot completions zsh > "${fpath[1]}/_solspot"
        solspot completions fish > ~/.config/fish/completions/solspot.fish
      """
  )

  /// The shells a script is made for; their names are the values `SHELL` completes to.
  enum Shell: String, CaseIterable {
    case bash, zsh, fish
  }

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    try arguments.checkPositionals()
    let tree = CommandTree()
    let name = arguments.positionals.first ?? ""
    guard let shell = Shell(rawValue: name) else {
      throw UsageError.invalidValue(
        option: "SHELL", value: name, reason: "expected bash, zsh or fish")
    }
    switch shell {
    case .bash: console.write(BashCompletion.render(tree))
    case .zsh: console.write(ZshCompletion.render(tree))
    case .fish: console.write(FishCompletion.render(tree))
    }
    return .success
  }
}
