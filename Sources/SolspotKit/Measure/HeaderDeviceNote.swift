/// A capture whose header names a device was replayed with another profile, the one given:
/// the header's device was overridden (or names none the catalog knows).
public struct HeaderDeviceNote: Sendable, Hashable {
  /// The device the capture header names.
  public let header: String
  /// The id of the profile used instead.
  public let used: String
  /// Whether that profile was given as a profile file (`--profile`), not by name.
  public let isProfileFile: Bool

  /// The note for `choice`, or `nil` when it overrode no header device.
  public init?(_ choice: CaptureReplayer.DeviceChoice) {
    guard let header = choice.overriddenHeaderDevice else { return nil }
    self.header = header
    used = choice.profile.id
    isProfileFile = choice.source == .profileFile
  }
}
