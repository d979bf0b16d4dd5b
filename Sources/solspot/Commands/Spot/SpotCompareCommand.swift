import SolspotKit

/// `solspot spot compare A B`: the ratio of light between two spots.
enum SpotCompareCommand: Command {
  static let spec = CommandSpec(
    path: ["spot", "compare"],
    abstract: "Compare the light of two spots: a ratio with its interval, and both bands.",
    usage: ["spot compare <A> <B> [--json]"],
    options: [StoreArguments.option, OptionSpec(["--json"], help: "Print JSON.")],
    positionals: [
      PositionalSpec(name: "A", help: "The spot whose light is compared.", count: 1...1),
      PositionalSpec(name: "B", help: "The spot it is compared with.", count: 1...1),
    ],
    discussion: """
      Readings from one device with one calibration share its error (calibration constant, \
      cover glass), which cancels in a ratio: the interval holds only what differs between \
      the spots and between readings. Readings from different devices, or across a \
      calibration change, are compared with their wide absolute intervals, with a warning.

      Several readings of a spot are combined by their mean in stops; see docs/uncertainty.md.
      """
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    try arguments.checkPositionals()
    let (first, second) = try StoreArguments.withStore(arguments) { store in
      (
        try store.spotWithReadings(named: arguments.positionals[0]),
        try store.spotWithReadings(named: arguments.positionals[1])
      )
    }
    for side in [first, second] where side.readings.isEmpty {
      throw CommandFailure(
        "spot '\(side.spot.name)' has no readings yet; measure it with 'solspot spot measure'")
    }
    guard
      let comparison = LightComparison(
        first.readings.map(\.reading), second.readings.map(\.reading), bands: try .builtIn())
    else { throw CommandFailure("the spots cannot be compared") }
    let (a, b) = (first.spot.name, second.spot.name)
    if arguments.has("--json") {
      console.out(try JSONLine.encode(SpotJSON.Comparison(first: a, second: b, comparison)))
    } else {
      console.out(ComparisonText.render(first: a, second: b, comparison))
    }
    return .success
  }
}
