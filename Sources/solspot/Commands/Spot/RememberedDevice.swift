import SolspotKit

/// The device a spot remembers (`spot add/set --device`), which `spot measure` uses when
/// given neither `--device` nor `--profile` (the library's
/// ``RememberedDevice/find(for:defaultDevice:in:)``, docs/cli.md, "spot measure").
extension RememberedDevice {
  /// The profile id `--device NAME` names, for `spot add` and `spot set` to keep: any name
  /// `--device` takes (an id, "iPhone 13", a model identifier).
  ///
  /// - Throws: ``CommandFailure`` for an unknown device, with close matches.
  static func id(_ arguments: ParsedArguments) throws -> String? {
    guard let name = arguments.string("--device") else { return nil }
    return try DeviceArguments.profile(named: name).id
  }
}
