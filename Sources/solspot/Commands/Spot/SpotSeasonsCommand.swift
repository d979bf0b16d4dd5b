import SolspotKit

/// `solspot spot seasons NAME`: a spot's light season by season.
enum SpotSeasonsCommand: Command {
  static let spec = CommandSpec(
    path: ["spot", "seasons"],
    abstract: "Show a spot's light by season, compared with its brightest season.",
    usage: ["spot seasons <NAME> [--json]"],
    options: [StoreArguments.option, OptionSpec(["--json"], help: "Print JSON.")],
    positionals: [PositionalSpec(name: "NAME", help: "The spot's name.", count: 1...1)],
    discussion: """
      Readings are grouped by meteorological season in the spot's hemisphere (in the north, \
      winter is December to February; in the south, June to August), by the local date each \
      was taken on. Each season is compared with the brightest one, and a band it drops to \
      is said in words.
      """
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    try arguments.checkPositionals()
    let (spot, stored) = try StoreArguments.withStore(arguments) { store in
      try store.spotWithReadings(named: arguments.positionals[0])
    }
    let report = SeasonalReport(
      readings: stored.map(\.reading), location: spot.location, bands: try .builtIn())
    if arguments.has("--json") {
      console.out(try JSONLine.encode(SpotJSON.Seasons(spot: spot, report)))
    } else {
      console.out(SeasonText.render(spot: spot, report))
    }
    return .success
  }
}
