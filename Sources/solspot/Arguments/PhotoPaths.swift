import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One file to read for `solspot lux PHOTO|DIR...`.
struct PhotoPath: Sendable, Equatable {
  /// The path as given or as found in a folder.
  let path: String
  /// Whether the file was found by walking a folder (then a file that is not a photo is
  /// skipped instead of reported).
  let isFromFolder: Bool
  /// Why the folder at `path` could not be listed, if that is what this entry reports.
  let listingError: String?
}

/// Turns the PHOTO|DIR arguments into the files to read, in a deterministic order.
///
/// Arguments keep their order. A folder contributes the regular files below it (recursively
/// unless `recursive` is false), sorted by path in byte order, as `LC_ALL=C sort` would.
/// Entries whose names start with `.` are left out, and symbolic links to folders are not
/// followed (so a link cannot make the walk loop); links to files are read. Anything that is not
/// a folder is passed on as a file, so that a missing file is reported by the reader.
enum PhotoPaths {
  static func expand(_ arguments: [String], recursive: Bool) -> [PhotoPath] {
    var result: [PhotoPath] = []
    for argument in arguments {
      guard kind(argument, following: true) == .directory else {
        result.append(PhotoPath(path: argument, isFromFolder: false, listingError: nil))
        continue
      }
      var found: [PhotoPath] = []
      walk(argument, recursive: recursive, into: &found)
      found.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
      result += found
    }
    return result
  }

  private static func walk(_ folder: String, recursive: Bool, into found: inout [PhotoPath]) {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder)
    } catch {
      found.append(
        PhotoPath(
          path: folder, isFromFolder: true, listingError: "cannot list the folder"))
      return
    }
    for name in names where !name.hasPrefix(".") {
      let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      switch kind(path, following: false) {
      case .file: found.append(PhotoPath(path: path, isFromFolder: true, listingError: nil))
      case .directory where recursive: walk(path, recursive: recursive, into: &found)
      case .directory, .other: break
      }
    }
  }

  private enum Kind { case file, directory, other }

  /// What is at `path`; a symbolic link counts as a file only when it leads to a regular file,
  /// and as a folder only when `following`.
  private static func kind(_ path: String, following: Bool) -> Kind {
    var status = stat()
    guard lstat(path, &status) == 0 else { return .other }
    if (status.st_mode & S_IFMT) == S_IFLNK {
      guard stat(path, &status) == 0 else { return .other }
      if (status.st_mode & S_IFMT) == S_IFREG { return .file }
      return following && (status.st_mode & S_IFMT) == S_IFDIR ? .directory : .other
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return .file
    case S_IFDIR: return .directory
    default: return .other
    }
  }
}
