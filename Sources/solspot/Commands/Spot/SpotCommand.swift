import SolspotKit

/// `solspot spot`: saved spots, their readings, and comparisons between spots and seasons.
enum SpotCommand: Command {
  static let spec = CommandSpec(
    path: ["spot"],
    abstract: "Save spots, measure them again and again, and compare them.",
    usage: ["spot <subcommand> [options]"],
    options: [StoreArguments.option],
    positionals: [
      PositionalSpec(name: "subcommand", help: "One of the subcommands.", count: 0...1)
    ],
    discussion: """
      Two readings from one phone compare far more precisely than either absolute value: the \
      phone's own error cancels. Save the places you are choosing between, measure each, and \
      compare them, or measure one spot in summer and in winter.

      The saved spots are kept in one SQLite file, the store. --store PATH names the file for \
      one command; the environment variable SOLSPOT_STORE names it for every command given \
      no --store. With neither, the store is $XDG_DATA_HOME/solspot/spots.sqlite, or \
      ~/.local/share/solspot/spots.sqlite when XDG_DATA_HOME is not set (or not an absolute \
      path). Only 'spot add' and 'spot import' (and 'calibrate add') create the file, and \
      the folders of the default one; the other commands fail when a store named with \
      --store or SOLSPOT_STORE does not exist, and a named store is created only in a folder \
      that exists.

      Examples:
        solspot spot add windowsill --room "living room" --latitude 51.5
        solspot spot measure windowsill -f 1.9 -t 1/500 --iso 40 --device iphone-15-front
        solspot spot compare bookshelf windowsill
      """
  )

  static var subcommands: [any Command.Type] {
    [
      SpotAddCommand.self, SpotListCommand.self, SpotShowCommand.self, SpotSetCommand.self,
      SpotRenameCommand.self, SpotRemoveCommand.self, SpotMeasureCommand.self,
      SpotHistoryCommand.self,
      SpotCompareCommand.self, SpotSeasonsCommand.self, SpotExportCommand.self,
      SpotImportCommand.self,
    ]
  }

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    if let word = arguments.positionals.first {
      let names = subcommands.compactMap { $0.spec.path.last }
      throw UsageError.unknownCommand(
        "spot \(word)", suggestions: Suggestions.closest(to: word, among: names, limit: 2))
    }
    console.write(HelpText.render(spec, subcommands: subcommands.map { $0.spec }))
    return .success
  }
}
