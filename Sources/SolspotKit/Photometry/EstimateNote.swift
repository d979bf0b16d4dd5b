/// Something a reader of an estimate must know to judge it.
public enum EstimateNote: Sendable, Hashable {
  /// Full sun outdoors, about 10,000 foot-candles (University of Maryland Extension, "Lighting
  /// for indoor plants"), with some margin: point values and "at least" bounds above it get
  /// ``implausiblyBright``.
  public static let brightestDaylightLux = 130_000.0

  /// Whether `value` claims more light than any spot receives: a point value, or an "at
  /// least" bound, above ``brightestDaylightLux``. An "at most" bound claims no light, so it
  /// never is.
  public static func isImplausiblyBright(_ value: LuxValue) -> Bool {
    switch value {
    case .estimate(let point, _): point > brightestDaylightLux
    case .atLeast(let bound): bound > brightestDaylightLux
    case .atMost: false
    }
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
  /// spot receives.
  case implausiblyBright
  /// The f-number differs from the lens of the device profile.
  case apertureMismatch(profile: Double, given: Double)
  /// The reading lies outside the lux range the device's calibration covered; the interval is
  /// widened for it, or, when the reading is only a bound, the bound is loosened.
  case outsideCalibratedRange(ClosedRange<Double>, isBound: Bool = false)
  /// Part of the camera's frame was clipped: the scene may be brighter than the reading, so
  /// the reading is only a lower bound.
  case clippedFrame

  /// A stable code for scripts: `uncalibrated`, `unknown-limits`, …
  public var code: String {
    switch self {
    case .uncalibrated: "uncalibrated"
    case .unknownLimits: "unknown-limits"
    case .genericLimits: "generic-limits"
    case .beyondLimits: "beyond-limits"
    case .bandUncertain: "band-uncertain"
    case .photoGeometry: "photo"
    case .implausiblyBright: "implausibly-bright"
    case .apertureMismatch: "aperture-mismatch"
    case .outsideCalibratedRange: "outside-calibrated-range"
    case .clippedFrame: "clipped-frame"
    }
  }

  /// The note in plain words.
  public var message: String {
    switch self {
    case .uncalibrated:
      return "rough estimate; the category is the reliable part (this device is not calibrated)"
    case .unknownLimits:
      return "this device's exposure limits are unknown, so a reading beyond them cannot be "
        + "recognised: too bright a spot would read low, too dark a one high"
    case .genericLimits:
      return "this device's own exposure limits are not public; saturation is judged "
        + "against generic front-camera limits"
    case .beyondLimits(let generic):
      return generic
        ? "the settings lie beyond the generic exposure limits assumed for this device; "
          + "check the settings and that the device is right"
        : "the settings lie beyond this device's documented exposure range; "
          + "check the settings and that the device is right"
    case .bandUncertain:
      return "this reading sits near a band boundary, so here even the category is uncertain: "
        + "the band line gives each band's chance"
    case .photoGeometry:
      return "a photo's estimate describes the scene the camera saw, not the light arriving "
        + "at a spot; its interval allows for how light or dark the scene's surfaces are"
    case .implausiblyBright:
      return "this reads above \(LuxText.exact(Self.brightestDaylightLux)) lux, more than full "
        + "sunlight (about 108,000 lux) even allowing for error, which no spot receives; check "
        + "the settings and the device"
    case .apertureMismatch(let profile, let given):
      return "f/\(NumberText.plain(given)) differs from this device's f/"
        + "\(NumberText.plain(profile)) lens; check the device and the settings"
    case .outsideCalibratedRange(let range, let isBound):
      // A bound has no interval to widen: it is moved out, away from the reading.
      return isBound
        ? "this bound lies outside the \(LuxText.range(range)) its calibration covered; it is "
          + "loosened for the extra uncertainty there"
        : "this reading lies outside the \(LuxText.range(range)) its calibration covered; "
          + "the interval is widened for it"
    case .clippedFrame:
      return "part of the camera's frame was clipped (too bright for the sensor), so the spot "
        + "may be brighter than this reading"
    }
  }
}
