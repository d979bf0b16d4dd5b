import Foundation
import SolspotKit

/// The device `spot measure` uses when given neither `--device` nor `--profile`
/// (``RememberedDevice``): the spot's own (`spot add/set --device`), else the one
/// `SOLSPOT_DEVICE` names, else none, and the generic profile is used as before (docs/cli.md,
/// "spot measure").
///
/// A capture whose header names a device keeps it, and a photo keeps the profile its Exif
/// matches or the generic one: the file records what took it, and a remembered device is only
/// a default for settings typed in and for captures that name none.
extension RememberedDevice {
  /// The device for `spot`: its own, else the environment's
  /// (``DeviceArguments/environmentDevice(_:)``), else `nil`.
  ///
  /// - Throws: ``CommandFailure`` (exit 1) when the spot's device, or the one the environment
  ///   names, has no profile here (a profile file since removed, a typo), saying how to fix it.
  static func find(
    for spot: SavedSpot, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> RememberedDevice? {
    if let id = spot.deviceID {
      guard let profile = try DeviceArguments.catalog().profile(named: id) else {
        throw CommandFailure.spotDeviceMissing(spot: spot.name, device: id)
      }
      return RememberedDevice(profile: profile, origin: .spot)
    }
    return try DeviceArguments.environmentDevice(environment)
  }

  /// The profile id `--device NAME` names, for `spot add` and `spot set` to keep: any name
  /// `--device` takes (an id, "iPhone 13", a model identifier).
  ///
  /// - Throws: ``CommandFailure`` for an unknown device, with close matches.
  static func id(_ arguments: ParsedArguments) throws -> String? {
    guard let name = arguments.string("--device") else { return nil }
    return try DeviceArguments.profile(named: name).id
  }
}
