import SolspotKit

/// `solspot preview`: the features the app holds back behind its gate (the day curve, the
/// daily light integral and reminders), opened for this process only.
enum PreviewCommand: Command {
  static let spec = CommandSpec(
    path: ["preview"],
    abstract: "Preview the held-back features: a spot's day curve, its DLI, and reminders.",
    usage: ["preview <subcommand> [options]"],
    options: [StoreArguments.option],
    positionals: [
      PositionalSpec(name: "subcommand", help: "One of the subcommands.", count: 0...1)
    ],
    discussion: """
      These are preview features. The app ships them built, tested and gated behind the \
      reserved product solspot.pro; 'solspot preview' opens the gate for this one process. \
      Every light reading stays free: 'lux', 'read', 'spot' and 'plants' never need it.

      A day curve needs readings at several times of day (one day, or days of one season) \
      and the spot's latitude ('spot set NAME --latitude L'); a lamp is set with 'spot set \
      NAME --lamp 07:00-19:00'. The spot's longitude is not known: solar time comes from \
      the readings' UTC offset, assuming a zone's clock is at most 90 minutes from solar \
      time (true of most places, not all), and the intervals hold that error. Clouds and \
      blinds are not modelled. See docs/method.md.

      Examples:
        solspot preview curve windowsill
        solspot preview dli windowsill --source led-warm
        solspot preview due
      """
  )

  static var subcommands: [any Command.Type] {
    [PreviewCurveCommand.self, PreviewDLICommand.self, PreviewDueCommand.self]
  }

  /// The gate a preview runs behind: every gated feature open, for this process only.
  static let gate = FeatureGate.preview

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    if let word = arguments.positionals.first {
      let names = subcommands.compactMap { $0.spec.path.last }
      throw UsageError.unknownCommand(
        "preview \(word)", suggestions: Suggestions.closest(to: word, among: names, limit: 2))
    }
    console.write(HelpText.render(spec, subcommands: subcommands.map { $0.spec }))
    return .success
  }

  /// The value of a gated call, or the refusal as a failure (never reached through `preview`,
  /// whose gate is open).
  static func open<Value>(_ gated: Gated<Value>) throws -> Value {
    switch gated {
    case .available(let value): return value
    case .gated(let refusal): throw CommandFailure.gated(refusal)
    }
  }

  /// The spot's day curve through the preview gate; curve errors become one clear line.
  static func curve(_ lighting: SpotLighting, confidence: Confidence = .ninety) throws -> DayCurve {
    do {
      return try open(
        gate.dayCurve(
          samples: lighting.samples, location: lighting.spot.location,
          lamp: lighting.lamp, confidence: confidence))
    } catch let error as DayCurveError {
      throw CommandFailure.dayCurve(error, spot: lighting.spot.name)
    }
  }

  /// The spot named `name` with what its curve needs, from an existing store.
  static func lighting(named name: String, _ arguments: ParsedArguments) throws -> SpotLighting {
    try StoreArguments.withExistingStore(arguments) { store in
      guard let store else { throw SpotError.unknownSpot(name, suggestions: []) }
      return try store.lighting(named: name)
    }
  }
}
