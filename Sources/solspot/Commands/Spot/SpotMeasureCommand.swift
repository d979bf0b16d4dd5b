import SolspotKit

/// `solspot spot measure NAME`: takes a reading and saves it to a spot.
enum SpotMeasureCommand: Command {
  static let spec = CommandSpec(
    path: ["spot", "measure"],
    abstract: "Estimate the light at a saved spot and save the reading.",
    usage: [
      "spot measure <NAME> -f <N> -t <T> --iso <S> [--bias <EV>] [--device <ID>] [--at <TIME>]"
    ],
    options: ExposureArguments.options + [
      DeviceArguments.option, TimeArguments.option, StoreArguments.option,
      OptionSpec(["--json"], help: "Print the estimate as JSON, as 'solspot lux --json' does."),
    ],
    positionals: [PositionalSpec(name: "NAME", help: "The spot's name.", count: 1...1)],
    discussion: """
      Lay the phone flat, screen up, where the pot would stand, and give the settings its \
      front camera chose, as for 'solspot lux'. The reading is saved with its time, the \
      device and its calibration, so later comparisons know what cancels.

      Use the same --device every time: readings from one device compare precisely.

      Examples:
        solspot spot measure windowsill -f 1.9 -t 1/500 --iso 40 --device iphone-15-front
        solspot spot measure shelf -f 1.9 -t 1/60 --iso 100 --at 2025-12-21T12:00+01:00
      """
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    try arguments.checkPositionals()
    let (estimate, source) = try reading(from: arguments)
    let takenAt = try TimeArguments.time(from: arguments)
    let reading = Reading(estimate: estimate, takenAt: takenAt, source: source)
    let name = arguments.positionals[0]
    let (stored, spot) = try StoreArguments.withStore(arguments) { store in
      let stored = try store.add(reading, toSpotNamed: name)
      return (stored, try store.spot(named: name))
    }
    if arguments.has("--json") {
      console.out(try JSONLine.encode(MeasureJSON(spot: spot.name, estimate: estimate, stored)))
    } else {
      console.out(EstimateText.render(estimate))
      console.out(
        "Saved to '\(spot.name)' as taken \(takenAt.local.minuteText) \(takenAt.offsetText).")
    }
    return .success
  }

  /// The estimate and its source. Manual settings are the one source so far; a photo and a
  /// capture file become two more cases here, each giving an estimate and a
  /// ``ReadingSource``.
  static func reading(from arguments: ParsedArguments) throws -> (LuxEstimate, ReadingSource) {
    let exposure = try ExposureArguments.exposure(from: arguments)
    let profile = try DeviceArguments.profile(from: arguments)
    return (try LuxEstimator(profile: profile).estimate(exposure), .manual)
  }

  struct MeasureJSON: Encodable {
    let spot: String
    let time: String
    let source: String
    let estimate: EstimateJSON

    init(spot: String, estimate: LuxEstimate, _ stored: StoredReading) {
      self.spot = spot
      time = stored.reading.takenAt.iso8601
      source = stored.reading.source.kind
      self.estimate = EstimateJSON(estimate)
    }
  }
}
