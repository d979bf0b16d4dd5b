/// `--explain`: JSON output with the words as well as the values (docs/cli.md, "JSON output").
/// Without it, JSON carries values and note codes only, which is what scripts read and what
/// keeps a batch's lines short.
enum ExplainArguments {
  /// The option, with `adds` saying what it adds to the command's JSON.
  static func option(adding adds: String) -> OptionSpec {
    OptionSpec(["--explain"], help: "With --json: add \(adds).")
  }

  /// Whether `--explain` was given; it needs `--json`.
  ///
  /// - Throws: ``UsageError`` for `--explain` without `--json`.
  static func explain(from arguments: ParsedArguments) throws(UsageError) -> Bool {
    guard arguments.has("--explain") else { return false }
    guard arguments.has("--json") else {
      throw .conflict("--explain applies only to --json output (text output is already words)")
    }
    return true
  }
}
