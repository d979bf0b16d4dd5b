import SolspotKit

/// `solspot spot add NAME`: saves a new spot.
enum SpotAddCommand: Command {
  static let spec = CommandSpec(
    path: ["spot", "add"],
    abstract: "Save a new spot.",
    usage: [
      "spot add <NAME> [--room <R>] [--notes <N>] [--latitude <L> | --hemisphere <H>]",
      "spot add <NAME> ... [--device <ID>] [--lit <KIND>] [--json]",
    ],
    options: [
      OptionSpec(["--room"], value: "R", help: "The room the spot is in."),
      OptionSpec(["--notes"], value: "N", help: "Notes, e.g. \"left of the window, 1 m up\"."),
      OptionSpec(
        ["--latitude"], value: "L", help: "Latitude in degrees, −90 to 90 (south negative)."),
      OptionSpec(
        ["--hemisphere"], value: "H", help: "north or south, when no latitude is given."),
      deviceOption,
      LitOption.option,
      StoreArguments.option,
      OptionSpec(["--json"], help: "Print the spot as JSON."),
    ],
    positionals: [
      PositionalSpec(name: "NAME", help: "The spot's name, unique ignoring case.", count: 1...1)
    ],
    discussion: """
      Seasons need the hemisphere. With neither --latitude nor --hemisphere, the northern \
      hemisphere is assumed, and 'spot show' and 'spot seasons' say so; 'solspot spot set' \
      changes it later.

      With --device, 'spot measure' uses that device for the spot when given no --device (else \
      the device SOLSPOT_DEVICE names, else the generic profile).
      """
  )

  /// `--device ID`, as `spot add` and `spot set` take it.
  static let deviceOption = OptionSpec(
    ["--device"], value: "ID",
    help: "The device 'spot measure' uses for this spot when given none: any name --device "
      + "takes (see 'solspot devices').")

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    try arguments.checkPositionals()
    let location = try location(from: arguments)
    let spot = try NewSpot(
      name: arguments.positionals[0], room: arguments.string("--room"),
      notes: arguments.string("--notes"), location: location, createdAt: TimeArguments.now(),
      deviceID: try RememberedDevice.id(arguments), lighting: try LitOption.kind(arguments))
    let saved: SavedSpot
    do {
      saved = try StoreArguments.withStore(arguments) { store in try store.add(spot) }
    } catch SpotError.nameTaken(let existing) {
      throw CommandFailure.spotExists(existing)
    }
    console.saved = .spot(saved.name)
    console.out(
      arguments.has("--json") ? try JSONLine.encode(SpotJSON.Spot(saved)) : SpotText.added(saved))
    return .success
  }

  static func location(from arguments: ParsedArguments) throws(UsageError) -> SpotLocation {
    let latitude = try arguments.signedNumber(
      "--latitude", expected: "expected degrees from -90 to 90, e.g. 51.5 or -33.9")
    let hemisphere = try arguments.value(
      "--hemisphere", expected: "expected north or south"
    ) { Hemisphere(rawValue: $0.lowercased()) }
    switch (latitude, hemisphere) {
    case (let latitude?, nil):
      guard SpotLocation.latitudeRange.contains(latitude) else {
        throw .invalidValue(
          option: "--latitude", value: arguments.string("--latitude") ?? "",
          reason: "expected degrees from -90 to 90")
      }
      return .latitude(latitude)
    case (nil, let hemisphere?): return .hemisphere(hemisphere)
    case (nil, nil): return .unspecified
    case (.some, .some): throw .conflict("give --latitude or --hemisphere, not both")
    }
  }
}
