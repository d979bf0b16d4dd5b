/// The sun's elevation over one place through the days of a curve, with the orbit (NOAA's
/// declination and equation of time) computed once per UTC day, at its noon.
///
/// Within a day the declination moves by under 0.4° and the equation of time by under half a
/// minute, so one orbit per day places the sun within about 0.2°; ``SolarCalculator`` gives
/// the exact position when one moment is wanted.
///
/// A curve asks for the sun at every reading, in time order, so the orbit of the last day
/// asked for is kept beside the table of all days (most questions are about the same day as
/// the one before).
final class SunPath {
  /// The orbit of one UTC day, as the elevation needs it.
  struct Orbit {
    let sinDeclination: Double
    let cosDeclination: Double
    let equationOfTimeMinutes: Double
    let declination: Double
  }

  let latitude: Double
  let longitude: Double
  private let sinLatitude: Double
  private let cosLatitude: Double
  private var orbits: [Int64: Orbit] = [:]
  private var lastDay: Int64 = .min
  private var lastOrbit = Orbit(
    sinDeclination: 0, cosDeclination: 1, equationOfTimeMinutes: 0, declination: 0)

  init(latitude: Double, longitude: Double) {
    self.latitude = latitude
    self.longitude = longitude
    sinLatitude = Math.sin(SolarCalculator.radians(latitude))
    cosLatitude = Math.cos(SolarCalculator.radians(latitude))
  }

  /// The UTC day number of Unix time `unix` (days since 1970-01-01).
  static func dayNumber(_ unix: Double) -> Int64 { Int64((unix / 86_400).rounded(.down)) }

  /// The elevation in degrees at Unix time `unix`, with solar time moved by `shiftMinutes`
  /// (positive: the place lies east of the meridian, its sun earlier by the clock).
  func elevation(unix: Double, shiftMinutes: Double) -> Double {
    let day = Self.dayNumber(unix)
    let orbit = self.orbit(day)
    let utcMinutes = (unix - Double(day) * 86_400) / 60
    let trueSolar = utcMinutes + orbit.equationOfTimeMinutes + 4 * longitude + shiftMinutes
    let hourAngle = SolarCalculator.radians(trueSolar / 4 - 180)
    let sinElevation =
      sinLatitude * orbit.sinDeclination + cosLatitude * orbit.cosDeclination
      * Math.cos(hourAngle)
    return SolarCalculator.degrees(Math.asin(min(1, max(-1, sinElevation))))
  }

  /// The sine of the elevation at Unix time `unix` at the meridian and with solar time moved
  /// `shift` either way (``ShiftedSines``): one sine and one cosine of the hour angle for all
  /// three, by the angle-addition formula, and no arc sine (a curve needs the sine itself).
  func sines(unix: Double, shift: ShiftedSines.Shift) -> ShiftedSines {
    let day = Self.dayNumber(unix)
    let orbit = self.orbit(day)
    let utcMinutes = (unix - Double(day) * 86_400) / 60
    let trueSolar = utcMinutes + orbit.equationOfTimeMinutes + 4 * longitude
    let hourAngle = SolarCalculator.radians(trueSolar / 4 - 180)
    let cosH = Math.cos(hourAngle)
    let sinH = Math.sin(hourAngle)
    let base = sinLatitude * orbit.sinDeclination
    let scale = cosLatitude * orbit.cosDeclination
    return ShiftedSines(
      meridian: base + scale * cosH,
      west: base + scale * (cosH * shift.cos + sinH * shift.sin),
      east: base + scale * (cosH * shift.cos - sinH * shift.sin))
  }

  /// The sun's declination on the UTC day of `unix`, in degrees.
  func declination(unix: Double) -> Double { orbit(Self.dayNumber(unix)).declination }

  /// The sun's noon elevation on the UTC day of `unix`, in degrees.
  func noonElevation(unix: Double) -> Double { noonElevation(day: Self.dayNumber(unix)) }

