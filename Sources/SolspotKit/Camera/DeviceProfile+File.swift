#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// Profile files outside the library: a user's own profiles, such as the measured ones
// `solspot calibrate fit --write` makes (docs/calibration-format.md).

extension DeviceProfile {
  /// Reads a profile from the JSON text of a profile file, with the checks every built-in
  /// profile passes.
  ///
  /// - Parameters:
  ///   - text: The file's contents.
  ///   - file: The file's name, for errors.
  /// - Throws: ``DataError`` naming the file, the field and the reason.
  public static func decode(_ text: String, file: String) throws(DataError) -> DeviceProfile {
    try DataDecoding.decode(DeviceProfile.self, from: text, file: file)
  }

  /// Reads a profile as ``decode(_:file:)`` does, and refuses a measured calibration dated
  /// after `today`, as `calibrate fit` refuses to write one.
  ///
  /// - Parameter today: The latest day it is anywhere now, `YYYY-MM-DD` (the day at UTC+14).
  /// - Throws: ``DataError`` naming the file, the field and the reason.
  public static func decode(_ text: String, file: String, today: String) throws(DataError)
    -> DeviceProfile
  {
    let profile = try decode(text, file: file)
    if let date = profile.calibration.measurement?.date, let day = CalendarDay(date),
      let now = CalendarDay(today), day > now
    {
      throw DataError(file: file, field: "calibration.date", reason: .futureDate(date))
    }
    return profile
  }

  /// The contents of a profile file holding this profile: indented JSON with its fields sorted by name
  /// (so that the same profile always gives the same text), ending in a line break.
  /// ``decode(_:file:)`` reads it back equal.
  public func fileContents() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
  }
}

extension DeviceProfileCatalog {
  /// This catalog with `profiles` added, each replacing the profile with the same id.
  ///
  /// - Throws: ``DataError`` when the result breaks a catalog rule, e.g. a new profile claims
  ///   a model identifier another profile has.
  public func replacing(with profiles: [DeviceProfile]) throws(DataError) -> DeviceProfileCatalog {
    let ids = Set(profiles.map(\.id))
    return try DeviceProfileCatalog(
      profiles: self.profiles.filter { !ids.contains($0.id) } + profiles)
  }
}
