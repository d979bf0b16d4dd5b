import SolspotKit

/// `solspot plants`: which plants suit a spot, from a band, a lux value or exposure settings.
enum PlantsCommand: Command {
  static let spec = CommandSpec(
    path: ["plants"],
    abstract:
      "Which houseplants suit a spot, from its band, its lux, exposure settings or a saved spot.",
    usage: [
      "plants --band <NAME> [<filters>] [--why] [--catalog <FILE>] [--json | --csv]",
      "plants --lux <N> [<filters>] [--catalog <FILE>] [--json | --csv]",
      "plants --fc <N> [<filters>] [--catalog <FILE>] [--json | --csv]",
      "plants -f <N> -t <T> --iso <S> [--bias <EV>] [--device <ID>] [<filters>] [--json | --csv]",
      "plants -f <N> -t <T> --iso <S> [--bias <EV>] --profile <FILE> [<filters>] [--json | --csv]",
      "plants --spot <NAME> [--store <PATH>] [<readings>] [<filters>] [--json | --csv]",
      "plants <spot> --plant <NAME>... [--catalog <FILE>] [--json | --csv]",
      "plants search <QUERY> [--catalog <FILE>] [--json | --csv]",
      "plants show <NAME> [--catalog <FILE>] [--json]",
    ],
    options: SpotArguments.options + PlantArguments.filterOptions + [
      OptionSpec(
        ["--plant"], value: "NAME",
        help: "Judge only this plant (repeatable): 'would a pothos do here?'.", repeatable: true),
      OptionSpec(
        ["--why"], help: "Add each plant's reasons: its limits, their sources, disagreements."),
      PlantArguments.catalogOption,
      OptionSpec(["--json"], help: "Print one JSON object instead of text."),
      OutputFormat.csvOption(
        row: "plant listed (the spot is left out)", columns: PlantCSV.listing.columns),
    ],
    discussion: """
      The first line answers which plants will do best here. Each plant is good here (the \
      light is in the range it does best in), possible (it takes this light: it will live, \
      but grow slowly and not at its best), too dark or too bright, from the ranges its sources \
      give (docs/plant-matching.md). Within half a stop of a limit a verdict is borderline, \
      with the side. For an estimate or a saved spot the verdict comes from the estimate's \
      distribution, with the probability that the light lies in the plant's range; --lux is \
      taken as exact. Plants are listed one a line, grouped by verdict, best first (possible \
      ones nearest their best first), at most 12 a group; --why adds each plant's reasons and \
      sources, --all lists everything. A plant marked * has a range that rests on what holds \
      for its group. The <filters> are --pet-safe, --cat-safe, --dog-safe, --only VERDICT, \
      --all and --limit N. <spot> is one of --band, --lux, --fc, the settings or --spot. The \
      <readings> are --season S, --since DATE and --until DATE.

      Direct sun: for a sill with hours of direct sun, give --band direct (plants grouped by \
      how much sun they take) or measure it. Sun in a south window is about 16,000 lux \
      (Illinois Extension), summer sun through glass 30,000 lux and more (assumption), full \
      sun outdoors about 108,000 lux (University of Maryland Extension). A plant that takes \
      morning or filtered sun takes up to about 25,000 lux (assumption, \
      docs/plant-catalog.md); one that takes no direct sun, 20,000.

      --band is a range of light, not a measurement: its plants are grouped by how far down \
      the band they go (for the direct band, by how much sun they take), most tolerant first, \
      and a measurement says where in the band the spot lies. --spot NAME uses a saved spot's \
      level, as 'solspot spot show' gives it; --season, --since and --until choose the \
      readings. Light no spot receives (above 130,000 lux) judges no plant, with exit code 1. \
      --pet-safe keeps only plants the ASPCA lists as non-toxic to both cats and dogs; \
      --cat-safe and --dog-safe to one of them: a plant toxic to the animal, or not listed, is \
      left out. --plant NAME (repeatable) judges only the plants named, in that order; a genus \
      (--plant calathea) judges each of its species; a name that matches several plants, or \
      none, is reported on standard error after the others are judged, with exit code 1.

      Examples:
        solspot plants --band medium --pet-safe
        solspot plants --lux 6000 --only good
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
    let format = try OutputFormat.from(arguments)
    let filter = try PlantArguments.filter(from: arguments)
    let bands = try BandTable.builtIn()
    let spot = try SpotArguments.spot(from: arguments, bands: bands)
    let catalog = try PlantArguments.catalog(from: arguments)
    let names = try PlantArguments.namedPlants(from: arguments, in: catalog)
    let named = names.plants
    // A name that names several plants or none leaves the others judged; it is reported on
    // standard error after them, with exit code 1.
    let unresolved = names.unresolved.map(\.failure)
    if named.isEmpty, let first = unresolved.first {
      for failure in unresolved.dropFirst() {
        console.error(ErrorReport(failure, command: nil).message)
      }
      throw first
    }
    let light = spot.light
    let matcher = PlantMatcher(bands: bands)
    let why = arguments.has("--why")
    let json = format == .json
    // A band is real light: its plants are listed by how far down the band they go.
    if named.isEmpty, case .band(let band) = light {
      let safe = catalog.plants.filter { filter.isSafe($0.toxicity) }
      let listing = BandListing(band: band, plants: safe, matcher: matcher)
      let unsafe = catalog.plants.count - safe.count
      let values = PlantListingJSON(
        band: listing, spot: spot, bands: bands, catalogPlants: catalog.plants.count,
        filter: filter, petUnsafe: unsafe)
      if format == .csv {
        for line in PlantCSV.listing(values) { console.out(line) }
        return .success
      }
      console.out(
        json
          ? try JSONLine.encode(values)
          : PlantText.bandListing(
            listing, spot: spot, bands: bands, catalog: catalog, filter: filter, why: why,
            petUnsafe: unsafe))
      return .success
    }
    let judgement =
      named.isEmpty
      ? matcher.judge(catalog.plants, spot: light)
      : matcher.judge(named, spot: light, ranked: false)
    // Light no spot receives: a verdict against it would read as real, so none is given.
    guard case .judged(let matches) = judgement else {
      if format == .csv {
        console.out(PlantCSV.listing.header)
        console.error("solspot: " + PlantText.notJudged(spot))
        return .failure
      }
      console.out(
        format == .json
          ? try JSONLine.encode(
            PlantListingJSON(
              PlantSelection([], filter: filter), spot: spot, bands: bands,
              catalogPlants: catalog.plants.count, notJudged: PlantText.notJudged(spot)))
          : PlantText.notJudgedListing(spot, bands: bands))
      return .failure
    }
    let selection = PlantSelection(matches, filter: filter)
    if json || format == .csv {
      var listing = PlantListingJSON(
        selection, spot: spot, bands: bands, catalogPlants: catalog.plants.count)
      listing.unresolved = names.unresolved.map { PlantListingJSON.Unresolved($0) }
      if json {
        console.out(try JSONLine.encode(listing))
      } else {
        for line in PlantCSV.listing(listing) { console.out(line) }
      }
    } else {
      console.out(
        PlantText.listing(
          selection, spot: spot, bands: bands, filter: filter, catalog: catalog, why: why,
          named: !named.isEmpty))
    }
    for failure in unresolved { console.error(ErrorReport(failure, command: nil).message) }
    return unresolved.isEmpty ? .success : .failure
  }
}
