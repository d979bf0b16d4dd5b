/// At what times of day a level's readings were taken, and where the sun stood then: a level
/// resting only on readings near sunrise or sunset, or at night, says little about the day's
/// light.
///
/// Times of day are each reading's own local clock (the UTC offset recorded with it).
/// Sunrise and sunset come from NOAA's algorithm (``SolarDay``) at the spot's latitude and at
/// the meridian of the reading's UTC offset (``ZoneMeridian``): a spot has no longitude, so
/// they may be off by up to about 90 minutes (an assumption, as for day curves). A reading is
/// in ``Light/daytime`` when the sun is up and more than ``lowSunMinutes`` from sunrise and
/// from sunset, ``Light/nearSunriseOrSunset`` within them, and ``Light/night`` when the sun is
/// down and farther from both; a day of polar night is night, of midnight sun daytime.
///
/// Without a latitude nothing is said of the sun: ``lights`` is `nil`, and
/// ``needsLatitude`` says whether it would matter: whether some reading lies outside
/// ``surelyDaytimeMinutes`` on its clock. Assumption: at latitudes up to 60° (where nearly
/// everyone lives), the sun stands more than two hours from sunrise and sunset from 11:00 to
/// 13:00 solar time on every day of the year (at 60° on the winter solstice it rises about
/// 09:00 and sets about 15:00), and a clock rarely differs from solar time by more than the
/// hour of summer time.
///
/// Properties (mirrored by the tests): `earliestMinute <= latestMinute`, both 0 to 1,439;
/// the counts of ``lights`` add up to ``readingCount``; ``restsOnLowSun`` is `true` exactly
/// when there are readings and none is in daytime.
public struct LevelTiming: Sendable, Hashable {
  /// Where the sun stood when a reading was taken.
  public enum Light: String, Sendable, Hashable, CaseIterable {
    /// The sun up, more than ``LevelTiming/lowSunMinutes`` from sunrise and sunset.
    case daytime
    /// Within ``LevelTiming/lowSunMinutes`` of sunrise or sunset.
    case nearSunriseOrSunset = "near-sunrise-or-sunset"
    /// The sun down, farther than that from both.
    case night
  }

  /// How near sunrise or sunset a reading says little about the day's light: two hours, in
  /// minutes (issue 14).
  public static let lowSunMinutes = 120
  /// The local clock times that are daytime at every latitude up to 60°, in minutes after
  /// midnight: 11:00 to 13:00 (the assumption above).
  public static let surelyDaytimeMinutes = 660...780

  /// How many readings the level rests on.
  public let readingCount: Int
  /// The earliest local time of day among them, in minutes after midnight.
  public let earliestMinute: Int
  /// The latest local time of day among them, in minutes after midnight.
  public let latestMinute: Int
  /// How many readings were taken in each light, with a latitude; `nil` without one.
  public let lights: [Light: Int]?
  /// Without a latitude, whether some reading lies outside ``surelyDaytimeMinutes``, so that
  /// a latitude would tell whether it was near sunrise or sunset; `false` with a latitude.
  public let needsLatitude: Bool

  /// The timing of readings taken at `times`, at a spot at `latitude` (degrees, north
  /// positive), or `nil` without readings.
  public init?(_ times: ReadingTimes, latitude: Double?) {
    let moments = times.moments
    guard !moments.isEmpty else { return nil }
    let minutes = moments.map { $0.local.hour * 60 + $0.local.minute }
    readingCount = moments.count
    earliestMinute = minutes.min() ?? 0
    latestMinute = minutes.max() ?? 0
    guard let latitude else {
      lights = nil
      needsLatitude = minutes.contains { !Self.surelyDaytimeMinutes.contains($0) }
      return
    }
    var counts = Dictionary(uniqueKeysWithValues: Light.allCases.map { ($0, 0) })
    for moment in moments { counts[Self.light(at: moment, latitude: latitude), default: 0] += 1 }
    lights = counts
    needsLatitude = false
  }

  /// Whether every reading was taken near sunrise or sunset, or at night; `nil` without a
  /// latitude.
  public var restsOnLowSun: Bool? {
    lights.map { ($0[.daytime] ?? 0) == 0 }
  }

  /// Where the sun stood at `moment` at `latitude`, at the meridian of its UTC offset.
  public static func light(at moment: Timestamp, latitude: Double) -> Light {
    let longitude = ZoneMeridian.longitude(utcOffsetMinutes: moment.utcOffsetMinutes)
    let seconds = Double(moment.secondsSince1970)
    let (day, _) = Timestamp.floorDivide(moment.secondsSince1970, 86_400)
    var isUp = false
    var nearest = Double.infinity
    // The UTC days around it: far from Greenwich a local day's sunrise or sunset falls on
    // the UTC day before or after.
    for offset in -1...1 {
      let midnight = Double((day + Int64(offset)) * 86_400)
      let solar = SolarDay(
        midnightJulianDay: SolarCalculator.julianDay(unixSeconds: midnight), latitude: latitude,
        longitude: longitude)
      switch solar.kind {
      case .midnightSun:
        if offset == 0 { isUp = true }
      case .polarNight:
        break
      case .ordinary:
        guard let rise = solar.sunriseUTCMinutes, let set = solar.sunsetUTCMinutes else { break }
        let (sunrise, sunset) = (midnight + rise * 60, midnight + set * 60)
        if seconds >= sunrise && seconds <= sunset { isUp = true }
        nearest = min(nearest, abs(seconds - sunrise), abs(seconds - sunset))
      }
    }
    if nearest <= Double(lowSunMinutes * 60) { return .nearSunriseOrSunset }
    return isUp ? .daytime : .night
  }
}
