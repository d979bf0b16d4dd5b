/// The parts of a ratio's error, in stops: what its interval is made of, so that an unclear
/// answer can name what would settle it (``SettlingStep``).
///
/// ```
/// same device:  light₁ + light₂ + geometry + response
/// otherwise:    light₁ + light₂ + geometry + device (with the response inside it)
/// ```
public struct RatioParts: Sendable, Hashable {
  /// How the two sets' light varies between readings: the error of their means.
  public let light: ErrorSpread
  /// The spots' own geometry (and a photo's scene): each spot's part, or, for two sets of
  /// one spot, the season term once.
  public let geometry: ErrorSpread
  /// The device's response at each level that does not cancel: extrapolation beyond a
  /// calibration's range, a trend's bias between the levels.
  public let response: ErrorSpread
  /// The devices' own errors, when they do not cancel (different devices or calibrations).
  public let device: ErrorSpread

  /// Creates the parts.
  public init(
    light: ErrorSpread, geometry: ErrorSpread, response: ErrorSpread, device: ErrorSpread
  ) {
    self.light = light
    self.geometry = geometry
    self.response = response
    self.device = device
  }

  /// The whole symmetric error.
  public var total: ErrorSpread { light + geometry + response + device }

  /// The largest part by variance.
  public var largest: Part {
    let sizes: [(Part, Double)] = [
      (.light, light.variance), (.geometry, geometry.variance),
      (.response, response.variance), (.device, device.variance),
    ]
    return sizes.max { $0.1 < $1.1 }?.0 ?? .light
  }

  /// One of the parts.
  public enum Part: String, Sendable, Hashable, CaseIterable {
    /// ``RatioParts/light``.
    case light
    /// ``RatioParts/geometry``.
    case geometry
    /// ``RatioParts/response``.
    case response
    /// ``RatioParts/device``.
    case device
  }
}
