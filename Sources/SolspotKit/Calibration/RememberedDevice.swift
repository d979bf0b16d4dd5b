/// A device profile remembered for a spot's measurements, used when none is given for one: the
/// spot's own device, else the one the environment names (the CLI's `SOLSPOT_DEVICE`; an app
/// keeps its own setting).
///
/// It is a default, not an override: a capture whose header names a device keeps it
/// (``CaptureReplayer``), and a photo keeps the profile its Exif matches.
public struct RememberedDevice: Sendable, Hashable {
  /// Where the device was remembered; the raw value is the code scripts see.
  public enum Origin: String, Sendable, Hashable, CaseIterable {
    /// The spot's own device (``SavedSpot/deviceID``).
    case spot
    /// The device named for every spot without its own (the CLI's `SOLSPOT_DEVICE`).
    case environment
  }

  /// The profile of the remembered device.
  public let profile: DeviceProfile
  /// Where it was remembered.
  public let origin: Origin

  /// The device `profile`, remembered by `origin`.
  public init(profile: DeviceProfile, origin: Origin) {
    self.profile = profile
    self.origin = origin
  }
}
