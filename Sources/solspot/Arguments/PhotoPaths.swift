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
    /// A folder that could not be listed, with the system's reason ("permission denied").
    case unlistableFolder(reason: String)
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

  init(path: String, isFromFolder: Bool, kind: Kind = .file) {
    self.path = path
    self.isFromFolder = isFromFolder
    self.kind = kind
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
      found.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
      result += found
    }
    return result
  }

  private static func walk(_ folder: String, recursive: Bool, into found: inout [PhotoPath]) {
    let names: [String]
    switch FolderListing.names(in: folder) {
    case .success(let listed): names = listed
    case .failure(let failure):
      found.append(
        PhotoPath(path: folder, isFromFolder: true, kind: .unlistableFolder(reason: failure.reason))
      )
      return
    }
    for name in names where !name.hasPrefix(".") {
      let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      if isFolder(path, following: false) {
        if recursive { walk(path, recursive: recursive, into: &found) }
      } else if isFolder(path, following: true) {
        found.append(PhotoPath(path: path, isFromFolder: true, kind: .folderLink))
      } else {
        found.append(PhotoPath(path: path, isFromFolder: true))
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
