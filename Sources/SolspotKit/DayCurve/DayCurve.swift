/// A spot's light through one day, hour by hour, each hour with its interval, made from
/// readings taken at several times of day (on one day or on several days of one season).
///
/// The curve describes the local day of the spot's latest reading, on that reading's clock.
/// Daylight is interpolated **in stops** between the readings, **shaped by the sun**: each
/// daylight reading sets the spot's fraction of the outdoor daylight at the sun's elevation
/// when it was taken (``DaylightShape``), the fractions are interpolated linearly through the
/// day (flat beyond the first and last), and each hour's daylight is its fraction of the
/// outdoor daylight at that hour's elevation, at the spot's latitude and the curve's date
/// (NOAA's algorithm, ``SolarCalculator``). Night (the sun more than 6° below the horizon) is
/// zero. A lamp (``LampSchedule``) is flat at its measured level while it is on; daylight and
/// lamp add.
///
/// The interval of an hour combines:
/// - the readings' own errors, interpolated like their fractions, with the scatter of readings
///   taken at the same quarter hour on different days added;
/// - a growth of ``interpolationSigmaEVPerHour`` per hour of distance from the nearest
///   reading's time of day, so hours far from any reading get wider intervals;
/// - solar time: the spot's longitude is not known, so the curve is computed at its zone's
///   meridian and at ``ZoneMeridian/errorMinutes`` either side, and each hour's interval holds
///   all three (an hour whose sunrise the meridian cannot place may have no daylight at all).
///
/// Clouds, blinds and curtains are not modelled: the curve rests on the readings it names
/// (``readings``), and a reading taken on a cloudy day makes the curve a cloudy one.
///
/// A gated feature: outside this package a curve is made only through ``FeatureGate``
/// (``FeatureGate/dayCurve(samples:location:lamp:confidence:)``), which refuses it behind a
/// closed gate; the initializers have `package` access.
///
/// Properties (mirrored by the tests):
/// - every hour's interval contains its point; night hours without a lamp are exactly zero;
/// - at the time of day of a daylight reading the daylight equals that reading (up to the
///   hour's averaging);
/// - an hour's interval never narrows as it gets farther from the readings;
/// - a lamp adds exactly its level to the hours it is on.
public struct DayCurve: Sendable, Hashable {
  /// The local date the curve describes: that of the latest reading.
  public let year: Int
  /// The month, 1 to 12.
  public let month: Int
  /// The day of the month.
  public let day: Int
  /// The UTC offset of the curve's clock, in minutes (that of the latest reading).
  public let utcOffsetMinutes: Int
  /// The spot's latitude, when the curve has daylight.
  public let latitude: Double?
  /// The 24 hours, 0 to 23.
  public let hours: [CurveHour]
  /// Every reading the curve was given, oldest first, with what it made of each.
  public let readings: [CurveReading]
  /// The lamp, if the spot has one.
  public let lamp: LampSchedule?
  /// The lamp's level while it is on, from the readings that measured it alone.
  public let lampLevel: HourLight?
  /// The sun's day at the zone's meridian, when the curve has daylight.
  public let solarDay: SolarDay?
  /// The error of solar time assumed from the zone's meridian, in minutes either way.
  public let meridianErrorMinutes: Double
  /// The confidence of the hours' intervals.
  public let confidence: Confidence

  /// How fast an hour's interval grows with its distance from the nearest reading's time of
  /// day: σ of 0.5 EV per hour.
  ///
  /// Assumption: in two hours the sun moves 30° and direct sun comes onto a sill or leaves
  /// it, changing the light there by 2 to 3 stops; σ 1 EV at two hours (a 90% interval of
  /// ×/÷3.1) covers most of that, and between two readings an hour apart the interval widens
  /// by less than a fifth of a stop.
  public static let interpolationSigmaEVPerHour = 0.5

  /// The readings the curve rests on.
  public var usedReadings: [CurveReading] { readings.filter(\.isUsed) }

  /// The day's light in lux-hours: the sum of the hours' means (point and ends).
  public var luxHours: HourLight {
    hours.reduce(HourLight.dark) { $0 + $1.total }
  }
}
