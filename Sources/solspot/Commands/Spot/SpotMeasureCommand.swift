import SolspotKit

/// `solspot spot measure NAME`: takes a reading from settings, a capture or a photo and saves
/// it to a spot.
enum SpotMeasureCommand: Command {
  static let spec = CommandSpec(
    path: ["spot", "measure"],
    abstract: "Estimate the light at a saved spot and save the reading.",
    usage: [
      "spot measure <NAME> -f <N> -t <T> --iso <S> [--bias <EV>] [--device <ID>] [--at <TIME>]",
      "spot measure <NAME> --capture <FILE> [--device <ID>] [--at <TIME>]",
      "spot measure <NAME> --photo <FILE> [--device <ID>] [--at <TIME>]",
      "spot measure <NAME> ... --profile <FILE>",
    ],
    options: ExposureArguments.options + MeasureSource.options + [
      OptionSpec(
        ["--device"], value: "ID",
        help: "Device profile, as for 'solspot lux' (default: a capture's own, else the spot's "
          + "device, else $SOLSPOT_DEVICE, else generic; a photo's is matched on its Exif)."),
      DeviceArguments.profileOption,
      OptionSpec(
        ["--at"], value: "TIME",
        help: "When the reading was taken, not in the future: 2025-06-21T14:30 (this computer's "
          + "time zone), with a UTC offset (…+02:00, …Z), or a date for its noon (default: the "
          + "time the file records, else now)."),
      OptionSpec(
        ["--force"],
        help: "Save a reading refused as implausible, flagged: left out of levels, comparisons, "
          + "seasons and plant verdicts."),
      StoreArguments.option,
      OptionSpec(
        ["--json"], help: "Print what was saved as JSON, the estimate as 'lux --json' prints it."),
    ],
    positionals: [PositionalSpec(name: "NAME", help: "The spot's name.", count: 1...1)],
    discussion: """
      Lay the phone flat, screen up, where the pot would stand, and give the settings its \
      front camera chose, as for 'solspot lux'; or give a capture the app recorded there, \
      replayed through the flatness and settling gates as 'solspot read' replays it (the \
      reading keeps the settled window's spread); or a photo, whose estimate describes the \
      scene the camera saw rather than the light at the spot. The reading is saved with its \
      time, the device and its calibration, so later comparisons know what cancels.

      The time is --at, else what the file records (a capture header's start time, a \
      photo's DateTimeOriginal, else the photo file's modification time), else now. --at \
      without a UTC offset is taken in this computer's time zone (TZ), as 'date' takes it, \
      and a date alone is its noon; a time more than 5 minutes ahead of \
      this computer's clock is refused, from --at or from the file (a camera or phone whose \
      clock is set wrong: give --at). A capture that commits no reading, or whose reading \
      was superseded (the light changed while the phone still lay there), saves nothing and \
      exits with status 1.

      Use the same device every time: readings from one device compare precisely. Give it \
      once with 'solspot spot add/set NAME --device ID', or for every spot with the \
      environment variable SOLSPOT_DEVICE, and measure without --device. A reading from \
      another device than the spot's earlier ones is saved with a warning.

      A reading no spot can have is refused, nothing saved, exit status 1: one above 130,000 \
      lux, or an "at least" bound above it (full sun is about 108,000 lux), or settings \
      outside the device's documented exposure range by more than 1/6 EV. Above full sun, \
      the settings are wrong or the sun shone into the camera: a spot the sun is on gets \
      direct light, and its level is measured when the sun is off it. --force saves it \
      flagged: 'spot history' lists it, and the rest leave it out.

      Examples:
        solspot spot measure windowsill -f 1.9 -t 1/500 --iso 40 --device iphone-15-front
        solspot spot measure shelf -f 1.9 -t 1/60 --iso 100 --at 2025-12-21T12:00+01:00
        solspot spot measure windowsill --capture capture.jsonl
        solspot spot measure desk --photo IMG_0042.HEIC
      """
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    try arguments.checkPositionals()
    let source = try MeasureSource.from(arguments)
    if arguments.has("--at") { _ = try TimeArguments.time(from: arguments) }
    // Settings and photos are cheap and their usage errors come first; a capture may be long,
    // so the spot is looked up before it is replayed. Settings without --device or --profile
    // wait for the spot's device (RememberedDevice), their usage errors checked first.
    var early: MeasureSource.Measurement?
    switch source {
    case .capture: break
    case .settings where !MeasureSource.namesDevice(arguments):
      _ = try ExposureArguments.exposure(from: arguments)
    case .settings, .photo: early = try source.measure(arguments)
    }
    let name = arguments.positionals[0]
    return try StoreArguments.withWritableStore(arguments) { store in
      guard let store else { throw SpotError.unknownSpot(name, suggestions: []) }
      let spot = try store.spot(named: name)
      var remembered: RememberedDevice?
      if early == nil, !MeasureSource.namesDevice(arguments) {
        remembered = try RememberedDevice.find(for: spot)
      }
      let measurement = try early ?? source.measure(arguments, remembered: remembered)
      let json = arguments.has("--json")
      guard let estimate = measurement.estimate else {
        if json {
          console.out(try JSONLine.encode(MeasureJSON(spot: spot.name, measurement, time: nil)))
        } else if case .capture(let outcome) = measurement.detail {
          console.out(ReadText.render(outcome))
        }
        var superseded: Supersession?
        if case .capture(let outcome) = measurement.detail { superseded = outcome.supersession }
        console.error(
          MeasureText.nothingSaved(
            spot: spot.name, file: source.displayName, superseded: superseded))
        return .failure
      }
      let refusals = ImplausibleReading.check(estimate)
      let force = arguments.has("--force")
      if !refusals.isEmpty, !force {
        if json {
          console.out(
            try JSONLine.encode(
              MeasureJSON(spot: spot.name, measurement, time: nil, refusals: refusals)))
        }
        console.error(
          "solspot: " + ForcedText.refusal(refusals, spot: spot.name, estimate: estimate))
        return .failure
      }
      let time = try ReadingTime.resolve(
        arguments, recorded: measurement.recorded, file: source.displayName, spot: spot.name)
      var reading = Reading(
        estimate: estimate, takenAt: time.time, source: measurement.source,
        observedSpreadEV: measurement.observedSpreadEV)
      reading.isForced = !refusals.isEmpty
      let saved = try store.add(reading, toSpotNamed: spot.name)
      console.saved = .reading(spot: spot.name)
      // Counted after the write, which checks the store first; the reading is saved by now,
      // so a failure to count costs only the warning.
      let earlier = (try? store.deviceCounts(of: spot.id, excluding: saved.id)) ?? []
      var latitude: Double?
      if case .photo(let result, _) = measurement.detail {
        latitude = result.metadata?.latitude?.value
      }
      // A capture whose header names a device used it, not the remembered one.
      var usedRemembered = remembered
      if case .capture(let outcome) = measurement.detail,
        ![.spot, .environment].contains(outcome.device.source)
      {
        usedRemembered = nil
      }
      let notes = Note.savedReading(
        earlier: earlier, device: reading.deviceID, spot: spot, photoLatitude: latitude,
        forced: reading.isForced ? refusals : [], remembered: usedRemembered,
        farFromLevel: LevelCheck.note(for: saved, spot: spot, earlier: earlier, store: store))
      console.out(
        json
          ? try JSONLine.encode(
            MeasureJSON(
              spot: spot.name, measurement, time: time, notes: notes,
              refusals: reading.isForced ? refusals : []))
          : MeasureText.render(
            measurement, estimate: estimate, spot: spot.name, time: time, notes: notes))
      return .success
    }
  }
}
