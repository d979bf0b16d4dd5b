#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a file (or a folder of photos) could not be opened or read: a value, worded by the
/// caller (the CLI's `Output/ReadFailureText`).
public enum ReadFailure: Sendable, Hashable {
  /// Nothing is at the path. The C error is `ENOENT`, or `ENOTDIR` (a folder on the path is a
  /// file).
  case missing
  /// The path is a symbolic link whose target is missing: `stat(2)` says `ENOENT` and
  /// `lstat(2)` finds a link.
  case brokenSymbolicLink
  /// The path names something other than a regular file: a folder, a named pipe, a device.
  case notRegularFile(FileType)
  /// This user may not read the file or a folder on its path. The C error is `EACCES`.
  case permissionDenied
  /// Another failed system call, with its C error number (`errno`): `ELOOP` for a link loop,
  /// `EIO`. The caller words it (the CLI with `strerror(3)`).
  case system(errno: Int32)

  /// The failure for the C error `code` of a system call on a path.
  public init(errno code: Int32) {
    switch code {
    case ENOENT, ENOTDIR: self = .missing
    case EACCES: self = .permissionDenied
    default: self = .system(errno: code)
    }
  }

  /// A stable code for scripts: `missing`, `broken-symbolic-link`, `not-regular-file`,
  /// `permission-denied`, `system-error`.
  public var code: String {
    switch self {
    case .missing: "missing"
    case .brokenSymbolicLink: "broken-symbolic-link"
    case .notRegularFile: "not-regular-file"
    case .permissionDenied: "permission-denied"
    case .system: "system-error"
    }
  }
}
