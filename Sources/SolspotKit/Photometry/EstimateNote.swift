/// Something a reader of an estimate must know to judge it, with its values. ``Note`` holds
/// these and the notes that need more than the estimate, and gives each its stable code; the
/// CLI's `Output/NoteText.swift` says any of them in English.
public enum EstimateNote: Sendable, Hashable {
  /// Full sun outdoors, about 10,000 foot-candles (University of Maryland Extension, "Lighting
  /// for indoor plants"), with some margin: point values and "at least" bounds above it get
  /// ``implausiblyBright``.
  public static let brightestDaylightLux = 130_000.0

  /// The figure the brightness rule compares with ``brightestDaylightLux``: an estimate's
  /// point value or an "at least" bound; `nil` for an "at most" bound, which claims no light.
  public static func brightnessFigure(_ value: LuxValue) -> Double? {
    switch value {
    case .estimate(let point, _): point
    case .atLeast(let bound): bound
    case .atMost: nil
    }
  }

  /// Whether `value` claims more light than any spot receives: its point value, or its "at
  /// least" bound (``brightnessFigure(_:)``), is above ``brightestDaylightLux``.
  ///
  /// This is the one brightness rule: the ``implausiblyBright`` note, the refusal of `spot
  /// measure` (``ImplausibleReading/brightness(_:)``) and the store's flag on saved, imported
  /// and migrated readings all call it. The point is compared, not the interval's lower end:
  /// a reading whose best figure is above full sun is not the light of a spot, whether the
  /// settings are wrong or the sun shone into the camera (a spot in direct sun gets more than
  /// 20,000 lux, and its level is measured when the sun is off it).
  ///
  /// Properties: an "at most" bound never is; monotonic in the figure; exactly 130,000 lux
  /// is not.
  public static func isImplausiblyBright(_ value: LuxValue) -> Bool {
    brightnessFigure(value).map { $0 > brightestDaylightLux } ?? false
  }

  /// The device is not calibrated: the interval is wide and the number is rough.
  case uncalibrated
  /// The device's exposure limits are unknown, so saturation cannot be recognised.
  case unknownLimits
  /// Some of the device's exposure limits are generic, not its own.
  case genericLimits
  /// The settings lie beyond the device's exposure range; `generic` when that range is only
  /// the generic one assumed for the model.
  case beyondLimits(generic: Bool)
  /// The reading sits near a band boundary: no band holds the confident probability.
  case bandUncertain
  /// The reading comes from a photo, not from a phone lying flat at the spot.
  case photoGeometry
  /// The point value, or an "at least" bound, is above the brightest daylight, which no real
  /// spot receives (``isImplausiblyBright(_:)``): the settings are wrong, or the sun shone
  /// into the camera.
  case implausiblyBright
  /// The f-number differs from the lens of the device profile.
  case apertureMismatch(profile: Double, given: Double)
  /// The reading lies outside the lux range the device's calibration covered; the interval is
  /// widened for it, or, when the reading is only a bound, the bound is loosened.
  case outsideCalibratedRange(ClosedRange<Double>, isBound: Bool = false)
  /// Part of the camera's frame was clipped: the scene may be brighter than the reading, so
  /// the reading is only a lower bound.
  case clippedFrame
}
