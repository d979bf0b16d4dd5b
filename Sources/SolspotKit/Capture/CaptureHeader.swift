/// The optional first line of a capture file: the format version, the device, the app and when
/// the capture started.
///
/// ```
/// {"solspotCapture": 1, "device": "iphone-15-front", "app": "Solspot 1.0 (42)",
///  "started": "2025-06-21T14:30:05+02:00"}
/// ```
///
/// `device` is a profile id or model identifier as ``DeviceProfileCatalog/profile(named:)``
/// reads it; a replay may override it. `started` is the wall-clock time of the first sample,
/// ISO 8601 with its UTC offset: sample times (`t`) come from a clock with no date, so the
/// header is the only place a capture says when it was taken.
public struct CaptureHeader: Sendable, Hashable {
  /// The format version this library writes and reads.
  public static let currentVersion = 1

  /// The key that marks a header line, whose value is the version.
  public static let versionKey = "solspotCapture"

  /// The fields a header may have.
  public static let fields = [versionKey, "device", "app", "started"]

  /// The format version.
  public let version: Int
  /// The device profile the capture was taken with, if the app named one.
  public let device: String?
  /// The app and version that wrote the capture, if given.
  public let app: String?
  /// The wall-clock time of the first sample, with the UTC offset of the place, if given.
  public let started: Timestamp?

  /// Creates a header.
  ///
  /// - Throws: ``CaptureError`` (`unsupportedVersion`) for a version other than
  ///   ``currentVersion``.
  public init(
    version: Int = currentVersion, device: String? = nil, app: String? = nil,
    started: Timestamp? = nil
  ) throws(CaptureError) {
    guard version == Self.currentVersion else {
      throw CaptureError(line: nil, kind: .unsupportedVersion(version))
    }
    self.version = version
    self.device = device
    self.app = app
    self.started = started
  }

  /// The wall-clock time of the sample at `time`, reckoned from ``started`` and the time of the
  /// first sample, to the nearest second; `nil` without a start time (or for a moment no
  /// ``Timestamp`` can hold).
  ///
  /// Sample times only move forward within a settled window; a capture whose clock went back
  /// can give a time before ``started``, which is what its samples say.
  public func wallClock(at time: Double, firstSample: Double) -> Timestamp? {
    guard let started else { return nil }
    let elapsed = (time - firstSample).rounded()
    guard elapsed.isFinite, abs(elapsed) < 1e12 else { return nil }
    return started.adding(seconds: Int64(elapsed))
  }
}
