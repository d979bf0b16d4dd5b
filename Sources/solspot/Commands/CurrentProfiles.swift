import SolspotKit

/// Saved readings as the current profiles give them: the built-in profiles with the user's
/// profile folder over them (``UserProfiles``), so that a calibration made after a reading
/// sharpens it (docs/uncertainty.md, "Readings are re-derived").
enum CurrentProfiles {
  /// The re-derivation with the current profiles of the devices `deviceIDs` name
  /// (``ReadingProfiles``, as ``SpotAnswers`` uses them): each built-in one decoded alone (a store's readings name a few of the catalog's devices), the
  /// user's folder over them; a file there that cannot be used gives its warning and is left
  /// out, as ``DeviceArguments/catalog()`` leaves it.
  static func derivation(for deviceIDs: some Sequence<String>) throws -> ReadingDerivation {
    let profiles = ReadingProfiles(own: UserProfiles.contents.profiles)
    try UserProfiles.check(requestedID: nil, name: nil)
    return try ReadingDerivation(profiles: profiles.profiles(for: deviceIDs))
  }

  /// `stored`, each reading re-derived with its device's current profile.
  static func rederive(_ stored: [StoredReading]) throws -> [StoredReading] {
    try derivation(for: stored.map(\.reading.deviceID)).rederive(stored)
  }
}
