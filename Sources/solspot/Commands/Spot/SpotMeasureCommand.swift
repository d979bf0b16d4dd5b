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
    let request = try MeasureArguments.request(arguments, source: source)
    return try StoreArguments.withWritableStore(arguments) { store in
      guard let store else { throw SpotError.unknownSpot(request.spot, suggestions: []) }
      let measurer = SpotMeasurer(store: store, catalog: try DeviceArguments.catalog())
      let outcome: MeasureOutcome
      do throws(MeasureError) {
        outcome = try measurer.measure(request)
      } catch {
        throw error.commandError(source: source, arguments: arguments)
      }
      return try MeasureOutput.write(
        outcome, source: source, json: arguments.has("--json"), console: console)
    }
  }
}
