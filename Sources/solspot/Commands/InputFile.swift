#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C library's `read(2)` and `close(2)`, under names that do not clash with methods.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}
private func systemClose(_ descriptor: Int32) { _ = close(descriptor) }

/// A file named on the command line, or standard input for `-`, read in chunks so that a file
/// of any size costs the same memory.
struct InputFile {
  /// The size of one read: 64 KiB.
  static let chunkSize = 64 * 1024

  /// The path as given, `-` for standard input.
  let path: String

  /// The name for messages: the path, or "standard input".
  var displayName: String { path == "-" ? "standard input" : path }

  /// Calls `body` with each chunk of the file, in order, until the end.
  ///
  /// - Throws: ``CommandFailure`` when the file cannot be opened or read (with the system's
  ///   reason), or whatever `body` throws.
  func forEachChunk(_ body: (UnsafeRawBufferPointer) throws -> Void) throws {
    if path != "-" { try FileProblem.check(path) }
    let descriptor = path == "-" ? 0 : open(path, O_RDONLY)
    guard descriptor >= 0 else { throw failure(.open) }
    defer { if descriptor != 0 { systemClose(descriptor) } }
    let buffer = UnsafeMutableRawBufferPointer.allocate(
      byteCount: Self.chunkSize, alignment: MemoryLayout<UInt64>.alignment)
    defer { buffer.deallocate() }
    while true {
      guard let base = buffer.baseAddress else { return }
      let count = systemRead(descriptor, base, Self.chunkSize)
      if count < 0 {
        if errno == EINTR { continue }
        throw failure(.read)
      }
      if count == 0 { return }
      try body(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
    }
  }

  private func failure(_ action: CommandFailure.FileAction) -> CommandFailure {
    .systemError(
      file: displayName, action: action, reason: String(cString: strerror(errno)).lowercased())
  }
}
