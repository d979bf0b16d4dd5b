import Testing

@testable import SolspotKit

@Suite("Exposure time text")
struct ExposureTimeTextTests {
  static let forms: [(String, Double)] = [
    ("1/120", 1.0 / 120), ("1/120s", 1.0 / 120), ("0.008", 0.008), ("0.008s", 0.008),
    ("8ms", 0.008), ("8 ms", 0.008), ("500us", 0.0005), ("500µs", 0.0005), ("2s", 2),
    ("2 sec", 2), ("30", 30), ("1/8000", 1.0 / 8000), ("2/3", 2.0 / 3), (" 1/60 ", 1.0 / 60),
  ]

  @Test("reads the forms photographers write", arguments: forms)
  func reads(_ text: String, _ seconds: Double) throws {
    let parsed = try #require(ExposureTimeText.seconds(text))
    #expect(abs(parsed - seconds) <= 1e-12 * seconds)
  }

  @Test(
    "rejects what is not a time",
    arguments: [
      "", "abc", "1/0", "0", "-1", "1/", "/60", "nan", "inf", "1e3", "0x10", "8 min", "1..2", "ms",
    ])
  func rejects(_ text: String) {
    #expect(ExposureTimeText.seconds(text) == nil)
  }
}
