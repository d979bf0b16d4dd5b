/// A day of the Gregorian calendar written `YYYY-MM-DD`, checked without Foundation.
struct CalendarDay: Sendable, Hashable, Comparable {
  let year: Int
  let month: Int
  let day: Int

  /// Reads `YYYY-MM-DD`, or returns `nil` when the text is not a real day.
  init?(_ text: String) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
      (1...12).contains(month), day >= 1, day <= Self.days(inMonth: month, year: year)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// Orders days by the calendar.
  static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  static func days(inMonth month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }
}
