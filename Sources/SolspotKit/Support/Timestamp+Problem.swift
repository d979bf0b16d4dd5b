extension Timestamp {
  /// Why `text` is not a time ``init(iso8601:)`` reads, or `nil` when it reads.
  ///
  /// The causes named: a day that does not exist; a date alone or a time without its UTC
  /// offset (both are needed: the light changes through the day, and the offset fixes the
  /// local date and so the season); anything else is not ISO 8601 with an offset.
  public static func problem(iso8601 text: String) -> TimestampProblem? {
    guard Timestamp(iso8601: text) == nil else { return nil }
    let day = String(text.prefix(10))
    if let problem = DayProblem(day) { return .notARealDay(day, problem) }
    if CalendarDay(text) != nil { return .dateOnly }
    if text.count > 10, Timestamp(iso8601: text + "Z") != nil { return .offsetMissing }
    return .notISO8601
  }
}

/// Why a text is not a time ``Timestamp/init(iso8601:)`` reads.
public enum TimestampProblem: Sendable, Hashable {
  /// Its day, written `YYYY-MM-DD`, does not exist.
  case notARealDay(String, DayProblem)
  /// A date alone, without the time of day and the UTC offset.
  case dateOnly
  /// A time without its UTC offset.
  case offsetMissing
  /// Not ISO 8601 with a UTC offset at all.
  case notISO8601
}
