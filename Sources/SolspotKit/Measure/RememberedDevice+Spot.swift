extension RememberedDevice {
  /// The device remembered for measuring `spot` when none is given: the spot's own
  /// (``SavedSpot/deviceID``), else `defaultDevice` (an app's setting, the CLI's
  /// `SOLSPOT_DEVICE`), each looked up in `catalog`; `nil` when there is neither, and the
  /// generic profile is used.
  ///
  /// - Throws: ``MeasureError/spotDeviceMissing(spot:device:)`` when the spot's device has no
  ///   profile in `catalog` (a profile file since removed);
  ///   ``MeasureError/unknownDevice(_:origin:suggestions:)`` when `defaultDevice` names none.
  public static func find(
    for spot: SavedSpot, defaultDevice: String?, in catalog: DeviceProfileCatalog
  ) throws(MeasureError) -> RememberedDevice? {
    if let id = spot.deviceID {
      guard let profile = catalog.profile(named: id) else {
        throw .spotDeviceMissing(spot: spot.name, device: id)
      }
      return RememberedDevice(profile: profile, origin: .spot)
    }
    guard let name = defaultDevice, !name.isEmpty else { return nil }
    guard let profile = catalog.profile(named: name) else {
      throw .unknownDevice(name, origin: .environment, suggestions: catalog.suggestions(for: name))
    }
    return RememberedDevice(profile: profile, origin: .environment)
  }
}
