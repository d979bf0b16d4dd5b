#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The names in a folder, read with `opendir(3)` and `readdir(3)` so that a failure keeps the
/// system's reason ("permission denied"), which `FileManager` folds into a generic message.
enum FolderListing {
  /// Why a folder could not be listed.
  struct Failure: Error, Equatable {
    /// The system's message, lower-case: "permission denied".
    let reason: String
  }

  /// The names in `folder`, without `.` and `..`, in the order the system gives them.
  static func names(in folder: String) -> Result<[String], Failure> {
    guard let directory = opendir(folder) else { return .failure(Failure(code: errno)) }
    defer { closedir(directory) }
    var names: [String] = []
    while true {
      errno = 0
      guard let entry = readdir(directory) else {
        return errno == 0 ? .success(names) : .failure(Failure(code: errno))
      }
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
  }
}

extension FolderListing.Failure {
  /// The failure for the C error `code`, in the system's words starting lower-case.
  init(code: Int32) {
    let message = strerror(code).map { String(cString: $0) } ?? "error \(code)"
    reason = (message.first?.lowercased() ?? "") + message.dropFirst()
  }
}
