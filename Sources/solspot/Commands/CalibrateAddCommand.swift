import SolspotKit

/// `solspot calibrate add`: saves one pair of a camera reading and a reference meter's lux.
enum CalibrateAddCommand: Command {
  static let spec = CommandSpec(
    path: ["calibrate", "add"],
    abstract: "Save a camera reading and a reference meter's lux as a calibration pair.",
    usage: [
      "calibrate add (--device <ID> | --profile <FILE>) --lux <L> -f <N> -t <T> --iso <S>",
      "calibrate add ... [--bias <EV>] [--light <KIND>] [--note <TEXT>] [--at <TIME>] [--json]",
    ],
    options: ExposureArguments.options + CalibrationInput.deviceOptions + [
      OptionSpec(["--lux"], value: "L", help: "The reference meter's reading, in lux."),
      OptionSpec(
        ["--light"], value: "KIND", help: "The kind of light: daylight, led, fluorescent, …"),
      OptionSpec(["--note"], value: "TEXT", help: "A remark kept with the pair."),
      TimeArguments.option,
      OptionSpec(["--json"], help: "Print the saved pair as JSON."),
    ],
    discussion: """
      Lay the phone flat, screen up, with the lux meter's sensor beside it facing up, and \
      give the settings the phone's front camera chose and the meter's lux. Pairs are saved \
      in the store per device; 'solspot calibrate fit --device ID' without a file fits them, \
      and 'solspot calibrate pairs --device ID' lists them.

      Example:
        solspot calibrate add --device iphone-15-front --lux 640 -f 1.9 -t 1/60 --iso 100 \\
          --light led
      """
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    try arguments.checkPositionals()
    let exposure = try ExposureArguments.exposure(from: arguments)
    let lux = try referenceLux(arguments)
    // A time in the future is refused there, as for every --at.
    let takenAt = try TimeArguments.time(from: arguments)
    let profile = try CalibrationInput.profile(from: arguments)
    let (pair, count) = try StoreArguments.withStore(arguments) { store in
      let pair = try store.addCalibrationPair(
        deviceID: profile.id, takenAt: takenAt, exposure: exposure, referenceLux: lux,
        light: arguments.string("--light"), note: arguments.string("--note"))
      return (pair, try store.calibrationPairs(deviceID: profile.id).count)
    }
    console.saved = .pair(device: profile.id)
    if arguments.has("--json") {
      console.out(try JSONLine.encode(CalibrationPairJSON(pair)))
    } else {
      console.out(CalibrationPairText.saved(pair, profile: profile, count: count))
    }
    // Warnings go to standard error, so that --json stays one line of a calibration file.
    for hint in SettingsHint.hints(for: arguments, exposure: exposure, profile: profile) {
      console.error("solspot: warning: \(NoteText.settings(hint))")
    }
    for warning in CalibrationPairText.warnings(pair, profile: profile) {
      console.error("solspot: warning: \(warning)")
    }
    return .success
  }

  /// `--lux`, required, within ``Calibration/Measurement/referenceLuxRange``.
  static func referenceLux(_ arguments: ParsedArguments) throws(UsageError) -> Double {
    guard let text = arguments.string("--lux") else {
      throw .missingOption(option: "--lux")
    }
    let plain = text.contains(",") ? ValueText.grouped(text).map { "\($0)" } : text
    guard let lux = plain.flatMap(CalibrationObservation.luxNumber) else {
      throw .invalidValue(
        option: "--lux", value: text,
        reason: ValueText.commaReason(text, expected: "expected lux such as 640"))
    }
    if let problem = CalibrationObservation.referenceLuxProblem(lux, written: text) {
      throw .invalidValue(
        option: "--lux", value: text, reason: CalibrationFileErrorText.referenceLux(problem))
    }
    return lux
  }
}
