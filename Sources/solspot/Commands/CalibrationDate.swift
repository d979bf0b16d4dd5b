import Foundation
import SolspotKit

/// The day a measured profile is dated, and the day that counts as today for checking it.
enum CalibrationDate {
  /// `--date`, else the latest day in the pairs' `time` column, else today (UTC).
  static func date(from arguments: ParsedArguments, observations: [CalibrationObservation])
    -> String
  {
    arguments.string("--date") ?? observations.compactMap(\.day).max() ?? day(offsetHours: 0)
  }

  /// The latest day it is anywhere now: the day at UTC+14, the easternmost time zone. A date
  /// after it is in the future wherever the pairs were taken.
  static func latestToday() -> String { day(offsetHours: 14) }

  /// Today's date at `offsetHours` east of UTC, `YYYY-MM-DD`.
  static func day(offsetHours: Int) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withFullDate]
    formatter.timeZone = TimeZone(secondsFromGMT: offsetHours * 3600)
    return formatter.string(from: Date())
  }
}
