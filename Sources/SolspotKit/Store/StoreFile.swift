#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The store's file and its companions, looked at with the C library before SQLite opens them,
/// so that a folder, a device, a named pipe or a file this user may not read gets its own
/// ``StoreProblem`` instead of SQLite's "unable to open database file" or "disk I/O error",
/// and a named pipe never blocks the open.
struct StoreFile {
  /// The path as given.
  let path: String

  /// The write-ahead log SQLite keeps beside a WAL store while it is open.
  var walPath: String { path + "-wal" }
  /// The shared-memory index of the write-ahead log.
  var shmPath: String { path + "-shm" }

  /// The folder the file is in: everything before the last `/`, or `.`.
  var folder: String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let folder = String(path[..<slash])
    return folder.isEmpty ? "/" : folder
  }

  /// Whether something is at `path` (following links).
  static func exists(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0
  }

  /// Whether the store's file exists.
  var exists: Bool { Self.exists(path) }

  /// Checks that the path is a regular file this user may read, or (when `creating`) that
  /// nothing is there yet.
  ///
  /// - Returns: Whether the file exists.
  /// - Throws: ``StoreError`` with ``StoreProblem/isFolder``,
  ///   ``StoreProblem/notRegularFile(_:)``, ``StoreProblem/permissionDenied`` or (when not
  ///   `creating`) ``StoreProblem/missing``.
  @discardableResult
  func check(creating: Bool) throws(StoreError) -> Bool {
    var status = stat()
    guard stat(path, &status) == 0 else {
      let code = errno
      if code == EACCES { throw StoreError(.permissionDenied, code: .permission) }
      if (code == ENOENT || code == ENOTDIR) && creating { return false }
      throw StoreError(.missing, code: .cannotOpen)
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw StoreError(.isFolder, code: .cannotOpen)
    case S_IFCHR: throw StoreError(.notRegularFile(.characterDevice), code: .cannotOpen)
    case S_IFBLK: throw StoreError(.notRegularFile(.blockDevice), code: .cannotOpen)
    case S_IFIFO: throw StoreError(.notRegularFile(.fifo), code: .cannotOpen)
    case S_IFSOCK: throw StoreError(.notRegularFile(.socket), code: .cannotOpen)
    default: throw StoreError(.notRegularFile(.other), code: .cannotOpen)
    }
    guard access(path, R_OK) == 0 else { throw StoreError(.permissionDenied, code: .permission) }
    return true
  }

  /// What keeps this user from writing the store, or `nil` when the file, its folder and
  /// any companions present may all be written.
  ///
  /// `access(2)` answers for the real user, so the answer is right for an unprivileged user;
  /// for root it is always `nil`, and SQLite's refusal (a read-only mount) is then
  /// ``ReadOnlyCause/unknown``.
  func writeBlocker() -> ReadOnlyCause? {
    let isFolderWritable = access(folder, W_OK) == 0
    if exists, access(path, W_OK) != 0 { return isFolderWritable ? .file : .fileAndFolder }
    if !isFolderWritable { return .folder }
    if Self.exists(walPath), access(walPath, W_OK) != 0 { return .wal }
    if Self.exists(shmPath), access(shmPath, W_OK) != 0 { return .shm }
    return nil
  }

  /// Whether the file's header says it is in WAL mode: bytes 18 and 19 (the file format's
  /// write and read versions) are 2.
  ///
  /// Related SQLite documentation: <https://www.sqlite.org/fileformat2.html#database_header>
  var isWALMode: Bool {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var header = [UInt8](repeating: 0, count: 20)
    let count = header.withUnsafeMutableBytes { raw in
      raw.baseAddress.map { pread(descriptor, $0, 20, 0) } ?? -1
    }
    return count == 20 && header[18] == 2 && header[19] == 2
  }

  /// The `file:` URI that opens the file with `immutable=1`: SQLite then reads the main file
  /// as it is, without locks, `-wal` or `-shm`.
  ///
  /// - warning: only for a file with no `-wal` (whose content the main file would not show)
  ///   in a folder nobody can write.
  ///
  /// Related SQLite documentation: <https://www.sqlite.org/uri.html>
  var immutableURI: String {
    var encoded = ""
    for byte in path.utf8 {
      let isPlain =
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
        || (byte >= 0x61 && byte <= 0x7A) || "-._~/".utf8.contains(byte)
      if isPlain {
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let digits = Array("0123456789ABCDEF".unicodeScalars)
        encoded.unicodeScalars.append("%")
        encoded.unicodeScalars.append(digits[Int(byte >> 4)])
        encoded.unicodeScalars.append(digits[Int(byte & 0x0F)])
      }
    }
    // An absolute path gets an empty authority ("file:///tmp/x"); a relative one none.
    return (path.hasPrefix("/") ? "file://" : "file:") + encoded + "?immutable=1"
  }
}
