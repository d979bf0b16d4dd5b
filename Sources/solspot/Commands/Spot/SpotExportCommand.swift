import SolspotKit

/// `solspot spot export`: every spot and reading, to standard output.
enum SpotExportCommand: Command {
  static let spec = CommandSpec(
    path: ["spot", "export"],
    abstract: "Write every spot and reading as JSON or CSV, for backups and other tools.",
    usage: ["spot export [--format json|csv]"],
    options: [
      OptionSpec(["--format"], value: "F", help: "json (default) or csv."),
      StoreArguments.option,
    ],
    discussion: """
      The export holds everything the store holds; 'solspot spot import' reads either format \
      back exactly. Formats: docs/store.md.

      From a damaged store the export salvages what it can: every spot and reading that can \
      be read is written, each one that cannot is named on standard error, and the status \
      is 1.

      Example:
        solspot spot export > spots.json
      """
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    try arguments.checkPositionals()
    let format =
      try arguments.value("--format", expected: "expected json or csv") {
        ["json", "csv"].contains($0.lowercased()) ? $0.lowercased() : nil
      } ?? "json"
    let (archive, damaged) = try StoreArguments.withExistingStore(arguments) { store in
      try store?.salvageArchive() ?? (SpotArchive(spots: []), [])
    }
    if format == "csv" {
      console.write(archive.csv())
    } else {
      console.out(try archive.json())
    }
    return try StoreArguments.reportDamage(damaged, arguments, console: console)
  }
}
