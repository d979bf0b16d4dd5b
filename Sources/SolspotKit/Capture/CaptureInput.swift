#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a capture's bytes come from: held in memory, a file, or standard input (a stream an
/// app pipes in, `solspot read -`). A file is read in chunks of ``chunkSize``, so a capture
/// of any length costs the same memory.
public enum CaptureInput: Sendable, Hashable {
  /// The whole capture, in memory.
  case bytes([UInt8])
  /// The file at `path`: anything `open(2)` reads, a named pipe included, but not a folder.
  case file(path: String)
  /// The process's standard input, to its end.
  case standardInput

  /// The size of one read: 64 KiB.
  public static let chunkSize = 64 * 1024

  /// Why a capture's bytes could not be read.
  public enum Failure: Error, Sendable, Hashable {
    /// The file cannot be read, as `stat(2)` and `access(2)` see it before it is opened:
    /// missing, a broken link, a folder (``ReadFailure/notRegularFile(_:)``), not readable.
    case unreadable(ReadFailure)
    /// `open(2)` failed, with its C error number.
    case openFailed(errno: Int32)
    /// `read(2)` failed, with its C error number.
    case readFailed(errno: Int32)
  }

  /// Calls `body` with each chunk of the input, in order, until its end.
  ///
  /// - Throws: ``Failure`` when the input cannot be opened or read; whatever `body` throws.
  public func forEachChunk(_ body: (UnsafeRawBufferPointer) throws -> Void) throws {
    switch self {
    case .bytes(let bytes):
      try bytes.withUnsafeBytes { all in
        for start in stride(from: 0, to: all.count, by: Self.chunkSize) {
          let end = min(start + Self.chunkSize, all.count)
          try body(UnsafeRawBufferPointer(rebasing: all[start..<end]))
        }
      }
    case .file(let path):
      if let failure = Self.problem(path) { throw Failure.unreadable(failure) }
      let descriptor = open(path, O_RDONLY)
      guard descriptor >= 0 else { throw Failure.openFailed(errno: errno) }
      defer { close(descriptor) }
      try Self.readAll(descriptor, body)
    case .standardInput:
      try Self.readAll(0, body)
    }
  }

  /// Why the file at `path` cannot be read, or `nil` when there is a file (or a pipe, a
  /// device) this user may read.
  private static func problem(_ path: String) -> ReadFailure? {
    var status = stat()
    guard stat(path, &status) == 0 else {
      let code = errno
      var link = stat()
      if code == ENOENT || code == ENOTDIR, lstat(path, &link) == 0,
        (link.st_mode & S_IFMT) == S_IFLNK
      {
        return .brokenSymbolicLink
      }
      return ReadFailure(errno: code)
    }
    if (status.st_mode & S_IFMT) == S_IFDIR { return .notRegularFile(.directory) }
    guard access(path, R_OK) == 0 else { return ReadFailure(errno: errno) }
    return nil
  }

  private static func readAll(_ descriptor: Int32, _ body: (UnsafeRawBufferPointer) throws -> Void)
    throws
  {
    let buffer = UnsafeMutableRawBufferPointer.allocate(
      byteCount: chunkSize, alignment: MemoryLayout<UInt64>.alignment)
    defer { buffer.deallocate() }
    guard let base = buffer.baseAddress else { return }
    while true {
      let count = read(descriptor, base, chunkSize)
      if count < 0 {
        if errno == EINTR { continue }
        throw Failure.readFailed(errno: errno)
      }
      if count == 0 { return }
      try body(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
    }
  }
}
