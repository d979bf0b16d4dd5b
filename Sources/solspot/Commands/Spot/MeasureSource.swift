import Foundation
import SolspotKit

/// Where `spot measure` takes its reading from: settings typed in, a capture replayed through
/// the gates as `solspot read` replays it, or a photo's metadata as `solspot lux PHOTO` reads it.
enum MeasureSource {
  /// `-f`, `-t`, `--iso` and `--bias`.
  case settings
  /// `--capture FILE`, the path as given (`-` for standard input).
  case capture(String)
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
    if let path = arguments.string("--capture") { return .capture(path) }
    if let path = arguments.string("--photo") { return .photo(path) }
    return .settings
  }

  /// Whether `--device` or `--profile` was given, so that no remembered device is used.
  static func namesDevice(_ arguments: ParsedArguments) -> Bool {
    arguments.has("--device") || arguments.has("--profile")
  }

  /// The library's source (``MeasureRequest/Source``): the settings read from the arguments,
  /// or the file, named as messages name it.
  ///
  /// - Throws: ``UsageError`` for bad settings.
  func request(_ arguments: ParsedArguments) throws(UsageError) -> MeasureRequest.Source {
    switch self {
    case .settings:
      .settings(
        try ExposureArguments.exposure(from: arguments), shutter: arguments.string("--shutter"))
    case .capture(let path):
      .capture(path == "-" ? .standardInput : .file(path: path), name: displayName)
    case .photo(let path): .photo(.file(path: path), name: path)
    }
  }

  /// The path as given (`-` for standard input; "settings" for settings).
  var path: String {
    switch self {
    case .settings: "settings"
    case .capture(let path), .photo(let path): path
    }
  }

  /// The file for messages: the path as given, "standard input" for `-`.
  var displayName: String {
    switch self {
    case .settings: "settings"
    case .capture(let path): path == "-" ? "standard input" : path
    case .photo(let path): path
    }
  }

  /// The file's name without its folder ("standard input" for `-`).
  static func fileName(_ path: String) -> String {
    let name = URL(fileURLWithPath: path).lastPathComponent
    return name.isEmpty ? path : name
  }
}
