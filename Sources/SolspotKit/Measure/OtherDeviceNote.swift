/// Some of a spot's earlier readings come from another device than the new one: its readings
/// no longer share one device's error, so comparing them, or comparing the spot with another,
/// falls back to the wide absolute intervals (``LightComparison``). The reading is saved all
/// the same.
///
/// Properties: `others` is not empty and holds no reading of `device`;
/// `1 ≤ otherReadings ≤ earlierReadings`.
public struct OtherDeviceNote: Sendable, Hashable {
  /// The spot's name.
  public let spot: String
  /// The device of the new reading.
  public let device: String
  /// The other devices of the earlier readings, with their counts, in order of first use.
  public let others: [DeviceReadingCount]
  /// All the spot's earlier readings, from any device.
  public let earlierReadings: Int

  /// The earlier readings from other devices.
  public var otherReadings: Int { others.reduce(0) { $0 + $1.readings } }

  /// The note for a new reading from `device` saved to `spot`, whose earlier readings come
  /// from the devices in `earlier`; `nil` when they all come from `device`, or there are none.
  public init?(earlier: [DeviceReadingCount], device: String, spot: String) {
    let others = earlier.filter { $0.deviceID != device }
    guard !others.isEmpty else { return nil }
    self.spot = spot
    self.device = device
    self.others = others
    earlierReadings = earlier.reduce(0) { $0 + $1.readings }
  }
}
