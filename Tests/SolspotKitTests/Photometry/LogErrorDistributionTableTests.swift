import Testing

@testable import SolspotKit

/// The tabulated distribution against the integrals it replaces (issue 18, point 1).
@Suite("Error distribution table")
struct LogErrorDistributionTableTests {
  /// Shapes across the whole range the error model produces and beyond: symmetric scales from
  /// a calibrated phone's 0.1 EV to 2.5 EV, one-sided parts from a twentieth of the symmetric
  /// one to twice it (every branch of the integrator), normal and t parts down to 1 degree.
  static let shapes: [(s: Double, a: Double, degrees: Double?)] = {
    var shapes: [(Double, Double, Double?)] = []
    for s in [0.1, 0.3, 0.6, 1.12, 2.5] {
      for ratio in [0.05, 0.1, 0.3, 0.5, 0.8, 2.0] {
        for degrees in [nil, 1, 1.6, 3, 3.16, 7, 30] as [Double?] {
          shapes.append((s, s * ratio, degrees))
        }
      }
    }
    return shapes
  }()

  /// Whether `table` and `exact` agree within the table's tolerance: absolute, or relative to
  /// the smaller tail.
  static func agree(_ table: Double, _ exact: Double, tail: Double) -> Bool {
    let tolerance = LogErrorDistribution.Table.tolerance
    return abs(table - exact) <= max(tolerance.absolute, tolerance.relative * tail)
  }

  @Test("cdf and upper tail agree with the integrator at 210 shapes, from −30 to +30 EV")
  func agreesWithIntegrator() {
    for shape in Self.shapes {
      let distribution = LogErrorDistribution(
        symmetricSigma: shape.s, upwardSigma: shape.a, degrees: shape.degrees)
      let table = LogErrorDistribution.Table(distribution)
      // Points between nodes and at odd places, denser near the centre.
      for step in -150...150 {
        let u = Double(step) / 5 + 0.0137
        let x = u * abs(u) / 30 + u / 3
        let lower = distribution.cdf(x)
        let upper = distribution.upperTail(x)
        let small = min(lower, upper)
        let fastLower = table.cdf(x)
        let fastUpper = table.upperTail(x)
        #expect(abs(fastLower + fastUpper - 1) <= 2 * LogErrorDistribution.Table.tolerance.absolute)
        #expect(
          Self.agree(fastLower, lower, tail: small),
          "cdf s \(shape.s) a \(shape.a) ν \(shape.degrees ?? 0) x \(x): \(fastLower) vs \(lower)")
        #expect(
          Self.agree(fastUpper, upper, tail: small),
          "tail s \(shape.s) a \(shape.a) ν \(shape.degrees ?? 0) x \(x): \(fastUpper) vs \(upper)")
      }
    }
  }

  @Test("band probabilities from the table match the integrator's and add up to one")
  func bandProbabilities() throws {
    let bands = try BandTable.builtIn()
    for shape in Self.shapes {
      let distribution = LogErrorDistribution(
        symmetricSigma: shape.s, upwardSigma: shape.a, degrees: shape.degrees)
      let table = LogErrorDistribution.Table(distribution)
      for point in [0.05, 3.0, 110, 2_400, 2_600, 12_000, 19_000, 70_000, 900_000] {
        let slow = bands.probabilities(pointLux: point, distribution: distribution)
        let fast = bands.probabilities(pointLux: point, table: table)
        #expect(abs(fast.map(\.probability).reduce(0, +) - 1) < 1e-9)
        for (f, s) in zip(fast, slow) {
          #expect(f.band == s.band)
          #expect(
            abs(f.probability - s.probability) <= 1e-8 + 1e-5 * s.probability,
            "s \(shape.s) a \(shape.a) ν \(shape.degrees ?? 0) at \(point) lux, \(f.band.id)")
        }
      }
    }
  }

  @Test("a distribution without a one-sided or a symmetric part is asked directly")
  func closedForms() {
    for distribution in [
      LogErrorDistribution(symmetricSigma: 0.8),
      LogErrorDistribution(symmetricSigma: 0.8, degrees: 3),
      LogErrorDistribution(symmetricSigma: 0, upwardSigma: 0.4),
    ] {
      let table = LogErrorDistribution.Table(distribution)
      for x in stride(from: -3.0, through: 3.0, by: 0.37) {
        #expect(table.cdf(x) == distribution.cdf(x))
        #expect(table.upperTail(x) == distribution.upperTail(x))
      }
    }
  }

  @Test("both tails from one pass are the two integrals' own numbers")
  func tailsInOnePass() {
    for shape in Self.shapes {
      let distribution = LogErrorDistribution(
        symmetricSigma: shape.s, upwardSigma: shape.a, degrees: shape.degrees)
      for x in stride(from: -12.0, through: 12.0, by: 0.731) {
        let pair = distribution.tails(x)
        #expect(pair.lower == distribution.cdf(x))
        #expect(pair.upper == distribution.upperTail(x))
      }
    }
  }
}
