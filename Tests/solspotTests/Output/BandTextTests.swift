import Testing

@testable import SolspotKit
@testable import solspot

/// Bands, band verdicts and levels in the CLI's words.
@Suite("Bands and levels in words")
struct BandTextTests {
  let table: BandTable

  init() throws {
    table = try BandTable.builtIn()
  }

  @Test("a band's range names its edges as limits, open ends as 'under' and 'over'")
  func range() {
    #expect(table.bands[2].rangeText == "10,000–20,000 lux")
    #expect(table.bands[0].rangeText == "under 2,500 lux")
    #expect(table.bands[3].rangeText == "over 20,000 lux")
  }

  @Test("a verdict names the likeliest band, then the possible ones")
  func assessment() {
    let straddling = BandAssessment(
      pointLux: 9_000, distribution: LogErrorDistribution(symmetricSigma: 0.6, upwardSigma: 0.25),
      table: table)
    #expect(straddling.summary.hasPrefix("medium, possibly bright indirect"))
    let likeliest = BandAssessment(
      pointLux: 2_300, distribution: LogErrorDistribution(symmetricSigma: 0.62, upwardSigma: 0.25),
      table: table)
    #expect(likeliest.summary == "medium, possibly low")
    let confident = BandAssessment(
      pointLux: 5_000, distribution: LogErrorDistribution(symmetricSigma: 0.2), table: table)
    #expect(confident.summary == "medium")
    let reachingTwo = BandAssessment(
      pointLux: 4_510, distribution: LogErrorDistribution(symmetricSigma: 0.624, upwardSigma: 0.25),
      table: table)
    #expect(reachingTwo.possible.count == 2)
    #expect(reachingTwo.summary == "medium, possibly bright indirect or low")
  }

  @Test("bounds read as 'or brighter' and 'or darker' except at the ends")
  func boundWording() {
    #expect(BandVerdict.atLeast(table.bands[1]).summary == "medium or brighter")
    #expect(BandVerdict.atLeast(table.bands[3]).summary == "direct")
    #expect(BandVerdict.atMost(table.bands[0]).summary == "low")
    #expect(BandVerdict.atMost(table.bands[2]).summary == "bright indirect or darker")
  }

  @Test("a reading's band summary is its verdict's, on the fast path too")
  func readingSummary() throws {
    for shutter in [2.0, 30, 60, 120, 500, 2_000, 8_000] {
      let reading = try Readings.make(shutter: shutter)
      #expect(reading.bandSummary(in: table) == reading.bandVerdict(in: table).summary)
    }
  }

  @Test("a level with a bound reading says how many readings were bounds and why")
  func levelWithBound() throws {
    let bright = try Readings.make(shutter: 77_000, device: "iphone-x-front", iso: 19)
    let dim = try Readings.make(shutter: 4, device: "iphone-x-front")
    let summary = try #require(ReadingSummary([bright, dim], bands: table))
    #expect(summary.valueText.hasPrefix("at least "))
    #expect(summary.valueText.contains("1 of 2 readings was brighter than the device can measure"))
    let dark = try Readings.make(shutter: 2, device: "iphone-x-front", iso: 4_000)
    let unpinned = try #require(
      ReadingSummary([bright, dark, try Readings.make(shutter: 60)], bands: table))
    #expect(unpinned.valueText.hasPrefix("not known: some readings were brighter"))
  }

  @Test("a bound estimate says the device cannot measure further")
  func boundValue() throws {
    let bright = try Readings.make(shutter: 77_000, device: "iphone-x-front", iso: 19)
    #expect(bright.value.text.hasPrefix("brighter than this device can measure (at least "))
  }
}
