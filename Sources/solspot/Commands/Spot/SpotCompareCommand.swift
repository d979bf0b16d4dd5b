import SolspotKit

/// `solspot spot compare A B`: the ratio of light between two spots.
enum SpotCompareCommand: Command {
  static let spec = CommandSpec(
    path: ["spot", "compare"],
    abstract: "Compare the light of two spots: a ratio with its interval, and both bands.",
    usage: ["spot compare <A> <B> [--season <S>] [--since <DATE>] [--until <DATE>] [--json]"],
    options: ReadingFilterArguments.options + [
      StoreArguments.option, OptionSpec(["--json"], help: "Print JSON."),
    ],
    positionals: [
      PositionalSpec(name: "A", help: "The spot whose light is compared.", count: 1...1),
      PositionalSpec(name: "B", help: "The spot it is compared with.", count: 1...1),
    ],
    discussion: """
      Always a ratio with its interval, and which spot is brighter and how likely. Readings \
      from one device share its error (calibration constant, glass, the geometry a home's \
      spots share), which cancels in a ratio: the interval holds each spot's own geometry, \
      the device's response at each spot's level, and how each spot's light varies between \
      readings. Readings from different devices are compared with their whole errors, with \
      a warning.

      Several readings of a spot are combined by their mean in stops, each worked out with \
      its device's current profile; more readings narrow the interval. The light changes \
      with the season and the time of day: a warning says when the two spots were measured \
      far apart, and --season, --since and --until choose the readings of one time of year \
      for both. See docs/uncertainty.md.
      """
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    try arguments.checkPositionals()
    let filter = try ReadingFilterArguments.filter(from: arguments)
    let (a, b) = (arguments.positionals[0], arguments.positionals[1])
    let pair: SpotComparison
    do {
      pair = try SavedSpotAnswers.answer(arguments, name: a) {
        try $0.comparison(of: a, with: b, filter: filter)
      }
    } catch let error as AnswerError {
      throw SavedSpotAnswers.failure(error, filter: filter, use: .comparison)
    }
    let (first, second, comparison) = (pair.first.spot, pair.second.spot, pair.comparison)
    let forced = [pair.first.chosen.forcedLeftOut, pair.second.chosen.forcedLeftOut]
    if arguments.has("--json") {
      console.out(
        try JSONLine.encode(
          SpotJSON.Comparison(
            first: first.name, second: second.name, comparison, filter: filter,
            forcedLeftOut: (forced[0], forced[1]),
            latitudes: (first.location.latitude, second.location.latitude))))
    } else {
      let notes = [
        ForcedText.leftOut(first.name, count: forced[0]),
        ForcedText.leftOut(second.name, count: forced[1]),
      ]
      console.out(
        ([
          ComparisonText.render(
            first: first.name, second: second.name, comparison,
            hemispheres: (first.location.hemisphere, second.location.hemisphere),
            latitudes: (first.location.latitude, second.location.latitude),
            outliers: (pair.first.outlier, pair.second.outlier))
        ] + notes.compactMap { $0 }).joined(separator: "\n"))
    }
    return .success
  }
}
