/// The exposure range of a camera: how bright and how dark a scene it can meter.
///
/// A camera that sits at its lowest ISO and shortest exposure cannot expose any darker, so a
/// brighter scene reads the same: its reading is only a lower bound. At its highest ISO and
/// longest exposure it cannot expose any brighter: the reading is only an upper bound.
/// The corresponding AVFoundation properties are `AVCaptureDevice.Format.minISO`, `maxISO`,
/// `minExposureDuration` and `maxExposureDuration`.
public struct ExposureLimits: Sendable, Hashable {
  /// The ISO range of the camera's active format.
  public let iso: LimitRange
  /// The exposure-duration range of the camera's active format, in seconds.
  public let exposureDuration: LimitRange

  /// Creates limits from an ISO range and an exposure-duration range.
  public init(iso: LimitRange, exposureDuration: LimitRange) {
    self.iso = iso
    self.exposureDuration = exposureDuration
  }

  /// How close to a limit, in stops, a setting must be to count as at the limit: 1/6 EV.
  ///
  /// Assumption: photos store rounded settings (ISO 20 for a minimum of 19 is 0.07 EV off), and a
  /// sixth of a stop is below any auto-exposure step that matters for light levels.
  public static let tolerance = 1.0 / 6

  /// Where `exposure` sits in these limits.
  public func check(_ exposure: Exposure) -> LimitCheck {
    let margin = Math.exp2(Self.tolerance)
    if isAtBrightEnd(exposure, margin: margin) { return .brightEnd }
    if isAtDarkEnd(exposure, margin: margin) { return .darkEnd }
    return .within
  }

  /// Whether `exposure` is at the bright end: its ISO within a factor `margin` of the lowest
  /// and its exposure within the same factor of the shortest.
  ///
  /// ``check(_:)`` uses a margin of 2^``tolerance``; a capture gate uses a wider one to leave
  /// the bright end than to enter it (hysteresis). Taking the factor rather than stops keeps a
  /// logarithm out of a check that runs for every sample.
  ///
  /// - Parameter margin: A factor of at least 1.
  public func isAtBrightEnd(_ exposure: Exposure, margin: Double) -> Bool {
    exposure.iso <= iso.min * margin && exposure.exposureTime <= exposureDuration.min * margin
  }

  /// Whether `exposure` is at the dark end: its ISO within a factor `margin` of the highest and
  /// its exposure within the same factor of the longest.
  ///
  /// - Parameter margin: A factor of at least 1.
  public func isAtDarkEnd(_ exposure: Exposure, margin: Double) -> Bool {
    exposure.iso >= iso.max / margin && exposure.exposureTime >= exposureDuration.max / margin
  }

  /// Whether `exposure` lies clearly outside the limits (by more than the tolerance), which
  /// means the settings and the profile do not belong together.
  public func isBeyond(_ exposure: Exposure) -> Bool {
    let margin = Math.exp2(Self.tolerance)
    return exposure.iso < iso.min / margin || exposure.iso > iso.max * margin
      || exposure.exposureTime < exposureDuration.min / margin
      || exposure.exposureTime > exposureDuration.max * margin
  }

  /// Whether any of the limits is generic rather than documented for this camera.
  public var isGeneric: Bool { iso.status == .generic || exposureDuration.status == .generic }
}

/// The outcome of checking settings against a camera's ``ExposureLimits``.
public enum LimitCheck: String, Sendable, Hashable, CaseIterable, Codable {
  /// The settings are inside the range: the reading is an estimate with an interval.
  case within
  /// Lowest ISO and shortest exposure: the scene may be brighter than the reading.
  case brightEnd
  /// Highest ISO and longest exposure: the scene may be darker than the reading.
  case darkEnd
  /// The camera's limits are not known, so saturation cannot be recognised from settings.
  case unknownLimits
}

/// A minimum and maximum with the evidence for them.
public struct LimitRange: Sendable, Hashable {
  /// Whether a limit was documented for this camera or borrowed from a generic one.
  public enum Status: String, Sendable, Hashable, Codable {
    /// Published or measured for this camera.
    case documented
    /// Not known for this camera; generic front-camera values stand in.
    case generic
  }

  /// The smallest value.
  public let min: Double
  /// The largest value.
  public let max: Double
  /// Where the values come from.
  public let status: Status
  /// The source of the values, in words.
  public let source: String

  /// Creates a range.
  public init(min: Double, max: Double, status: Status, source: String) {
    self.min = min
    self.max = max
    self.status = status
    self.source = source
  }
}
