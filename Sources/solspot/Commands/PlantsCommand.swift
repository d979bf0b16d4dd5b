import SolspotKit

/// `solspot plants`: which plants suit a spot, from a band, a lux value or exposure settings.
enum PlantsCommand: Command {
  static let spec = CommandSpec(
    path: ["plants"],
    abstract:
      "Which houseplants suit a spot, from its band, its lux, exposure settings or a saved spot.",
    usage: [
      "plants --band <NAME> [<filters>] [--catalog <FILE>] [--json]",
      "plants --lux <N> [<filters>] [--catalog <FILE>] [--json]",
      "plants -f <N> -t <T> --iso <S> [--bias <EV>] [--device <ID>] [<filters>] [--json]",
      "plants -f <N> -t <T> --iso <S> [--bias <EV>] --profile <FILE> [<filters>] [--json]",
      "plants --spot <NAME> [--store <PATH>] [<filters>] [--catalog <FILE>] [--json]",
      "plants search <QUERY> [--catalog <FILE>] [--json]",
      "plants show <NAME> [--catalog <FILE>] [--json]",
    ],
    options: SpotArguments.options + PlantArguments.filterOptions + [
      PlantArguments.catalogOption,
      OptionSpec(["--json"], help: "Print one JSON object instead of text."),
    ],
    discussion: """
      Each plant thrives (the spot is in the band it does best in), tolerates (inside the \
      bands it takes), depends (the reading may lie on either side of a band boundary and \
      the plant suits one side only), has unknown light needs (no source says whether it \
      takes this light), or is not suited. Plants are ranked by that, then by the \
      probability that the spot is in their range, then by botanical name. By default the \
      first three are listed; --all lists every plant. The <filters> are --pet-safe, --only \
      thrives|tolerates, --all and --limit N.

      --band and --lux are taken as given: --lux is an exact point in its band, with no \
      interval. Exposure settings give an estimate with band probabilities, as 'solspot \
      lux' prints it, and the matching uses them. --spot NAME uses a saved spot's level: its \
      readings combined, with the level's interval and band probabilities, as 'solspot spot \
      show' gives it (a bound when every reading was one). --pet-safe keeps only plants the ASPCA \
      lists as non-toxic to both cats and dogs: a plant toxic to either, or not listed, is \
      left out.

      Examples:
        solspot plants --band medium --pet-safe
        solspot plants --lux 6000 --only thrives
        solspot plants -f 2.2 -t 1/30 --iso 320 --device iphone-13
        solspot plants --spot windowsill --limit 10
        solspot plants search snake
      """
  )

  static var subcommands: [any Command.Type] { [PlantsSearchCommand.self, PlantsShowCommand.self] }

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    try arguments.checkPositionals()
    let filter = try PlantArguments.filter(from: arguments)
    let bands = try BandTable.builtIn()
    let (spot, savedName) = try SpotArguments.spot(from: arguments, bands: bands)
    let catalog = try PlantArguments.catalog(from: arguments)
    let matches = PlantMatcher(bands: bands).matches(catalog.plants, spot: spot)
    let selection = PlantSelection(matches, filter: filter)
    if arguments.has("--json") {
      console.out(
        try JSONLine.encode(
          PlantListingJSON(
            selection, spot: spot, bands: bands, catalogPlants: catalog.plants.count,
            savedSpot: savedName)))
    } else {
      console.out(
        PlantText.listing(
          selection, spot: spot, bands: bands, filter: filter,
          catalogSize: catalog.plants.count, savedSpot: savedName))
    }
    return .success
  }
}
