import SolspotKit

/// The CSV of `preview curve` and `preview due` (docs/csv.md): one row per hour, one row per
/// reminder.
enum PreviewCSV {
  // MARK: - preview curve

  static let curve = CSVTable([
    "date", "hour", "lux", "lux_lower", "lux_upper", "daylight_lux", "lamp_lux", "confidence",
    "minutes_from_reading", "sun_elevation",
  ])

  /// One row per hour of the curve's day, dark hours included: the hour's total light with its
  /// interval and its daylight and lamp parts (points), in the printed unit.
  static func curve(_ curve: DayCurve) -> [String] {
    let date = PreviewText.date(curve)
    return [Self.curve.header]
      + curve.hours.map { hour in
        let json = PreviewJSON.Hour(hour)
        return Self.curve.row([
          "date": date, "hour": String(hour.hour), "lux": CSVTable.light(hour.total.point),
          "lux_lower": CSVTable.number(JSONLine.lower(Illuminance.value(hour.total.lower))),
          "lux_upper": CSVTable.number(JSONLine.upper(Illuminance.value(hour.total.upper))),
          "daylight_lux": CSVTable.light(hour.daylight.point),
          "lamp_lux": CSVTable.light(hour.lamp.point),
          "confidence": CSVTable.number(curve.confidence.level),
          "minutes_from_reading": CSVTable.number(json.minutesFromReading),
          "sun_elevation": CSVTable.number(json.sunElevation),
        ])
      }
  }

  // MARK: - preview due

  static let due = CSVTable([
    "due", "spot", "reason", "part", "plant", "season", "noon_elevation_from",
    "noon_elevation_to",
  ])

  /// One row per reminder, earliest first, as `preview due --json` gives them.
  static func due(_ reminders: [Reminder]) -> [String] {
    [due.header]
      + reminders.map { reminder in
        let json = PreviewJSON.Reminder(reminder)
        return due.row([
          "due": json.due, "spot": json.spot, "reason": json.reason, "part": json.part ?? "",
          "plant": json.plant ?? "", "season": json.season ?? "",
          "noon_elevation_from": CSVTable.number(json.noonElevationFrom),
          "noon_elevation_to": CSVTable.number(json.noonElevationTo),
        ])
      }
  }
}
