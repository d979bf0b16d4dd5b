/// The format a listing command prints: text for people, `--json` or `--csv` (docs/cli.md,
/// "Output formats and units"; columns in docs/csv.md).
enum OutputFormat: Equatable {
  case text
  case json
  case csv

  /// `--csv`, saying what one row is and naming its columns: "Print CSV (docs/csv.md): a
  /// header row, then one row per spot; columns spot, room, …".
  static func csvOption(row item: String, columns: [String]) -> OptionSpec {
    OptionSpec(
      ["--csv"],
      help: "Print CSV (docs/csv.md): a header row, then one row per \(item); columns "
        + columns.joined(separator: ", ")
        + (columns.contains { $0.split(separator: "_").contains("lux") }
          ? " (lux ones fc with --unit fc)." : "."))
  }

  /// The format `arguments` ask for.
  ///
  /// - Throws: ``UsageError/conflict(_:)`` for `--json` with `--csv` (exit 2).
  static func from(_ arguments: ParsedArguments) throws(UsageError) -> OutputFormat {
    switch (arguments.has("--json"), arguments.has("--csv")) {
    case (true, true): throw .conflict("--json and --csv cannot be combined")
    case (true, false): return .json
    case (false, true): return .csv
    case (false, false): return .text
    }
  }
}
