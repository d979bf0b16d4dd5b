import SolspotKit

/// `solspot calibrate check`: whether a profile's intervals hold on paired readings.
enum CalibrateCheckCommand: Command {
  static let spec = CommandSpec(
    path: ["calibrate", "check"],
    abstract: "Check how often a profile's intervals contain a reference meter's lux.",
    usage: [
      "calibrate check [<FILE>] (--device <ID> | --profile <FILE>) [--store <PATH>] [--json]"
    ],
    options: CalibrationInput.deviceOptions + [
      OptionSpec(["--json"], help: "Print one JSON object instead of text.")
    ],
    positionals: [CalibrationInput.file],
    discussion: """
      Every pair is estimated as 'solspot lux' would estimate it, at 50%, 80%, 90% and 95%, \
      and counted against the reference lux. A level is too narrow when its stated \
      confidence lies above the exact 97.5% range of the observed coverage, too wide when \
      below it; any level too narrow makes the verdict too narrow. The four levels share one \
      5% chance of a false alarm: a profile whose intervals hold as claimed is called too \
      narrow at most one time in 20.

      Without FILE, the pairs saved for the device with 'solspot calibrate add' are checked. \
      The pairs share one phone and its error, so this checks the profile for this phone. \
      Check a measured profile with pairs that were not used to fit it.
      """
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    let profile = try CalibrationInput.profile(from: arguments)
    let pairs = try CalibrationInput.pairs(from: arguments, profile: profile)
    let observations = pairs.observations
    guard !observations.isEmpty else {
      throw CommandFailure.nothingToCheck(source: pairs.source)
    }
    let check = CoverageCheck(
      observations: observations, estimator: try LuxEstimator(profile: profile))
    let report = CoverageReport(
      check: check, profile: profile, file: pairs.source, placeWord: pairs.placeWord)
    console.out(
      arguments.has("--json")
        ? try JSONLine.encode(CoverageJSON(report)) : CoverageText.render(report))
    return .success
  }
}
