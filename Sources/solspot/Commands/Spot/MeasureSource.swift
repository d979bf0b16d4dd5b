import Foundation
import SolspotKit

/// Where `spot measure` takes its reading from: settings typed in, a capture replayed through
/// the gates as `solspot read` replays it, or a photo's metadata as `solspot lux PHOTO` reads it.
enum MeasureSource {
  /// `-f`, `-t`, `--iso` and `--bias`.
  case settings
  /// `--capture FILE`.
  case capture(InputFile)
  /// `--photo FILE`, the path as given.
  case photo(String)

  /// The options that choose a source, for the command's spec.
  static let options = [
    OptionSpec(
      ["--capture"], value: "FILE",
      help: "A recorded capture (JSON Lines or CSV, '-' for standard input), replayed through "
        + "the gates as 'solspot read' does."),
    OptionSpec(
      ["--photo"], value: "FILE",
      help: "A photo: its Exif settings, as 'solspot lux PHOTO' reads them."),
  ]

  /// The source the arguments give: exactly one of the settings, `--capture` and `--photo`.
  static func from(_ arguments: ParsedArguments) throws(UsageError) -> MeasureSource {
    let settings = ExposureArguments.isPresent(in: arguments)
    let given = [settings, arguments.has("--capture"), arguments.has("--photo")].filter { $0 }
    guard given.count <= 1 else {
      throw .conflict("give only one of -f/-t/--iso, --capture FILE or --photo FILE")
    }
    if let path = arguments.string("--capture") { return .capture(InputFile(path: path)) }
    if let path = arguments.string("--photo") { return .photo(path) }
    return .settings
  }

  /// What a source gave: the estimate to save, or a capture that committed none (or whose
  /// reading was superseded).
  struct Measurement {
    /// What the source says beyond the estimate.
    enum Detail {
      /// Settings typed in: nothing more.
      case settings
      /// The replay, as `solspot read` reports it.
      case capture(CaptureReplay.Outcome)
      /// The photo's metadata and how its device profile was chosen.
      case photo(PhotoBatch.Result, PhotoBatch.ProfileChoice)
    }

    /// The estimate; `nil` only for a capture that committed no reading, or whose reading was
    /// superseded.
    let estimate: LuxEstimate?
    let source: ReadingSource
    /// A capture's observed spread, kept with the reading.
    let observedSpreadEV: Double?
    /// The time the source records, if any.
    let recorded: ReadingTime?
    let detail: Detail
    /// Remarks on settings as they were typed (``SettingsHint``), as `solspot lux` gives
    /// them; empty for a capture or a photo.
    var hints: [SettingsHint] = []
  }

  /// Whether `--device` or `--profile` was given, so that no remembered device is used.
  static func namesDevice(_ arguments: ParsedArguments) -> Bool {
    arguments.has("--device") || arguments.has("--profile")
  }

  /// Reads the source and makes its estimate.
  ///
  /// - Parameter remembered: The device to use for settings, and for a capture whose header
  ///   names none, when neither `--device` nor `--profile` is given (``RememberedDevice``).
  /// - Throws: ``UsageError`` for bad settings; ``CommandFailure`` for an unknown device or a
  ///   capture that cannot be read; ``MetadataError`` for a photo that gives no estimate.
  func measure(_ arguments: ParsedArguments, remembered: RememberedDevice? = nil) throws
    -> Measurement
  {
    switch self {
    case .settings:
      let exposure = try ExposureArguments.exposure(from: arguments)
      let profile: DeviceProfile
      if !Self.namesDevice(arguments), let remembered {
        profile = remembered.profile
      } else {
        profile = try DeviceArguments.profile(from: arguments)
      }
      return Measurement(
        estimate: try LuxEstimator(profile: profile).estimate(exposure), source: .manual,
        observedSpreadEV: nil, recorded: nil, detail: .settings,
        hints: SettingsHint.hints(for: arguments, exposure: exposure, profile: profile))
    case .capture(let input):
      let outcome = try CaptureReplay(
        input: input, device: arguments.string("--device"),
        profile: try DeviceArguments.profileFile(from: arguments),
        remembered: Self.namesDevice(arguments) ? nil : remembered, confidence: .ninety
      ).run { _, _ in }
      // A superseded reading is not the spot's light: nothing is saved (docs/method.md).
      return Measurement(
        estimate: outcome.isStanding ? outcome.reading?.estimate : nil,
        source: .capture(file: Self.fileName(input.displayName)),
        observedSpreadEV: outcome.reading?.window.spreadEV,
        recorded: outcome.readingTime.map { ReadingTime(time: $0, origin: .captureHeader) },
        detail: .capture(outcome))
    case .photo(let path):
      let device =
        arguments.has("--device") || arguments.has("--profile")
        ? try DeviceArguments.profile(from: arguments) : nil
      var batch = PhotoBatch(
        catalog: try DeviceArguments.catalog(), device: device, confidence: .ninety)
      let result = try batch.evaluate(PhotoPath(path: path, isFromFolder: false))
      switch result.outcome {
      case .estimate(let estimate, let choice):
        return Measurement(
          estimate: estimate, source: .photo(file: Self.fileName(path)), observedSpreadEV: nil,
          recorded: result.metadata.flatMap { ReadingTime.photo($0, path: path) },
          detail: .photo(result, choice))
      case .failed(let error): throw error
      case .skipped: throw CommandFailure.notAPhoto(path: path)
      }
    }
  }

  /// The file for messages: the path as given, "standard input" for `-`.
  var displayName: String {
    switch self {
    case .settings: "settings"
    case .capture(let input): input.displayName
    case .photo(let path): path
    }
  }

  /// The file's name without its folder ("standard input" for `-`).
  static func fileName(_ path: String) -> String {
    let name = URL(fileURLWithPath: path).lastPathComponent
    return name.isEmpty ? path : name
  }
}
