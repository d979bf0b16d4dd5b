#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An open file descriptor, closed when the last source reading it goes away.
final class OpenFile {
  let descriptor: Int32
  let size: Int
  let path: String

  /// Opens `path` for reading after checking that it is a regular file.
  ///
  /// The path is checked with `stat(2)` before it is opened, and opened with `O_NONBLOCK`, so
  /// a named pipe (FIFO) or a device is refused instead of blocking `open(2)` until a writer
  /// comes; `fstat(2)` on the open descriptor checks again, in case the path was replaced in
  /// between. `O_NONBLOCK` changes nothing for a regular file.
  ///
  /// With `isListedRegular` (a folder's listing said the entry is a regular file), the first
  /// `stat(2)` is left out: the `fstat(2)` after opening still refuses anything else, and a
  /// failed `open(2)` is reported in the words the `stat(2)` would have given.
  init(path: String, isListedRegular: Bool = false) throws(MetadataError) {
    self.path = path
    var status = stat()
    if !isListedRegular {
      guard stat(path, &status) == 0 else {
        throw MetadataError(file: path, kind: .cannotRead(Self.statFailure(path, code: errno)))
      }
      if let type = FileType(mode: status.st_mode) {
        throw MetadataError(file: path, kind: .cannotRead(.notRegularFile(type)))
      }
    }
    let descriptor = openForReading(path)
    guard descriptor >= 0 else {
      let code = errno
      let failure = isListedRegular ? Self.statFailure(path, code: code) : ReadFailure(errno: code)
      throw MetadataError(file: path, kind: .cannotRead(failure))
    }
    guard fstat(descriptor, &status) == 0 else {
      let failure = ReadFailure(errno: errno)
      close(descriptor)
      throw MetadataError(file: path, kind: .cannotRead(failure))
    }
    if let type = FileType(mode: status.st_mode) {
      close(descriptor)
      throw MetadataError(file: path, kind: .cannotRead(.notRegularFile(type)))
    }
    self.descriptor = descriptor
    self.size = Int(status.st_size)
  }

  /// Why `stat(2)` failed on `path` with C error `code`, telling a symbolic link whose target
  /// is missing from a missing file.
  static func statFailure(_ path: String, code: Int32) -> ReadFailure {
    var status = stat()
    if code == ENOENT, lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK {
      return .brokenSymbolicLink
    }
    return ReadFailure(errno: code)
  }

  deinit { close(descriptor) }

  /// Fills `bytes` from `offset`, retrying short reads; a file that ends early is truncated.
  func read(into bytes: inout [UInt8], at offset: Int) throws(MetadataError) {
    var done = 0
    let total = bytes.count
    let failure: MetadataError? = bytes.withUnsafeMutableBytes { raw -> MetadataError? in
      guard let base = raw.baseAddress else { return nil }
      while done < total {
        let got = pread(descriptor, base + done, total - done, off_t(offset + done))
        if got < 0 {
          if errno == EINTR { continue }
          return MetadataError(file: path, kind: .cannotRead(ReadFailure(errno: errno)))
        }
        if got == 0 {
          return MetadataError(
            file: path, offset: offset + done, kind: .truncated(structure: .file))
        }
        done += got
      }
      return nil
    }
    if let failure { throw failure }
  }
}

/// `open(2)` for reading, never blocking (a FIFO swapped in after the `stat(2)` check opens at
/// once and is then refused), under a name that does not clash with ``ByteSource/open``.
private func openForReading(_ path: String) -> Int32 {
  open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
}
