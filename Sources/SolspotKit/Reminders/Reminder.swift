/// When a saved spot should be measured again, and why: a schedule, computed from the spot's
/// readings, its location and the plants named for it.
public struct Reminder: Sendable, Hashable {
  /// Why the spot should be measured again. The codes are stable (``code``).
  public enum Reason: Sendable, Hashable {
    /// The season has moved the sun's noon elevation by more than
    /// ``SeasonDrift/noonElevationDegrees`` since the latest reading: `degrees` by the due
    /// date (from `from` to `to`).
    case sunMoved(from: Double, to: Double)
    /// The spot's readings of the current season (the season of the day the reminders are
    /// computed for) have none at this part of the day, so a day curve of today would
    /// interpolate across it.
    case missingTimeOfDay(DayPart)
    /// A plant named for a spot with daylight: the season turns on the due date, and its
    /// light with it.
    case plantSeasonCheck(plantID: String, season: Season)
    /// The spot has no readings at all.
    case noReadings
    /// The spot has no latitude, so the sun's path cannot be followed; `spot set --latitude`.
    case needsLatitude

    /// The stable code: `sun-moved`, `missing-time-of-day`, `plant-season-check`,
    /// `no-readings`, `needs-latitude`.
    public var code: String {
      switch self {
      case .sunMoved: "sun-moved"
      case .missingTimeOfDay: "missing-time-of-day"
      case .plantSeasonCheck: "plant-season-check"
      case .noReadings: "no-readings"
      case .needsLatitude: "needs-latitude"
      }
    }
  }

  /// The spot.
  public let spot: SpotID
  /// The spot's name.
  public let spotName: String
  /// The local date the spot is due, `YYYY`, month and day; a date before `now` is overdue.
  public let due: LocalDate
  /// Why.
  public let reason: Reason
  /// The date of `now` on the spot's clock (its latest reading's UTC offset): `due` before it
  /// is overdue, equal to it is today.
  public let today: LocalDate
}

/// A part of the day by solar time, as reminders name the times a curve lacks.
public enum DayPart: String, Sendable, Hashable, CaseIterable {
  /// From sunrise to 10:00 solar time.
  case morning
  /// From 10:00 to 14:00 solar time.
  case midday
  /// From 14:00 solar time to sunset.
  case afternoon

  /// The part of the day at hour angle `degrees` (0 at solar noon, 15° per hour).
  public static func at(hourAngle degrees: Double) -> DayPart {
    degrees < -30 ? .morning : degrees > 30 ? .afternoon : .midday
  }
}

/// A calendar date, without a time.
public struct LocalDate: Sendable, Hashable, Comparable {
  /// The year.
  public let year: Int
  /// The month, 1 to 12.
  public let month: Int
  /// The day of the month.
  public let day: Int

  /// The date of `time` on its own clock.
  public init(_ time: Timestamp) {
    let local = time.local
    year = local.year
    month = local.month
    day = local.day
  }

  /// The date `days` after the date with day number `number` since 1970-01-01.
  init(dayNumber number: Int64) {
    let civil = Timestamp.civil(fromDays: number)
    year = civil.year
    month = civil.month
    day = civil.day
  }

  /// Days since 1970-01-01.
  var dayNumber: Int64 { Timestamp.days(fromCivil: year, month, day) }

  /// Orders dates by the calendar.
  public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }
}
