import Dispatch
import SolspotKit

/// `solspot lux`: a lux range and band from exposure settings, or from photos.
enum LuxCommand: Command {
  static let spec = CommandSpec(
    path: ["lux"],
    abstract:
      "Estimate the light at a spot, in lux with a range, from exposure settings or photos.",
    usage: [
      "lux -f <N> -t <T> --iso <S> [--bias <EV>] [--device <ID>] [--confidence <P>] [--json]",
      "lux -f <N> -t <T> --iso <S> [--bias <EV>] --profile <FILE> [--confidence <P>] [--json]",
      "lux <PHOTO|DIR>... [--no-recursive] [--device <ID> | --profile <FILE>]",
      "lux <PHOTO|DIR>... ... [--confidence <P>] [--json [--explain] | --csv]",
    ],
    options: ExposureArguments.options + DeviceArguments.options + [
      ConfidenceArguments.option,
      OptionSpec(["--json"], help: "Print JSON: one object, or one line per photo (JSON Lines)."),
      ExplainArguments.option(
        adding: "the words (the value, the band and each note), the error model and, for "
          + "photos, each setting's source and the photo's metadata"),
      OptionSpec(["--csv"], help: "With photos: print CSV with a header row."),
      OptionSpec(
        ["--recursive"], help: "With folders: read the files in subfolders too (default)."),
      OptionSpec(["--no-recursive"], help: "With folders: read only the files directly inside."),
    ],
    positionals: [
      PositionalSpec(
        name: "PHOTO|DIR", help: "Photos or folders of photos, instead of settings.",
        count: 0...Int.max)
    ],
    discussion: """
      Lay the phone flat, screen up, where the pot would stand, and read the settings its \
      front camera chose. The estimate is lux = C · 2^(EV100 + bias) with EV100 = \
      log2(N²/t) − log2(S/100); C is the device's calibration constant (0.53 lux when not \
      calibrated: a flat front camera meters the luminance it sees, so its constant depends on \
      the spot).

      Every figure comes with an interval: at 90%, the true light at the spot lies inside it \
      nine times in ten; --confidence chooses another level, from 50% to 99.9% (a higher one \
      gives a wider interval). The interval leans a little upward, because screen protectors \
      and case lips only ever remove light. A flat camera does not see the sun's beam on its \
      own spot: while the sun shines on the spot, it gets direct light (over 20,000 lux), \
      whatever the reading says; measure it when the sun is off it. The band names every \
      band the interval \
      reaches ("medium, possibly bright indirect"). An uncalibrated device gives a wide \
      interval: the number is a rough estimate and the band (the category) is the reliable \
      part. A reading at the bright end of the device's range (lowest ISO, shortest \
      exposure) is reported as "at least X lux", the lower end of its interval; one at the \
      dark end (highest ISO, longest exposure) as "at most X lux", the upper end; neither is \
      ever a value. See docs/uncertainty.md for the error model.

      -t is in seconds: 1/60 is a sixtieth of a second, 60 is a minute (a note says so). \
      Without --device, settings use the device SOLSPOT_DEVICE names, as every command that \
      takes --device does; leave both out for a phone without a profile: the generic profile \
      stands for any camera, its exposure limits unknown.

      With photos, the settings come from each photo's Exif metadata and the device from its \
      make, model and lens (see 'solspot exif'). A photo's estimate describes the scene the \
      camera saw, not the light arriving at a spot. Files are recognised by their bytes; in \
      folders, files that are not photos are skipped. A photo without usable settings is \
      reported with the reason and the rest go on; the exit code is 1 if any failed.

      Examples:
        solspot lux -f 1.9 -t 1/60 --iso 100
        solspot lux -f 2.2 -t 8ms --iso 32 --device iphone-13-front --json
        solspot lux IMG_0001.HEIC
        solspot lux ~/Pictures/windowsill --csv > readings.csv
      """
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    try arguments.checkPositionals()
    let confidence = try ConfidenceArguments.confidence(from: arguments)
    guard arguments.positionals.isEmpty else {
      return try runPhotos(arguments, confidence: confidence, console: console)
    }
    for key in ["--csv", "--recursive", "--no-recursive"] where arguments.has(key) {
      throw UsageError.conflict("\(key) applies only to photos (give PHOTO or DIR arguments)")
    }
    let exposure = try ExposureArguments.exposure(from: arguments)
    let profile = try DeviceArguments.profile(from: arguments, offersGeneric: true)
    let explain = try ExplainArguments.explain(from: arguments)
    let estimate = try LuxEstimator(profile: profile).estimate(exposure, confidence: confidence)
    let hints = SettingsHint.hints(for: arguments, exposure: exposure, profile: profile)
    if arguments.has("--json") {
      console.out(try JSONLine.encode(EstimateJSON(estimate, hints: hints, explain: explain)))
    } else {
      console.out(EstimateText.render(estimate, hints: hints))
    }
    return .success
  }

  private static func runPhotos(
    _ arguments: ParsedArguments, confidence: Confidence, console: Console
  ) throws -> ExitCode {
    if let misplaced = MisplacedSettings.check(arguments.positionals) { throw misplaced }
    if ExposureArguments.isPresent(in: arguments) {
      throw UsageError.conflict(
        "give either exposure settings (-f, -t, --iso, --bias) or photos, not both")
    }
    if arguments.has("--json") && arguments.has("--csv") {
      throw UsageError.conflict("--json and --csv cannot be combined")
    }
    if arguments.has("--recursive") && arguments.has("--no-recursive") {
      throw UsageError.conflict("--recursive and --no-recursive cannot be combined")
    }
    // The built-in profiles are decoded on another core while the folders are walked.
    let decoding = DispatchGroup()
    DispatchQueue.global().async(group: decoding) { _ = try? DeviceProfileCatalog.builtIn() }
    let paths = PhotoPaths.expand(
      arguments.positionals, recursive: !arguments.has("--no-recursive"))
    decoding.wait()
    let forced = arguments.has("--device") || arguments.has("--profile")
    let device = forced ? try DeviceArguments.profile(from: arguments, offersGeneric: true) : nil
    let batch = PhotoBatch(
      catalog: try DeviceArguments.catalog(), device: device, confidence: confidence)
    let explain = try ExplainArguments.explain(from: arguments)
    let format: LuxPhotos.Format =
      arguments.has("--json") ? .json(explain: explain) : arguments.has("--csv") ? .csv : .text
    return try LuxPhotos.run(paths, format: format, batch: batch, console: console)
  }
}
