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
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw CommandFailure("\(path): no such file")
      }
      guard !isFolder.boolValue else { throw CommandFailure("\(path): is a folder, not a file") }
      guard let handle = FileHandle(forReadingAtPath: path) else {
        throw CommandFailure("\(path): cannot be read (permission denied?)")
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
  /// - Throws: ``CommandFailure`` naming the path.
  static func write(_ text: String, to path: String, replacing: Bool) throws {
    if !replacing, FileManager.default.fileExists(atPath: path) {
      throw CommandFailure("\(path): already exists; give --force to replace it")
    }
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw CommandFailure("\(path): cannot be written (\(error.localizedDescription))")
    }
  }
}
