extension Timestamp {
  /// Why `text` is not a time ``init(iso8601:)`` reads, as a phrase for a message, or `nil`
  /// when it reads.
  ///
  /// The causes named: a day that does not exist ("'2025-02-30' is not a real day: February
  /// 2025 has 28 days", as calibration files say it); a date alone or a time without its UTC
  /// offset, with why both are needed (the light changes through the day, and the offset
  /// fixes the local date and so the season); anything else gets the expected form.
  public static func problem(iso8601 text: String) -> String? {
    guard Timestamp(iso8601: text) == nil else { return nil }
    let day = String(text.prefix(10))
    if let problem = CalendarDay.problem(day) { return "'\(day)' is not a real day: \(problem)" }
    if CalendarDay(text) != nil {
      return "a date alone is not enough: give the time of day and the UTC offset too, e.g. "
        + "\(text)T14:30+01:00 (the light changes through the day, and the offset fixes the "
        + "local date and so the season)"
    }
    if text.count > 10, Timestamp(iso8601: text + "Z") != nil {
      return "the UTC offset is missing: add Z for UTC or the place's offset, e.g. "
        + "\(text)+01:00 (without it the moment, and so the local date and the season, is "
        + "unknown)"
    }
    return "expected ISO 8601 with a UTC offset, such as 2025-06-21T14:30:00+02:00 or "
      + "2025-12-01T09:00Z"
  }
}
