/// A reading used a remembered device (``RememberedDevice``), not one given for it: the
/// spot's own device or the one the environment names. A reader should know which profile
/// made the estimate and where it came from, to change it if it is wrong.
public struct RememberedDeviceNote: Sendable, Hashable {
  /// The spot's name.
  public let spot: String
  /// The id of the remembered device's profile.
  public let device: String
  /// Where the device was remembered.
  public let origin: RememberedDevice.Origin

  /// The note for a reading saved to `spot` with the remembered `device`.
  public init(_ device: RememberedDevice, spot: String) {
    self.spot = spot
    self.device = device.profile.id
    self.origin = device.origin
  }
}
