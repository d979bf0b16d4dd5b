import Foundation
import SolspotKit

/// Exposure settings typed as `solspot lux` arguments instead of options: `solspot lux f/1.9
/// 1/60 100` reads three photo paths, none of which exists.
///
/// When no argument is a file or folder and some read as settings, the command line is a usage
/// error that shows the options to use, instead of three "cannot read the file" lines. A file
/// that does exist is always read, whatever its name.
enum MisplacedSettings {
  /// The usage error for `positionals`, or `nil` when they are (or may be) photos.
  static func check(_ positionals: [String]) -> UsageError? {
    guard !positionals.contains(where: exists) else { return nil }
    let settings = positionals.filter(isSetting)
    guard !settings.isEmpty else { return nil }
    return .misplacedSettings(arguments: settings, suggestion: suggestion(positionals))
  }

  /// Whether a file, folder or anything else is at `path`.
  private static func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: path)
  }

  /// Whether `text` reads as an f-number, an exposure time or an ISO speed.
  private static func isSetting(_ text: String) -> Bool {
    Exposure.fNumber(text) != nil || ExposureTimeText.seconds(text) != nil
  }

  /// The options for three arguments in the order f-number, time, ISO, else the general form.
  private static func suggestion(_ positionals: [String]) -> String {
    guard positionals.count == 3, let fNumber = Exposure.fNumber(positionals[0]),
      ExposureTimeText.seconds(positionals[1]) != nil,
      NumberText.number(positionals[2]) != nil
    else { return "-f <N> -t <T> --iso <S>" }
    return "-f \(NumberText.plain(fNumber)) -t \(positionals[1]) --iso \(positionals[2])"
  }
}
