import SolspotKit

/// `solspot calibrate pairs`: the calibration pairs saved for a device, and removing one.
enum CalibratePairsCommand: Command {
  static let spec = CommandSpec(
    path: ["calibrate", "pairs"],
    abstract: "List the calibration pairs saved for a device, or remove one.",
    usage: [
      "calibrate pairs (--device <ID> | --profile <FILE>) [--json | --csv]",
      "calibrate pairs (--device <ID> | --profile <FILE>) --remove <PAIR> [--json]",
    ],
    options: CalibrationInput.deviceOptions + [
      OptionSpec(["--remove"], value: "PAIR", help: "Remove the pair with this number."),
      OptionSpec(
        ["--json"],
        help: "Print the pairs as JSON Lines in the calibration file format, with their numbers; "
          + "with --remove, what was removed."),
      OutputFormat.csvOption(
        row: "pair, in a calibration file's columns", columns: CalibrationPairCSV.table.columns),
    ],
    discussion: """
      The pairs are numbered as the fit names them ('pair 7'). The JSON Lines output is a \
      calibration file: 'solspot calibrate pairs --device ID --json > pairs.jsonl' keeps a copy \
      that 'solspot calibrate fit pairs.jsonl --device ID' reads.
      """
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    try arguments.checkPositionals()
    let format = try OutputFormat.from(arguments)
    let remove = try arguments.value(
      "--remove", expected: "expected a pair number such as 7",
      { ValueText.wholeNumber($0).flatMap { $0 > 0 ? Int64($0) : nil } })
    let profile = try CalibrationInput.profile(from: arguments)
    if let remove {
      if format == .csv {
        throw UsageError.conflict("--csv lists the pairs; it does not apply to --remove")
      }
      let removed = try StoreArguments.withWritableStore(arguments) { store in
        try store?.removeCalibrationPair(id: remove, deviceID: profile.id) ?? false
      }
      guard removed else {
        throw CommandFailure.noSuchPair(id: remove, device: profile.id)
      }
      console.saved = .removedPair(remove, device: profile.id)
      console.out(
        arguments.has("--json")
          ? try JSONLine.encode(CalibrationPairJSON.Removed(device: profile.id, removed: remove))
          : "Removed calibration pair \(remove) of \(profile.id).")
      return .success
    }
    let pairs = try StoreArguments.withExistingStore(arguments) { store in
      try store?.calibrationPairs(deviceID: profile.id) ?? []
    }
    if format == .csv {
      for line in CalibrationPairCSV.rows(pairs) { console.out(line) }
    } else if format == .json {
      for pair in pairs { console.out(try JSONLine.encode(CalibrationPairJSON(pair))) }
    } else {
      console.out(CalibrationPairText.table(pairs, profile: profile))
    }
    return .success
  }
}
