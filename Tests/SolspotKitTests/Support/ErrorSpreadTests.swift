import Testing

@testable import SolspotKit

/// How parts of an error add (``ErrorSpread``), against the exact sum worked out numerically.
@Suite("Sums of error parts")
struct ErrorSpreadTests {
  /// The probability that x + y ≤ `value` for independent symmetric parts, by integrating the
  /// first part's density against the second's distribution function.
  static func exactCDF(
    _ value: Double, first: (sigma: Double, degrees: Int?),
    second: (sigma: Double, degrees: Int?)
  ) -> Double {
    func cdf(_ x: Double, _ part: (sigma: Double, degrees: Int?)) -> Double {
      guard let degrees = part.degrees else { return NormalDistribution.cdf(x / part.sigma) }
      return StudentTDistribution.cdf(x / part.sigma, degrees: degrees)
    }
    func pdf(_ x: Double, _ part: (sigma: Double, degrees: Int?)) -> Double {
      guard let degrees = part.degrees else {
        return NormalDistribution.pdf(x / part.sigma) / part.sigma
      }
      return StudentTDistribution.pdf(x / part.sigma, degrees: degrees) / part.sigma
    }
    let reach = 200 * first.sigma
    return Simpson.integrate(over: -reach...reach, intervals: 40_000) { x in
      pdf(x, first) * cdf(value - x, second)
    } + (1 - cdf(reach, first))
  }

  /// The value below which the exact sum falls with probability `p`, by bisection.
  static func exactQuantile(
    _ p: Double, first: (sigma: Double, degrees: Int?), second: (sigma: Double, degrees: Int?)
  ) -> Double {
    Bisection.root(in: -50...50, tolerance: 1e-6) {
      exactCDF($0, first: first, second: second) - p
    }
  }

  @Test("normal parts add in quadrature and stay normal")
  func normal() {
    let spread = ErrorSpread(sigma: 0.3) + ErrorSpread(sigma: 0.4)
    let shape = spread.shape
    #expect(abs(shape.scale - 0.5) < 1e-12)
    #expect(shape.degrees == nil)
    #expect(abs(spread.variance - 0.25) < 1e-12)
  }

  @Test("one t part alone keeps its degrees and scale; parts of one ν are one part")
  func single() throws {
    for degrees in [1, 3, 8, 40] {
      let shape = ErrorSpread(sigma: 0.7, degrees: degrees).shape
      #expect(abs(shape.scale - 0.7) < 1e-6, "\(degrees)")
      #expect(abs(try #require(shape.degrees) - Double(degrees)) < 1e-6, "\(degrees)")
    }
    let twice = ErrorSpread(sigma: 0.6, degrees: 4) + ErrorSpread(sigma: 0.8, degrees: 4)
    #expect(abs(twice.shape.scale - 1) < 1e-6)
    #expect(abs((twice.shape.degrees ?? 0) - 4) < 1e-6)
  }

  @Test("a t part with a normal one: the 90% interval within 3% of the exact sum's")
  func againstExact() throws {
    for (t, normal) in [((1.06, 3), 0.33), ((1.06, 3), 0.9), ((0.6, 4), 0.15), ((0.7, 8), 1.0)] {
      let spread = ErrorSpread(sigma: t.0, degrees: t.1) + ErrorSpread(sigma: normal)
      let distribution = LogErrorDistribution(spread: spread)
      let carried = distribution.quantile(0.95)
      let exact = Self.exactQuantile(0.95, first: (t.0, t.1), second: (normal, nil))
      #expect(abs(carried / exact - 1) < 0.03, "\(t), \(normal): \(carried) against \(exact)")
    }
  }

  @Test("adding a part never narrows the 50% or 90% interval")
  func monotone() {
    let parts = [
      ErrorSpread(sigma: 1.06, degrees: 3), ErrorSpread(sigma: 0.33),
      ErrorSpread(sigma: 0.7, degrees: 8), ErrorSpread(sigma: 0.9),
      ErrorSpread(sigma: 0.2, degrees: 4),
    ]
    var sum = ErrorSpread.zero
    var previous = (0.0, 0.0)
    for part in parts {
      sum += part
      let distribution = LogErrorDistribution(spread: sum)
      let now = (distribution.quantile(0.75), distribution.quantile(0.95))
      #expect(now.0 >= previous.0 - 1e-9 && now.1 >= previous.1 - 1e-9)
      previous = now
    }
  }

  @Test("a weighted part scales its variance by the weight's square")
  func scaled() {
    let spread = (ErrorSpread(sigma: 0.5, degrees: 3) + ErrorSpread(sigma: 0.2)).scaled(by: 0.5)
    #expect(abs(spread.variance - 0.25 * (0.25 + 0.04)) < 1e-12)
    #expect(spread.studentVariances[3].map { abs($0 - 0.0625) < 1e-12 } == true)
  }
}
