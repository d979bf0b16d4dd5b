import SolspotKit

/// `solspot spot list`: every saved spot.
enum SpotListCommand: Command {
  static let spec = CommandSpec(
    path: ["spot", "list"],
    abstract: "List the saved spots with their reading counts and latest band.",
    usage: ["spot list [--json | --csv | --names]"],
    options: [
      StoreArguments.option, OptionSpec(["--json"], help: "Print JSON Lines, one spot per line."),
      OutputFormat.csvOption(row: "spot", columns: SpotCSV.list.columns),
      OptionSpec(
        ["--names"], help: "Print only the names, one per line (for scripts and completion)."),
    ],
    discussion: """
      A spot or reading the store cannot read (edited by hand, or a damaged file) is named \
      on standard error, the others are listed, and the status is 1.
      """
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    try arguments.checkPositionals()
    let format = try OutputFormat.from(arguments)
    let (stored, damaged) = try StoreArguments.withExistingStore(arguments) { store in
      try store?.salvageListings() ?? ([], [])
    }
    guard !arguments.has("--names") else {
      for listing in stored { console.out(listing.spot.name) }
      return try StoreArguments.reportDamage(damaged, arguments, console: console)
    }
    // The latest reading as the device's current profile gives it, all in one pass so that
    // each error distribution is worked out once, and the band verdicts from the same tables.
    let saved = stored.compactMap(\.latest)
    let derivation = try CurrentProfiles.derivation(for: saved.map(\.deviceID))
    var latest = derivation.rederive(saved).makeIterator()
    let listings = stored.map { listing in
      SpotListing(
        spot: listing.spot, readingCount: listing.readingCount,
        latest: listing.latest == nil ? nil : latest.next())
    }
    if format == .csv {
      for line in SpotCSV.list(listings) { console.out(line) }
    } else if format == .json {
      for listing in listings {
        console.out(
          try JSONLine.encode(
            SpotJSON.Spot(
              listing.spot, readings: listing.readingCount, latest: listing.latest,
              verdict: derivation.bandVerdict(of:))))
      }
    } else {
      console.out(SpotText.table(listings, verdict: derivation.bandVerdict(of:)))
    }
    return try StoreArguments.reportDamage(damaged, arguments, console: console)
  }
}
