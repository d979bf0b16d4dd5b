import Testing

@testable import SolspotKit

@Suite("Seasons of one spot: its geometry once, as the season term")
struct SeasonRatioTests {
  let bands: BandTable
  let model: ErrorModel

  init() throws {
    bands = try BandTable.builtIn()
    model = try ErrorModel.builtIn()
  }

  /// `count` readings at 1/`shutter` s (a little apart) on `days` of a month.
  static func readings(_ count: Int, shutter: Double, month: String) throws -> [Reading] {
    try (0..<count).map { index in
      try Readings.make(
        shutter: shutter * (1 + 0.05 * Double(index)), device: "iphone-13-front",
        at: "2025-\(month)-1\(index)T12:00+01:00")
    }
  }

  @Test("a same-device season ratio keeps the season term once and each season's light")
  func parts() throws {
    let summer = try Self.readings(2, shutter: 240, month: "07")
    let winter = try Self.readings(2, shutter: 60, month: "01")
    let term = try #require(model.seasonTerm)
    let comparison = try #require(
      LightComparison(winter, summer, bands: bands, spotChange: term))
    // Two readings of each season: the lasting part whole, the per-moment part at
    // √(w/2 + w/2), w = ν₀/ν_n = 11/12 the light prior's share.
    let share = LightVariation.priorShare(readings: 2)
    let season = term.spread(readings: 2, 2, priorShares: (share, share))
    #expect(comparison.isOneSpot)
    let parts = try #require(comparison.parts)
    let a = try #require(ReadingSummary(winter, bands: bands))
    let b = try #require(ReadingSummary(summer, bands: bands))
    #expect(parts.geometry == season)
    #expect(parts.light == a.parts.light + b.parts.light)
    #expect(parts.device == .zero)
    // The interval is the sum's, and narrower than two spots' would be.
    let expected = LogErrorDistribution(spread: season + a.parts.light + b.parts.light)
    guard case .estimate(let point, _, let upper, _) = comparison.ratio else {
      Issue.record("expected an estimate")
      return
    }
    let stops = expected.centralInterval(.ninety)
    #expect(abs(Math.log2(upper / point) - stops.upperBound) < 1e-9)
    let twoSpots = try #require(LightComparison(winter, summer, bands: bands))
    #expect(!twoSpots.isOneSpot)
    guard case .estimate(_, _, let twoSpotsUpper, _) = twoSpots.ratio else {
      Issue.record("expected an estimate")
      return
    }
    #expect(upper < twoSpotsUpper)
  }

  @Test("the season term is used only where it is narrower than the two sets' own geometry")
  func narrowerBound() throws {
    let summer = try Self.readings(2, shutter: 240, month: "07")
    let winter = try Self.readings(2, shutter: 60, month: "01")
    let twoSpots = try #require(LightComparison(winter, summer, bands: bands))
    // A season term wider than the spot's geometry in both sets (as a calibration's small
    // scatter makes them) gives way to the two sets' own geometry: never a wider ratio.
    let wide = try #require(
      LightComparison(
        winter, summer, bands: bands, spotChange: SeasonTerm(lasting: ErrorSpread(sigma: 3))))
    #expect(wide.isOneSpot)
    #expect(wide.parts?.geometry == twoSpots.parts?.geometry)
    #expect(wide.ratio == twoSpots.ratio)
    let narrow = try #require(
      LightComparison(
        winter, summer, bands: bands, spotChange: SeasonTerm(lasting: ErrorSpread(sigma: 0.2))))
    guard case .estimate(_, let lower, let upper, _) = narrow.ratio,
      case .estimate(_, let twoLower, let twoUpper, _) = twoSpots.ratio
    else {
      Issue.record("expected estimates")
      return
    }
    #expect(upper / lower < twoUpper / twoLower)
  }

  @Test("one spot's seasons 4× apart, 4 readings each: a clear drop; two spots need not be")
  func clearDrop() throws {
    let summer = try Self.readings(4, shutter: 240, month: "07")
    let winter = try Self.readings(4, shutter: 60, month: "01")
    let report = SeasonalReport(readings: summer + winter, location: .latitude(50), bands: bands)
    let level = try #require(report.seasons.first { $0.season == .winter })
    let comparison = try #require(level.comparison)
    #expect(comparison.isOneSpot)
    #expect(comparison.ratio.point.map { abs($0 - 0.25) < 0.02 } == true)
    #expect(comparison.ratio.direction == .less, "\(comparison.ratio)")
    #expect(comparison.settling.isEmpty)
    // The same readings as two spots: the geometry counts twice, the interval holds 1.
    let twoSpots = try #require(LightComparison(winter, summer, bands: bands))
    #expect(twoSpots.ratio.direction == .similar, "\(twoSpots.ratio)")
    #expect(twoSpots.settling.first == .calibration)
    // And the report without the season term (as before it) gives no clear drop either.
    let old = SeasonalReport(
      readings: summer + winter, location: .latitude(50), bands: bands, seasonTerm: nil)
    let oldWinter = try #require(old.seasons.first { $0.season == .winter }?.comparison)
    #expect(oldWinter.ratio.direction == .similar)
  }

  @Test("between different devices nothing cancels and the season term is not used")
  func differentDevices() throws {
    let summer = [
      try Readings.make(shutter: 240, device: "iphone-13-front", at: "2025-07-10T12:00+01:00")
    ]
    let winter = [
      try Readings.make(shutter: 60, device: "iphone-15-front", at: "2025-01-10T12:00+01:00")
    ]
    let comparison = try #require(
      LightComparison(winter, summer, bands: bands, spotChange: model.seasonTerm))
    #expect(!comparison.isOneSpot)
    #expect(comparison.parts?.device != .zero)
    #expect(comparison.settling.first == .oneDevice || comparison.ratio.direction != .similar)
  }

  @Test("an unclear ratio names what would settle it, from the interval's parts")
  func settling() throws {
    // Two readings each far apart, the seasons 2× apart: the light's variation is the largest
    // part of a season ratio; more readings (as many as named) settle it if they keep the mean
    // and scatter.
    let summer = [
      try Readings.make(shutter: 400, device: "iphone-13-front", at: "2025-07-10T12:00+01:00"),
      try Readings.make(shutter: 50, device: "iphone-13-front", at: "2025-07-11T12:00+01:00"),
    ]
    let winter = [
      try Readings.make(shutter: 200, device: "iphone-13-front", at: "2025-01-10T12:00+01:00"),
      try Readings.make(shutter: 25, device: "iphone-13-front", at: "2025-01-11T12:00+01:00"),
    ]
    let comparison = try #require(
      LightComparison(winter, summer, bands: bands, spotChange: model.seasonTerm))
    #expect(comparison.ratio.direction == .similar)
    let parts = try #require(comparison.parts)
    #expect(parts.largest == .light)
    guard case .moreReadings(let perSet?) = comparison.settling.first else {
      Issue.record("expected more readings: \(comparison.settling)")
      return
    }
    #expect(perSet > 2 && perSet <= SettlingStep.maxReadings)
    // The months differ by design in seasons: no same-times step for them.
    #expect(!comparison.settling.contains { if case .sameTimes = $0 { true } else { false } })
  }

  @Test("two spots: the geometry part names a calibration; hours apart add the same times")
  func geometrySettling() throws {
    let shelf = [try Readings.make(shutter: 60, device: "iphone-13-front")]
    let bath = [try Readings.make(shutter: 40, device: "iphone-13-front")]
    let comparison = try #require(LightComparison(shelf, bath, bands: bands))
    #expect(comparison.ratio.direction == .similar)
    #expect(comparison.parts?.largest == .geometry)
    #expect(comparison.settling == [.calibration])
    // Taken at hours far apart: a same-times step follows.
    let late = [
      try Readings.make(shutter: 40, device: "iphone-13-front", at: "2025-06-21T18:00+02:00")
    ]
    let apart = try #require(LightComparison(shelf, late, bands: bands))
    #expect(apart.settling == [.calibration, .sameTimes(months: false, timesOfDay: true)])
  }
}
