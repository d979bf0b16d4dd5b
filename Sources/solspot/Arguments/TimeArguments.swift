import Foundation
import SolspotKit

/// Reads `--at TIME` for readings taken earlier, or the current time with this computer's UTC
/// offset.
enum TimeArguments {
  /// The option, for a command's spec.
  static let option = OptionSpec(
    ["--at"], value: "TIME",
    help: "When the reading was taken: ISO 8601 with a UTC offset, e.g. 2025-06-21T14:30+02:00 "
      + "(default: now).")

  /// The time of `--at`, or now.
  ///
  /// - Throws: ``CommandFailure`` (exit 1) for a time that is not ISO 8601 with an offset.
  static func time(from arguments: ParsedArguments) throws -> Timestamp {
    guard let text = arguments.string("--at") else { return now() }
    guard let time = Timestamp(iso8601: text) else {
      throw CommandFailure(
        "invalid time '\(text)' for --at: expected ISO 8601 with a UTC offset, such as "
          + "2025-06-21T14:30:00+02:00 or 2025-12-01T09:00Z")
    }
    return time
  }

  /// The current time, in whole seconds, with the local UTC offset.
  static func now() -> Timestamp {
    let date = Date()
    let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
    let offset = TimeZone.current.secondsFromGMT(for: date) / 60
    return Timestamp(secondsSince1970: seconds, utcOffsetMinutes: offset)
      ?? Timestamp(secondsSince1970: seconds, utcOffsetMinutes: 0)
      ?? Timestamp.unixEpoch
  }
}
