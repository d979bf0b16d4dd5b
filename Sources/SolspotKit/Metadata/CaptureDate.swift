/// When a photo was taken, as Exif records it: a local date and time, and the UTC offset when
/// the camera wrote one.
///
/// Exif writes `DateTimeOriginal` (0x9003) as `YYYY:MM:DD HH:MM:SS` and, since Exif 2.31,
/// `OffsetTimeOriginal` (0x9011) as `+HH:MM` or `-HH:MM`. Source: Exif 2.32 §4.6.5.
///
/// Properties: every field is in range (month 1–12, a day the month has, hour 0–23, minute
/// 0–59, second 0–60); the offset, when present, is within ±18 hours.
public struct CaptureDate: Sendable, Hashable {
  /// The year, e.g. 2021.
  public let year: Int
  /// The month, 1–12.
  public let month: Int
  /// The day of the month.
  public let day: Int
  /// The hour, 0–23.
  public let hour: Int
  /// The minute, 0–59.
  public let minute: Int
  /// The second, 0–60.
  public let second: Int
  /// Minutes east of UTC, when recorded.
  public let utcOffsetMinutes: Int?

  /// Reads Exif's `YYYY:MM:DD HH:MM:SS` and, if given and well formed, a `±HH:MM` offset.
  ///
  /// Returns `nil` for text that is not a real date and time (cameras write blanks or zeros
  /// when the clock was not set); a malformed offset is dropped, not fatal.
  public init?(exif text: String, offset: String? = nil) {
    let digits = Array(text.utf8)
    guard digits.count >= 19 else { return nil }
    func number(_ start: Int, _ length: Int) -> Int? {
      var value = 0
      for index in start..<(start + length) {
        let digit = digits[index]
        guard digit >= 0x30, digit <= 0x39 else { return nil }
        value = value * 10 + Int(digit - 0x30)
      }
      return value
    }
    guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
      let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
      year > 0, (1...12).contains(month), day >= 1,
      day <= CalendarDay.days(inMonth: month, year: year),
      hour < 24, minute < 60, second <= 60
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
    self.hour = hour
    self.minute = minute
    self.second = second
    self.utcOffsetMinutes = offset.flatMap(Self.offsetMinutes)
  }

  /// Minutes east of UTC in `+HH:MM` / `-HH:MM`, or `nil`.
  private static func offsetMinutes(_ text: String) -> Int? {
    let bytes = Array(text.utf8)
    func digit(_ index: Int) -> Int? {
      (0x30...0x39).contains(bytes[index]) ? Int(bytes[index] - 0x30) : nil
    }
    guard bytes.count >= 6, bytes[0] == 0x2B || bytes[0] == 0x2D, bytes[3] == 0x3A,
      let h1 = digit(1), let h2 = digit(2), let m1 = digit(4), let m2 = digit(5)
    else { return nil }
    let hours = h1 * 10 + h2
    let minutes = m1 * 10 + m2
    guard hours <= 18, minutes < 60 else { return nil }
    return (bytes[0] == 0x2D ? -1 : 1) * (hours * 60 + minutes)
  }

  /// The date and time in ISO 8601: `2021-04-11T15:47:53-05:00`, or without an offset
  /// `2021-04-11T15:47:53`.
  public var iso8601: String {
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    var text =
      "\(year < 1000 ? String(repeating: "0", count: 4 - String(year).count) : "")\(year)-"
      + "\(two(month))-\(two(day))T\(two(hour)):\(two(minute)):\(two(second))"
    if let offset = utcOffsetMinutes {
      text += (offset < 0 ? "-" : "+") + two(abs(offset) / 60) + ":" + two(abs(offset) % 60)
    }
    return text
  }
}
