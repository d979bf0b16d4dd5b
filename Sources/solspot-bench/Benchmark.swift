#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One benchmark of `solspot-bench`: a name, a line of help, and what it runs.
struct Benchmark: Sendable {
  /// The name given on the command line, e.g. `estimate`.
  let name: String
  /// One line saying what it measures.
  let summary: String
  /// Runs the benchmark with its own arguments and prints its figures.
  let run: @Sendable ([String]) throws -> Void
}

/// Wall-clock timing with the monotonic clock.
enum Stopwatch {
  /// Runs `body` and returns its result and the seconds it took.
  static func time<T>(_ body: () throws -> T) rethrows -> (result: T, seconds: Double) {
    let clock = ContinuousClock()
    var result: T?
    let elapsed = try clock.measure { result = try body() }
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    guard let result else { preconditionFailure("the measured body did not run") }
    return (result, seconds)
  }
}

/// The processor time the calling thread has used, in seconds: what a benchmark costs on a
/// machine shared with other work, where the wall clock also counts the time it waited.
enum ThreadClock {
  static func seconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
