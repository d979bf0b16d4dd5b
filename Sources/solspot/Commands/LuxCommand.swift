import SolspotKit

/// `solspot lux`: a lux range and band from exposure settings.
enum LuxCommand: Command {
  static let spec = CommandSpec(
    path: ["lux"],
    abstract: "Estimate the light at a spot, in lux with a range, from exposure settings.",
    usage: [
      "lux -f <N> -t <T> --iso <S> [--bias <EV>] [--device <ID>] [--confidence <P>] [--json]"
    ],
    options: ExposureArguments.options + [
      DeviceArguments.option,
      ConfidenceArguments.option,
      OptionSpec(["--json"], help: "Print one JSON object instead of text."),
    ],
    discussion: """
      Lay the phone flat, screen up, where the pot would stand, and read the settings its \
      front camera chose. The estimate is lux = C · 2^(EV100 + bias) with EV100 = \
      log2(N²/t) − log2(S/100); C is the device's calibration constant (2.5 lux when not \
      calibrated).

      Every figure comes with an interval. An uncalibrated device gives a wide one: the \
      number is a rough estimate and the band is the reliable part. A reading at the bright \
      end of the device's range is reported as "at least X lux", never as a value.

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
