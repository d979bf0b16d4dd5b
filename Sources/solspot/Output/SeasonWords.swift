import SolspotKit

// Seasons, months and times of day in words.

extension ReadingTimes {
  /// "December–February", "June", "March, May and October": the months in words, runs
  /// joined with a dash.
  var monthsText: String {
    guard monthArc < 12 else { return "every month" }
    // Start after the longest gap, so a run across the new year reads December–January.
    guard let start = startOfArc else { return "" }
    var runs: [(first: Int, last: Int)] = []
    var previousIncluded = false
    for offset in 0..<12 {
      let month = (start - 1 + offset) % 12 + 1
      let included = months.contains(month)
      if included, previousIncluded, let run = runs.popLast() {
        runs.append((run.first, month))
      } else if included {
        runs.append((month, month))
      }
      previousIncluded = included
    }
    let words = runs.map { first, last in
      first == last
        ? Season.monthName(first) : Season.monthName(first) + "–" + Season.monthName(last)
    }
    return English.list(words)
  }

  /// "09:00–11:30", or "14:00" for one time: the earliest and latest local times of day.
  var timesOfDayText: String {
    guard let earliest = minutesOfDay.first, let latest = minutesOfDay.last else { return "" }
    let clock = LevelTimingText.clock
    return earliest == latest ? clock(earliest) : clock(earliest) + "–" + clock(latest)
  }
}

extension Season {
  /// "December–February".
  func monthsText(in hemisphere: Hemisphere) -> String {
    let months = months(in: hemisphere)
    return Self.monthName(months[0]) + "–" + Self.monthName(months[2])
  }

  /// "January" for 1.
  static func monthName(_ month: Int) -> String {
    DayText.monthNames[(month - 1 + 12) % 12]
  }
}
