import Testing

@testable import SolspotKit

@Suite("Error distribution in stops")
struct LogErrorDistributionTests {
  @Test("without the one-sided part it is the normal distribution")
  func normalCase() {
    let distribution = LogErrorDistribution(symmetricSigma: 0.5)
    for x in stride(from: -2.0, through: 2.0, by: 0.25) {
      #expect(abs(distribution.cdf(x) - NormalDistribution.cdf(x / 0.5)) < 1e-12)
    }
    #expect(abs(distribution.quantile(0.95) - 0.5 * 1.644_853_627) < 1e-8)
    #expect(abs(distribution.quantile(0.5)) < 1e-9)
  }

  @Test("with only the one-sided part it is half-normal: never below zero")
  func halfNormalCase() {
    let distribution = LogErrorDistribution(symmetricSigma: 0, upwardSigma: 0.3)
    #expect(distribution.cdf(-0.01) == 0)
    #expect(abs(distribution.cdf(0.3) - (2 * NormalDistribution.cdf(1) - 1)) < 1e-12)
  }

  @Test(
    "matches a seeded Monte Carlo sum of normal and half-normal draws",
    arguments: [(0.6, 0.25), (0.37, 0.1), (0.1, 0.4), (0.02, 0.3), (0.3, 0.3)])
  func monteCarlo(_ symmetric: Double, _ upward: Double) {
    let distribution = LogErrorDistribution(symmetricSigma: symmetric, upwardSigma: upward)
    var generator = SeededGenerator(seed: 42)
    let draws = 200_000
    var samples: [Double] = []
    samples.reserveCapacity(draws)
    for _ in 0..<draws {
      samples.append(symmetric * generator.normal() + upward * abs(generator.normal()))
    }
    samples.sort()
    for p in [0.05, 0.25, 0.5, 0.75, 0.95] {
      let empirical = samples[Int(p * Double(draws))]
      // The standard error of a sample quantile here is below 0.004 EV.
      #expect(abs(distribution.quantile(p) - empirical) < 0.01, "quantile \(p)")
    }
  }

  @Test("quantile inverts cdf and cdf is increasing")
  func inverse() {
    let distribution = LogErrorDistribution(symmetricSigma: 0.4, upwardSigma: 0.25)
    var previous = 0.0
    for x in stride(from: -3.0, through: 3.0, by: 0.1) {
      let value = distribution.cdf(x)
      #expect(value >= previous)
      previous = value
    }
    for p in [0.01, 0.1, 0.5, 0.9, 0.99] {
      #expect(abs(distribution.cdf(distribution.quantile(p)) - p) < 1e-7)
    }
  }

  @Test("the one-sided part makes the distribution lean upward")
  func leansUp() {
    let distribution = LogErrorDistribution(symmetricSigma: 0.6, upwardSigma: 0.25)
    #expect(distribution.quantile(0.5) > 0)
    let up = distribution.quantile(0.95)
    let down = -distribution.quantile(0.05)
    #expect(up > down)
    #expect(abs(distribution.mean - 0.25 * (2 / Double.pi).squareRoot()) < 1e-12)
  }
}

@Suite("Error distribution accuracy")
struct LogErrorDistributionAccuracyTests {
  @Test(
    "cdf agrees with a fine direct integration of the density",
    arguments: [(0.6, 0.25), (0.05, 0.3), (0.4, 0.02)])
  func againstDensity(_ symmetric: Double, _ upward: Double) {
    let distribution = LogErrorDistribution(symmetricSigma: symmetric, upwardSigma: upward)
    let start = -9 * (symmetric + upward)
    for x in stride(from: -1.5, through: 2.0, by: 0.5) {
      let fine = Simpson.integrate(over: start...x, intervals: 20_000) { distribution.pdf($0) }
      #expect(abs(distribution.cdf(x) - fine) < 2e-7, "x = \(x)")
    }
  }

  @Test("quantile agrees with bisection on the cdf")
  func againstBisection() {
    let distribution = LogErrorDistribution(symmetricSigma: 0.37, upwardSigma: 0.1)
    for p in [0.005, 0.05, 0.25, 0.5, 0.9, 0.995] {
      let slow = Bisection.root(in: -5...5) { distribution.cdf($0) - p }
      #expect(abs(distribution.quantile(p) - slow) < 1e-8)
    }
  }

  @Test("the half-normal Gauss rule agrees with a fine Simpson integral, normal and t parts")
  func gaussRule() {
    for (s, a, degrees) in [
      (1.2, 0.1, nil), (1.2, 0.1, 3.6), (0.4, 0.2, 4.0), (0.7, 0.1, 11.0), (2.0, 0.9, 1.5),
    ] as [(Double, Double, Double?)] {
      let distribution = LogErrorDistribution(symmetricSigma: s, upwardSigma: a, degrees: degrees)
      let whole = degrees.map { max(1, Int($0.rounded(.down))) }
      for step in -40...40 {
        let x = Double(step) * 0.1 * s
        let reference = Simpson.integrate(over: 0...12, intervals: 4000) { z in
          let u = (x - a * z) / s
          let inner: Double
          if let degrees, let whole {
            let lower = StudentTDistribution.cdf(u, degrees: whole)
            let upper = StudentTDistribution.cdf(u, degrees: whole + 1)
            let weight =
              degrees <= Double(whole)
              ? 0
              : (1 / Double(whole) - 1 / degrees) / (1 / Double(whole) - 1 / Double(whole + 1))
            inner = (1 - weight) * lower + weight * upper
          } else {
            inner = NormalDistribution.cdf(u)
          }
          return 2 * NormalDistribution.pdf(z) * inner
        }
        #expect(
          abs(distribution.cdf(x) - reference) < 1e-8, "s \(s) a \(a) ν \(degrees ?? 0) x \(x)")
      }
    }
  }
}
