/// Where the sun stands, seen from one place at one moment, by NOAA's solar calculator.
///
/// Properties (mirrored by the tests against NOAA's spreadsheet):
/// - `elevation == 90 − zenith`; no atmospheric refraction is added (the curve needs the
///   geometric sun; refraction lifts it by about half a degree only at the horizon);
/// - `declination` lies within ±23.45°; `hourAngle` within −180°…180°, 0 at solar noon,
///   negative in the morning;
/// - `azimuth` is degrees clockwise from north, 0 to 360.
public struct SolarPosition: Sendable, Hashable {
  /// The sun's declination, in degrees (north positive).
  public let declination: Double
  /// The equation of time, in minutes: apparent solar time minus mean solar time.
  public let equationOfTimeMinutes: Double
  /// The hour angle, in degrees: 0 at solar noon, 15° per hour, negative before noon.
  public let hourAngle: Double
  /// The angle between the sun and the zenith, in degrees.
  public let zenith: Double
  /// The angle of the sun above the horizon, in degrees (negative below it).
  public let elevation: Double
  /// The direction of the sun, in degrees clockwise from north.
  public let azimuth: Double
}

/// NOAA's solar position algorithm, as the NOAA Global Monitoring Laboratory's solar
/// calculator spreadsheets compute it (from Jean Meeus, "Astronomical Algorithms", 1991).
///
/// Source: NOAA GML, "NOAA Solar Calculator", `NOAA_Solar_Calculations_day.xls`, and its
/// description <https://gml.noaa.gov/grad/solcalc/calcdetails.html>. NOAA states its sunrise
/// and sunset accurate to within a minute for latitudes within ±72°, and within ten minutes
/// beyond. Each step keeps the spreadsheet's column name.
public enum SolarCalculator {
  /// The Julian day of Unix time `seconds` (1970-01-01T00:00Z is Julian day 2440587.5).
  public static func julianDay(unixSeconds seconds: Double) -> Double {
    2_440_587.5 + seconds / 86_400
  }

  /// The sun's position at Julian day `julianDay`, from `latitude` and `longitude` in degrees
  /// (north and east positive).
  public static func position(julianDay: Double, latitude: Double, longitude: Double)
    -> SolarPosition
  {
    let orbit = SunOrbit(julianDay: julianDay)
    // "True Solar Time (min)" from the UTC minute of the day.
    let utcMinutes = (julianDay + 0.5 - (julianDay + 0.5).rounded(.down)) * 1_440
    let trueSolar = modulo(utcMinutes + orbit.equationOfTimeMinutes + 4 * longitude, 1_440)
    let hourAngle = trueSolar / 4 < 0 ? trueSolar / 4 + 180 : trueSolar / 4 - 180
    let phi = radians(latitude)
    let delta = radians(orbit.declination)
    let cosZenith =
      Math.sin(phi) * Math.sin(delta) + Math.cos(phi) * Math.cos(delta)
      * Math.cos(radians(hourAngle))
    let zenith = degrees(Math.acos(min(1, max(-1, cosZenith))))
    return SolarPosition(
      declination: orbit.declination, equationOfTimeMinutes: orbit.equationOfTimeMinutes,
      hourAngle: hourAngle, zenith: zenith, elevation: 90 - zenith,
      azimuth: azimuth(
        hourAngle: hourAngle, zenith: zenith, latitude: latitude,
        declination: orbit.declination))
  }

  /// "Solar Azimuth Angle (deg cw from N)".
  private static func azimuth(
    hourAngle: Double, zenith: Double, latitude: Double, declination: Double
  ) -> Double {
    let phi = radians(latitude)
    let sinZenith = Math.sin(radians(zenith))
    guard abs(sinZenith) > 1e-12, abs(Math.cos(phi)) > 1e-12 else { return 180 }
    let ratio =
      (Math.sin(phi) * Math.cos(radians(zenith)) - Math.sin(radians(declination)))
      / (Math.cos(phi) * sinZenith)
    let angle = degrees(Math.acos(min(1, max(-1, ratio))))
    return hourAngle > 0 ? modulo(angle + 180, 360) : modulo(540 - angle, 360)
  }

  // MARK: - Angles

  static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
  static func degrees(_ radians: Double) -> Double { radians * 180 / .pi }
  static func modulo(_ value: Double, _ period: Double) -> Double {
    let remainder = value.truncatingRemainder(dividingBy: period)
    return remainder < 0 ? remainder + period : remainder
  }
}
