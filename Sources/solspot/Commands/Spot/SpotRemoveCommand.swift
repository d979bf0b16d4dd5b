import SolspotKit

/// `solspot spot remove NAME [--reading ID | --last] [--yes]`.
enum SpotRemoveCommand: Command {
  static let spec = CommandSpec(
    path: ["spot", "remove"],
    abstract: "Remove a spot and its readings, or one of its readings.",
    usage: ["spot remove <NAME> [--reading <ID> | --last] [--yes]"],
    options: [
      OptionSpec(
        ["--reading"], value: "ID",
        help: "Remove only this reading ('solspot spot history NAME' shows the ids)."),
      OptionSpec(["--last"], help: "Remove only the latest reading (the one taken last)."),
      OptionSpec(["--yes"], help: "Confirm removing a spot that has readings, or a reading."),
      StoreArguments.option,
    ],
    positionals: [PositionalSpec(name: "NAME", help: "The spot's name.", count: 1...1)],
    discussion: """
      A spot with readings is removed only with --yes, and its readings go with it. Run \
      'solspot spot export > spots.json' first to keep a copy.

      --reading ID and --last remove one reading and keep the spot, also only with --yes: \
      without it the reading is named and nothing is removed.
      """
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    try arguments.checkPositionals()
    let choice = try readingChoice(arguments)
    let name = arguments.positionals[0]
    let confirmed = arguments.has("--yes")
    if let choice {
      let removed = try removeReading(choice, of: name, confirmed: confirmed, arguments)
      console.out(
        "Removed reading #\(removed.reading.id) of '\(removed.spot.name)': "
          + SpotText.reading(removed.reading.reading, bands: try? BandTable.builtIn()) + ".")
      return .success
    }
    let removed: (spot: SavedSpot, readings: Int)
    do {
      removed = try StoreArguments.withWritableStore(arguments) { store in
        guard let store else { throw SpotError.unknownSpot(name, suggestions: []) }
        return try store.remove(name, confirmed: confirmed)
      }
    } catch SpotError.hasReadings(let name, let count) {
      throw CommandFailure.spotHasReadings(name, count: count)
    }
    console.saved = .removed(spot: removed.spot.name)
    let count = removed.readings
    console.out(
      "Removed spot '\(removed.spot.name)'"
        + (count == 0 ? "." : " and its \(count) reading\(count == 1 ? "" : "s")."))
    return .success
  }

  /// `--reading ID` or `--last`, or `nil` to remove the spot.
  static func readingChoice(_ arguments: ParsedArguments) throws(UsageError)
    -> SpotStore.ReadingChoice?
  {
    let id = try arguments.value(
      "--reading", expected: "expected a reading id such as 12 (see 'solspot spot history NAME')"
    ) { text in ValueText.wholeNumber(text).flatMap { $0 > 0 ? Int64($0) : nil } }
    switch (id, arguments.has("--last")) {
    case (let id?, false): return .id(id)
    case (nil, true): return .latest
    case (nil, false): return nil
    case (.some, true): throw .conflict("give --reading ID or --last, not both")
    }
  }

  /// Removes one reading, wording the refusals.
  private static func removeReading(
    _ choice: SpotStore.ReadingChoice, of name: String, confirmed: Bool,
    _ arguments: ParsedArguments
  ) throws -> (spot: SavedSpot, reading: StoredReading) {
    do {
      return try StoreArguments.withWritableStore(arguments) { store in
        guard let store else { throw SpotError.unknownSpot(name, suggestions: []) }
        return try store.removeReading(choice, ofSpotNamed: name, confirmed: confirmed)
      }
    } catch SpotError.readingNotConfirmed(let spot, let reading) {
      let option = choice == .latest ? "--last" : "--reading \(reading.id)"
      throw CommandFailure.readingNotConfirmed(spot: spot, reading, option: option)
    } catch SpotError.unknownReading(let spot, let id) {
      throw CommandFailure.noSuchReading(spot: spot, id: id)
    } catch SpotError.noReadings(let spot) {
      throw CommandFailure.nothingToRemove(spot: spot)
    }
  }
}
