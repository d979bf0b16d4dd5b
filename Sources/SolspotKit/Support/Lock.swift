#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A mutual-exclusion lock over `pthread_mutex_t`, for the few places that serialize work on a
/// non-thread-safe resource (``SpotStore``'s connection).
///
/// `Synchronization.Mutex` would do, but it needs macOS 15 and iOS 18, which the library does
/// not require.
final class Lock: @unchecked Sendable {
  // The mutex lives at a fixed address, as pthreads requires; it is only touched through
  // pthread calls, which are thread-safe.
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  init() {
    mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` while holding the lock.
  func withLock<T>(_ body: () throws -> T) rethrows -> T {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}
