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
    let name = arguments.positionals[0]
    let level = try SavedSpotAnswers.answer(arguments, name: name) {
      try $0.level(of: name, filter: filter)
    }
    let spot = level.spot
    // The lamp and plants of 'spot set --lamp/--plant'; no readings are needed for them.
    let lighting = try StoreArguments.withExistingStore(arguments) {
      try $0?.lighting(named: spot.name, scope: .used)
    }
    let (readings, summary, outlier) = (level.chosen.readings, level.summary, level.outlier)
    if arguments.has("--json") {
      console.out(
        try JSONLine.encode(
          SpotJSON.Detail(
            spot, readings: readings, summary: summary, filter: filter,
            forcedLeftOut: level.chosen.forcedLeftOut, lamp: lighting?.lamp,
            plants: lighting?.plantIDs ?? [], outlier: outlier)))
    } else {
      console.out(
        SpotText.detail(
          spot, readings: readings, summary: summary,
          selection: ReadingSelection(
            filter: filter, total: level.total, forcedLeftOut: level.chosen.forcedLeftOut),
          lamp: lighting?.lamp, plants: lighting?.plantIDs ?? [], outlier: outlier,
          savedAt: TimeArguments.inMachineZone(spot.createdAt)))
    }
    return .success
  }
}
