/// What to measure and save: the spot, the source of the settings, the device, the time,
/// and whether to save a reading refused as implausible. ``SpotMeasurer/measure(_:)`` runs it.
///
/// ```swift
/// let exposure = try Exposure(fNumber: 1.9, exposureTime: 1.0 / 250, iso: 100)
/// let request = MeasureRequest(spot: "windowsill", source: .settings(exposure), now: now)
/// ```
public struct MeasureRequest: Sendable, Hashable {
  /// Where the settings come from.
  public enum Source: Sendable, Hashable {
    /// Settings known another way (typed in, or from the camera's API); `shutter` is the
    /// exposure time as the user typed it, when it was typed, for ``SettingsNote``.
    case settings(Exposure, shutter: String? = nil)
    /// A capture the app recorded at the spot, replayed through the gates; `name` is the
    /// file's name as the user knows it (its last path component is saved with the reading).
    case capture(CaptureInput, name: String)
    /// A photo, by its Exif settings; `name` as for a capture.
    case photo(PhotoInput, name: String)
    /// A capture the app's own ``CaptureGate`` ran live (``CommittedCapture/init(_:)``), saved
    /// by the rules of a replayed one: nothing saved without a standing reading, the
    /// implausible refused unless forced, the time checked, the notes given; the reading keeps
    /// the window's observed spread. Its device is the gate's: ``MeasureRequest/device`` and
    /// ``MeasureRequest/defaultDevice`` are not used. Its time is ``MeasureRequest/time``,
    /// else `now`. `name` names the capture in the reading's source, as for a file.
    case committed(CommittedCapture, name: String)
  }

  /// A photo's bytes.
  public enum PhotoInput: Sendable, Hashable {
    /// The whole file, in memory: it records no modification time.
    case bytes([UInt8])
    /// The file at `path`, read as far as its metadata goes; its modification time is the
    /// reading's when the photo records no `DateTimeOriginal`.
    case file(path: String)
  }

  /// The device profile to estimate with.
  public enum Device: Sendable, Hashable {
    /// The profile the catalog gives this name (``DeviceProfileCatalog/profile(named:)``).
    case named(String)
    /// This profile, such as one read from a calibrated profile file.
    case profile(DeviceProfile)
    /// None given: a capture's header device, else a photo's matched profile; for settings
    /// and a capture naming none, the spot's own device, else ``MeasureRequest/defaultDevice``
    /// (``RememberedDevice``), else the generic profile.
    case remembered
  }

  /// The spot's name.
  public var spot: String
  /// Where the settings come from.
  public var source: Source
  /// The device profile.
  public var device: Device
  /// The device named for every spot without its own (an app's setting, the CLI's
  /// `SOLSPOT_DEVICE`), used with ``Device/remembered``.
  public var defaultDevice: String?
  /// When the reading was taken, when the user says so; else the time the source records,
  /// else `now` (``ReadingTime``).
  public var time: Timestamp?
  /// The current time, with the local UTC offset, for the reading's time and the refusal of
  /// times in the future.
  public var now: Timestamp
  /// Whether to save a reading refused as implausible, flagged (``Reading/isForced``).
  public var force: Bool
  /// The confidence of the estimate's interval.
  public var confidence: Confidence

  /// A request to measure `spot` from `source`.
  public init(
    spot: String, source: Source, device: Device = .remembered, defaultDevice: String? = nil,
    time: Timestamp? = nil, now: Timestamp, force: Bool = false, confidence: Confidence = .ninety
  ) {
    self.spot = spot
    self.source = source
    self.device = device
    self.defaultDevice = defaultDevice
    self.time = time
    self.now = now
    self.force = force
    self.confidence = confidence
  }
}
