import SolspotKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a file named on the command line cannot be read, in the one wording every command uses
/// (docs/cli.md, "Files that cannot be read"): `solspot: PATH: no such file`, `PATH: is a
/// folder, not a file`, `PATH: permission denied`, each exit code 1.
///
/// Commands check a path with ``check(_:folderHint:)`` before they read it, so that `lux`,
/// `exif`, `read`, `calibrate fit` and `check`, `spot import`, `spot measure`, `--catalog` and
/// `--profile` say the same thing about the same file. Anything else at the path (a named pipe,
/// a device) is for the command to judge: `calibrate fit <(…)` reads a pipe, `lux` refuses one.
enum FileProblem: Error, Sendable, Equatable {
  /// Nothing is at the path. The C error is `ENOENT` (or `ENOTDIR`: a folder in the path is a
  /// file).
  case missing
  /// A symbolic link whose target is missing.
  case brokenLink
  /// A folder where a file is expected.
  case folder
  /// A file this user may not read. The C error of `access(2)` is `EACCES`.
  case notReadable
  /// Another reason the path cannot be looked at, the C error: `ELOOP` ("too many levels of
  /// symbolic links").
  case other(errno: Int32)

  /// The problem with the file at `path`, or `nil` when there is a file (or a pipe, a device)
  /// this user may read.
  init?(path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else {
      let code = errno
      if code == ENOENT || code == ENOTDIR {
        var link = stat()
        let isLink = lstat(path, &link) == 0 && (link.st_mode & S_IFMT) == S_IFLNK
        self = isLink ? .brokenLink : .missing
      } else if code == EACCES {
        self = .notReadable
      } else {
        self = .other(errno: code)
      }
      return
    }
    if (status.st_mode & S_IFMT) == S_IFDIR {
      self = .folder
    } else if access(path, R_OK) != 0 {
      self = errno == EACCES ? .notReadable : .other(errno: errno)
    } else {
      return nil
    }
  }

  /// The problem the library found (``CaptureInput/Failure/unreadable(_:)``), in these
  /// words: a path that names something other than a file is a folder, the only kind the
  /// library refuses before opening.
  init(_ failure: ReadFailure) {
    switch failure {
    case .missing: self = .missing
    case .brokenSymbolicLink: self = .brokenLink
    case .notRegularFile: self = .folder
    case .permissionDenied: self = .notReadable
    case .system(let code): self = .other(errno: code)
    }
  }

  /// The problem as the reader's value, which a photo's error carries.
  var failure: ReadFailure {
    switch self {
    case .missing: .missing
    case .brokenLink: .brokenSymbolicLink
    case .folder: .notRegularFile(.directory)
    case .notReadable: .permissionDenied
    case .other(let code): .system(errno: code)
    }
  }

  /// The reason, as it follows the path: "no such file".
  var reason: String { ReadFailureText.phrase(failure) }

  /// Throws the failure for the file at `path` when it cannot be read.
  ///
  /// - Parameter folderHint: What to do instead when `path` is a folder, added after the
  ///   reason: "'solspot exif' reads one photo (…)".
  /// - Throws: ``CommandFailure`` with ``message(_:_:)``: exit code 1.
  static func check(_ path: String, folderHint: String? = nil) throws(CommandFailure) {
    guard let problem = FileProblem(path: path) else { return }
    throw .unreadable(path: path, problem, folderHint: folderHint)
  }

  /// "PATH: no such file": the shape of every message about a file that cannot be read.
  static func message(_ path: String, _ reason: String) -> String { "\(path): \(reason)" }

  /// A photo's error as text, "PATH: …", with a file that cannot be read in the same words as
  /// any other file: the reader's reason alone ("PATH: no such file"), not "cannot read the
  /// file: …".
  static func message(_ error: MetadataError) -> String {
    if case .cannotRead(let failure) = error.kind {
      return message(error.file, ReadFailureText.phrase(failure))
    }
    return message(error.file, MetadataErrorText.reason(error))
  }
}
