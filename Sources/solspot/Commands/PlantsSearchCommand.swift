import SolspotKit

/// `solspot plants search QUERY`: plants by common or botanical name or synonym.
enum PlantsSearchCommand: Command {
  static let spec = CommandSpec(
    path: ["plants", "search"],
    abstract: "Find plants by common name, botanical name or synonym.",
    usage: ["plants search <QUERY> [--catalog <FILE>] [--json | --csv]"],
    options: [
      PlantArguments.catalogOption,
      OptionSpec(["--json"], help: "Print JSON Lines: one catalog entry per line."),
      OutputFormat.csvOption(row: "plant found", columns: PlantCSV.search.columns),
    ],
    positionals: [
      PositionalSpec(
        name: "QUERY", help: "Words to look for, e.g. snake or 'peace lily'.", count: 1...32)
    ],
    discussion: """
      Case, accents and punctuation do not matter, and each word may be the start of a word \
      of the name in any order: 'snake' finds the snake plant, 'sansev' finds Dracaena \
      trifasciata by its old name Sansevieria trifasciata. Exact names come first, then names \
      that start with the query, then the rest, each by botanical name.
      """
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    let format = try OutputFormat.from(arguments)
    let query = try PlantArguments.name(from: arguments)
    let catalog = try PlantArguments.catalog(from: arguments)
    let results = catalog.search(query)
    guard !results.isEmpty else {
      throw PlantArguments.unknownPlant(query, in: catalog, search: true)
    }
    if format == .csv {
      for line in PlantCSV.search(results) { console.out(line) }
    } else if format == .json {
      for result in results { console.out(try JSONLine.encode(result.plant)) }
    } else {
      console.out(PlantText.searchResults(results))
    }
    return .success
  }
}
