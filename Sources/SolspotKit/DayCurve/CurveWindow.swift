/// Which readings the day curve of a spot's latest day can use, by time alone: the season
/// rule that the curve, the reminders and the store's read share.
///
/// A reading belongs to the curve's season when it was taken at most
/// ``SeasonDrift/seasonDays`` before the latest reading and on a UTC day whose noon sun stood
/// within ``SeasonDrift/noonElevationDegrees`` of the curve day's (``isInSeason(unix:)``).
/// The noon elevation does not depend on longitude, so this needs only the latitude.
///
/// The store asks ``readRanges(lamp:)`` for the spans of time worth reading: the season's
/// days and, at a spot without a lamp, only their daylight (readings after sunset are left
/// out by the curve as `sun-down`), plus the latest reading, which sets the curve's day.
/// Everything outside them is a reading the curve would leave out.
struct CurveWindow {
  /// The latest reading's time: the curve describes its local day.
  let latest: Timestamp
  /// The earliest moment a reading may have, in Unix seconds.
  let earliestUnix: Int64
  /// Local midnight of the curve's day, in Unix seconds.
  let dayStart: Int64
  /// The sun's path at the spot's latitude and the zone meridian of `latest`, when the spot
  /// has daylight and a latitude.
  let sun: SunPath?
  /// The noon elevation of the curve's day, when there is a sun.
  let curveNoon: Double?
  /// Whether the spot gets daylight (its curve then needs the sun, and so a latitude).
  let hasDaylight: Bool

  /// The window of the curve of `latest`'s day; `latitude` `nil` (or no daylight) has no sun.
  init(latest: Timestamp, latitude: Double?, hasDaylight: Bool = true) {
    self.latest = latest
    self.hasDaylight = hasDaylight
    earliestUnix = latest.secondsSince1970 - Int64(SeasonDrift.seasonDays) * 86_400
    let local = latest.local
    dayStart =
      Timestamp.days(fromCivil: local.year, local.month, local.day) * 86_400
      - Int64(latest.utcOffsetMinutes) * 60
    let meridian = ZoneMeridian.longitude(utcOffsetMinutes: latest.utcOffsetMinutes)
    let sun = hasDaylight ? latitude.map { SunPath(latitude: $0, longitude: meridian) } : nil
    self.sun = sun
    curveNoon = sun?.noonElevation(unix: Double(dayStart) + 43_200)
  }

  /// Whether a reading at Unix time `unix` is recent enough and of the curve's season.
  func isInSeason(unix: Int64) -> Bool {
    guard unix >= earliestUnix else { return false }
    guard let sun, let curveNoon else { return true }
    return isInSeason(day: SunPath.dayNumber(Double(unix)), sun: sun, noon: curveNoon)
  }

  private func isInSeason(day: Int64, sun: SunPath, noon: Double) -> Bool {
    abs(sun.noonElevation(day: day) - noon) <= SeasonDrift.noonElevationDegrees
  }

  // MARK: - What the store reads

  /// A span of Unix seconds to read, both ends included, with a time-of-day filter.
  struct ReadRange: Hashable {
    /// The first second.
    let low: Int64
    /// The last second.
    let high: Int64
    /// Only the readings it lets through, and the latest; `nil` reads every reading of the
    /// span.
    let daylight: DaylightFilter?
  }

  /// The readings whose `(unix − anchor) mod 86,400` is below `length`: one span of minutes
  /// of every UTC day.
  struct DaylightFilter: Hashable {
    /// A moment at which the span starts, at or before every reading filtered, in Unix
    /// seconds.
    let anchor: Int64
    /// The span's length, in seconds (below 86,400).
    let length: Int64
  }

  /// How far the daylight filter reaches beyond the sun's rising and setting, in minutes:
  /// wide enough that rounding never drops a reading the curve would use.
  static let daylightMarginMinutes = 10.0

  /// The spans of time whose readings the curve can use, oldest first, the last ending at the
  /// latest reading.
  ///
  /// - Without a sun: the whole window for a lamp-only spot; only the latest reading's moment
  ///   for a spot with daylight but no latitude (its curve asks for one).
  /// - With a sun: each run of consecutive UTC days in the season; at a spot without a lamp,
  ///   only the minutes of those days from the earliest sunrise to the latest sunset among
  ///   them (with ``daylightMarginMinutes``), and the latest reading's moment.
  func readRanges(lamp: LampSchedule?) -> [ReadRange] {
    let last = latest.secondsSince1970
    guard let sun, let curveNoon else {
      return [ReadRange(low: hasDaylight ? last : earliestUnix, high: last, daylight: nil)]
    }
    var runs: [ClosedRange<Int64>] = []
    var rise = Double.infinity
    var set = -Double.infinity
    var alwaysUp = false
    for day in SunPath.dayNumber(Double(earliestUnix))...SunPath.dayNumber(Double(last))
    where isInSeason(day: day, sun: sun, noon: curveNoon) {
      if let run = runs.last, run.upperBound == day - 1 {
        runs[runs.count - 1] = run.lowerBound...day
      } else {
        runs.append(day...day)
      }
      guard let up = sun.sunUpMinutes(day: day) else { continue }
      if up.upperBound - up.lowerBound >= 1_440 { alwaysUp = true }
      rise = min(rise, up.lowerBound)
      set = max(set, up.upperBound)
    }
    let filter: DaylightFilter?
    if lamp != nil || alwaysUp {
      filter = nil
    } else if rise > set {
      filter = DaylightFilter(anchor: 0, length: 0)
    } else {
      let margin = Self.daylightMarginMinutes
      let length = Int64(((set - rise + 2 * margin) * 60).rounded(.up))
      let start = Int64(((rise - margin) * 60).rounded(.down))
      filter = length >= 86_400 ? nil : DaylightFilter(anchor: start, length: length)
    }
    return runs.map { run in
      let low = max(earliestUnix, run.lowerBound * 86_400)
      let high = min(last, run.upperBound * 86_400 + 86_399)
      guard let filter else { return ReadRange(low: low, high: high, daylight: nil) }
      // The anchor is moved back by whole days to lie at or before `low`, so that the
      // store's `unix − anchor` is never negative.
      let days = Timestamp.floorDivide(low - filter.anchor, 86_400).0
      return ReadRange(
        low: low, high: high,
        daylight: DaylightFilter(anchor: filter.anchor + days * 86_400, length: filter.length))
    }
  }
}
