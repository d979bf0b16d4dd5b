/// One moment of a capture: what the front camera's auto-exposure chose and how the phone lay.
///
/// The fields mirror AVFoundation's `AVCaptureDevice` and Core Motion, so an app writes them as
/// it reads them (docs/capture-format.md):
///
/// | field | AVFoundation / Core Motion | unit |
/// |---|---|---|
/// | `timestamp` | the frame's presentation time (`CMSampleBuffer`) | seconds |
/// | `exposureDuration` | `AVCaptureDevice.exposureDuration` | seconds |
/// | `iso` | `AVCaptureDevice.iso` | arithmetic ISO |
/// | `lensAperture` | `AVCaptureDevice.lensAperture` | f-number |
/// | `exposureTargetOffset` | `AVCaptureDevice.exposureTargetOffset` | EV |
/// | `isAdjustingExposure` | `AVCaptureDevice.isAdjustingExposure` | |
/// | `gravity` | `CMDeviceMotion.gravity` | g |
/// | `clippedFraction` | the app's count of clipped pixels, optional | 0 to 1 |
///
/// The scene's exposure value adds the exposure target offset to the settings' EV100:
///
/// ```
/// sceneEV = log2(N² / t) − log2(S / 100) + exposureTargetOffset
/// ```
///
/// AVFoundation's offset is the metered exposure minus the target: a positive offset means the
/// image is brighter than auto-exposure wants, so the scene is brighter than the settings alone
/// say. It is added, with the same sign as an exposure bias (docs/method.md).
///
/// Properties: `sceneEV == settings.ev100 + exposureTargetOffset`; `timestamp` is finite and
/// within ±``timestampLimit``; the settings pass
/// ``Exposure``'s checks; `clippedFraction`, when present, lies in 0...1.
public struct CaptureSample: Sendable, Hashable {
  /// When the frame was taken, in seconds on any clock that only moves forward.
  public let timestamp: Double
  /// The exposure settings, with no bias (the offset is kept apart).
  public let settings: Exposure
  /// How far the metered exposure is from auto-exposure's target, in EV; positive when the
  /// image is brighter than the target.
  public let exposureTargetOffset: Double
  /// Whether auto-exposure was still moving the settings.
  public let isAdjustingExposure: Bool
  /// The direction of gravity in the device's frame.
  public let gravity: Gravity
  /// The fraction of the frame's pixels that were clipped, when the app counts them.
  public let clippedFraction: Double?
  /// The exposure value of the scene: EV100 of the settings plus the target offset.
  public let sceneEV: Double

  /// The largest timestamp accepted, either side of zero, in seconds (about 317 years).
  ///
  /// A double keeps times this large to within 2 µs, far finer than a frame; much larger ones
  /// (1e15 has steps of 0.125 s) lose the spacing of frames, and are almost always a time in
  /// milliseconds or nanoseconds. Seconds since boot and since 1970 both fit.
  public static let timestampLimit = 1e10

  /// The exposure target offsets accepted, in EV: the same range as an exposure bias.
  ///
  /// Assumption: auto-exposure reports offsets of a few EV at most; ±10 rejects nonsense.
  public static let offsetRange = Exposure.biasRange

  /// Creates a sample and checks its values.
  ///
  /// - Throws: ``CaptureError`` (without a line) naming the first field that is not finite or
  ///   out of range, in the order of the parameters.
  public init(
    timestamp: Double, exposureDuration: Double, iso: Double, lensAperture: Double,
    exposureTargetOffset: Double, isAdjustingExposure: Bool, gravity: Gravity,
    clippedFraction: Double? = nil
  ) throws(CaptureError) {
    guard timestamp.isFinite else { throw Self.invalid("t", .timeNotFinite) }
    guard abs(timestamp) <= Self.timestampLimit else {
      throw Self.invalid("t", .timeBeyondLimit(timestamp))
    }
    let settings: Exposure
    do {
      settings = try Exposure(fNumber: lensAperture, exposureTime: exposureDuration, iso: iso)
    } catch {
      let field: String
      switch error.field {
      case .fNumber: field = "lensAperture"
      case .exposureTime: field = "exposureDuration"
      case .iso, .bias: field = "iso"
      }
      throw Self.invalid(field, .exposure(error))
    }
    guard exposureTargetOffset.isFinite, Self.offsetRange.contains(exposureTargetOffset) else {
      throw Self.invalid("exposureTargetOffset", .offsetOutOfRange(exposureTargetOffset))
    }
    if let clippedFraction, !(clippedFraction >= 0 && clippedFraction <= 1) {
      throw Self.invalid("clippedFraction", .notAFraction(clippedFraction))
    }
    self.timestamp = timestamp
    self.settings = settings
    self.exposureTargetOffset = exposureTargetOffset
    self.isAdjustingExposure = isAdjustingExposure
    self.gravity = gravity
    self.clippedFraction = clippedFraction
    self.sceneEV = settings.ev100 + exposureTargetOffset
  }

  private static func invalid(_ field: String, _ invalid: CaptureError.Invalid) -> CaptureError {
    CaptureError(line: nil, kind: .invalidValue(.field(field), invalid))
  }

  /// The exposure duration, in seconds (AVFoundation's `exposureDuration`).
  public var exposureDuration: Double { settings.exposureTime }
  /// The ISO speed (AVFoundation's `iso`).
  public var iso: Double { settings.iso }
  /// The lens f-number (AVFoundation's `lensAperture`).
  public var lensAperture: Double { settings.fNumber }
}
