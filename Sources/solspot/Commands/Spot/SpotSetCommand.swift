import SolspotKit

/// `solspot spot set NAME`: changes a saved spot's room, notes or location.
enum SpotSetCommand: Command {
  static let spec = CommandSpec(
    path: ["spot", "set"],
    abstract: "Change a spot's room, notes, location, device or lighting; its readings stay.",
    usage: [
      "spot set <NAME> [--room <R> | --no-room] [--notes <N> | --no-notes]",
      "spot set <NAME> [--latitude <L> | --hemisphere <H>] [--json]",
      "spot set <NAME> [--device <ID> | --no-device] [--lit <KIND> | --no-lit]",
      "spot set <NAME> [--lamp <HH:MM-HH:MM> [--lamp-source <S>] [--no-daylight] | --no-lamp]",
      "spot set <NAME> [--plant <PLANT>]... [--no-plants]",
    ],
    options: [
      OptionSpec(["--room"], value: "R", help: "The room the spot is in."),
      OptionSpec(["--no-room"], help: "Remove the room."),
      OptionSpec(["--notes"], value: "N", help: "Notes, e.g. \"left of the window, 1 m up\"."),
      OptionSpec(["--no-notes"], help: "Remove the notes."),
      OptionSpec(
        ["--latitude"], value: "L", help: "Latitude in degrees, −90 to 90 (south negative)."),
      OptionSpec(
        ["--hemisphere"], value: "H", help: "north or south, when no latitude is given."),
      SpotAddCommand.deviceOption,
      OptionSpec(["--no-device"], help: "Forget the spot's device."),
      LitOption.option,
      LitOption.clearOption,
    ] + SpotSetLighting.options + [
      StoreArguments.option,
      OptionSpec(["--json"], help: "Print the spot as JSON."),
    ],
    positionals: [PositionalSpec(name: "NAME", help: "The spot's name.", count: 1...1)],
    discussion: """
      Only the fields given change, and any of them combine. A latitude replaces a hemisphere and the other way \
      round; the seasons of the spot's readings follow the new hemisphere at once. To change \
      the name, use 'solspot spot rename'. A lamp schedule and the plants named for a spot \
      are used by the preview features ('solspot preview').

      Examples:
        solspot spot set windowsill --latitude -33.9
        solspot spot set shelf --room study --no-notes
      """
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    try arguments.checkPositionals()
    let update = try SpotUpdate(
      room: try change(arguments, "--room", clear: "--no-room"),
      notes: try change(arguments, "--notes", clear: "--no-notes"),
      location: try location(arguments), device: try device(arguments),
      lighting: try LitOption.change(arguments))
    var lighting = try SpotSetLighting(arguments)
    guard !update.isEmpty || !lighting.isEmpty else {
      throw UsageError.conflict(
        "give what to change: --room, --no-room, --notes, --no-notes, --latitude, "
          + "--hemisphere, --device, --no-device, --lit, --no-lit, --lamp, --no-lamp, --plant "
          + "or --no-plants")
    }
    let name = arguments.positionals[0]
    let spot = try StoreArguments.withWritableStore(arguments) { store in
      guard let store else { throw SpotError.unknownSpot(name, suggestions: []) }
      if lighting.newSource != nil {
        lighting = try lighting.resolved(
          current: try store.lighting(named: name, scope: .used).lamp, spot: name)
      }
      return try store.update(name, with: update, lighting: lighting.change)
    }
    console.saved = .changed(spot: spot.name)
    console.out(
      arguments.has("--json")
        ? try JSONLine.encode(SpotJSON.Spot(spot))
        : SpotText.updated(spot)
          + LightingText.changes(lamp: lighting.lamp, plants: lighting.plantIDs))
    return .success
  }

  /// The change of one text field: `--room R` sets it, `--no-room` clears it.
  static func change(_ arguments: ParsedArguments, _ key: String, clear: String)
    throws(UsageError) -> SpotFieldChange
  {
    switch (arguments.string(key), arguments.has(clear)) {
    case (let text?, false): return .set(text)
    case (nil, true): return .clear
    case (nil, false): return .keep
    case (.some, true): throw .conflict("give \(key) or \(clear), not both")
    }
  }

  /// The change of the spot's device: `--device ID` sets the profile id it names,
  /// `--no-device` clears it.
  static func device(_ arguments: ParsedArguments) throws -> SpotFieldChange {
    guard !(arguments.has("--device") && arguments.has("--no-device")) else {
      throw UsageError.conflict("give --device or --no-device, not both")
    }
    if let id = try RememberedDevice.id(arguments) { return .set(id) }
    return arguments.has("--no-device") ? .clear : .keep
  }

  /// The new location, or `nil` to keep it.
  static func location(_ arguments: ParsedArguments) throws(UsageError) -> SpotLocation? {
    let location = try SpotAddCommand.location(from: arguments)
    return location == .unspecified ? nil : location
  }
}
