import Foundation
import SolspotKit

/// Reads `--at TIME` for readings taken earlier, or the current time with this computer's UTC
/// offset; and places times typed without an offset in this computer's time zone (`TZ`
/// honoured, as `date` and `git` do), for `--at`, `--since` and `--until`.
enum TimeArguments {
  /// The option, for a command's spec.
  static let option = OptionSpec(
    ["--at"], value: "TIME",
    help: "When the reading was taken: 2025-06-21T14:30 (this computer's time zone), with a "
      + "UTC offset (…+02:00, …Z), or a date alone for its noon (default: now).")

  /// How far ahead of this computer's clock `--at` may be, in seconds: 5 minutes, for a phone
  /// and a computer whose clocks differ a little.
  static let clockSkewSeconds = ReadingTime.allowedClockSkewSeconds

  /// The forms a time may take, for messages.
  static let forms =
    "expected a date and time such as 2025-06-21T14:30 (in this computer's time zone), one "
    + "with its UTC offset such as 2025-06-21T14:30+02:00 or 2025-06-21T12:30Z, or a date "
    + "such as 2025-06-21"

  /// The time of `--at`, or now.
  ///
  /// Whole seconds: a fraction of a second is dropped (light does not change within one). A
  /// time without an offset is placed in this computer's time zone; a date alone is its noon.
  ///
  /// - Throws: ``CommandFailure`` (exit 1) for a time that is none of the forms (saying why:
  ///   no real day, or the forms), one the clocks skipped, or one in the future.
  static func time(from arguments: ParsedArguments) throws -> Timestamp {
    guard let text = arguments.string("--at") else { return now() }
    let input = try read(text, option: "--at")
    let time: Timestamp
    switch input {
    case .moment(let moment): time = moment
    case .local, .day:
      guard let wall = input.wallClock else { return now() }
      time = try place(wall, text: text, option: "--at")
    }
    let current = now()
    guard time.secondsSince1970 <= current.secondsSince1970 + clockSkewSeconds else {
      throw CommandFailure.futureTime(text, now: current)
    }
    return time
  }

  /// `text` as a ``TimeInput``.
  ///
  /// - Throws: ``CommandFailure`` naming `option`: a day that does not exist, or the forms.
  static func read(_ text: String, option: String) throws -> TimeInput {
    guard let input = TimeInput(text) else {
      // Only a day that does not exist has a reason of its own ("February 2025 has 28 days").
      let day: (String, DayProblem)? =
        if case .notARealDay(let day, let why)? = Timestamp.problem(iso8601: text) {
          (day, why)
        } else {
          nil
        }
      throw CommandFailure.invalidTime(text, option: option, day: day)
    }
    return input
  }

  /// The moment a wall-clock time has in this computer's time zone; of two (the hour the
  /// clocks go back), the first.
  ///
  /// - Throws: ``CommandFailure`` for a time the clocks skipped (the hour they go forward).
  static func place(_ wall: LocalTime, text: String, option: String) throws -> Timestamp {
    let zone = TimeZone.current
    let offsetAt = { (seconds: Int64) in
      zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds))) / 60
    }
    switch TimeInput.resolve(wall, offsetAt: offsetAt) {
    case .unique(let moment), .repeated(let moment, _): return moment
    case .skipped(let before, let after):
      let offsets = [before, after].map {
        Timestamp(secondsSince1970: 0, utcOffsetMinutes: $0)?.iso8601Offset ?? "Z"
      }
      throw CommandFailure.skippedTime(
        text, option: option, wallClock: wall.minuteText, zone: zone.identifier,
        offsets: (offsets[0], offsets[1]))
    }
  }

  /// `moment` as this machine's clock shows it: the same instant with the UTC offset of
  /// `zone` (the machine's, `TZ`, by default) on that date, as `--at` reads a time without
  /// one; `moment` itself when the offset is out of range.
  static func inMachineZone(_ moment: Timestamp, zone: TimeZone = .current) -> Timestamp {
    let date = Date(timeIntervalSince1970: TimeInterval(moment.secondsSince1970))
    return Timestamp(
      secondsSince1970: moment.secondsSince1970,
      utcOffsetMinutes: zone.secondsFromGMT(for: date) / 60) ?? moment
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
