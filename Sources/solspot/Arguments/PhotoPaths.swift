import SolspotKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One entry for `solspot lux PHOTO|DIR...`: a file to read, or something found in a folder that
/// is reported or counted instead.
struct PhotoPath: Sendable, Equatable {
  /// What the entry is.
  enum Kind: Sendable, Equatable {
    /// A file to read: a regular file, or anything else that is not a folder (a broken link, a
    /// link loop, a named pipe), so that the reader reports why it cannot be read.
    case file
    /// A folder that could not be listed, and why (``ReadFailure/permissionDenied``).
    case unlistableFolder(ReadFailure)
    /// A symbolic link to a folder found inside a folder: not followed, so that a link cannot
    /// make the walk loop; counted as skipped.
    case folderLink
  }

  /// The path as given or as found in a folder.
  let path: String
  /// Whether the entry was found by walking a folder (then a file that is not a photo is
  /// skipped instead of reported).
  let isFromFolder: Bool
  /// What the entry is.
  let kind: Kind
  /// Whether the folder's listing said the entry is a regular file (then it is opened without
  /// being looked up first).
  let isRegularFile: Bool

  init(path: String, isFromFolder: Bool, kind: Kind = .file, isRegularFile: Bool = false) {
    self.path = path
    self.isFromFolder = isFromFolder
    self.kind = kind
    self.isRegularFile = isRegularFile
  }
}

/// Turns the PHOTO|DIR arguments into the entries to read, report or count, in a deterministic
/// order.
///
/// Arguments keep their order. A folder contributes everything below it (recursively unless
/// `recursive` is false), sorted by path in byte order, as `LC_ALL=C sort` would. Entries whose
/// names start with `.` are left out. Nothing else is dropped silently: symbolic links to
/// folders are not followed (so a link cannot make the walk loop) but counted; a subfolder that
/// cannot be listed is reported with the system's reason; every other entry (a regular file, a
/// link to one, a broken link, a link loop, a named pipe, a device) goes to the reader, which
/// reads it or says why it cannot, as for a file named on the command line.
enum PhotoPaths {
  static func expand(_ arguments: [String], recursive: Bool) -> [PhotoPath] {
    var result: [PhotoPath] = []
    for argument in arguments {
      guard isFolder(argument, following: true) else {
        result.append(PhotoPath(path: argument, isFromFolder: false))
        continue
      }
      var found: [PhotoPath] = []
      walk(argument, recursive: recursive, into: &found)
      found.sort { Self.bytesPrecede($0.path, $1.path) }
      result += found
    }
    return result
  }

  private static func walk(_ folder: String, recursive: Bool, into found: inout [PhotoPath]) {
    let entries: [FolderListing.Entry]
    switch FolderListing.entries(in: folder) {
    case .success(let listed): entries = listed
    case .failure(let failure):
      found.append(
        PhotoPath(path: folder, isFromFolder: true, kind: .unlistableFolder(failure.failure)))
      return
    }
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    for entry in entries where !entry.name.hasPrefix(".") {
      let path = prefix + entry.name
      // The listing's type spares a lookup of every file; links and unknown types are looked up.
      switch Int(entry.type) {
      case Int(DT_REG):
        found.append(PhotoPath(path: path, isFromFolder: true, isRegularFile: true))
      case Int(DT_DIR):
        if recursive { walk(path, recursive: recursive, into: &found) }
      default:
        if isFolder(path, following: false) {
          if recursive { walk(path, recursive: recursive, into: &found) }
        } else if isFolder(path, following: true) {
          found.append(PhotoPath(path: path, isFromFolder: true, kind: .folderLink))
        } else {
          found.append(PhotoPath(path: path, isFromFolder: true))
        }
      }
    }
  }

  /// Whether `left` sorts before `right` by their UTF-8 bytes, as `LC_ALL=C sort` orders them.
  private static func bytesPrecede(_ left: String, _ right: String) -> Bool {
    var left = left
    var right = right
    return left.withUTF8 { a in
      right.withUTF8 { b in
        let common = min(a.count, b.count)
        if common > 0, let x = a.baseAddress, let y = b.baseAddress {
          let order = memcmp(x, y, common)
          if order != 0 { return order < 0 }
        }
        return a.count < b.count
      }
    }
  }

  /// Whether `path` is a folder; a symbolic link to one counts only when `following`.
  private static func isFolder(_ path: String, following: Bool) -> Bool {
    var status = stat()
    let result = following ? stat(path, &status) : lstat(path, &status)
    return result == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }
}
