import Foundation
import SolspotKit

/// `solspot calibrate fit`: a device's constant from paired readings, and a measured profile.
enum CalibrateFitCommand: Command {
  static let spec = CommandSpec(
    path: ["calibrate", "fit"],
    abstract: "Fit a device's calibration constant to paired readings against a lux meter.",
    usage: [
      "calibrate fit [<FILE>] (--device <ID> | --profile <FILE>) [options] [--json]",
      "calibrate fit [<FILE>] --device <ID> --write <PATH> --reference-meter <NAME> [options]",
      "calibrate fit [<FILE>] --device <ID> --install --reference-meter <NAME> [options]",
    ],
    options: CalibrationInput.deviceOptions + [
      OptionSpec(["--write"], value: "PATH", help: "Write a measured profile to PATH."),
      OptionSpec(
        ["--install"],
        help: "Write the measured profile into your profile folder as ID.json, so that "
          + "--device ID uses it everywhere."),
      OptionSpec(
        ["--reference-meter"], value: "NAME",
        help: "The reference lux meter, e.g. \"Sekonic C-800\" (required with --write or "
          + "--install)."),
      OptionSpec(
        ["--scope"], value: "SCOPE",
        help: "unit: the pairs were taken with this very phone (default); model: another unit."),
      OptionSpec(
        ["--date"], value: "DATE",
        help: "Day of the measurement (default: the latest 'time' in FILE, else today)."),
      OptionSpec(["--force"], help: "Replace an existing file at PATH, or in the folder."),
      OptionSpec(
        ["--reference-sigma"], value: "EV",
        help: "The reference meter's own uncertainty in EV (default 0.07: class B, 10%)."),
      OptionSpec(["--json"], help: "Print one JSON object instead of text."),
    ],
    positionals: [CalibrationInput.file],
    discussion: """
      The constant is the mean of log2(reference lux) − EV over the pairs, with its \
      uncertainty: the standard error, the reference meter's own, and any excess scatter or \
      brightness trend found. Pairs at the camera's exposure limits and outliers are left \
      out and listed. A measured profile needs at least 5 pairs over two decades of lux.

      Without FILE, the pairs saved for the device with 'solspot calibrate add' are fitted. \
      Use the written profile with --profile PATH, or put it in the profile folder as ID.json \
      (--install does that; see 'solspot help devices') to make it the device's profile \
      everywhere.

      Examples:
        solspot calibrate fit pairs.csv --device iphone-15-front \\
          --write iphone-15-front.json --reference-meter "Sekonic C-800"
        solspot calibrate fit pairs.csv --device iphone-15-front --install \\
          --reference-meter "Sekonic C-800"
      """
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    let installs = arguments.has("--install")
    if installs, arguments.has("--write") {
      throw UsageError.conflict("give --write PATH or --install, not both")
    }
    if !installs, !arguments.has("--write") {
      for key in ["--reference-meter", "--scope", "--date", "--force"] where arguments.has(key) {
        throw UsageError.conflict("\(key) applies only with --write or --install")
      }
    }
    let referenceSigma =
      try arguments.value(
        "--reference-sigma", expected: "expected EV from 0 to 1, e.g. 0.07",
        { ValueText.number($0).flatMap { (0...1).contains($0) ? $0 : nil } })
      ?? CalibrationFit.defaultReferenceSigmaEV
    let scope =
      try arguments.value(
        "--scope", expected: "expected unit or model", Calibration.Measurement.Scope.init)
      ?? .unit
    let meter =
      installs || arguments.has("--write") ? try arguments.required("--reference-meter") : nil
    let profile = try CalibrationInput.profile(from: arguments)
    let writePath = try installs ? installPath(for: profile) : arguments.string("--write")
    let pairs = try CalibrationInput.pairs(from: arguments, profile: profile)
    let observations = pairs.observations
    let fit: CalibrationFit
    do {
      fit = try CalibrationFit(
        observations: observations, profile: profile, model: .builtIn(),
        referenceSigmaEV: referenceSigma)
    } catch let refusal as CalibrationRefusal {
      throw CommandFailure.fitRefused(source: pairs.source, refusal)
    }
    var refusals = fit.refusals
    var written: String?
    if let writePath, let meter {
      let date = CalibrationDate.date(from: arguments, observations: observations)
      let today = CalibrationDate.latestToday()
      refusals = fit.refusals(referenceMeter: meter, date: date, today: today)
      if refusals.isEmpty {
        do {
          let measured = try fit.measuredProfile(
            from: profile, referenceMeter: meter, date: date, scope: scope, today: today,
            notes: CalibrationWarningText.profileNotes(fit.warnings, scope: scope),
            constantSource: fit.constantSource(referenceMeter: meter, date: date),
            sigmaBasis: fit.sigmaBasis)
          if installs, let folder = UserProfiles.folder() { try makeFolder(folder) }
          try TextFile.write(
            try measured.fileContents(), to: writePath, replacing: arguments.has("--force"),
            example: "\(profile.id).json")
          written = writePath
        } catch let refusal as CalibrationRefusal {
          refusals = [refusal]
        }
      }
    }
    let report = CalibrationFitReport(
      fit: fit, refusals: refusals, profile: profile, file: pairs.source,
      placeWord: pairs.placeWord, written: written,
      isInFolder: written.map { isInFolder($0, id: profile.id) } ?? false)
    console.out(
      arguments.has("--json")
        ? try JSONLine.encode(CalibrationFitJSON(report)) : CalibrationFitText.render(report))
    if writePath != nil, !refusals.isEmpty {
      throw CommandFailure.profileNotWritten(refusals)
    }
    // A refused fit is a failed fit: the report above says why, the status says so to scripts.
    return refusals.isEmpty ? .success : .failure
  }

  /// Where `--install` writes: `ID.json` in the user's profile folder.
  static func installPath(for profile: DeviceProfile) throws -> String {
    guard let folder = UserProfiles.folder() else {
      throw CommandFailure.noProfileFolder
    }
    return folder + "/" + profile.id + ".json"
  }

  /// Creates the profile folder and the folders above it, if missing.
  static func makeFolder(_ folder: String) throws {
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw CommandFailure.folderNotCreated(folder: folder, reason: error.localizedDescription)
    }
  }

  /// Whether `path` is the file the profile folder reads for `id`.
  static func isInFolder(_ path: String, id: String) -> Bool {
    guard let folder = UserProfiles.folder() else { return false }
    let url = URL(fileURLWithPath: path).standardizedFileURL
    return url.lastPathComponent == id + ".json"
      && url.deletingLastPathComponent().standardizedFileURL.path
        == URL(fileURLWithPath: folder).standardizedFileURL.path
  }
}
