import SolspotKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The names in a folder, read with `opendir(3)` and `readdir(3)` so that a failure keeps the
/// system's C error (`EACCES`), which `FileManager` folds into a generic message.
enum FolderListing {
  /// Why a folder could not be listed: ``ReadFailure/permissionDenied``, or the C error.
  struct Failure: Error, Equatable {
    let failure: ReadFailure
  }

  /// One entry of a folder.
  struct Entry: Equatable {
    let name: String
    /// The type `readdir(3)` reports (`d_type`, no extra system call): `DT_REG` for a regular
    /// file, `DT_DIR` for a folder, `DT_LNK` for a symbolic link, `DT_UNKNOWN` when the file
    /// system does not say.
    let type: UInt8
  }

  /// The entries of `folder`, without `.` and `..`, in the order the system gives them.
  static func entries(in folder: String) -> Result<[Entry], Failure> {
    guard let directory = opendir(folder) else { return .failure(Failure(code: errno)) }
    defer { closedir(directory) }
    var entries: [Entry] = []
    while true {
      errno = 0
      guard let entry = readdir(directory) else {
        return errno == 0 ? .success(entries) : .failure(Failure(code: errno))
      }
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." {
        entries.append(Entry(name: name, type: UInt8(entry.pointee.d_type)))
      }
    }
  }
}

extension FolderListing.Failure {
  /// The failure for the C error `code` of `opendir(3)` or `readdir(3)`.
  init(code: Int32) {
    failure = ReadFailure(errno: code)
  }
}
