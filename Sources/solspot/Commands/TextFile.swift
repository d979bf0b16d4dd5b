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
        throw CommandFailure(FileProblem.message(path, "cannot be read"))
      }
      defer { try? handle.close() }
      data = (try? handle.read(upToCount: maximumBytes + 1)) ?? Data()
    }
    guard data.count <= maximumBytes else {
      throw CommandFailure("\(path): larger than \(maximumBytes / 1024 / 1024) MiB; not read")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw CommandFailure("\(path): is not UTF-8 text")
    }
    return text
  }

  /// Writes `text` to `path` atomically (a crash leaves the old file or the new one, never
  /// half of one), refusing to replace an existing file unless `replacing` is set.
  ///
  /// - Parameter example: A file name to suggest when `path` is a folder.
  /// - Throws: ``CommandFailure`` naming the path and, where it can be told, why: a folder,
  ///   a folder that does not exist, a folder that cannot be written in.
  static func write(_ text: String, to path: String, replacing: Bool, example: String) throws {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
      if isFolder.boolValue {
        let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
        throw CommandFailure(
          "\(path): is a folder; give a file path such as \(folder)/\(example)")
      }
      if !replacing { throw CommandFailure("\(path): already exists; give --force to replace it") }
    }
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    var parentIsFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &parentIsFolder) else {
      throw CommandFailure("\(path): cannot be written: the folder \(folder) does not exist")
    }
    guard parentIsFolder.boolValue else {
      throw CommandFailure("\(path): cannot be written: \(folder) is a file, not a folder")
    }
    guard FileManager.default.isWritableFile(atPath: folder) else {
      throw CommandFailure(
        "\(path): cannot be written: no permission to write in the folder \(folder)")
    }
    do {
      try Data(text.utf8).write(to: url, options: .atomic)
    } catch {
      throw CommandFailure("\(path): cannot be written (\(error.localizedDescription))")
    }
  }
}
