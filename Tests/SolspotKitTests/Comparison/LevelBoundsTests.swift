import Testing

@testable import SolspotKit

@Suite("Levels with readings beyond the device's range")
struct LevelBoundsTests {
  let bands: BandTable

  init() throws {
    bands = try BandTable.builtIn()
  }

  /// A reading brighter than the iPhone X front camera can measure.
  func saturated(at time: String = "2025-06-21T12:00+02:00") throws -> Reading {
    let reading = try Readings.make(shutter: 77_000, device: "iphone-x-front", at: time, iso: 19)
    #expect(reading.value.isBound && reading.value.lowerLux != nil)
    return reading
  }

  /// A reading darker than it can measure.
  func dark(at time: String = "2025-06-21T12:00+02:00") throws -> Reading {
    let reading = try Readings.make(shutter: 2, device: "iphone-x-front", at: time, iso: 4_000)
    #expect(reading.value.isBound && reading.value.upperLux != nil)
    return reading
  }

  @Test(
    "an 'at least' reading makes the level 'at least' the mean with its bound, never a low value")
  func atLeast() throws {
    let dim = try Readings.make(shutter: 4, device: "iphone-x-front")
    let bound = try saturated()
    let summary = try #require(ReadingSummary([bound, dim], bands: bands))
    guard case .atLeast(let lux) = summary.value else {
      Issue.record("expected a lower bound, got \(String(describing: summary.value))")
      return
    }
    let substituted = Math.exp2(
      (Math.log2(try #require(bound.value.lowerLux)) + dim.log2PointLux) / 2)
    // Below the substituted mean (its interval's lower end), above the dim reading alone.
    #expect(lux < substituted)
    let dimLower = try #require(dim.value.lowerLux)
    #expect(lux > dimLower)
    #expect(summary.band == .atLeast(bands.band(forLux: lux)))
    #expect(summary.count == 1 && summary.boundReadings == 1 && summary.readingCount == 2)
    #expect(summary.boundReasons == [.brightEnd: 1])
  }

  @Test("an 'at most' reading makes the level 'at most' the upper end")
  func atMost() throws {
    let bright = try Readings.make(shutter: 60, device: "iphone-x-front")
    let summary = try #require(ReadingSummary([try dark(), bright], bands: bands))
    guard case .atMost(let lux) = summary.value else {
      Issue.record("expected an upper bound")
      return
    }
    let brightUpper = try #require(bright.value.upperLux)
    #expect(lux < brightUpper)
    #expect(summary.band == .atMost(bands.band(forLux: lux)))
  }

  @Test("readings beyond both ends leave the level unpinned, in every band")
  func unpinned() throws {
    let summary = try #require(
      ReadingSummary(
        [try saturated(), try dark(), try Readings.make(shutter: 60, device: "iphone-x-front")],
        bands: bands))
    #expect(!summary.isPinned && summary.value == nil && summary.log2Lux == nil)
    #expect(summary.band == .atLeast(bands.band(forLux: 0)))
    #expect(summary.atLeastLux != nil && summary.atMostLux != nil)
    // Compared with anything, no ratio follows.
    let other = [try Readings.make(shutter: 60, device: "iphone-x-front")]
    let comparison = try #require(
      LightComparison([try saturated(), try dark()], other, bands: bands))
    #expect(comparison.ratio == .unknown)
  }

  @Test("only bounds of one kind: at least their geometric mean")
  func boundsOnly() throws {
    let first = try saturated()
    let summary = try #require(ReadingSummary([first, first], bands: bands))
    let lower = try #require(first.value.lowerLux)
    guard case .atLeast(let lux) = summary.value else {
      Issue.record("expected a lower bound")
      return
    }
    #expect(abs(lux / lower - 1) < 1e-12)
    #expect(summary.count == 0 && summary.log2Lux == nil)
  }

  @Test("a season with an 'at least' reading is never said to drop to a band")
  func seasonWithBound() throws {
    let summer = try (0..<2).map { day in
      try Readings.make(
        shutter: 2_000, device: "iphone-x-front", at: "2025-07-0\(day + 1)T12:00+02:00")
    }
    // Winter: one reading in full sun beyond the device, one in shade.
    let winter = [
      try saturated(at: "2025-01-10T12:00+01:00"),
      try Readings.make(shutter: 30, device: "iphone-x-front", at: "2025-01-11T12:00+01:00"),
    ]
    let report = SeasonalReport(
      readings: summer + winter, location: .latitude(52), bands: bands)
    #expect(report.changes.allSatisfy { $0.season != .winter })
    // Without the bound, winter drops.
    let without = SeasonalReport(
      readings: summer + [winter[1]], location: .latitude(52), bands: bands)
    #expect(without.changes.map(\.season) == [.winter])
  }

  @Test("a season that cannot be pinned is neither the brightest nor a drop")
  func unpinnedSeason() throws {
    let winter = [
      try saturated(at: "2025-01-10T12:00+01:00"), try dark(at: "2025-01-11T12:00+01:00"),
    ]
    let alone = SeasonalReport(readings: winter, location: .latitude(52), bands: bands)
    #expect(alone.seasons.count == 1 && alone.reference == nil && alone.changes.isEmpty)
    let summer = try Readings.make(
      shutter: 2_000, device: "iphone-x-front", at: "2025-07-01T12:00+02:00")
    let both = SeasonalReport(readings: winter + [summer], location: .latitude(52), bands: bands)
    #expect(both.reference == .summer && both.changes.isEmpty)
  }

  @Test("between the tropics the seasons carry a caveat; a hemisphere alone does not")
  func equator() throws {
    let reading = try Readings.make(shutter: 500)
    for (location, expected) in [
      (SpotLocation.latitude(1.3), true), (.latitude(-23), true), (.latitude(23.5), false),
      (.latitude(51.5), false), (.hemisphere(.south), false), (.unspecified, false),
    ] {
      let report = SeasonalReport(readings: [reading], location: location, bands: bands)
      #expect(report.isNearEquator == expected, "\(location)")
    }
  }
}
