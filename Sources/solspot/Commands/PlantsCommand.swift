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
      "plants --spot <NAME> [--store <PATH>] [<readings>] [<filters>] [--catalog <FILE>] [--json]",
      "plants <spot> --plant <NAME>... [--catalog <FILE>] [--json]",
      "plants search <QUERY> [--catalog <FILE>] [--json]",
      "plants show <NAME> [--catalog <FILE>] [--json]",
    ],
    options: SpotArguments.options + PlantArguments.filterOptions + [
      OptionSpec(
        ["--plant"], value: "NAME",
        help: "Judge only this plant (repeatable): 'would a pothos do here?'.", repeatable: true),
      PlantArguments.catalogOption,
      OptionSpec(["--json"], help: "Print one JSON object instead of text."),
    ],
    discussion: """
      Each plant thrives (the spot's light is in the range its sources say it does best in), \
      tolerates (inside the range they say it takes), depends (the light may lie on either \
      side of one of its limits), may suit (inside its range only as a statement about its \
      genus or a group of plants gives it), has unknown light needs (no source says whether \
      it takes this light), may be too dark or too bright (beyond a limit only such a \
      statement gives), or is too dark or too bright. The plant's figures are lux from its \
      sources; the reason names them and the sources. Plants are ranked by verdict, then by \
      the probability that the light is in their range, then by botanical name. By default \
      the first four verdicts are listed; --all lists every plant. The <filters> are \
      --pet-safe, --cat-safe, --dog-safe, --only thrives|tolerates, --all and --limit N. \
      <spot> is one of --band, --lux, the settings or --spot. The <readings> are --season S, \
      --since DATE and --until DATE.

      --lux is taken as exact: a point, with no interval. --band is a stretch of lux with no \
      distribution over it, so a plant whose limit lies inside the band depends on where the \
      light lies. Exposure settings give an estimate, as 'solspot lux' prints it, and the \
      matching uses its distribution. --spot NAME uses a saved spot's level: its readings \
      combined, as 'solspot spot show' gives it (a bound when every reading was one), with \
      its notes on readings that disagree or span seasons; --season, --since and --until \
      choose the readings, as for 'spot show': 'which plants suit this windowsill in \
      winter?'. \
      Light no spot receives (an estimate, a level or --lux above 130,000 lux, more than \
      full sunlight) judges no plant: the spot and its notes are printed, then why, with \
      exit code 1. \
      --pet-safe keeps only plants the ASPCA lists as non-toxic to both cats and dogs; \
      --cat-safe and --dog-safe to one of them: a plant toxic to the animal, or not listed, is \
      left out. --plant NAME (repeatable) judges only the plants named, in that order, \
      whatever their verdict.

      Examples:
        solspot plants --band medium --pet-safe
        solspot plants --lux 6000 --only thrives
        solspot plants -f 2.2 -t 1/30 --iso 320 --device iphone-13
        solspot plants --spot windowsill --limit 10
        solspot plants --spot windowsill --season winter
        solspot plants --spot windowsill --plant pothos --plant 'snake plant'
        solspot plants search snake
      """
  )

  static var subcommands: [any Command.Type] { [PlantsSearchCommand.self, PlantsShowCommand.self] }

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    try arguments.checkPositionals()
    let filter = try PlantArguments.filter(from: arguments)
    let bands = try BandTable.builtIn()
    let spot = try SpotArguments.spot(from: arguments, bands: bands)
    let catalog = try PlantArguments.catalog(from: arguments)
    let named = try PlantArguments.namedPlants(from: arguments, in: catalog)
    let light = spot.light
    // Light no spot receives: a verdict against it would read as real, so none is given.
    if light.isImplausiblyBright {
      console.out(
        arguments.has("--json")
          ? try JSONLine.encode(
            PlantListingJSON(
              PlantSelection([], filter: filter), spot: spot, bands: bands,
              catalogPlants: catalog.plants.count, notJudged: PlantText.notJudged(spot)))
          : PlantText.notJudgedListing(spot, bands: bands))
      return .failure
    }
    let matcher = PlantMatcher(bands: bands, catalog: catalog)
    let matches =
      named.isEmpty
      ? matcher.matches(catalog.plants, spot: light)
      : named.map { matcher.match($0, spot: light) }
    let selection = PlantSelection(matches, filter: filter)
    if arguments.has("--json") {
      console.out(
        try JSONLine.encode(
          PlantListingJSON(
            selection, spot: spot, bands: bands, catalogPlants: catalog.plants.count)))
    } else {
      console.out(
        PlantText.listing(
          selection, spot: spot, bands: bands, filter: filter,
          catalogSize: catalog.plants.count, named: !named.isEmpty))
    }
    return .success
  }
}
