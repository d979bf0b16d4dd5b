import SolspotKit

/// The warning `spot measure` gives when a spot's earlier readings come from another device
/// than the new one: its readings no longer share one device's error, so comparing them, or
/// comparing the spot with another, falls back to the wide absolute intervals
/// (``LightComparison``). The reading is saved all the same; the help says to use the same
/// device every time, and this says when that was not done.
enum SpotDeviceNote {
  /// The note's code in `spot measure --json`.
  static let code = "other-device"

  /// The code of the note that says a remembered device was used.
  static let rememberedCode = "remembered-device"

  /// The note, without `Note: ` and its full stop, when the reading used a remembered device
  /// (``RememberedDevice``): "the device is sill's, iphone-13-front ('solspot spot set sill
  /// --device ID' changes it; --device overrides it)".
  static func remembered(_ device: RememberedDevice, spot: String) -> String {
    switch device.origin {
    case .spot:
      "the device is \(spot)'s, \(device.profile.id) ('solspot spot set \(ShellWord.quoted(spot)) "
        + "--device ID' changes it; --device overrides it)"
    case .environment:
      "the device is \(device.profile.id), from \(RememberedDevice.variable) (--device, or the "
        + "spot's own device, overrides it)"
    }
  }

  /// The warning, without `Warning: ` and its full stop, when some of `earlier`, the device
  /// counts of the spot's readings before this one, come from another device than `device`;
  /// `nil` when they all come from it, or there are none.
  ///
  /// "the 2 earlier readings of 'kitchen' come from iphone-15-front, this one from
  /// iphone-12-front: comparisons across devices use the wide absolute intervals, as each
  /// device's own error does not cancel; measure a spot with the same device every time".
  static func warning(earlier: [DeviceReadingCount], device: String, spot: String) -> String? {
    let others = earlier.filter { $0.deviceID != device }
    guard !others.isEmpty else { return nil }
    let total = earlier.reduce(0) { $0 + $1.readings }
    let count = others.reduce(0) { $0 + $1.readings }
    let readings: String
    if count == total {
      readings = total == 1 ? "the earlier reading" : "the \(total) earlier readings"
    } else {
      readings = "\(count) of the \(total) earlier readings"
    }
    let names =
      others.count == 1
      ? [others[0].deviceID]
      : others.map { "\($0.deviceID) (\($0.readings) reading\($0.readings == 1 ? "" : "s"))" }
    let list =
      names.count <= 2
      ? names.joined(separator: " and ")
      : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    return "\(readings) of '\(spot)' \(count == 1 ? "comes" : "come") from \(list), this one from "
      + "\(device): comparisons across devices use the wide absolute intervals, as each "
      + "device's own error does not cancel; measure a spot with the same device every time"
  }
}
