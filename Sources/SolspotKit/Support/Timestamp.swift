/// A moment with the UTC offset it was recorded in, such as `2025-06-21T14:30:00+02:00`.
///
/// The offset matters: a reading's season and time of day are those of the place it was taken,
/// which only the offset recorded with it tells. Whole seconds: fractions in the text are
/// dropped when read, so writing and reading back is exact.
///
/// Properties (mirrored by the tests):
/// - `Timestamp(iso8601: t.iso8601)` equals `t` for every valid `t`;
/// - ordering is by the moment, regardless of offset;
/// - `local` is the wall-clock time at the recorded offset.
public struct Timestamp: Sendable, Hashable, Comparable {
  /// Seconds since 1970-01-01T00:00:00Z.
  public let secondsSince1970: Int64
  /// The offset from UTC the moment was recorded in, in minutes (east positive).
  public let utcOffsetMinutes: Int

  /// The allowed offsets: ISO 8601 allows up to ±23:59; real time zones span −12:00 to +14:00.
  public static let offsetRange = -(18 * 60)...(18 * 60)
  /// The allowed years.
  public static let yearRange = 1...9999

  /// Creates a timestamp, or returns `nil` when the offset or the year is out of range.
  public init?(secondsSince1970: Int64, utcOffsetMinutes: Int) {
    guard Self.offsetRange.contains(utcOffsetMinutes),
      secondsSince1970 >= Self.earliest, secondsSince1970 <= Self.latest
    else { return nil }
    self.secondsSince1970 = secondsSince1970
    self.utcOffsetMinutes = utcOffsetMinutes
  }

  private init(uncheckedSeconds seconds: Int64, offset: Int) {
    secondsSince1970 = seconds
    utcOffsetMinutes = offset
  }

  /// 1970-01-01T00:00:00Z.
  public static let unixEpoch = Timestamp(uncheckedSeconds: 0, offset: 0)

  /// 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z, narrowed by a day for offsets.
  private static let earliest: Int64 = -62_135_596_800 + 86_400
  private static let latest: Int64 = 253_402_300_799 - 86_400

  /// The moment `seconds` later (earlier when negative), at the same UTC offset; `nil` past
  /// the years a timestamp holds.
  public func adding(seconds: Int64) -> Timestamp? {
    let (sum, overflow) = secondsSince1970.addingReportingOverflow(seconds)
    return overflow ? nil : Timestamp(secondsSince1970: sum, utcOffsetMinutes: utcOffsetMinutes)
  }

