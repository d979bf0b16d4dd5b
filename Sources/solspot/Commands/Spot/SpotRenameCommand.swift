import SolspotKit

/// `solspot spot rename OLD NEW`.
enum SpotRenameCommand: Command {
  static let spec = CommandSpec(
    path: ["spot", "rename"],
    abstract: "Rename a spot; its readings stay with it.",
    usage: ["spot rename <OLD> <NEW>"],
    options: [StoreArguments.option],
    positionals: [
      PositionalSpec(name: "OLD", help: "The spot's name now.", count: 1...1),
      PositionalSpec(name: "NEW", help: "Its new name.", count: 1...1),
    ]
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    try arguments.checkPositionals()
    let old = arguments.positionals[0]
    let renamed = try StoreArguments.withWritableStore(arguments) { store in
      guard let store else { throw SpotError.unknownSpot(old, suggestions: []) }
      return try store.rename(old, to: arguments.positionals[1])
    }
    console.saved = .changed(spot: renamed.name)
    console.out("Renamed '\(old)' to '\(renamed.name)'.")
    return .success
  }
}
