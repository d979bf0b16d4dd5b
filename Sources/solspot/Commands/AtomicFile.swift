#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C library's `write(2)`, under a name that does not clash with ``AtomicFile/write(_:to:)``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

/// Writes a file so that a crash, a full disk or a power cut leaves the old file or the new
/// one, never part of one, and a write that fails is an error, never a short file reported as
/// written.
///
/// The steps: a temporary file beside the target (`mkstemp(3)`, so in the same file system);
/// every byte written, each `write(2)` checked; `fsync(2)`; `rename(2)` over the target;
/// `fsync(2)` of the folder, so the rename itself survives a power cut. Any failure removes
/// the temporary file and leaves the target as it was.
///
/// Related: the `rename(2)` man page ("If newpath already exists, it will be atomically
/// replaced"); POSIX requires `fsync` of the directory for the new entry to be durable.
enum AtomicFile {
  /// A step that failed, with the C error number.
  struct Failure: Error {
    /// What was being done: "creating a temporary file beside it", "writing", …
    let step: String
    /// The `errno`.
    let code: Int32

    /// The system's reason, lower-case: "no space left on device".
    var reason: String {
      let text = String(cString: strerror(code))
      return (text.first?.lowercased() ?? "") + text.dropFirst()
    }
  }

  /// Writes `bytes` to `path` as described above.
  ///
  /// - Throws: ``Failure`` naming the step.
  static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
    let (folder, name) = split(path)
    var template = Array((folder + "/." + name + ".solspot-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard descriptor >= 0 else {
      throw Failure(step: "creating a temporary file beside it", code: errno)
    }
    let temporary = String(cString: template.map { UInt8(bitPattern: $0) } + [0])
    var closed = false
    func fail(_ step: String) -> Failure {
      let failure = Failure(step: step, code: errno)
      if !closed { close(descriptor) }
      unlink(temporary)
      return failure
    }
    // mkstemp makes the file 0600; a written file gets the usual mode (0666 less the umask).
    let mask = umask(0)
    umask(mask)
    fchmod(descriptor, 0o666 & ~mask)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { raw in
        raw.baseAddress.map { systemWrite(descriptor, $0 + offset, raw.count - offset) } ?? 0
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw fail("writing")
      }
      if written == 0 {
        errno = EIO
        throw fail("writing")
      }
      offset += written
    }
    guard fsync(descriptor) == 0 else { throw fail("syncing it to disk") }
    closed = true
    guard close(descriptor) == 0 else { throw fail("closing it") }
    guard rename(temporary, path) == 0 else { throw fail("renaming the temporary file over it") }
    // The data is safe in the file; a folder that cannot be synced (some file systems refuse
    // fsync on a directory) only weakens the rename's durability against a power cut.
    let folderDescriptor = open(folder, O_RDONLY)
    if folderDescriptor >= 0 {
      _ = fsync(folderDescriptor)
      close(folderDescriptor)
    }
  }

  /// The folder and file name of `path`: `.` for a bare name.
  private static func split(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let folder = String(path[..<slash])
    return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
  }
}
