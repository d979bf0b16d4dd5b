import SolspotKit

/// `solspot spot history NAME`: every reading of a spot.
enum SpotHistoryCommand: Command {
  static let spec = CommandSpec(
    path: ["spot", "history"],
    abstract: "List a spot's readings, oldest first, with their ids.",
    usage: [
      "spot history <NAME> [--season <S>] [--since <DATE>] [--until <DATE>] [--json | --csv]"
    ],
    options: ReadingFilterArguments.options + [
      StoreArguments.option,
      OptionSpec(["--json"], help: "Print JSON Lines, one reading per line."),
      OutputFormat.csvOption(row: "reading", columns: SpotCSV.history.columns),
    ],
    positionals: [PositionalSpec(name: "NAME", help: "The spot's name.", count: 1...1)],
    discussion: """
      Each line starts with the reading's id, for 'solspot spot remove NAME --reading ID'. An \
      implausible reading (saved with 'spot measure --force', or by an older Solspot) is \
      marked: levels leave it out.
      """
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    try arguments.checkPositionals()
    let format = try OutputFormat.from(arguments)
    let filter = try ReadingFilterArguments.filter(from: arguments)
    let (spot, stored) = try StoreArguments.spotWithReadings(
      named: arguments.positionals[0], arguments)
    let hemisphere = spot.location.hemisphere
    let readings = stored.filter { filter.includes($0.reading, hemisphere: hemisphere) }
    if format == .csv {
      for line in SpotCSV.history(readings) { console.out(line) }
    } else if format == .json {
      let bands = try? BandTable.builtIn()
      for reading in readings {
        console.out(
          try JSONLine.encode(SpotJSON.ReadingJSON(reading.reading, bands: bands, id: reading.id)))
      }
    } else {
      console.out(
        SpotText.history(
          spot, readings: readings,
          selection: ReadingSelection(filter: filter, total: stored.count)))
    }
    return .success
  }
}
