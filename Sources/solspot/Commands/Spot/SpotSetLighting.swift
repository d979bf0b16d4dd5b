import SolspotKit

/// The lamp and plant options of `spot set`: `--lamp 07:00-19:00 [--lamp-source S]
/// [--no-daylight]`, `--no-lamp`, `--plant P` (repeatable), `--no-plants`.
struct SpotSetLighting {
  /// The options, for `spot set`'s spec.
  static let options = [
    OptionSpec(
      ["--lamp"], value: "HH:MM-HH:MM",
      help: "The spot's lamp schedule, e.g. 07:00-19:00 (local time; may pass midnight)."),
    OptionSpec(
      ["--lamp-source"], value: "S",
      help: "The lamp's kind: led-warm, led-cool, fluorescent-cool or unknown (default); "
        + "without --lamp, changes the existing lamp's."),
    OptionSpec(["--no-daylight"], help: "With --lamp: no daylight reaches the spot."),
    OptionSpec(["--no-lamp"], help: "Remove the lamp schedule."),
    OptionSpec(
      ["--plant"], value: "PLANT", help: "A plant that stands at the spot (repeatable).",
      repeatable: true),
    OptionSpec(["--no-plants"], help: "Remove the plants named for the spot."),
  ]

  /// The lamp change: `nil` to keep, `.some(nil)` to remove.
  private(set) var lamp: LampSchedule??
  /// A new source for the spot's existing lamp (`--lamp-source` without `--lamp`).
  private(set) var newSource: LightSource? = nil
  /// The plant ids to name, `nil` to keep.
  let plantIDs: [String]?

  /// Whether nothing changes.
  var isEmpty: Bool { lamp == nil && plantIDs == nil && newSource == nil }

  /// The change with `--lamp-source` applied to the spot's existing lamp, `current`.
  ///
  /// - Throws: ``UsageError`` when the spot named `spot` has no lamp to change.
  func resolved(current: LampSchedule?, spot: String) throws -> SpotSetLighting {
    guard let newSource else { return self }
    guard let current else {
      throw UsageError.conflict(
        "'\(spot)' has no lamp schedule to change; give --lamp HH:MM-HH:MM with --lamp-source")
    }
    var resolved = self
    resolved.lamp = .some(
      try LampSchedule(
        startMinute: current.startMinute, endMinute: current.endMinute, source: newSource,
        hasDaylight: current.hasDaylight))
    resolved.newSource = nil
    return resolved
  }

  /// Reads the options; plants are looked up in the built-in catalog.
  ///
  /// - Throws: ``UsageError`` for a bad schedule, source or combination; ``CommandFailure``
  ///   for an unknown plant.
  init(_ arguments: ParsedArguments) throws {
    if arguments.has("--no-lamp") {
      for key in ["--lamp", "--lamp-source", "--no-daylight"] where arguments.has(key) {
        throw UsageError.conflict("give --lamp or --no-lamp, not both (\(key))")
      }
      lamp = .some(nil)
    } else if let text = arguments.string("--lamp") {
      lamp = .some(try Self.schedule(text, arguments))
    } else {
      if arguments.has("--no-daylight") {
        throw UsageError.conflict("--no-daylight goes with --lamp")
      }
      lamp = nil
      newSource = try arguments.string("--lamp-source").map(Self.source)
    }
    let names = arguments.strings("--plant")
    if arguments.has("--no-plants") {
      guard names.isEmpty else {
        throw UsageError.conflict("give --plant or --no-plants, not both")
      }
      plantIDs = []
    } else if names.isEmpty {
      plantIDs = nil
    } else {
      let catalog = try PlantCatalog.builtIn()
      plantIDs = try names.map { try PlantArguments.plant(named: $0, in: catalog).id }
    }
  }

  /// The change as the store takes it.
  var change: LightingChange { LightingChange(lamp: lamp, plantIDs: plantIDs) }

  /// The lamp source `text` names.
  private static func source(_ text: String) throws(UsageError) -> LightSource {
    guard let source = LightSource(rawValue: text), source != .daylight else {
      throw UsageError.invalidValue(
        option: "--lamp-source", value: text,
        reason: "expected led-warm, led-cool, fluorescent-cool or unknown")
    }
    return source
  }

  /// `07:00-19:00` with `--lamp-source` and `--no-daylight`.
  private static func schedule(_ text: String, _ arguments: ParsedArguments) throws(UsageError)
    -> LampSchedule
  {
    let invalid = UsageError.invalidValue(
      option: "--lamp", value: text, reason: "expected a schedule such as 07:00-19:00")
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, let start = LampSchedule.minute(clockText: parts[0]),
      let end = LampSchedule.minute(clockText: parts[1])
    else {
      throw invalid
    }
    let source = try Self.source(arguments.string("--lamp-source") ?? "unknown")
    do {
      return try LampSchedule(
        startMinute: start, endMinute: end, source: source,
        hasDaylight: !arguments.has("--no-daylight"))
    } catch {
      throw UsageError.invalidValue(
        option: "--lamp", value: text, reason: "the lamp would go off when it comes on")
    }
  }
}