  /// Orders by the moment, whatever the offsets.
  public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
    lhs.secondsSince1970 < rhs.secondsSince1970
  }

  // MARK: - Local time

  /// The wall-clock date and time at the recorded offset.
  public var local: LocalTime {
    let shifted = secondsSince1970 + Int64(utcOffsetMinutes) * 60
    let (days, seconds) = Self.floorDivide(shifted, 86_400)
    let (year, month, day) = Self.civil(fromDays: days)
    let second = Int(seconds)
    return LocalTime(
      year: year, month: month, day: day, hour: second / 3600, minute: second / 60 % 60,
      second: second % 60)
  }

  /// The text form, `2025-06-21T14:30:00+02:00` (or `Z` for UTC).
  public var iso8601: String {
    let time = local
    return time.iso8601Date + "T" + Self.two(time.hour) + ":" + Self.two(time.minute) + ":"
      + Self.two(time.second) + iso8601Offset
  }

  /// The offset in ISO 8601 form: `Z`, `+02:00`, `-05:30`.
  public var iso8601Offset: String {
    guard utcOffsetMinutes != 0 else { return "Z" }
    let sign = utcOffsetMinutes < 0 ? "-" : "+"
    let minutes = abs(utcOffsetMinutes)
    return sign + Self.two(minutes / 60) + ":" + Self.two(minutes % 60)
  }

  // MARK: - Reading text

  /// Reads an ISO 8601 date and time with a UTC offset.
  ///
  /// Accepted: `2025-06-21T14:30:00+02:00`, `2025-06-21T14:30+0200`, `2025-06-21 14:30:00Z`,
  /// `2025-06-21T14:30:00.250-05:00` (the fraction is dropped). The offset is required: a
  /// time without one does not say when it was. Returns `nil` for anything else, including
  /// days that do not exist (`2025-02-30`) and hours past 23.
  public init?(iso8601 text: String) {
    let characters = Array(text.utf8)
    guard characters.count >= 17, characters.count <= 40 else { return nil }
    let separator = characters[10]
    guard
      separator == UInt8(ascii: "T") || separator == UInt8(ascii: "t")
        || separator == UInt8(ascii: " ")
    else { return nil }
    guard let day = CalendarDay(String(decoding: characters[0..<10], as: UTF8.self)),
      Self.yearRange.contains(day.year)
    else { return nil }
    var index = 11
    func number(_ digits: Int) -> Int? {
      guard index + digits <= characters.count else { return nil }
      var value = 0
      for byte in characters[index..<(index + digits)] {
        guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      index += digits
      return value
    }
    func skip(_ byte: Character) -> Bool {
      guard index < characters.count, characters[index] == byte.asciiValue else { return false }
      index += 1
      return true
    }
    guard let hour = number(2), hour < 24, skip(":"), let minute = number(2), minute < 60
    else { return nil }
    var second = 0
    if skip(":") {
      guard let value = number(2), value < 60 else { return nil }
      second = value
      if skip(".") || skip(",") {
        let start = index
        while index < characters.count, characters[index] >= UInt8(ascii: "0"),
          characters[index] <= UInt8(ascii: "9")
        {
          index += 1
        }
        guard index > start else { return nil }
      }
    }
    guard let offset = Self.readOffset(characters[index...]) else { return nil }
    let days = Self.days(fromCivil: day.year, day.month, day.day)
    let local = days * 86_400 + Int64(hour * 3600 + minute * 60 + second)
    self.init(secondsSince1970: local - Int64(offset) * 60, utcOffsetMinutes: offset)
  }

  /// `Z`, `+02:00`, `+0200` or `+02` as minutes east of UTC.
  private static func readOffset(_ bytes: ArraySlice<UInt8>) -> Int? {
    let text = Array(bytes)
    if text == [UInt8(ascii: "Z")] || text == [UInt8(ascii: "z")] { return 0 }
    guard let sign = text.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else {
      return nil
    }
    let digits = text.dropFirst().filter { $0 != UInt8(ascii: ":") }
    let colons = text.count - 1 - digits.count
    guard digits.count == 4 || digits.count == 2, colons <= 1,
      colons == 0 || (text.count == 6 && text[3] == UInt8(ascii: ":")),
      digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
    else { return nil }
    let values = digits.map { Int($0 - UInt8(ascii: "0")) }
    let hours = values[0] * 10 + values[1]
    let minutes = values.count == 4 ? values[2] * 10 + values[3] : 0
    guard hours <= 18, minutes < 60 else { return nil }
    let total = hours * 60 + minutes
    return sign == UInt8(ascii: "-") ? -total : total
  }

  // MARK: - Calendar arithmetic (proleptic Gregorian)

  /// Days since 1970-01-01 of a civil date. Source: Howard Hinnant, "chrono-Compatible
  /// Low-Level Date Algorithms", `days_from_civil`.
  static func days(fromCivil year: Int, _ month: Int, _ day: Int) -> Int64 {
    let y = Int64(month <= 2 ? year - 1 : year)
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let m = Int64(month)
    let dayOfYear = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + Int64(day) - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The civil date of a day count since 1970-01-01 (Hinnant's `civil_from_days`).
  static func civil(fromDays days: Int64) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (Int(year), Int(month), Int(day))
  }

  static func floorDivide(_ value: Int64, _ divisor: Int64) -> (Int64, Int64) {
    let quotient = value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
    return (quotient, value - quotient * divisor)
  }

  static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}

/// A wall-clock date and time: what a clock on the wall showed at a ``Timestamp``.
public struct LocalTime: Sendable, Hashable {
  /// The year, 1 to 9999.
  public let year: Int
  /// The month, 1 (January) to 12.
  public let month: Int
  /// The day of the month, from 1.
  public let day: Int
  /// The hour, 0 to 23.
  public let hour: Int
  /// The minute, 0 to 59.
  public let minute: Int
  /// The second, 0 to 59.
  public let second: Int

  /// The date in ISO 8601 form: `2025-06-21`.
  public var iso8601Date: String {
    let year = String(self.year)
    return String(repeating: "0", count: max(0, 4 - year.count)) + year + "-"
      + Timestamp.two(month) + "-" + Timestamp.two(day)
  }
}
