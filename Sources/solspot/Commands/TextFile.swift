import Foundation

/// Reads and writes the small text files commands take and make: calibration pairs and
/// device profiles.
enum TextFile {
  /// The largest file read whole: 16 MiB, far beyond any calibration or profile.
  static let maximumBytes = 16 * 1024 * 1024

  /// The text of the file at `path`, or of standard input for `-`.
  ///
  /// - Throws: ``CommandFailure`` naming the path when the file is missing, unreadable, too
  ///   large or not UTF-8.
  static func read(_ path: String) throws -> String {
    let data: Data
    if path == "-" {
      data = FileHandle.standardInput.readData(ofLength: maximumBytes + 1)
    } else {
      try FileProblem.check(path)
      guard let handle = FileHandle(forReadingAtPath: path) else {
        throw CommandFailure.textUnreadable(path: path)
      }
      defer { try? handle.close() }
      data = (try? handle.read(upToCount: maximumBytes + 1)) ?? Data()
    }
    guard data.count <= maximumBytes else {
      throw CommandFailure.textTooLarge(path: path, maximumMiB: maximumBytes / 1024 / 1024)
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw CommandFailure.notUTF8(path: path)
    }
    return text
  }

  /// Writes `text` to `path` atomically (``AtomicFile``: a crash leaves the old file or the new
  /// one, never half of one, and a failed write is an error), refusing to replace an existing
  /// file unless `replacing` is set.
  ///
  /// - Parameter example: A file name to suggest when `path` is a folder.
  /// - Throws: ``CommandFailure`` naming the path and, where it can be told, why: a folder,
  ///   a folder that does not exist, a folder that cannot be written in.
  static func write(_ text: String, to path: String, replacing: Bool, example: String) throws {
    try checkWritable(path, replacing: replacing, example: example)
    do {
      try AtomicFile.write(Array(text.utf8), to: path)
    } catch {
      throw CommandFailure.writeFailed(path: path, reason: error.reason, step: error.step)
    }
  }

  /// Checks that ``write(_:to:replacing:example:)`` may write `path`, so that a command can
  /// fail before its work rather than after it.
  ///
  /// - Throws: ``CommandFailure`` as ``write(_:to:replacing:example:)`` does.
  static func checkWritable(_ path: String, replacing: Bool, example: String) throws {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
      if isFolder.boolValue {
        throw CommandFailure.outputIsFolder(path: path, example: example)
      }
      // Renaming over a device or a pipe would replace it, not write into it.
      if FileIdentity.isRegularFile(path) == false {
        throw CommandFailure.outputNotRegular(path: path)
      }
      if !replacing { throw CommandFailure.outputExists(path: path) }
    }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    var parentIsFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &parentIsFolder) else {
      throw CommandFailure.outputFolderMissing(path: path, folder: folder)
    }
    guard parentIsFolder.boolValue else {
      throw CommandFailure.outputFolderIsFile(path: path, folder: folder)
    }
    guard FileManager.default.isWritableFile(atPath: folder) else {
      throw CommandFailure.outputFolderNotWritable(path: path, folder: folder)
    }
  }
}
