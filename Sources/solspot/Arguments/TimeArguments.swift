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

  /// How far ahead of this computer's clock `--at` may be, in seconds: 5 minutes, for a phone
  /// and a computer whose clocks differ a little.
  static let clockSkewSeconds: Int64 = 300

  /// The time of `--at`, or now.
  ///
  /// Whole seconds: a fraction of a second is dropped (light does not change within one).
  ///
  /// - Throws: ``CommandFailure`` (exit 1) for a time that is not ISO 8601 with an offset
  ///   (saying why: no real day, a date alone, no offset), or one in the future.
  static func time(from arguments: ParsedArguments) throws -> Timestamp {
    guard let text = arguments.string("--at") else { return now() }
    guard let time = Timestamp(iso8601: text) else {
      throw CommandFailure(
        "invalid time '\(text)' for --at: "
          + (Timestamp.problem(iso8601: text) ?? "expected ISO 8601 with a UTC offset"))
    }
    let current = now()
    guard time.secondsSince1970 <= current.secondsSince1970 + clockSkewSeconds else {
      throw CommandFailure(
        "the time '\(text)' for --at is in the future (it is now \(current.iso8601)); --at is "
          + "for readings already taken")
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
