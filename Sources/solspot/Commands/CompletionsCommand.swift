/// `solspot completions SHELL`: a completion script for bash, zsh or fish, generated from the
/// same command specs as the help.
enum CompletionsCommand: Command {
  static let spec = CommandSpec(
    path: ["completions"],
    abstract: "Print a shell completion script for bash, zsh or fish.",
    usage: ["completions bash|zsh|fish"],
    positionals: [PositionalSpec(name: "SHELL", help: "bash, zsh or fish.", count: 1...1)],
    discussion: """
      The script completes commands, subcommands, options, device ids, bands, files and the \
      names of saved spots. Install it once:

        solspot completions bash > ~/.local/share/bash-completion/completions/solspot
        solspot completions zsh > "${fpath[1]}/_solspot"
        solspot completions fish > ~/.config/fish/completions/solspot.fish
      """
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    try arguments.checkPositionals()
    let tree = CommandTree()
    switch arguments.positionals.first {
    case "bash": console.write(BashCompletion.render(tree))
    case "zsh": console.write(ZshCompletion.render(tree))
    case "fish": console.write(FishCompletion.render(tree))
    case let other:
      throw UsageError.invalidValue(
        option: "SHELL", value: other ?? "", reason: "expected bash, zsh or fish")
    }
    return .success
  }
}
