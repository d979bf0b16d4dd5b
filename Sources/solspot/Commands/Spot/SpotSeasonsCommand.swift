import SolspotKit

/// `solspot spot seasons NAME`: a spot's light season by season, and what a drop means for
/// plants.
enum SpotSeasonsCommand: Command {
  static let spec = CommandSpec(
    path: ["spot", "seasons"],
    abstract: "Show a spot's light by season, compared with its brightest season.",
    usage: ["spot seasons <NAME> [--plant <PLANT>] [--catalog <FILE>] [--json | --csv]"],
    options: [
      OptionSpec(
        ["--plant"], value: "PLANT",
        help: "Say what each drop means for this plant (a common or botanical name), instead "
          + "of naming the plants that will struggle."),
      PlantArguments.catalogOption, StoreArguments.option,
      OptionSpec(["--json"], help: "Print JSON."),
      OutputFormat.csvOption(
        row: "season with readings (the plants are left out)", columns: SpotCSV.seasons.columns),
    ],
    positionals: [PositionalSpec(name: "NAME", help: "The spot's name.", count: 1...1)],
    discussion: """
      Readings are grouped by meteorological season in the spot's hemisphere (in the north, \
      winter is December to February; in the south, June to August), by the local date each \
      was taken on. Each season is compared with the brightest one, and a band it drops to \
      is said in words, with the plants that suit the spot in its brightest season and will \
      struggle from the first month of the darker one (or may, when the darker season's \
      reading straddles a band boundary). The bands are absolute levels, as rough as the \
      device's calibration; the ratio between seasons is the precise part.

      Examples:
        solspot spot seasons windowsill
        solspot spot seasons windowsill --plant "fiddle-leaf fig"
      """
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    try arguments.checkPositionals()
    let format = try OutputFormat.from(arguments)
    let name = arguments.positionals[0]
    let seasons = try SavedSpotAnswers.answer(arguments, name: name) { try $0.seasons(of: name) }
    let (spot, report, level) = (seasons.spot, seasons.report, seasons.chosen)
    let bands = try BandTable.builtIn()
    let plants = try SeasonPlantChoice(arguments, report: report, bands: bands)
    if format == .csv {
      for line in SpotCSV.seasons(report) { console.out(line) }
      return .success
    }
    if format == .json {
      console.out(
        try JSONLine.encode(
          SpotJSON.Seasons(
            spot: spot, report, plants: plants.effects, plantNote: plants.note,
            baseline: plants.baselineJSON, forcedLeftOut: level.forcedLeftOut)))
    } else {
      console.out(
        ([SeasonText.render(spot: spot, report, plantNote: plants.note, plantLines: plants.lines)]
          + [ForcedText.leftOut(spot.name, count: level.forcedLeftOut)].compactMap { $0 })
          .joined(separator: "\n"))
    }
    return .success
  }
}
