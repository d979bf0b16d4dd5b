/// Why a day curve cannot be made, with what would make one.
public enum DayCurveError: Error, Sendable, Hashable {
  /// The spot has no readings.
  case noReadings
  /// The spot's daylight needs the sun's path, which needs a latitude (`spot set
  /// --latitude`); the spot has only `location`.
  case needsLatitude(SpotLocation)
  /// No reading can set the daylight: each was left out for the reason counted. A reading
  /// taken in daylight, with the sun above the horizon and within the season, makes a curve.
  case noDaylightReadings(leftOut: [CurveReading.LeftOut: Int])
  /// The spot has a lamp, but no reading measured it alone: a reading with the lamp on after
  /// dark (the sun more than 6° below the horizon), or a schedule marked without daylight,
  /// would.
  case lampNotMeasured(LampSchedule)
}
