import SolspotKit

/// Where `calibrate fit` and `calibrate check` get their pairs: a file, or the pairs
/// `calibrate add` saved in the store for the device.
enum CalibrationInput {
  /// `--device` (required here, so without the generic default), `--profile` and `--store`.
  static let deviceOptions = [
    OptionSpec(
      ["--device"], value: "ID",
      help: "The device the pairs were taken with: a profile id or model identifier; "
        + "default: $SOLSPOT_DEVICE."),
    DeviceArguments.profileOption,
    StoreArguments.option,
  ]

  /// The positional argument, for a command's spec.
  static let file = PositionalSpec(
    name: "FILE",
    help: "Paired readings, CSV or JSON Lines (docs/calibration-format.md); - reads stdin; "
      + "without it, the pairs saved with 'calibrate add' for the device.",
    count: 0...1)

  /// The pairs, where they came from (the file's name, or the store's path), and the word for
  /// a pair's place in messages: `line` for a file, `pair` for the store.
  struct Pairs {
    let source: String
    let observations: [CalibrationObservation]
    let placeWord: String
  }

  /// The pairs of `FILE`, or the store's pairs for `profile`.
  ///
  /// - Throws: ``CommandFailure`` for a file that cannot be read or a device without saved
  ///   pairs, ``CalibrationFileError`` naming the line for a file that cannot be parsed.
  static func pairs(from arguments: ParsedArguments, profile: DeviceProfile) throws -> Pairs {
    try arguments.checkPositionals()
    guard let path = arguments.positionals.first else {
      let store = try StoreArguments.path(from: arguments)
      let stored = try StoreArguments.withExistingStore(arguments) { store in
        try store?.calibrationPairs(deviceID: profile.id) ?? []
      }
      guard !stored.isEmpty else {
        throw CommandFailure.noPairsSaved(device: profile.id, store: store)
      }
      // Pairs saved before the reference range was enforced may lie outside it.
      for pair in stored {
        let lux = pair.observation.referenceLux
        if let problem = CalibrationObservation.referenceLuxProblem(
          lux, written: NumberText.plain(lux))
        {
          throw CommandFailure.badSavedPair(
            id: pair.id, device: profile.id, store: store, problem)
        }
      }
      return Pairs(
        source: "the store \(store)", observations: stored.map(\.observation), placeWord: "pair")
    }
    if arguments.has("--store") {
      throw UsageError.conflict("--store applies only without FILE")
    }
    let text = try TextFile.read(path)
    let name = path == "-" ? "<stdin>" : path
    let format = CalibrationFile.Format.detect(fileName: path, text: text)
    return Pairs(
      source: name, observations: try CalibrationFile.parse(text, format: format, file: name),
      placeWord: "line")
  }

  /// The profile of `--device` or `--profile`, else of `SOLSPOT_DEVICE`; one is required
  /// (pairs belong to a device, so there is no generic default).
  static func profile(from arguments: ParsedArguments) throws -> DeviceProfile {
    if !MeasureSource.namesDevice(arguments) {
      guard let remembered = try DeviceArguments.environmentDevice() else {
        throw UsageError.missingOption(option: "--device (or --profile, or SOLSPOT_DEVICE)")
      }
      return remembered.profile
    }
    return try DeviceArguments.profile(from: arguments)
  }
}
