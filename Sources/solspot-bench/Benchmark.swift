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
