/// Why a text written `YYYY-MM-DD` is not a real day of the Gregorian calendar.
public enum DayProblem: Sendable, Hashable {
  /// The month is not 1 to 12.
  case noSuchMonth(Int)
  /// The day is 0.
  case dayZero
  /// The day is past the month's last: the month (1 is January), the year and its days.
  case pastMonthEnd(month: Int, year: Int, days: Int)

  /// Why `text` is not a real day, or `nil` when it is one or is not written `YYYY-MM-DD` at
  /// all.
  public init?(_ text: String) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
      CalendarDay(text) == nil
    else { return nil }
    guard (1...12).contains(month) else {
      self = .noSuchMonth(month)
      return
    }
    guard day >= 1 else {
      self = .dayZero
      return
    }
    self = .pastMonthEnd(
      month: month, year: year, days: CalendarDay.days(inMonth: month, year: year))
  }
}
