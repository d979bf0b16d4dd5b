/// When a measured reading was taken, and where that time came from.
///
/// The order, first match wins (docs/cli.md, "spot measure"):
/// 1. the time given with the request (`--at`), whatever the source records: the user's word
///    is the last one, as a chosen device overrides a capture header's or a photo's camera;
/// 2. the time the source records: a capture header's `started` plus the seconds to the
///    committed window; a photo's `DateTimeOriginal` with `OffsetTimeOriginal`, or without an
///    offset at the local offset for that date (the local date, and so the season, stays the
///    photo's);
/// 3. for a photo file without `DateTimeOriginal`, the file's modification time;
/// 4. now.
///
/// A time more than ``allowedClockSkewSeconds`` ahead of now is refused, given or recorded:
/// a camera or phone whose clock is set wrong is common, and a reading saved in the future
/// would sort after every real one and fall in the wrong season. A given time overrides the
/// file's, so it is the way out.
public struct ReadingTime: Sendable, Hashable {
  /// Where the time came from; the raw value is the code scripts see (`timeSource`).
  public enum Origin: String, Sendable, Hashable, CaseIterable {
    /// Given with the request (the CLI's `--at`).
    case given = "at"
    /// The capture header's `started`, plus the time to the committed window.
    case captureHeader = "capture-header"
    /// The photo's `DateTimeOriginal` and `OffsetTimeOriginal`.
    case photo
    /// The photo's `DateTimeOriginal`, at the local offset for that date.
    case photoLocal = "photo-local"
    /// The photo file's modification time.
    case fileModified = "file-modified"
    /// The time of the measurement.
    case now
  }

  /// How far ahead of now a time may be, in seconds: 5 minutes, for a phone and a computer
  /// whose clocks differ a little.
  public static let allowedClockSkewSeconds: Int64 = 300

  /// The time.
  public let time: Timestamp
  /// Where it came from.
  public let origin: Origin

  /// A time from `origin`.
  public init(time: Timestamp, origin: Origin) {
    self.time = time
    self.origin = origin
  }

  /// Whether `time` lies more than ``allowedClockSkewSeconds`` after `now`.
  public static func isInFuture(_ time: Timestamp, now: Timestamp) -> Bool {
    time.secondsSince1970 > now.secondsSince1970 + allowedClockSkewSeconds
  }

  /// The time of a reading for the spot named `spot`, by the order above: `given`, else
  /// `recorded`, else `now`.
  ///
  /// - Throws: ``MeasureError/givenTimeInFuture(_:now:)`` or
  ///   ``MeasureError/recordedTimeInFuture(_:now:spot:)`` for a time more than
  ///   ``allowedClockSkewSeconds`` ahead of `now`.
  public static func resolve(
    given: Timestamp?, recorded: ReadingTime?, now: Timestamp, spot: String
  ) throws(MeasureError) -> ReadingTime {
    if let given {
      guard !isInFuture(given, now: now) else { throw .givenTimeInFuture(given, now: now) }
      return ReadingTime(time: given, origin: .given)
    }
    guard let recorded else { return ReadingTime(time: now, origin: .now) }
    guard !isInFuture(recorded.time, now: now) else {
      throw .recordedTimeInFuture(recorded, now: now, spot: spot)
    }
    return recorded
  }
}
