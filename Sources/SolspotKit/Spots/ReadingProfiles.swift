/// The device profiles saved readings are worked out with now: the built-in ones, with a
/// user's or an app's own profiles over them, as ``ReadingDerivation`` takes them.
///
/// A value, so that a caller says which profiles are current: the CLI passes the user's
/// profile folder, an app the profiles it keeps. Only the built-in profiles a store's readings
/// name are decoded (``DeviceProfileCatalog/builtInProfile(id:)``), since a store names a few of
/// the catalog's devices.
///
/// Properties (mirrored by the tests): an own profile replaces a built-in one of the same id;
/// without the built-in ones, only the own profiles re-derive.
public struct ReadingProfiles: Sendable {
  /// The caller's own profiles, each over a built-in one of the same id.
  public let own: [DeviceProfile]
  /// Whether the built-in profiles lie under the own ones.
  public let includesBuiltIn: Bool

  /// The built-in profiles (when `includesBuiltIn`) with `own` over them.
  public init(own: [DeviceProfile] = [], includesBuiltIn: Bool = true) {
    self.own = own
    self.includesBuiltIn = includesBuiltIn
  }

  /// The profiles of the devices `deviceIDs` name that are built in, in order of id, then the
  /// own profiles (a later one of an id replaces an earlier one in ``ReadingDerivation``).
  ///
  /// - Throws: ``DataError`` if a built-in profile is broken (a build defect).
  public func profiles(for deviceIDs: some Sequence<String>) throws(DataError) -> [DeviceProfile] {
    var builtIn: [DeviceProfile] = []
    if includesBuiltIn {
      for id in Set(deviceIDs).sorted() {
        if let profile = try DeviceProfileCatalog.builtInProfile(id: id) { builtIn.append(profile) }
      }
    }
    return builtIn + own
  }

  /// The re-derivation of readings from the devices `deviceIDs` name, with `model` and
  /// `bands`.
  ///
  /// - Throws: ``DataError`` if a built-in profile is broken (a build defect).
  public func derivation(
    for deviceIDs: some Sequence<String>, model: ErrorModel, bands: BandTable
  ) throws(DataError) -> ReadingDerivation {
    ReadingDerivation(profiles: try profiles(for: deviceIDs), model: model, bands: bands)
  }
}
