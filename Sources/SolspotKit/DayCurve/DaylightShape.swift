/// How daylight outdoors changes with the sun's elevation: the shape a day curve gives the
/// light between its readings.
///
/// The horizontal illuminance of the CIE overcast sky, `E = 300 + 21,000 · sin h` lux for a
/// sun at elevation `h` (Krochmann & Seidl 1974, the formula CIE daylight practice uses for
/// the overcast sky). Only its shape matters: each reading sets the spot's own fraction of it.
/// Below the horizon it falls linearly to 0 at −6°, the end of civil twilight (assumption:
/// indoors, twilight is a few lux at most).
enum DaylightShape {
  /// The elevation below which there is no daylight, in degrees.
  static let nightElevation = -6.0
  /// The lowest elevation a reading's own shape is taken at, in degrees, so that a reading
  /// near sunrise does not set an unbounded fraction.
  static let anchorFloorElevation = 2.0

  /// The sine of ``anchorFloorElevation``.
  static let anchorFloorSine = Math.sin(SolarCalculator.radians(anchorFloorElevation))

  /// The outdoor illuminance a reading's fraction is taken against, for a sun whose elevation
  /// has sine `sine`: ``lux(elevation:)`` at the elevation, or at ``anchorFloorElevation``
  /// when the sun is lower, from the sine itself (above the horizon `E` needs only `sin h`).
  static func anchorLux(sine: Double) -> Double { 300 + 21_000 * max(sine, anchorFloorSine) }

  /// The outdoor horizontal illuminance at elevation `h` degrees, in lux.
  static func lux(elevation h: Double) -> Double {
    if h >= 0 { return 300 + 21_000 * Math.sin(SolarCalculator.radians(h)) }
    if h <= nightElevation { return 0 }
    return 300 * (1 - h / nightElevation)
  }
}
