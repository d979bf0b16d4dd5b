/// Light of one kind over one hour, in lux, with its interval: a mean over the hour.
///
/// Unlike ``LuxInterval`` its ends may be 0: night has no daylight, and an hour whose sunrise
/// the zone's meridian cannot place may have none.
///
/// Properties: `0 <= lower <= point <= upper`, all finite.
public struct HourLight: Sendable, Hashable {
  /// The curve's value, in lux.
  public let point: Double
  /// The lower end of the interval, in lux.
  public let lower: Double
  /// The upper end of the interval, in lux.
  public let upper: Double

  /// No light at all.
  public static let dark = HourLight(point: 0, lower: 0, upper: 0)

  /// Creates a value, putting the ends around the point.
  public init(point: Double, lower: Double, upper: Double) {
    self.point = max(0, point)
    self.lower = max(0, min(lower, point))
    self.upper = max(upper, point, 0)
  }

  /// The sum of two kinds of light at one hour: points, lower and upper ends each add (the
  /// readings behind both came from one phone, so their errors are taken as moving together).
  public static func + (lhs: HourLight, rhs: HourLight) -> HourLight {
    HourLight(
      point: lhs.point + rhs.point, lower: lhs.lower + rhs.lower, upper: lhs.upper + rhs.upper)
  }

  /// This light scaled by `factor` (at least 0).
  public func scaled(by factor: Double) -> HourLight {
    HourLight(point: point * factor, lower: lower * factor, upper: upper * factor)
  }
}

/// One local clock hour of a day curve.
public struct CurveHour: Sendable, Hashable {
  /// The hour, 0 to 23, on the clock of the curve's UTC offset: 13 is 13:00–14:00.
  public let hour: Int
  /// The daylight, zero at night.
  public let daylight: HourLight
  /// The lamp's light, zero while it is off.
  public let lamp: HourLight
  /// How far the hour's middle is from the nearest daylight reading's time of day, in
  /// minutes; `nil` when the curve has no daylight.
  public let minutesFromReading: Double?
  /// The sun's elevation at the hour's middle, in degrees, at the zone's meridian; `nil`
  /// when the curve has no daylight.
  public let sunElevation: Double?

  /// Daylight and lamp together.
  public var total: HourLight { daylight + lamp }
}
