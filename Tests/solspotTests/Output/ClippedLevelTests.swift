import Testing

@testable import SolspotKit
@testable import solspot

/// A clipped capture is a lower bound at any light level, not a device at the end of its range:
/// no reading or level built on one says "brighter than the device can measure".
@Suite("Levels and readings with clipped bounds")
struct ClippedLevelTests {
  let bands: BandTable

  init() throws {
    bands = try BandTable.builtIn()
  }

  func brightEnd() throws -> Reading {
    try Readings.make(shutter: 77_000, device: "iphone-x-front", iso: 19)
  }

  func darkEnd() throws -> Reading {
    try Readings.make(shutter: 2, device: "iphone-x-front", iso: 4_000)
  }

  @Test("a clipped reading says why it is a bound; the ends of the range keep their words")
  func readingText() throws {
    let clipped = try Readings.clipped()
    #expect(clipped.boundReason == .clipped)
    guard case .atLeast(let lux) = clipped.value else {
      Issue.record("a clipped reading is an 'at least' bound")
      return
    }
    #expect(
      clipped.valueText
        == "at least \(LuxText.format(lux, rounding: .down)) lux (part of the view was clipped: "
        + "a light source or bright patch in view)")
    #expect(try brightEnd().valueText.hasPrefix("brighter than this device can measure (at least "))
    #expect(try darkEnd().valueText.hasPrefix("darker than this device can measure (at most "))
    let value = try Readings.make(shutter: 60)
    #expect(value.boundReason == nil && value.valueText == value.value.text)
  }

  @Test("estimates with a clipped reading: 'at least', naming the clipping")
  func withEstimates() throws {
    let summary = try #require(
      ReadingSummary([try Readings.make(shutter: 60), try Readings.clipped()], bands: bands))
    #expect(summary.boundReasons == [.clipped: 1])
    #expect(summary.valueText.hasPrefix("at least "))
    #expect(
      summary.valueText.hasSuffix(
        " lux (1 of 2 readings was clipped in part of the view and counts at its bound)"))
  }

  @Test("only clipped readings: at least their mean, and the clipping said once")
  func clippedOnly() throws {
    let one = try #require(ReadingSummary([try Readings.clipped()], bands: bands))
    #expect(one.valueText == (try Readings.clipped()).valueText)
    let two = try #require(
      ReadingSummary(
        [try Readings.clipped(), try Readings.clipped(at: "2025-06-24T13:00+02:00")],
        bands: bands))
    #expect(
      two.valueText.hasSuffix(
        " lux (part of the view was clipped in all 2 readings: a light source or bright patch "
          + "in view)"))
  }

  @Test("clipped and bright-end readings together name both causes")
  func mixedCauses() throws {
    let summary = try #require(
      ReadingSummary([try brightEnd(), try Readings.clipped()], bands: bands))
    #expect(summary.boundReasons == [.clipped: 1, .brightEnd: 1])
    #expect(
      summary.valueText.hasSuffix(
        " lux (all 2 readings were brighter than the device can measure or clipped in part of "
          + "the view)"))
    let withValue = try #require(
      ReadingSummary(
        [try brightEnd(), try Readings.clipped(), try Readings.make(shutter: 60)], bands: bands))
    #expect(
      withValue.valueText.contains(
        "(2 of 3 readings were brighter than the device can measure or clipped in part of the "
          + "view and count at their bound)"))
  }

  @Test("clipped and dark-end readings leave the level unpinned, each named for what it was")
  func unpinned() throws {
    let summary = try #require(
      ReadingSummary([try Readings.clipped(), try darkEnd()], bands: bands))
    #expect(!summary.isPinned)
    #expect(
      summary.valueText.hasPrefix(
        "not known: some readings were clipped in part of the view (at least "))
    #expect(summary.valueText.contains(") and others darker than the device can measure (at most "))
    let ends = try #require(ReadingSummary([try brightEnd(), try darkEnd()], bands: bands))
    #expect(ends.valueText.hasPrefix("not known: some readings were brighter than the device can"))
    #expect(ends.valueText.contains(") and others darker (at most "))
  }
}
