import Testing

@testable import SolspotKit

@Suite("Student's t quantiles")
struct StudentTDistributionTests {
  /// Table values to four figures. Source: Abramowitz and Stegun, Table 26.10.
  @Test(
    "the quantiles match the printed table",
    arguments: [
      (0.95, 1, 6.314), (0.975, 1, 12.706), (0.95, 2, 2.920), (0.975, 2, 4.303),
      (0.95, 3, 2.353), (0.95, 5, 2.015), (0.975, 5, 2.571), (0.995, 10, 3.169),
      (0.95, 30, 1.697), (0.9995, 30, 3.646), (0.975, 120, 1.980), (0.75, 4, 0.741),
    ])
  func table(_ p: Double, _ degrees: Int, _ expected: Double) {
    let value = StudentTDistribution.quantile(p, degrees: degrees)
    #expect(abs(value - expected) < 0.0015, "t(\(p); \(degrees)) = \(value)")
  }

  @Test("symmetric, above the normal quantile and falling towards it")
  func shape() {
    let z = NormalDistribution.quantile(0.95)
    var previous = Double.infinity
    for degrees in [1, 2, 3, 5, 10, 30, 99, 100, 101, 1_000, 100_000] {
      let t = StudentTDistribution.quantile(0.95, degrees: degrees)
      #expect(t > z && t < previous, "\(degrees)")
      #expect(abs(StudentTDistribution.quantile(0.05, degrees: degrees) + t) < 1e-12)
      previous = t
    }
    #expect(abs(StudentTDistribution.quantile(0.95, degrees: 100_000) - z) < 1e-4)
    // The series and the expansion meet smoothly at the switch.
    let below = StudentTDistribution.quantile(0.975, degrees: StudentTDistribution.seriesLimit)
    let expansion = StudentTDistribution.cornishFisher(
      0.975, degrees: StudentTDistribution.seriesLimit)
    #expect(abs(below - expansion) < 1e-6)
  }
}
