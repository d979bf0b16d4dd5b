/// The sun's day at one place: solar noon, sunrise and sunset, and the noon elevation.
///
/// Computed as NOAA's spreadsheet does, with the orbit taken at the moment of solar noon
/// (``SolarCalculator``); sunrise and sunset are the moments the sun's centre stands 0.833°
/// below the horizon (refraction and the sun's radius).
///
/// Properties: `sunrise < solarNoon < sunset` when the sun rises; polar days and nights
/// have neither (``kind``).
public struct SolarDay: Sendable, Hashable {
  /// Whether the sun rises and sets that day.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// It rises and sets.
    case ordinary
    /// It never sets (a polar day).
    case midnightSun = "midnight-sun"
    /// It never rises (a polar night).
    case polarNight = "polar-night"
  }

  /// Whether the sun rises and sets.
  public let kind: Kind
  /// Solar noon, in minutes after midnight UTC of the day (may lie below 0 or past 1,440 far
  /// from Greenwich).
  public let solarNoonUTCMinutes: Double
  /// Sunrise, in minutes after midnight UTC, for an ordinary day.
  public let sunriseUTCMinutes: Double?
  /// Sunset, in minutes after midnight UTC, for an ordinary day.
  public let sunsetUTCMinutes: Double?
  /// The sun's elevation at solar noon, in degrees.
  public let noonElevation: Double
  /// The sun's declination at solar noon, in degrees.
  public let declination: Double

  /// The day whose UTC midnight is Julian day `midnightJulianDay`, at `latitude` and
  /// `longitude` in degrees (north and east positive).
  public init(midnightJulianDay: Double, latitude: Double, longitude: Double) {
    // NOAA's "Solar Noon (LST)" with the orbit first at UTC noon, then once more at the
    // noon found, which moves it by a fraction of a second.
    var noon = 720 - 4 * longitude
    for _ in 0..<2 {
      let orbit = SunOrbit(julianDay: midnightJulianDay + noon / 1_440)
      noon = 720 - 4 * longitude - orbit.equationOfTimeMinutes
    }
    let orbit = SunOrbit(julianDay: midnightJulianDay + noon / 1_440)
    let phi = SolarCalculator.radians(latitude)
    let delta = SolarCalculator.radians(orbit.declination)
    let cosHourAngle =
      Math.cos(SolarCalculator.radians(90.833)) / (Math.cos(phi) * Math.cos(delta))
      - Math.tan(phi) * Math.tan(delta)
    solarNoonUTCMinutes = noon
    declination = orbit.declination
    noonElevation = 90 - abs(latitude - orbit.declination)
    if cosHourAngle > 1 {
      kind = .polarNight
      sunriseUTCMinutes = nil
      sunsetUTCMinutes = nil
    } else if cosHourAngle < -1 {
      kind = .midnightSun
      sunriseUTCMinutes = nil
      sunsetUTCMinutes = nil
    } else {
      let hourAngle = SolarCalculator.degrees(Math.acos(cosHourAngle))
      kind = .ordinary
      sunriseUTCMinutes = noon - 4 * hourAngle
      sunsetUTCMinutes = noon + 4 * hourAngle
    }
  }

  /// Minutes of sunlight: sunset minus sunrise, 1,440 for a polar day, 0 for a polar night.
  public var daylightMinutes: Double {
    switch kind {
    case .ordinary: (sunsetUTCMinutes ?? 0) - (sunriseUTCMinutes ?? 0)
    case .midnightSun: 1_440
    case .polarNight: 0
    }
  }
}
