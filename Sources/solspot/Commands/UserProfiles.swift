import Foundation
import SolspotKit

/// The user's own device profiles: a folder whose profiles replace built-in ones with the same
/// id, and single files given with `--profile` (docs/calibration-format.md).
///
/// The folder is `$XDG_DATA_HOME/solspot/profiles`, else `~/.local/share/solspot/profiles`
/// (the XDG base directory specification; a relative `XDG_DATA_HOME` is ignored, as the
/// specification says). Each file there is named after its profile's id, like the built-in
/// ones.
///
/// A file that cannot be used (not a valid profile, dated in the future, or named after
/// another id) is an error when it is the profile asked for: skipping it would silently turn
/// a calibrated phone back into an uncalibrated one. Any other such file gives one warning on
/// standard error and is left out, so that one broken file does not stop every command.
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
  struct File: Sendable {
    let path: String
    let profile: DeviceProfile
  }

  /// A file in the folder that cannot be used, and why.
  struct Problem: Sendable {
    let path: String
    /// The id the file's name gives it: `iphone-15-front` for `iphone-15-front.json`.
    let nameID: String
    /// The id of the profile the file holds, when it holds a valid one under another name.
    let heldID: String?
    /// The error's text, without the `solspot: ` prefix.
    let message: String

    /// Whether this is the file of the profile `id`, or of what the user called `name`.
    func concerns(id: String?, name: String?) -> Bool {
      let names = [id, name?.lowercased()].compactMap { $0 }
      return names.contains(nameID) || heldID.map(names.contains) == true
    }
  }

  /// What the folder holds: the usable files, sorted by name, and the problems.
  struct Contents: Sendable {
    let files: [File]
    let problems: [Problem]

    /// The usable profiles.
    var profiles: [DeviceProfile] { files.map(\.profile) }
  }

  /// The folder's contents, read once per process.
  static var contents: Contents { loaded }
  private static let loaded = load()

  /// Reads every `.json` file in the folder; none when it does not exist.
  static func load() -> Contents {
    guard let folder = folder(),
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
    else { return Contents(files: [], problems: []) }
    var files: [File] = []
    var problems: [Problem] = []
    for name in names.filter({ $0.hasSuffix(".json") }).sorted() {
      let path = folder + "/" + name
      let nameID = String(name.dropLast(".json".count))
      do {
        let profile = try read(path)
        guard profile.id == nameID else {
          problems.append(
            Problem(
              path: path, nameID: nameID, heldID: profile.id,
              message: "\(path): the file holds profile '\(profile.id)'; name it "
                + "\(profile.id).json (a profile file is named after its id)"))
          continue
        }
        files.append(File(path: path, profile: profile))
      } catch {
        problems.append(
          Problem(path: path, nameID: nameID, heldID: nil, message: ErrorText.text(error)))
      }
    }
    return Contents(files: files, problems: problems)
  }

  /// Stops with the problem of the profile asked for (`id`, or what the user called it,
  /// `name`), if its file has one; else warns once on standard error about every other
  /// problem, which is left out.
  ///
  /// - Throws: ``CommandFailure`` with the problem's message.
  static func check(requestedID id: String?, name: String?) throws {
    let contents = self.contents
    if let problem = contents.problems.first(where: { $0.concerns(id: id, name: name) }) {
      throw CommandFailure.profileFile(problem)
    }
    warnOnce(contents.problems)
  }

  /// Warns about `problems` the first time it is called in this process.
  private static func warnOnce(_ problems: [Problem]) {
    guard !problems.isEmpty, warning.claim() else { return }
    for problem in problems {
      FileHandle.standardError.write(
        Data("solspot: warning: \(problem.message); left out\n".utf8))
    }
  }

  private static let warning = Once()

  /// The profile in the file at `path`, with a measured calibration dated no later than today.
  ///
  /// - Throws: ``CommandFailure`` when it cannot be read, ``DataError`` when it is not a
  ///   valid profile.
  static func read(_ path: String) throws -> DeviceProfile {
    try DeviceProfile.decode(
      try TextFile.read(path), file: path, today: CalibrationDate.latestToday())
  }
}

/// A flag that is claimed once: the first ``claim()`` returns `true`, every later one `false`.
final class Once: @unchecked Sendable {
  // @unchecked: `isClaimed` is only read and written under `lock`.
  private let lock = NSLock()
  private var isClaimed = false

  func claim() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    if isClaimed { return false }
    isClaimed = true
    return true
  }
}

/// The text of an error as `ErrorReport` prints it, without the `solspot: ` prefix.
enum ErrorText {
  static func text(_ error: any Error) -> String {
    String(ErrorReport(error, command: nil).message.dropFirst("solspot: ".count))
  }
}
