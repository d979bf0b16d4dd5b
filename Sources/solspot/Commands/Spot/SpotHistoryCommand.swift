import SolspotKit

/// `solspot spot history NAME`: every reading of a spot.
enum SpotHistoryCommand: Command {
  static let spec = CommandSpec(
    path: ["spot", "history"],
    abstract: "List a spot's readings, oldest first.",
    usage: ["spot history <NAME> [--season <S>] [--since <DATE>] [--until <DATE>] [--json]"],
    options: ReadingFilterArguments.options + [
      StoreArguments.option,
      OptionSpec(["--json"], help: "Print JSON Lines, one reading per line."),
    ],
    positionals: [PositionalSpec(name: "NAME", help: "The spot's name.", count: 1...1)]
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    try arguments.checkPositionals()
    let filter = try ReadingFilterArguments.filter(from: arguments)
    let (spot, stored) = try StoreArguments.spotWithReadings(
      named: arguments.positionals[0], arguments)
    let all = stored.map(\.reading)
    let readings = filter.apply(all, hemisphere: spot.location.hemisphere)
    if arguments.has("--json") {
      let bands = try? BandTable.builtIn()
      for reading in readings {
        console.out(try JSONLine.encode(SpotJSON.ReadingJSON(reading, bands: bands)))
      }
    } else {
      console.out(
        SpotText.history(
          spot, readings: readings,
          selection: ReadingSelection(filter: filter, total: all.count)))
    }
    return .success
  }
}
