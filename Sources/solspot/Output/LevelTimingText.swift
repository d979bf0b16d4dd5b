import SolspotKit

/// When a level's readings were taken (``LevelTiming``), in words and JSON: for `spot show`
/// and `spot compare`.
enum LevelTimingText {
  /// "3 readings, 11:00–14:00", "1 reading, 07:30".
  static func summary(_ timing: LevelTiming) -> String {
    let count = timing.readingCount
    let first = clock(timing.earliestMinute)
    let last = clock(timing.latestMinute)
    return "\(English.count(count, "reading")), "
      + (first == last ? first : "\(first)–\(last)")
  }

  /// "Times: 3 readings, 11:00–14:00 (local time)", and without a latitude, when it would
  /// tell, how to give it.
  static func line(_ timing: LevelTiming, spot: String) -> String {
    "Times: " + summary(timing) + " (local time)"
      + (timing.needsLatitude
        ? "; with the spot's latitude Solspot says whether "
          + (timing.readingCount == 1 ? "it was" : "they were") + " near sunrise or sunset "
          + "('solspot spot set \(ShellWord.quoted(spot)) --latitude L')" : "")
  }

  /// "Times: sill 3 readings, 11:00–14:00; desk 1 reading, 07:30 (local time)".
  static func line(_ sides: [(name: String, timing: LevelTiming)]) -> String {
    "Times: " + sides.map { "\($0.name) " + summary($0.timing) }.joined(separator: "; ")
      + " (local time)"
  }

  /// The note for a level that rests only on readings near sunrise or sunset, or at night;
  /// `nil` otherwise.
  static func lowSun(_ timing: LevelTiming, spot: String) -> String? {
    guard timing.restsOnLowSun == true, let lights = timing.lights else { return nil }
    let near = lights[.nearSunriseOrSunset] ?? 0
    let night = lights[.night] ?? 0
    let every = timing.readingCount == 1 ? "the reading" : "every reading"
    let when: String =
      switch (near, night) {
      case (_, 0): "within two hours of sunrise or sunset"
      case (0, _): "at night"
      default: "within two hours of sunrise or sunset (\(near)) or at night (\(night))"
      }
    return "Note: \(every) of \(spot) was taken \(when), when a spot gets little of the day's "
      + "light, so the level says little about it; measure \(spot) in the middle of the day."
  }

  /// `11:00`.
  static func clock(_ minutes: Int) -> String {
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return two(minutes / 60) + ":" + two(minutes % 60)
  }

  /// The JSON form.
  struct JSON: Encodable {
    let readings: Int
    /// The earliest and latest local times of day, `HH:MM`.
    let earliest: String
    let latest: String
    /// With the spot's latitude: how many readings were taken in daytime, near sunrise or
    /// sunset, and at night, and whether none was in daytime.
    let daytime: Int?
    let nearSunriseOrSunset: Int?
    let night: Int?
    let restsOnLowSun: Bool?
    /// Without a latitude: whether one would tell if readings were near sunrise or sunset.
    let needsLatitude: Bool

    init(_ timing: LevelTiming) {
      readings = timing.readingCount
      earliest = LevelTimingText.clock(timing.earliestMinute)
      latest = LevelTimingText.clock(timing.latestMinute)
      daytime = timing.lights?[.daytime]
      nearSunriseOrSunset = timing.lights?[.nearSunriseOrSunset]
      night = timing.lights?[.night]
      restsOnLowSun = timing.restsOnLowSun
      needsLatitude = timing.needsLatitude
    }
  }
}
