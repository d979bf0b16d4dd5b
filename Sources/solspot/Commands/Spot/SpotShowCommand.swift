import SolspotKit

/// `solspot spot show NAME`: one spot with its level.
enum SpotShowCommand: Command {
  static let spec = CommandSpec(
    path: ["spot", "show"],
    abstract: "Show one spot: its fields, its combined level and its latest reading.",
    usage: ["spot show <NAME> [--season <S>] [--since <DATE>] [--until <DATE>] [--json]"],
    options: ReadingFilterArguments.options + [
      StoreArguments.option, OptionSpec(["--json"], help: "Print JSON."),
    ],
    positionals: [PositionalSpec(name: "NAME", help: "The spot's name.", count: 1...1)],
    discussion: """
      The level is the spot's typical light: the geometric mean of its readings, each worked \
      out with its device's current profile (a later calibration sharpens old readings). Its \
      interval keeps the device's error and the spot's own geometry whole, since more \
      readings of one spot with one phone do not cancel them, and adds how much the light \
      varies between readings: a prior for one reading, the readings' own scatter as they \
      add up. Readings of several devices combine, each with its own error. A reading beyond \
      the device's range makes the level a bound. Readings from several seasons are averaged \
      together: choose some with --season, --since and --until. See docs/uncertainty.md.
      """
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    try arguments.checkPositionals()
    let filter = try ReadingFilterArguments.filter(from: arguments)
    let (spot, stored) = try StoreArguments.spotWithCurrentReadings(
      named: arguments.positionals[0], arguments)
    // The lamp and plants of 'spot set --lamp/--plant'; no readings are needed for them.
    let lighting = try StoreArguments.withExistingStore(arguments) {
      try $0?.lighting(named: spot.name, scope: .used)
    }
    let all = stored.map(\.reading)
    let chosen = LevelReadings(all, filter: filter, hemisphere: spot.location.hemisphere)
    let readings = chosen.readings
    let summary = ReadingSummary(readings, bands: try .builtIn())
    // The one reading that alone makes the readings disagree, with its id to remove it by.
    let outlier = summary?.outlierIndex.flatMap { index in
      stored.first { $0.reading == readings[index] }
    }
    if arguments.has("--json") {
      console.out(
        try JSONLine.encode(
          SpotJSON.Detail(
            spot, readings: readings, summary: summary, filter: filter,
            forcedLeftOut: chosen.forcedLeftOut, lamp: lighting?.lamp,
            plants: lighting?.plantIDs ?? [], outlier: outlier)))
    } else {
      console.out(
        SpotText.detail(
          spot, readings: readings, summary: summary,
          selection: ReadingSelection(
            filter: filter, total: all.count, forcedLeftOut: chosen.forcedLeftOut),
          lamp: lighting?.lamp, plants: lighting?.plantIDs ?? [], outlier: outlier,
          savedAt: TimeArguments.inMachineZone(spot.createdAt)))
    }
    return .success
  }
}
