import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Frees a reader stuck opening a named pipe, so that a test of "a FIFO is refused, not waited
/// on" fails instead of hanging when the refusal regresses.
///
/// After `seconds`, if ``finish()`` has not been called, it sets ``isStuck`` and then opens the
/// FIFO for writing, which lets a blocked `open(2)` for reading return. The flag is set before
/// the reader can return, so a test that checks it right after the read sees the hang.
public final class FIFOWatchdog: @unchecked Sendable {
  private let lock = NSLock()
  private var finished = false
  private var stuck = false

  /// Starts watching the FIFO at `path`.
  public init(path: String, seconds: Double = 30) {
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
      lock.lock()
      let release = !finished
      if release { stuck = true }
      lock.unlock()
      guard release else { return }
      let descriptor = open(path, O_WRONLY | O_NONBLOCK)
      if descriptor >= 0 { close(descriptor) }
    }
  }

  /// Says the read returned; call it before checking ``isStuck``.
  public func finish() {
    lock.lock()
    finished = true
    lock.unlock()
  }

  /// Says the read returned, and expects that it did so before the time ran out.
  public func expectReturned(
    _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    finish()
    #expect(!isStuck, comment, sourceLocation: sourceLocation)
  }

  /// Whether the read was still blocked when the time ran out.
  public var isStuck: Bool {
    lock.lock()
    defer { lock.unlock() }
    return stuck
  }

  /// Makes a named pipe at `path`.
  public static func makeFIFO(_ path: String) -> Bool { mkfifo(path, 0o644) == 0 }
}
