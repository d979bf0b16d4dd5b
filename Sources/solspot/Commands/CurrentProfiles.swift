import SolspotKit

/// Saved readings as the current profiles give them: the built-in profiles with the user's
/// profile folder over them (``UserProfiles``), so that a calibration made after a reading
/// sharpens it (docs/uncertainty.md, "Readings are re-derived").
enum CurrentProfiles {
  /// The re-derivation with every current profile; a file in the profile folder that cannot
  /// be used gives its warning and is left out.
  static func derivation() throws -> ReadingDerivation {
    try ReadingDerivation(profiles: DeviceArguments.catalog().profiles)
  }

  /// `stored`, each reading re-derived with its device's current profile.
  static func rederive(_ stored: [StoredReading]) throws -> [StoredReading] {
    try derivation().rederive(stored)
  }
}
