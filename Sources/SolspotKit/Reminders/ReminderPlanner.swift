/// Computes the reminders of saved spots (``Reminder``): the library's schedule of when each
/// spot should be measured again.
///
/// A gated feature: outside this package the reminders are computed only through
/// ``FeatureGate/reminders(for:now:)``; the planner's functions have `package` access.
///
/// For each spot, in this order:
/// - no readings: due today (`no-readings`);
/// - a spot without daylight (a lamp whose schedule says so, `spot set --no-daylight`): no
///   other reminder, since neither the sun nor the season changes its light;
/// - no latitude: due today (`needs-latitude`), and the sun-based reminders are skipped;
/// - `sun-moved`: the first day after the latest reading on which the sun's noon elevation
///   differs from that day's by more than ``SeasonDrift/noonElevationDegrees`` (at the zone
///   meridian of the latest reading; the noon elevation does not depend on longitude);
/// - `missing-time-of-day`: each of morning, midday and afternoon (``DayPart``, by solar
///   time at the meridian of each reading's own UTC offset) without a daylight reading in
///   the season of `now` (the readings at most
///   ``SeasonDrift/seasonDays`` old whose noon sun stood within
///   ``SeasonDrift/noonElevationDegrees`` of today's); due today;
/// - `plant-season-check`: for each plant named for a spot with daylight, the first day of
///   the next meteorological season in the spot's hemisphere.
///
/// "Today" is the date of `now` on the clock of the spot's latest reading (its UTC offset),
/// so the offset `now` is written in does not change any reminder.
///
/// The list is sorted by due date, then spot name. Properties (mirrored by the tests): a
/// reading taken today clears `sun-moved` until the sun has moved again; readings at all three
/// parts of the day of this season clear `missing-time-of-day`, and readings of a season long
/// past do not; a spot without daylight gets neither, nor `needs-latitude`.
public enum ReminderPlanner {
  /// One spot's inputs.
  public struct SpotState: Sendable, Hashable {
    /// The spot.
    public let spot: SavedSpot
    /// Its readings, as their times and values; those of its latest reading's season are
    /// all that matter (``SpotLighting/samples``).
    public let samples: [CurveSample]
    /// The plant ids named for it.
    public let plantIDs: [String]
    /// Its lamp schedule, if it has one: a lamp without daylight means no sun-based reminder.
    public let lamp: LampSchedule?

    /// Creates a spot's inputs.
    public init(
      spot: SavedSpot, samples: [CurveSample], plantIDs: [String] = [], lamp: LampSchedule? = nil
    ) {
      self.spot = spot
      self.samples = samples
      self.plantIDs = plantIDs
      self.lamp = lamp
    }

    /// Creates a spot's inputs from its readings.
    public init(
      spot: SavedSpot, readings: [Reading], plantIDs: [String] = [], lamp: LampSchedule? = nil
    ) {
      self.init(
        spot: spot, samples: readings.map(CurveSample.init), plantIDs: plantIDs, lamp: lamp)
    }

    /// Whether daylight reaches the spot: always, unless its lamp's schedule says not.
    public var hasDaylight: Bool { lamp?.hasDaylight ?? true }
  }

  /// The reminders of `spots` as of `now`.
  package static func reminders(for spots: [SpotState], now: Timestamp) -> [Reminder] {
    spots.flatMap { reminders(for: $0, now: now) }.sorted {
      ($0.due, $0.spotName) < ($1.due, $1.spotName)
    }
  }

  /// The reminders of one spot as of `now`.
  package static func reminders(for state: SpotState, now: Timestamp) -> [Reminder] {
    let spot = state.spot
    let latest = state.samples.max { $0.takenAt.secondsSince1970 < $1.takenAt.secondsSince1970 }?
      .takenAt
    // `now` on the spot's clock (its latest reading's UTC offset): the offset `now` was given
    // in (the process's time zone) must not change the answer.
    let spotNow =
      latest.flatMap {
        Timestamp(secondsSince1970: now.secondsSince1970, utcOffsetMinutes: $0.utcOffsetMinutes)
      } ?? now
    let today = LocalDate(spotNow)
    func reminder(_ due: LocalDate, _ reason: Reminder.Reason) -> Reminder {
      Reminder(spot: spot.id, spotName: spot.name, due: due, reason: reason, today: today)
    }
    var list: [Reminder] = []
    let hemisphere = spot.location.hemisphere
    for plant in state.plantIDs where state.hasDaylight {
      let (date, season) = nextSeasonStart(after: today, in: hemisphere)
      list.append(reminder(date, .plantSeasonCheck(plantID: plant, season: season)))
    }
    guard let latest else {
      return [reminder(today, .noReadings)] + list
    }
    // A lamp's light is the same in every season and at every hour it is on.
    guard state.hasDaylight else { return list }
    guard let latitude = spot.location.latitude else {
      return [reminder(today, .needsLatitude)] + list
    }
    let window = CurveWindow(latest: latest, latitude: latitude)
    guard let sun = window.sun, let noon = window.curveNoon else { return list }
    let start = LocalDate(latest).dayNumber
    for offset in 1...400 {
      let day = start + Int64(offset)
      let elevation = sun.noonElevation(unix: Double(day) * 86_400 + 43_200)
      if abs(elevation - noon) > SeasonDrift.noonElevationDegrees {
        list.append(reminder(LocalDate(dayNumber: day), .sunMoved(from: noon, to: elevation)))
        break
      }
    }
    // The parts of the day are those of this season, today's: a season long past says
    // nothing of what a curve of today lacks.
    let season = CurveWindow(latest: spotNow, latitude: latitude)
    var parts: Set<DayPart> = []
    // Each reading's time of day is solar time at the meridian of its own UTC offset.
    var suns: [Int: SunPath] = [:]
    for sample in state.samples where season.isInSeason(unix: sample.takenAt.secondsSince1970) {
      let unix = Double(sample.takenAt.secondsSince1970)
      let offset = sample.takenAt.utcOffsetMinutes
      let readingSun =
        suns[offset]
        ?? SunPath(
          latitude: latitude, longitude: ZoneMeridian.longitude(utcOffsetMinutes: offset))
      suns[offset] = readingSun
      guard sample.value.point != nil, readingSun.elevation(unix: unix, shiftMinutes: 0) >= 0
      else { continue }
      parts.insert(DayPart.at(hourAngle: readingSun.hourAngle(unix: unix)))
    }
    for part in DayPart.allCases where !parts.contains(part) {
      list.append(reminder(today, .missingTimeOfDay(part)))
    }
    return list
  }

  /// The first day of the meteorological season after the one `date` is in, and that season.
  static func nextSeasonStart(after date: LocalDate, in hemisphere: Hemisphere) -> (
    LocalDate, Season
  ) {
    let current = Season.of(month: date.month, in: hemisphere)
    let order = Season.yearOrder
    let next = order[((order.firstIndex(of: current) ?? 0) + 1) % order.count]
    let month = next.firstMonth(in: hemisphere)
    let year = month > date.month ? date.year : date.year + 1
    return (
      LocalDate(dayNumber: Timestamp.days(fromCivil: year, month, 1)), next
    )
  }
}
