import SolspotKit

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
///
/// Every write is checked. A failed write to standard output ends the process at once, so that
/// nothing after it can report success: a broken pipe (`EPIPE`) quietly, as `SIGPIPE` would; any
/// other failure (`ENOSPC`, `EBADF`, `EIO`, …) with one line on standard error and exit status 1
/// (``OutputFailure``), which says what the command saved before, if anything (``saved``).
final class Console {
  private var buffer: [UInt8] = []
  private static let blockSize = 64 * 1024
  /// Whether standard output is written at every line rather than in blocks.
  var isLineBuffered = false
  /// What the command has saved so far: set right after its write to the store, so that a
  /// failure to write its output says so (``OutputFailure/message(saved:)``).
  var saved: SavedWork?

  init() {
    buffer.reserveCapacity(Self.blockSize)
  }

  /// Writes `text` and a line break to standard output.
  func out(_ text: String) {
    write(text)
    buffer.append(10)
    if isLineBuffered { flush() }
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

  /// Writes `text` and a line break to standard error at once, for code that has no console
  /// (the store's migration notes): standard output has nothing buffered then.
  static func standardError(_ text: String) {
    writeAll(Array((text + "\n").utf8), to: 2)
  }

  /// Whether standard error is a terminal (for progress bars).
  var isErrorTerminal: Bool { isatty(2) == 1 }

  /// Writes out what standard output holds, ending the process if the write fails.
  func flush() {
    guard !buffer.isEmpty else { return }
    if let failure = Self.writeAll(buffer, to: 1) { failure.endProcess(saved: saved) }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Writes all of `bytes`, retrying after `EINTR`.
  ///
  /// - Returns: The failure, or `nil` when every byte was written.
  @discardableResult
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> OutputFailure? {
    bytes.withUnsafeBytes { raw -> OutputFailure? in
      guard let base = raw.baseAddress else { return nil }
      var offset = 0
      while offset < raw.count {
        let written = systemWrite(descriptor, base + offset, raw.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return OutputFailure(code: errno)
        }
        if written == 0 { return OutputFailure(code: EIO) }
        offset += written
      }
      return nil
    }
  }
}
