import Foundation
import SolspotKit

/// How many lux estimates per second the photometry core computes (issue 18, point 1): an
/// estimate is one reading's interval and band probabilities, as `LuxEstimator` gives them.
enum EstimateBenchmark {
  static let benchmark = Benchmark(
    name: "estimate",
    summary: "lux estimates per second (settings → interval and band probabilities) [COUNT]",
    run: run)

  static func run(_ arguments: [String]) throws {
    let count = arguments.first.flatMap { Int($0) } ?? 1_000_000
    let catalog = try DeviceProfileCatalog.builtIn()
    // 1,000 settings from 1/30 s to 1/1029 s at f/1.9, ISO 100: about 20 to 700 lux, so that
    // band probabilities are far from trivial. Made beforehand: the estimate is timed, not the
    // parsing of settings.
    let exposures = try (0..<1000).map {
      try Exposure(fNumber: 1.9, exposureTime: 1 / Double(30 + $0), iso: 100)
    }
    for profile in [catalog.generic, try calibrated(catalog)] {
      let estimator = try LuxEstimator(profile: profile)
      _ = estimator.estimate(exposures[0])
      var checksum = 0.0
      let started = ThreadClock.seconds()
      let (_, seconds) = Stopwatch.time {
        for index in 0..<count {
          let estimate = estimator.estimate(exposures[index % exposures.count])
          checksum += estimate.value.interval?.upper ?? 0
          if case .estimate(let assessment) = estimate.band {
            checksum += assessment.probabilities[0].probability
          }
        }
      }
      let processor = ThreadClock.seconds() - started
      print(
        "estimate (\(profile.id), \(profile.isCalibrated ? "measured" : "nominal")): \(count) "
          + "estimates in \(seconds) s = \(Int(Double(count) / seconds)) per second; "
          + "\(Int(Double(count) / processor)) per second of processor time "
          + "(checksum \(checksum))")
    }
    try distributions(count: count / 10)
  }

  /// The distribution function alone: the integrator, and the table that replaces it.
  static func distributions(count: Int) throws {
    let distribution = try LuxEstimator(
      profile: try DeviceProfileCatalog.builtIn().generic
    ).estimate(try Exposure(fNumber: 1.9, exposureTime: 1.0 / 60, iso: 100)).distribution
    let (table, build) = Stopwatch.time { LogErrorDistribution.Table(distribution) }
    print("table: built in \(build * 1000) ms")
    var checksum = 0.0
    let (_, slow) = Stopwatch.time {
      for index in 0..<count { checksum += distribution.cdf(Double(index % 2000) / 100 - 10) }
    }
    let (_, fast) = Stopwatch.time {
      for index in 0..<count { checksum += table.cdf(Double(index % 2000) / 100 - 10) }
    }
    print(
      "cdf: integrator \(Int(Double(count) / slow)) per second, table "
        + "\(Int(Double(count) / fast)) per second (checksum \(checksum))")
  }

  /// The iPhone 15's profile calibrated on twelve pairs from 20 to 20,000 lux without a trend:
  /// a measured profile whose readings inside its range share one distribution.
  static func calibrated(_ catalog: DeviceProfileCatalog) throws -> DeviceProfile {
    guard let base = catalog.profile(named: "iphone-15-front") else {
      preconditionFailure("the built-in catalog has the iPhone 15's profile")
    }
    let offsets = [0.3, -0.2, 0.1, -0.4, 0.25, -0.1, 0.05, 0.35, -0.3, 0.15, -0.05, 0.2]
    let observations = offsets.enumerated().map { index, offset in
      let lux = 20 * pow(10, 3 * Double(index) / 11)
      return CalibrationObservation(
        reading: .exposureValue(ev100: log2(lux / 0.7) - offset, bias: 0),
        referenceLux: lux, light: index % 2 == 0 ? "daylight" : "led", line: index + 2)
    }
    let fit = try CalibrationFit(observations: observations, profile: base, model: .builtIn())
    return try fit.measuredProfile(
      from: base, referenceMeter: "bench", date: "2025-01-01", scope: .unit,
      constantSource: "Fit of the benchmark's pairs", sigmaBasis: "Measured: the fit's σ")
  }
}
