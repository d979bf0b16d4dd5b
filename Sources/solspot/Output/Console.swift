#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C library's `write(2)`, under a name that does not clash with ``Console/write(_:)``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

/// Where the command writes: data and help to standard output, messages to standard error.
///
/// Standard output is buffered here and written in blocks of 64 KiB, so batches of thousands of
/// lines cost a few system calls; standard error is written at once, after flushing standard
/// output so the two interleave in order on a terminal. One console belongs to the main thread.
final class Console {
  private var buffer: [UInt8] = []
  private static let blockSize = 64 * 1024

  init() {
    buffer.reserveCapacity(Self.blockSize)
  }

  deinit { flush() }

  /// Writes `text` and a line break to standard output.
  func out(_ text: String) {
    write(text)
    buffer.append(10)
  }

  /// Writes `text` to standard output as it is.
  func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= Self.blockSize { flush() }
  }

  /// Writes `text` and a line break to standard error.
  func error(_ text: String) {
    flush()
    Self.writeAll(Array((text + "\n").utf8), to: 2)
  }

  /// Writes `text` to standard error without a line break (for progress bars).
  func errorRaw(_ text: String) {
    Self.writeAll(Array(text.utf8), to: 2)
  }

  /// Whether standard error is a terminal (for progress bars).
  var isErrorTerminal: Bool { isatty(2) == 1 }

  /// Writes out what standard output holds.
  func flush() {
    guard !buffer.isEmpty else { return }
    Self.writeAll(buffer, to: 1)
    buffer.removeAll(keepingCapacity: true)
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
    bytes.withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return }
      var offset = 0
      while offset < raw.count {
        let written = systemWrite(descriptor, base + offset, raw.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return
        }
        offset += written
      }
    }
  }
}
