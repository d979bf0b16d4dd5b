import Testing

@testable import SolspotKit
@testable import solspot

@Suite("Significant figures over every finite number")
struct SignificantFiguresTests {
  /// Figures from the smallest subnormal to the largest double, and ordinary ones between.
  static let extremes: [Double] = [
    .leastNonzeroMagnitude, .leastNormalMagnitude, 1e-300, 2.1e-12, 1.7e-8, 9.99e-4, 0.001,
    0.4321, 1, 9.96, 2_497, 2_500, 4_876_543, 989_999_999, 1e9, 6.7e16, 1e20, 1e300,
    .greatestFiniteMagnitude,
  ]

  @Test(
    "lux text is defined for every finite figure and never crashes",
    arguments: extremes)
  func luxTextIsTotal(_ value: Double) {
    for rounding in [LuxText.Rounding.nearest, .down, .up] {
      let text = LuxText.format(value, rounding: rounding)
      #expect(!text.isEmpty && !text.contains("nan") && !text.contains("inf"), "\(text)")
    }
    #expect(!NumberText.significant(value, 3).isEmpty)
    #expect(!NumberText.plain(value).isEmpty)
    #expect(!LuxText.grouped(value).isEmpty)
  }

  @Test(
    "plain decimals from 0.001 to a billion lux, scientific notation outside",
    arguments: [
      (1.7e-8, "1.7e-8"), (2.1e-12, "2.1e-12"), (4e-9, "4.0e-9"), (0.001, "0.0010"),
      (0.000_999, "0.0010"), (0.000_994, "9.9e-4"), (989_999_999, "990,000,000"),
      (995_000_000, "1.0e9"), (6.71e16, "6.7e16"), (1e20, "1.0e20"),
      (.greatestFiniteMagnitude, "1.8e308"), (.leastNonzeroMagnitude, "4.9e-324"),
    ])
  func scientific(_ value: Double, _ text: String) {
    #expect(LuxText.format(value) == text)
  }

  @Test("rounding down never rises above the number, rounding up never falls below it")
  func outward() {
    var generator = SplitMix64(seed: 7)
    for _ in 0..<20_000 {
      // log-uniform over the whole range of doubles
      let exponent = Double(generator.next() % 616) - 308 + Double(generator.next() % 1000) / 1000
      let value = Math.pow(10, exponent)
      guard value.isFinite, value > 0 else { continue }
      for figures in [2, 3] {
        let down = SignificantFigures(value, figures: figures, rounding: .down)
        let up = SignificantFigures(value, figures: figures, rounding: .up)
        #expect(down.map { $0.value <= value * (1 + 1e-12) } == true, "\(value)")
        #expect(up.map { $0.value >= value * (1 - 1e-12) } == true, "\(value)")
        #expect(down.map { String($0.digits).count == figures } == true, "\(value)")
        #expect(up.map { String($0.digits).count == figures } == true, "\(value)")
      }
    }
  }

  @Test("figures exact in decimal stay put; a computed end just past a limit moves past it")
  func exactFigures() throws {
    #expect(try #require(SignificantFigures(2_500, figures: 3, rounding: .down)).value == 2_500)
    #expect(try #require(SignificantFigures(2_500, figures: 3, rounding: .up)).value == 2_500)
    #expect(try #require(SignificantFigures(2_497, figures: 3, rounding: .down)).value == 2_490)
    #expect(try #require(SignificantFigures(2_497, figures: 3, rounding: .up)).value == 2_500)
    #expect(try #require(SignificantFigures(9_996, figures: 2, rounding: .up)).value == 10_000)
    #expect(SignificantFigures(0, figures: 2, rounding: .up) == nil)
    #expect(SignificantFigures(-1, figures: 2, rounding: .up) == nil)
    #expect(SignificantFigures(.nan, figures: 2, rounding: .up) == nil)
  }

  @Test("plain and significant text stay readable at the extremes")
  func numberText() {
    #expect(NumberText.significant(2.852e-33, 4, keepingZeros: true) == "2.852e-33")
    #expect(NumberText.significant(2.852e17, 4) == "2.852e17")
    #expect(NumberText.plain(0.000_001) == "0.000001")
    #expect(NumberText.plain(1e-30) == "1e-30")
    #expect(NumberText.plain(1e20) == "1e20")
    #expect(ProbabilityText.percent(.nan) == "?%")
  }
}
