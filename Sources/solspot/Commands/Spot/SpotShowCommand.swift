import SolspotKit

/// `solspot spot show NAME`: one spot with its level.
enum SpotShowCommand: Command {
  static let spec = CommandSpec(
    path: ["spot", "show"],
    abstract: "Show one spot: its fields, its combined level and its latest reading.",
    usage: ["spot show <NAME> [--json]"],
    options: [StoreArguments.option, OptionSpec(["--json"], help: "Print JSON.")],
    positionals: [PositionalSpec(name: "NAME", help: "The spot's name.", count: 1...1)],
    discussion: """
      The level combines every reading of the spot (the geometric mean of their lux); its \
      interval keeps the device and scene parts of the error whole, since more readings of \
      one spot with one phone do not cancel them. See docs/uncertainty.md.
      """
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    try arguments.checkPositionals()
    let (spot, stored) = try StoreArguments.withStore(arguments) { store in
      try store.spotWithReadings(named: arguments.positionals[0])
    }
    let readings = stored.map(\.reading)
    let summary = ReadingSummary(readings, bands: try .builtIn())
    if arguments.has("--json") {
      console.out(try JSONLine.encode(SpotJSON.Detail(spot, readings: readings, summary: summary)))
    } else {
      console.out(SpotText.detail(spot, readings: readings, summary: summary))
    }
    return .success
  }
}
