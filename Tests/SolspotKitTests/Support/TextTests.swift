import Testing

@testable import SolspotKit

@Suite("Numbers in words")
struct TextTests {
  @Test(
    "lux keeps two significant figures",
    arguments: [
      (541.7, "540"), (1_234, "1,200"), (16_100, "16,000"), (0.4321, "0.43"), (80_000, "80,000"),
      (4_876_543, "4,900,000"), (9.96, "10"), (2_500, "2,500"),
    ])
  func lux(_ value: Double, _ text: String) {
    #expect(LuxText.format(value) == text)
  }

  @Test("ends of intervals round outward")
  func outward() {
    #expect(LuxText.format(1_234, rounding: .down) == "1,200")
    #expect(LuxText.format(1_234, rounding: .up) == "1,300")
    #expect(LuxText.format(1_200, rounding: .up) == "1,200")
    #expect(LuxText.format(0.347, rounding: .up) == "0.35")
  }

  @Test("probabilities never read as certain")
  func percent() {
    #expect(ProbabilityText.percent(0.9999) == ">99%")
    #expect(ProbabilityText.percent(0.00001) == "<1%")
    #expect(ProbabilityText.percent(0.623) == "62%")
  }

  @Test("confidence levels are checked")
  func confidence() {
    #expect(Confidence(0.9)?.percentText == "90%")
    #expect(Confidence(0.995)?.percentText == "99.5%")
    #expect(Confidence(99.9 / 100)?.level == 0.999)
    #expect(Confidence(0.3) == nil)
    #expect(Confidence(1) == nil)
    #expect(Confidence(.nan) == nil)
  }

  @Test("suggestions find near misses")
  func suggestions() {
    #expect(
      Suggestions.closest(to: "--isoo", among: ["--iso", "--json", "--bias"], limit: 1) == ["--iso"]
    )
    #expect(Suggestions.closest(to: "zzzzzz", among: ["--iso"], limit: 1).isEmpty)
  }
}
