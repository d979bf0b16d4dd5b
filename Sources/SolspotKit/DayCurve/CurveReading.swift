/// What a day curve made of one of its spot's readings: the readings it rests on, and those
/// it left out with the reason.
public struct CurveReading: Sendable, Hashable {
  /// How the curve used the reading.
  public enum Role: Sendable, Hashable {
    /// It sets the daylight at its time of day (its lux less the lamp's, when the lamp was on).
    case daylight
    /// It measured the lamp alone: taken while the lamp was on and the sun more than 6° below
    /// the horizon, or at a spot without daylight.
    case lamp
    /// It was left out.
    case leftOut(LeftOut)
  }

  /// Why a reading was left out. The codes are stable.
  public enum LeftOut: String, Sendable, Hashable, CaseIterable {
    /// A bound (brighter or darker than the device can measure, or clipped) has no value to
    /// interpolate.
    case bound
    /// Taken more than a season before the curve's day, or when the sun's noon elevation
    /// differed from that day's by more than ``SeasonDrift/noonElevationDegrees``.
    case otherSeason = "other-season"
    /// Taken while the sun was below the horizon and no lamp was on.
    case sunDown = "sun-down"
    /// Taken while the lamp was on and the lamp gave nearly all of its light (more than 90%),
    /// so the daylight in it cannot be told.
    case lampDominated = "lamp-dominated"
    /// Taken while the lamp was off at a spot without daylight.
    case lampOff = "lamp-off"
  }

  /// When the reading was taken.
  public let takenAt: Timestamp
  /// Its lux as the curve used it (the point value, less the lamp for daylight taken under
  /// the lamp); `nil` for one left out.
  public let lux: Double?
  /// How the curve used it.
  public let role: Role

  /// Whether the curve rests on it.
  public var isUsed: Bool {
    if case .leftOut = role { false } else { true }
  }
}
