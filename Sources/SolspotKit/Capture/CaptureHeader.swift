/// The optional first line of a capture file: the format version, the device and the app.
///
/// ```
/// {"solspotCapture": 1, "device": "iphone-15-front", "app": "Solspot 1.0 (42)"}
/// ```
///
/// `device` is a profile id or model identifier as ``DeviceProfileCatalog/profile(named:)``
/// reads it; a replay may override it.
public struct CaptureHeader: Sendable, Hashable {
  /// The format version this library writes and reads.
  public static let currentVersion = 1

  /// The key that marks a header line, whose value is the version.
  public static let versionKey = "solspotCapture"

  /// The fields a header may have.
  public static let fields = [versionKey, "device", "app"]

  /// The format version.
  public let version: Int
  /// The device profile the capture was taken with, if the app named one.
  public let device: String?
  /// The app and version that wrote the capture, if given.
  public let app: String?

  /// Creates a header.
  ///
  /// - Throws: ``CaptureError`` (`unsupportedVersion`) for a version other than
  ///   ``currentVersion``.
  public init(version: Int = currentVersion, device: String? = nil, app: String? = nil)
    throws(CaptureError)
  {
    guard version == Self.currentVersion else {
      throw CaptureError(line: nil, kind: .unsupportedVersion(version))
    }
    self.version = version
    self.device = device
    self.app = app
  }
}
