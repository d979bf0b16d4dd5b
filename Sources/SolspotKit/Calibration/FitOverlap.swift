/// Whether the pairs a coverage check uses may be those a measured profile was fitted to.
///
/// A profile's own pairs make its coverage look better than it is: the constant was chosen to
/// sit in their middle. The pairs cannot be told apart one by one (a profile keeps no copy of
/// them), but the fit's record can be compared: the number of usable pairs, the lux range
/// they covered and the constant they give, refitted exactly as `calibrate fit` would.
public enum FitOverlap: String, Sendable, Hashable {
  /// The pairs match the profile's record: the same count of usable pairs, the same lux range
  /// and, to the four significant figures the profile keeps, the same constant.
  case same
  /// The pairs do not match the record; they may still share some pairs with the fit.
  case unknown

  /// The overlap of `observations` with `profile`'s fit, or `nil` for a profile that was not
  /// measured (it was fitted to nothing).
  ///
  /// - Parameter model: The error model (the refit's constant, count and range do not depend
  ///   on it).
  public init?(observations: [CalibrationObservation], profile: DeviceProfile, model: ErrorModel) {
    guard let measurement = profile.calibration.measurement else { return nil }
    guard
      let fit = try? CalibrationFit(observations: observations, profile: profile, model: model),
      fit.samples == measurement.samples, fit.luxRange == measurement.validLux,
      abs(profile.calibration.constantLux / fit.constantLux - 1) <= Self.constantTolerance
    else {
      self = .unknown
      return
    }
    self = .same
  }

  /// How far apart, relatively, two constants may be and still be the same to four
  /// significant figures: half a unit in the fourth figure of the smallest four-figure value.
  static let constantTolerance = 0.000_501
}
