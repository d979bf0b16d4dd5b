import Foundation
import SolspotKit

/// When a reading `spot measure` saves was taken, and where that time came from.
///
/// The order, first match wins (docs/cli.md, "spot measure"):
/// 1. `--at TIME`, whatever the source records: the user's word is the last one, as `--device`
///    overrides a capture header's or a photo's camera;
/// 2. the time the source records: a capture header's `started` plus the seconds to the
///    committed window; a photo's `DateTimeOriginal` with `OffsetTimeOriginal`, or without an
///    offset at this computer's offset for that date (the local date, and so the season, stays
///    the photo's);
/// 3. for a photo without `DateTimeOriginal`, the file's modification time;
/// 4. now, with this computer's offset.
///
/// A time a file records that is more than ``TimeArguments/clockSkewSeconds`` ahead of this
/// computer's clock is refused, as a future `--at` is: a camera or phone whose clock is set
/// wrong is common, and a reading saved in the future would sort after every real one and
/// fall in the wrong season. The refusal says to give `--at`, which overrides the file.
struct ReadingTime {
  /// Where the time came from.
  enum Origin: String {
    /// `--at`.
    case option = "at"
    /// The capture header's `started`.
    case captureHeader = "capture-header"
    /// The photo's `DateTimeOriginal` and `OffsetTimeOriginal`.
    case photo
    /// The photo's `DateTimeOriginal`, at this computer's offset.
    case photoLocal = "photo-local"
    /// The photo file's modification time.
    case fileModified = "file-modified"
    /// The time of the command.
    case now

    /// What recorded the time, for messages: "the capture header's start time plus the time
    /// to the committed window", "the photo's DateTimeOriginal".
    var recorder: String {
      switch self {
      case .option: "--at"
      case .captureHeader:
        "the capture header's start time plus the time to the committed window"
      case .photo, .photoLocal: "the photo's DateTimeOriginal"
      case .fileModified: "the file's modification time (the photo records no DateTimeOriginal)"
      case .now: "now"
      }
    }
  }

  let time: Timestamp
  let origin: Origin

  /// The time for a reading whose source recorded `recorded` (if anything), by the order above.
  ///
  /// - Parameters:
  ///   - file: The source's file as the user gave it, for the message.
  ///   - spot: The spot the reading was for, for the message.
  /// - Throws: ``CommandFailure`` for a `--at` that is not ISO 8601 with an offset or is in the
  ///   future, or for a recorded time in the future.
  static func resolve(
    _ arguments: ParsedArguments, recorded: ReadingTime?, file: String, spot: String
  ) throws -> ReadingTime {
    if arguments.has("--at") {
      return ReadingTime(time: try TimeArguments.time(from: arguments), origin: .option)
    }
    let current = TimeArguments.now()
    guard let recorded else { return ReadingTime(time: current, origin: .now) }
    guard
      recorded.time.secondsSince1970
        <= current.secondsSince1970 + TimeArguments.clockSkewSeconds
    else {
      throw CommandFailure.recordedInFuture(
        file: file, recorded: recorded, now: current, spot: spot)
    }
    return recorded
  }

  /// The time a photo records: its `DateTimeOriginal`, else the file's modification time.
  static func photo(_ metadata: PhotoMetadata, path: String) -> ReadingTime? {
    if let date = metadata.dateTimeOriginal?.value {
      if let time = date.timestamp { return ReadingTime(time: time, origin: .photo) }
      // A local time without an offset: this computer's offset on that day.
      let guess = date.timestamp(utcOffsetMinutes: 0).map {
        Date(timeIntervalSince1970: TimeInterval($0.secondsSince1970))
      }
      let offset = guess.map { TimeZone.current.secondsFromGMT(for: $0) / 60 } ?? 0
      return date.timestamp(utcOffsetMinutes: offset).map {
        ReadingTime(time: $0, origin: .photoLocal)
      }
    }
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    guard let modified = attributes?[.modificationDate] as? Date else { return nil }
    let seconds = Int64(modified.timeIntervalSince1970.rounded(.down))
    let offset = TimeZone.current.secondsFromGMT(for: modified) / 60
    return Timestamp(secondsSince1970: seconds, utcOffsetMinutes: offset).map {
      ReadingTime(time: $0, origin: .fileModified)
    }
  }
}
