/// The sun's declination and the equation of time at one moment: the part of NOAA's solar
/// calculator that does not depend on the place (``SolarCalculator``).
struct SunOrbit: Sendable, Hashable {
  /// "Sun Declin (deg)".
  let declination: Double
  /// "Eq of Time (minutes)".
  let equationOfTimeMinutes: Double

  /// The orbit at Julian day `julianDay`, column by column as NOAA's spreadsheet computes it.
  init(julianDay: Double) {
    let century = (julianDay - 2_451_545) / 36_525
    let meanLongitude = SolarCalculator.modulo(
      280.46646 + century * (36000.76983 + century * 0.0003032), 360)
    let meanAnomaly = 357.52911 + century * (35999.05029 - 0.0001537 * century)
    let eccentricity = 0.016708634 - century * (0.000042037 + 0.0000001267 * century)
    let m = SolarCalculator.radians(meanAnomaly)
    let center =
      Math.sin(m) * (1.914602 - century * (0.004817 + 0.000014 * century))
      + Math.sin(2 * m) * (0.019993 - 0.000101 * century) + Math.sin(3 * m) * 0.000289
    let trueLongitude = meanLongitude + center
    let omega = SolarCalculator.radians(125.04 - 1934.136 * century)
    let apparentLongitude = trueLongitude - 0.00569 - 0.00478 * Math.sin(omega)
    let meanObliquity =
      23 + (26 + (21.448 - century * (46.815 + century * (0.00059 - century * 0.001813))) / 60)
      / 60
    let obliquity = meanObliquity + 0.00256 * Math.cos(omega)
    let epsilon = SolarCalculator.radians(obliquity)
    let lambda = SolarCalculator.radians(apparentLongitude)
    declination = SolarCalculator.degrees(Math.asin(Math.sin(epsilon) * Math.sin(lambda)))
    let y = Math.tan(epsilon / 2) * Math.tan(epsilon / 2)
    let l0 = SolarCalculator.radians(meanLongitude)
    let e = eccentricity
    equationOfTimeMinutes =
      4
      * SolarCalculator.degrees(
        y * Math.sin(2 * l0) - 2 * e * Math.sin(m) + 4 * e * y * Math.sin(m) * Math.cos(2 * l0)
          - 0.5 * y * y * Math.sin(4 * l0) - 1.25 * e * e * Math.sin(2 * m))
  }
}
