import Testing

@testable import SolspotKit

@Suite("Reading numbers, CSV lines and chi-square quantiles")
struct ParsingTests {
  @Test(
    "numbers: plain decimals with sign and exponent, nothing else",
    arguments: [
      ("1.9", 1.9), ("-0.7", -0.7), ("1e3", 1000), ("1.3e-05", 0.000_013), ("+2", 2),
    ])
  func numbers(_ text: String, _ value: Double) {
    #expect(NumberText.number(text) == value)
  }

  @Test("not numbers", arguments: ["", "nan", "inf", "0x10", " 1", "1,5", "1e999", "f/2"])
  func notNumbers(_ text: String) {
    #expect(NumberText.number(text) == nil)
  }

  @Test("f-numbers with or without f/")
  func fNumbers() {
    #expect(Exposure.fNumber("f/1.9") == 1.9)
    #expect(Exposure.fNumber("F/2.2") == 2.2)
    #expect(Exposure.fNumber("2") == 2)
    #expect(Exposure.fNumber("f/") == nil)
    #expect(Exposure.fNumber("f1.9") == nil)
  }

  @Test(
    "chi-square quantiles are within 3% (one degree) and 0.5% (four and more) of the tables",
    arguments: [
      // Exact values from standard tables (e.g. NIST/SEMATECH e-Handbook, 1.3.6.7.4).
      (0.95, 1, 3.841, 0.03), (0.95, 4, 9.488, 0.005), (0.99, 9, 21.666, 0.005),
      (0.99, 19, 36.191, 0.005), (0.95, 29, 42.557, 0.005),
    ])
  func chiSquare(_ p: Double, _ degrees: Int, _ exact: Double, _ tolerance: Double) {
    let value = ChiSquareDistribution.quantile(p, degrees: degrees)
    #expect(abs(value / exact - 1) < tolerance, "\(value)")
  }

  @Test("the seeded generator repeats itself and draws standard normals")
  func generator() {
    var a = SplitMix64(seed: 99)
    var b = SplitMix64(seed: 99)
    #expect((0..<5).map { _ in a.next() } == (0..<5).map { _ in b.next() })
    var g = SplitMix64(seed: 3)
    let draws = (0..<40_000).map { _ in g.normal() }
    let mean = draws.reduce(0, +) / 40_000
    let variance = draws.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / 40_000
    #expect(abs(mean) < 0.02 && abs(variance - 1) < 0.03)
    let logs = (0..<1_000).map { _ in Math.log10(g.logUniform(10...10_000)) }
    #expect(logs.allSatisfy { $0 >= 1 && $0 <= 4 })
  }
}
