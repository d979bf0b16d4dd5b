/// The sun's elevation over one place through the days of a curve, with the orbit (NOAA's
/// declination and equation of time) computed once per UTC day, at its noon.
///
/// Within a day the declination moves by under 0.4° and the equation of time by under half a
/// minute, so one orbit per day places the sun within about 0.2°; ``SolarCalculator`` gives
/// the exact position when one moment is wanted.
final class SunPath {
  let latitude: Double
  let longitude: Double
  private let sinLatitude: Double
  private let cosLatitude: Double
  private var orbits:
    [Int64: (sinDeclination: Double, cosDeclination: Double, eot: Double, declination: Double)] =
      [:]

  init(latitude: Double, longitude: Double) {
    self.latitude = latitude
    self.longitude = longitude
    sinLatitude = Math.sin(SolarCalculator.radians(latitude))
    cosLatitude = Math.cos(SolarCalculator.radians(latitude))
  }

  /// The elevation in degrees at Unix time `unix`, with solar time moved by `shiftMinutes`
  /// (positive: the place lies east of the meridian, its sun earlier by the clock).
  func elevation(unix: Double, shiftMinutes: Double) -> Double {
    let dayNumber = Int64((unix / 86_400).rounded(.down))
    let orbit = self.orbit(dayNumber)
    let utcMinutes = (unix - Double(dayNumber) * 86_400) / 60
    let trueSolar = utcMinutes + orbit.eot + 4 * longitude + shiftMinutes
    let hourAngle = SolarCalculator.radians(trueSolar / 4 - 180)
    let sinElevation =
      sinLatitude * orbit.sinDeclination + cosLatitude * orbit.cosDeclination
      * Math.cos(hourAngle)
    return SolarCalculator.degrees(Math.asin(min(1, max(-1, sinElevation))))
  }

  /// The sun's declination on the UTC day of `unix`, in degrees.
  func declination(unix: Double) -> Double {
    orbit(Int64((unix / 86_400).rounded(.down))).declination
  }

  /// The sun's noon elevation on the UTC day of `unix`, in degrees.
  func noonElevation(unix: Double) -> Double { 90 - abs(latitude - declination(unix: unix)) }

  /// The solar day whose local midnight is `midnightUnix`.
  func day(midnightUnix: Int64) -> SolarDay {
    SolarDay(
      midnightJulianDay: SolarCalculator.julianDay(unixSeconds: Double(midnightUnix)),
      latitude: latitude, longitude: longitude)
  }

  private func orbit(_ dayNumber: Int64)
    -> (sinDeclination: Double, cosDeclination: Double, eot: Double, declination: Double)
  {
    if let cached = orbits[dayNumber] { return cached }
    let orbit = SunOrbit(
      julianDay: SolarCalculator.julianDay(unixSeconds: Double(dayNumber) * 86_400 + 43_200))
    let delta = SolarCalculator.radians(orbit.declination)
    let entry = (Math.sin(delta), Math.cos(delta), orbit.equationOfTimeMinutes, orbit.declination)
    orbits[dayNumber] = entry
    return entry
  }
}

extension SunPath {
  /// The hour angle in degrees at Unix time `unix` at the path's longitude: 0 at solar noon,
  /// −180 to 180.
  func hourAngle(unix: Double) -> Double {
    let dayNumber = (unix / 86_400).rounded(.down)
    let utcMinutes = (unix - dayNumber * 86_400) / 60
    let orbit = SunOrbit(
      julianDay: SolarCalculator.julianDay(unixSeconds: dayNumber * 86_400 + 43_200))
    let trueSolar = SolarCalculator.modulo(
      utcMinutes + orbit.equationOfTimeMinutes + 4 * longitude, 1_440)
    return trueSolar / 4 - 180
  }
}
