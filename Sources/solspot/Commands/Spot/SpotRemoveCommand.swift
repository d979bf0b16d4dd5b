import SolspotKit

/// `solspot spot remove NAME [--yes]`.
enum SpotRemoveCommand: Command {
  static let spec = CommandSpec(
    path: ["spot", "remove"],
    abstract: "Remove a spot and its readings.",
    usage: ["spot remove <NAME> [--yes]"],
    options: [
      OptionSpec(["--yes"], help: "Confirm removing a spot that has readings."),
      StoreArguments.option,
    ],
    positionals: [PositionalSpec(name: "NAME", help: "The spot's name.", count: 1...1)],
    discussion: """
      A spot with readings is removed only with --yes, and its readings go with it. Run \
      'solspot spot export > spots.json' first to keep a copy.
      """
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    try arguments.checkPositionals()
    let removed: (spot: SavedSpot, readings: Int)
    do {
      removed = try StoreArguments.withWritableStore(arguments) { store in
        guard let store else {
          throw SpotError.unknownSpot(arguments.positionals[0], suggestions: [])
        }
        return try store.remove(arguments.positionals[0], confirmed: arguments.has("--yes"))
      }
    } catch SpotError.hasReadings(let name, let count) {
      throw CommandFailure(
        "spot '\(name)' has \(count) reading\(count == 1 ? "" : "s"); nothing was removed; "
          + "add --yes to remove it with them ('solspot spot remove \(ShellWord.quoted(name)) "
          + "--yes'; export first to keep them)")
    }
    console.saved = .removed(spot: removed.spot.name)
    let count = removed.readings
    console.out(
      "Removed spot '\(removed.spot.name)'"
        + (count == 0 ? "." : " and its \(count) reading\(count == 1 ? "" : "s")."))
    return .success
  }
}
