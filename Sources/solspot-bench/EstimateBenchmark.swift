import SolspotKit

/// How many lux estimates per second the photometry core computes.
enum EstimateBenchmark {
  static let benchmark = Benchmark(
    name: "estimate",
    summary: "lux estimates per second (settings → interval and band probabilities)",
    run: run)

  static func run(_ arguments: [String]) throws {
    let count = arguments.first.flatMap { Int($0) } ?? 20_000
    let estimator = try LuxEstimator(profile: try DeviceProfileCatalog.builtIn().generic)
    var checksum = 0.0
    let (_, seconds) = try Stopwatch.time {
      for index in 0..<count {
        let exposure = try Exposure(
          fNumber: 1.9, exposureTime: 1 / Double(30 + index % 1000), iso: 100)
        checksum += estimator.estimate(exposure).value.interval?.upper ?? 0
      }
    }
    print(
      "estimate: \(count) estimates in \(seconds) s = \(Int(Double(count) / seconds)) per second")
    print("checksum \(checksum)")
  }
}
