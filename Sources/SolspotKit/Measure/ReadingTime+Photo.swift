import Foundation

extension ReadingTime {
  /// The time a photo records: its `DateTimeOriginal` (with `OffsetTimeOriginal`, else at
  /// `timeZone`'s offset on that date), else `modified`, the file's modification time, at
  /// `timeZone`'s offset; `nil` when it records neither.
  public static func photo(_ metadata: PhotoMetadata, modified: Date?, timeZone: TimeZone)
    -> ReadingTime?
  {
    if let date = metadata.dateTimeOriginal?.value {
      if let time = date.timestamp { return ReadingTime(time: time, origin: .photo) }
      // A local time without an offset: the time zone's offset on that day.
      let guess = date.timestamp(utcOffsetMinutes: 0).map {
        Date(timeIntervalSince1970: TimeInterval($0.secondsSince1970))
      }
      let offset = guess.map { timeZone.secondsFromGMT(for: $0) / 60 } ?? 0
      return date.timestamp(utcOffsetMinutes: offset).map {
        ReadingTime(time: $0, origin: .photoLocal)
      }
    }
    guard let modified else { return nil }
    let seconds = Int64(modified.timeIntervalSince1970.rounded(.down))
    let offset = timeZone.secondsFromGMT(for: modified) / 60
    return Timestamp(secondsSince1970: seconds, utcOffsetMinutes: offset).map {
      ReadingTime(time: $0, origin: .fileModified)
    }
  }

  /// The modification time of the file at `path`, or `nil` when it cannot be looked up.
  static func modificationDate(ofFile path: String) -> Date? {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    return attributes?[.modificationDate] as? Date
  }
}
