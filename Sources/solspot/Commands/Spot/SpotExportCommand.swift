import SolspotKit

/// `solspot spot export`: every spot and reading, to standard output or a file.
enum SpotExportCommand: Command {
  static let spec = CommandSpec(
    path: ["spot", "export"],
    abstract: "Write every spot and reading as JSON or CSV, for backups and other tools.",
    usage: ["spot export [--json | --csv] [-o <FILE> [--force]]"],
    options: [
      OptionSpec(["--json"], help: "Write one JSON object (the default)."),
      OptionSpec(["--csv"], help: "Write CSV: a header row, one row per reading."),
      OptionSpec(["--format"], value: "F", help: "json or csv: the same as --json or --csv."),
      OptionSpec(
        ["-o", "--output"], value: "FILE",
        help: "Write to FILE, atomically, instead of standard output."),
      OptionSpec(["--force"], help: "Replace FILE when it exists."),
      StoreArguments.option,
    ],
    discussion: """
      The export holds everything the store holds; 'solspot spot import' reads either format \
      back exactly. A CSV export ends with the row '#end,spots=N,readings=M', by which \
      'spot import' knows a file cut short. Formats: docs/store.md.

      With -o, the file is written whole or not at all (a temporary file beside it, synced \
      to disk, then renamed over it), an existing file is replaced only with --force, and \
      standard error says how many spots and readings were written.

      From a damaged store the export salvages what it can: every spot and reading that can \
      be read is written, each one that cannot is named on standard error, and the status \
      is 1.

      Examples:
        solspot spot export > spots.json
        solspot spot export --csv -o backup.csv
      """
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    try arguments.checkPositionals()
    let named =
      try arguments.value("--format", expected: "expected json or csv") {
        ["json", "csv"].contains($0.lowercased()) ? $0.lowercased() : nil
      }
    let flags = ["json", "csv"].filter { arguments.has("--" + $0) }
    guard flags.count + (named == nil ? 0 : 1) <= 1 else {
      throw UsageError.conflict("give one format: --json, --csv or --format F")
    }
    let format = named ?? flags.first ?? "json"
    let output = arguments.string("--output").flatMap { $0 == "-" ? nil : $0 }
    if arguments.has("--force") && output == nil {
      throw UsageError.conflict("--force applies only with -o/--output FILE")
    }
    if let output {
      try refuseStore(output, arguments)
      try TextFile.checkWritable(
        output, replacing: arguments.has("--force"), example: "spots.\(format)")
    }
    let (archive, damaged) = try StoreArguments.withExistingStore(arguments) { store in
      try store?.salvageArchive() ?? (SpotArchive(spots: []), [])
    }
    let text = format == "csv" ? archive.csv() : try archive.json() + "\n"
    if let output {
      try TextFile.write(
        text, to: output, replacing: arguments.has("--force"), example: "spots.\(format)")
      console.error(SpotText.exported(archive, to: output))
    } else {
      console.write(text)
    }
    return try StoreArguments.reportDamage(damaged, arguments, console: console)
  }

  /// Refuses an output path that is the store itself (or its `-wal` or `-shm`): replacing
  /// the store with its export would lose it.
  private static func refuseStore(_ output: String, _ arguments: ParsedArguments) throws {
    let store = try StoreArguments.path(from: arguments)
    for companion in [store, store + "-wal", store + "-shm"]
    where FileIdentity(output) != nil && FileIdentity(output) == FileIdentity(companion) {
      throw CommandFailure.exportIsStore(path: output)
    }
  }
}
