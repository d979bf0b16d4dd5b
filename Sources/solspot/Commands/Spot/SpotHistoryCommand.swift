import SolspotKit

/// `solspot spot history NAME`: every reading of a spot.
enum SpotHistoryCommand: Command {
  static let spec = CommandSpec(
    path: ["spot", "history"],
    abstract: "List a spot's readings, oldest first.",
    usage: ["spot history <NAME> [--json]"],
    options: [
      StoreArguments.option,
      OptionSpec(["--json"], help: "Print JSON Lines, one reading per line."),
    ],
    positionals: [PositionalSpec(name: "NAME", help: "The spot's name.", count: 1...1)]
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    try arguments.checkPositionals()
    let (spot, stored) = try StoreArguments.withStore(arguments) { store in
      try store.spotWithReadings(named: arguments.positionals[0])
    }
    let readings = stored.map(\.reading)
    if arguments.has("--json") {
      for reading in readings { console.out(try JSONLine.encode(SpotJSON.ReadingJSON(reading))) }
    } else {
      console.out(SpotText.history(spot, readings: readings))
    }
    return .success
  }
}
