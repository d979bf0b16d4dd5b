import SolspotKit

/// The paired-readings file `calibrate fit` and `calibrate check` take.
enum CalibrationInput {
  /// `--device` (required here, so without the generic default) and `--profile`.
  static let deviceOptions = [
    OptionSpec(
      ["--device"], value: "ID",
      help: "The device the pairs were taken with: a profile id or model identifier."),
    DeviceArguments.profileOption,
  ]

  /// The positional argument, for a command's spec.
  static let file = PositionalSpec(
    name: "FILE",
    help: "Paired readings, CSV or JSON Lines (docs/calibration-format.md); - reads stdin.",
    count: 1...1)

  /// The file's name as given and its pairs.
  ///
  /// - Throws: ``CommandFailure`` for a file that cannot be read, ``CalibrationFileError``
  ///   naming the line for one that cannot be parsed.
  static func observations(from arguments: ParsedArguments) throws
    -> (file: String, observations: [CalibrationObservation])
  {
    try arguments.checkPositionals()
    guard let path = arguments.positionals.first else {
      throw UsageError.missingArgument(name: file.name)
    }
    let text = try TextFile.read(path)
    let name = path == "-" ? "<stdin>" : path
    let format = CalibrationFile.Format.detect(fileName: path, text: text)
    return (name, try CalibrationFile.parse(text, format: format, file: name))
  }

  /// The profile of `--device` or `--profile`, one of which is required.
  static func profile(from arguments: ParsedArguments) throws -> DeviceProfile {
    guard arguments.has("--device") || arguments.has("--profile") else {
      throw UsageError.missingOption(option: "--device (or --profile)")
    }
    return try DeviceArguments.profile(from: arguments)
  }
}
