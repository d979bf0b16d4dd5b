/// The longitude a reading's UTC offset stands for, and how far the true one may lie from it.
///
/// A saved spot has a latitude but no longitude, so its solar time is reckoned from the
/// meridian of its readings' clock: 15° per hour of UTC offset (UTC+1 → 15° E). Real places
/// lie off their zone's meridian: up to 7.5° (30 minutes of solar time) inside an ideal zone,
/// one hour more under daylight saving time, and more where a country keeps one zone across a
/// wide land (western Spain on UTC+2 in summer is about 2 hours 15 minutes off; western China
/// on UTC+8 about 3 hours).
///
/// Assumption: ±90 minutes (half an ideal zone plus daylight saving) covers most homes;
/// curves are computed at the meridian and at both ends of this error, and their intervals
/// hold all three (docs/method.md, "Solar time without a longitude").
public enum ZoneMeridian {
  /// The error of solar time assumed from a zone's meridian, in minutes either way.
  public static let errorMinutes = 90.0

  /// The meridian of a UTC offset, in degrees east.
  public static func longitude(utcOffsetMinutes: Int) -> Double {
    Double(utcOffsetMinutes) / 4
  }
}
