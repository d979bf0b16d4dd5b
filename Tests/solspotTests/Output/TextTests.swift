import Testing

@testable import SolspotKit
@testable import solspot

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

  @Test("a range rounds outward; a meter's reading is exact with thousands grouped")
  func rangeAndExact() {
    #expect(LuxText.range(20.5...29_800) == "20–30,000 lux")
    #expect(LuxText.exact(20_000) == "20,000")
    #expect(LuxText.exact(1_234.5) == "1,234.5")
    #expect(LuxText.exact(12.5) == "12.5")
    #expect(LuxText.exact(999) == "999")
    #expect(LuxText.exact(1_000_000) == "1,000,000")
  }

  @Test(
    "significant figures, with trailing zeros kept when asked",
    arguments: [
      (3.0, "3.00"), (2.99, "2.99"), (3.05, "3.05"), (9.996, "10.0"), (0.0123, "0.0123"),
      (123.4, "123"), (12_345, "12345"), (0.1, "0.100"),
    ])
  func figures(_ value: Double, _ text: String) {
    #expect(NumberText.significant(value, 3, keepingZeros: true) == text)
    // Without keeping zeros, the same figures less the trailing zeros.
    let trimmed = text.contains(".") ? String(text.reversed().drop { $0 == "0" }.reversed()) : text
    #expect(
      NumberText.significant(value, 3)
        == (trimmed.hasSuffix(".") ? String(trimmed.dropLast()) : trimmed))
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

@Suite("Times and exposure times in words")
struct TimeTextTests {
  @Test("formats fractions and seconds")
  func exposureTimes() {
    #expect(ExposureTimeText.format(1.0 / 60) == "1/60 s")
    #expect(ExposureTimeText.format(0.0083) == "1/120 s")
    #expect(ExposureTimeText.format(2) == "2 s")
    #expect(ExposureTimeText.format(0.3) == "0.3 s")
  }

  @Test("a wall-clock time to the minute")
  func minute() throws {
    let wall = try #require(TimeInput("2025-01-15")?.wallClock)
    #expect(wall.minuteText == "2025-01-15 12:00")
  }
}
