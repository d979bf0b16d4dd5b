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
    let (first, second) = try StoreArguments.withExistingStore(arguments) { store in
      guard let store else {
        throw SpotError.unknownSpot(arguments.positionals[0], suggestions: [])
      }
      return (
        try store.spotWithReadings(named: arguments.positionals[0]),
        try store.spotWithReadings(named: arguments.positionals[1])
      )
    }
    guard first.spot.id != second.spot.id else {
      throw CommandFailure.sameSpot(
        arguments.positionals[0], arguments.positionals[1], name: first.spot.name)
    }
    var sets: [[Reading]] = []
    var rederived: [[StoredReading]] = []
    var forced: [Int] = []
    // One derivation for both spots, so that a device's error distribution is worked out once.
    let derivation = try CurrentProfiles.derivation(
      for: (first.readings + second.readings).map(\.reading.deviceID))
    for side in [first, second] {
      let stored = derivation.rederive(side.readings)
      rederived.append(stored)
      let all = stored.map(\.reading)
      let level = LevelReadings(all, filter: filter, hemisphere: side.spot.location.hemisphere)
      let chosen = level.readings
      guard !chosen.isEmpty else {
        throw CommandFailure.noUsableReadings(
          spot: side.spot.name, filter: filter, total: all.count,
          implausible: level.forcedLeftOut, use: .comparison)
      }
      sets.append(chosen)
      forced.append(level.forcedLeftOut)
    }
    let lighting = PairLighting(
      first.spot.lighting, second.spot.lighting, model: try ErrorModel.builtIn())
    guard
      let comparison = LightComparison(
        sets[0], sets[1], bands: try .builtIn(), lighting: lighting)
    else {
      throw CommandFailure.notComparable
    }
    let (a, b) = (first.spot.name, second.spot.name)
    // The reading that alone makes a spot's readings disagree, with its id to remove it by.
    let outliers = [comparison.first.outlier, comparison.second.outlier].enumerated().map {
      side, outlier in
      outlier.flatMap { reading in rederived[side].first { $0.reading == reading } }
    }
    if arguments.has("--json") {
      console.out(
        try JSONLine.encode(
          SpotJSON.Comparison(
            first: a, second: b, comparison, filter: filter,
            forcedLeftOut: (forced[0], forced[1]),
            latitudes: (first.spot.location.latitude, second.spot.location.latitude))))
    } else {
      let notes = [
        ForcedText.leftOut(a, count: forced[0]), ForcedText.leftOut(b, count: forced[1]),
      ]
      console.out(
        ([
          ComparisonText.render(
            first: a, second: b, comparison,
            hemispheres: (first.spot.location.hemisphere, second.spot.location.hemisphere),
            latitudes: (first.spot.location.latitude, second.spot.location.latitude),
            outliers: (outliers[0], outliers[1]))
        ] + notes.compactMap { $0 }).joined(separator: "\n"))
    }
    return .success
  }
}
