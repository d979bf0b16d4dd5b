import SolspotKit

/// `solspot plants show NAME`: one plant's full entry with its evidence and sources.
enum PlantsShowCommand: Command {
  static let spec = CommandSpec(
    path: ["plants", "show"],
    abstract: "Show one plant's catalog entry: light needs, evidence, toxicity and sources.",
    usage: ["plants show <NAME> [--catalog <FILE>] [--json]"],
    options: [
      PlantArguments.catalogOption,
      OptionSpec(["--json"], help: "Print one JSON object: the entry and its sources."),
    ],
    positionals: [
      PositionalSpec(
        name: "NAME", help: "A common or botanical name, a synonym or an id.", count: 1...32)
    ],
    discussion: """
      A name that is not exact but matches one plant only shows that plant; one that matches \
      several (a genus, such as calathea) lists them, one a line. Every light figure is shown \
      with what it rests on (a measurement, a statement, a class range or its group's rule), \
      its grade and its sources; each statement with the source's own figure and unit.
      """
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    let name = try PlantArguments.name(from: arguments)
    let catalog = try PlantArguments.catalog(from: arguments)
    if catalog.plant(named: name) == nil {
      let results = catalog.search(name)
      if results.count > 1 {
        if arguments.has("--json") {
          for result in results { console.out(try JSONLine.encode(result.plant)) }
        } else {
          console.out(PlantText.matchList(name, results))
        }
        return .success
      }
    }
    let plant = try PlantArguments.plant(named: name, in: catalog)
    if arguments.has("--json") {
      console.out(try JSONLine.encode(PlantDetailJSON(plant, catalog: catalog)))
    } else {
      console.out(PlantDetailText.render(plant, catalog: catalog, bands: try BandTable.builtIn()))
    }
    return .success
  }
}