  /// The sun's noon elevation on UTC day number `day`, in degrees.
  func noonElevation(day: Int64) -> Double { 90 - abs(latitude - orbit(day).declination) }

  /// The solar day whose local midnight is `midnightUnix`.
  func day(midnightUnix: Int64) -> SolarDay {
    SolarDay(
      midnightJulianDay: SolarCalculator.julianDay(unixSeconds: Double(midnightUnix)),
      latitude: latitude, longitude: longitude)
  }

  /// The minutes of UTC day number `day` in which the sun is at or above the horizon at the
  /// meridian (where ``elevation(unix:shiftMinutes:)`` with no shift is at least 0), as one
  /// span that may start before 0 or end after 1,440; `nil` when it never rises, the whole
  /// day (0…1,440) when it never sets.
  func sunUpMinutes(day: Int64) -> ClosedRange<Double>? {
    let orbit = self.orbit(day)
    let base = sinLatitude * orbit.sinDeclination
    let scale = cosLatitude * orbit.cosDeclination
    guard scale > 1e-12 else { return base >= 0 ? 0...1_440 : nil }
    let cosLimit = -base / scale
    if cosLimit <= -1 { return 0...1_440 }
    if cosLimit > 1 { return nil }
    // The hour angle is trueSolar / 4 − 180 degrees; the sun is up within ±limit of it.
    let limit = SolarCalculator.degrees(Math.acos(cosLimit))
    let noon = 720 - orbit.equationOfTimeMinutes - 4 * longitude
    return (noon - 4 * limit)...(noon + 4 * limit)
  }

  private func orbit(_ day: Int64) -> Orbit {
    if day == lastDay { return lastOrbit }
    let orbit: Orbit
    if let cached = orbits[day] {
      orbit = cached
    } else {
      let sun = SunOrbit(
        julianDay: SolarCalculator.julianDay(unixSeconds: Double(day) * 86_400 + 43_200))
      let delta = SolarCalculator.radians(sun.declination)
      orbit = Orbit(
        sinDeclination: Math.sin(delta), cosDeclination: Math.cos(delta),
        equationOfTimeMinutes: sun.equationOfTimeMinutes, declination: sun.declination)
      orbits[day] = orbit
    }
    lastDay = day
    lastOrbit = orbit
    return orbit
  }
}

extension SunPath {
  /// The hour angle in degrees at Unix time `unix` at the path's longitude: 0 at solar noon,
  /// −180 to 180.
  func hourAngle(unix: Double) -> Double {
    let day = Self.dayNumber(unix)
    let utcMinutes = (unix - Double(day) * 86_400) / 60
    let trueSolar = SolarCalculator.modulo(
      utcMinutes + orbit(day).equationOfTimeMinutes + 4 * longitude, 1_440)
    return trueSolar / 4 - 180
  }
}

/// The sine of the sun's elevation at one moment at a zone's meridian and with solar time
/// moved either way by the meridian's error (``ZoneMeridian/errorMinutes``).
struct ShiftedSines {
  /// A shift of solar time, with the sine and cosine of its hour angle.
  struct Shift {
    /// The shift, in minutes.
    let minutes: Double
    let sin: Double
    let cos: Double

    init(minutes: Double) {
      self.minutes = minutes
      let angle = SolarCalculator.radians(minutes / 4)
      sin = Math.sin(angle)
      cos = Math.cos(angle)
    }
  }

  /// At the meridian.
  let meridian: Double
  /// With solar time `shift` minutes earlier (the place west of the meridian).
  let west: Double
  /// With solar time `shift` minutes later (the place east of the meridian).
  let east: Double

  /// The sine at shift index `index` of a curve's shifts: 0 the meridian, 1 west, 2 east.
  subscript(index: Int) -> Double {
    switch index {
    case 0: meridian
    case 1: west
    default: east
    }
  }
}
