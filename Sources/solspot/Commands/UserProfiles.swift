import Foundation
import SolspotKit

/// The user's own device profiles: a folder whose profiles replace built-in ones with the
/// same id, and single files given with `--profile` (docs/calibration-format.md).
///
/// The folder is `$XDG_DATA_HOME/solspot/profiles`, else `~/.local/share/solspot/profiles`
/// (the XDG base directory specification; a relative `XDG_DATA_HOME` is ignored, as the
/// specification says). Each file there is named after its profile's id, like the built-in
/// ones. A broken file is an error, never skipped: skipping it would silently turn a
/// calibrated phone back into an uncalibrated one.
enum UserProfiles {
  /// The profile folder for `environment`, or `nil` without `XDG_DATA_HOME` and `HOME`.
  static func folder(_ environment: [String: String] = ProcessInfo.processInfo.environment)
    -> String?
  {
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      return data + "/solspot/profiles"
    }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return home + "/.local/share/solspot/profiles"
  }

  /// A profile file in the folder.
  struct File {
    let path: String
    let profile: DeviceProfile
  }

  /// The profiles in the folder, sorted by file name; none when it does not exist.
  ///
  /// - Throws: ``CommandFailure`` or ``DataError`` naming the broken file.
  static func inFolder() throws -> [DeviceProfile] { try filesInFolder().map(\.profile) }

  /// The profile files in the folder with their paths, sorted by file name.
  ///
  /// - Throws: ``CommandFailure`` or ``DataError`` naming the broken file.
  static func filesInFolder() throws -> [File] {
    guard let folder = folder(),
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
    else { return [] }
    return try names.filter { $0.hasSuffix(".json") }.sorted().map { name in
      let path = folder + "/" + name
      let profile = try read(path)
      guard name == profile.id + ".json" else {
        throw CommandFailure(
          "\(path): the file holds profile '\(profile.id)'; name it \(profile.id).json "
            + "(a profile file is named after its id)")
      }
      return File(path: path, profile: profile)
    }
  }

  /// The profile in the file at `path`.
  ///
  /// - Throws: ``CommandFailure`` when it cannot be read, ``DataError`` when it is not a
  ///   valid profile.
  static func read(_ path: String) throws -> DeviceProfile {
    try DeviceProfile.decode(try TextFile.read(path), file: path)
  }
}
