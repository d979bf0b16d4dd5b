import SolspotKit

/// Days and times that are not real, in words.
enum DayText {
  /// The months' names, January first.
  static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  /// Why a day is not real: "February 2026 has 28 days".
  static func problem(_ problem: DayProblem) -> String {
    switch problem {
    case .noSuchMonth(let month): "there is no month \(month)"
    case .dayZero: "there is no day 0"
    case .pastMonthEnd(let month, let year, let days):
      "\(monthNames[month - 1]) \(year) has \(days) days"
    }
  }
}
