import SolspotKit

/// `solspot lux`: a lux range and band from exposure settings.
enum LuxCommand: Command {
  static let spec = CommandSpec(
    path: ["lux"],
    abstract: "Estimate the light at a spot, in lux with a range, from exposure settings.",
    usage: [
      "lux -f <N> -t <T> --iso <S> [--bias <EV>] [--device <ID>] [--confidence <P>] [--json]",
      "lux -f <N> -t <T> --iso <S> [--bias <EV>] --profile <FILE> [--confidence <P>] [--json]",
    ],
    options: ExposureArguments.options + DeviceArguments.options + [
      ConfidenceArguments.option,
      OptionSpec(["--json"], help: "Print one JSON object instead of text."),
    ],
    discussion: """
      Lay the phone flat, screen up, where the pot would stand, and read the settings its \
      front camera chose. The estimate is lux = C · 2^(EV100 + bias) with EV100 = \
      log2(N²/t) − log2(S/100); C is the device's calibration constant (2.5 lux when not \
      calibrated).

      Every figure comes with an interval: at 90%, the true light at the spot lies inside it \
      nine times in ten. The interval leans upward, because cover glass, smudges and screen \
      protectors only ever remove light. An uncalibrated device gives a wide interval: the \
      number is a rough estimate and the band (the category) is the reliable part. A reading \
      at the bright end of the device's range is reported as "at least X lux" (the lower end \
      of its interval), never as a value. See docs/uncertainty.md for the error model.

      Examples:
        solspot lux -f 1.9 -t 1/60 --iso 100
        solspot lux -f 2.2 -t 8ms --iso 32 --device iphone-13-front --json
      """
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    try arguments.checkPositionals()
    let exposure = try ExposureArguments.exposure(from: arguments)
    let confidence = try ConfidenceArguments.confidence(from: arguments)
    let profile = try DeviceArguments.profile(from: arguments)
    let estimate = try LuxEstimator(profile: profile).estimate(exposure, confidence: confidence)
    if arguments.has("--json") {
      console.out(try JSONLine.encode(EstimateJSON(estimate)))
    } else {
      console.out(EstimateText.render(estimate))
    }
    return .success
  }
}
