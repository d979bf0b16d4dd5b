#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which file a path names: its device and inode, so that two paths to one file (a link, a
/// relative and an absolute path) compare equal.
struct FileIdentity: Equatable {
  let device: UInt64
  let inode: UInt64

  /// The identity of the file at `path` (following links), or `nil` when nothing is there.
  init?(_ path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
  }

  /// Whether the file at `path` is a regular file (following links); `nil` when nothing is
  /// there.
  static func isRegularFile(_ path: String) -> Bool? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return (status.st_mode & S_IFMT) == S_IFREG
  }
}
