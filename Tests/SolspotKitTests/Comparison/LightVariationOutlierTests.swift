import Testing

@testable import SolspotKit

/// The one reading that alone makes a spot's readings vary more than the prior allows
/// (``LightVariation/outlier``), which the scatter note names for removal.
@Suite("The one reading behind a scatter")
struct LightVariationOutlierTests {
  @Test("one reading far from four that agree is named; its removal brings s_n within the prior")
  func oneFar() throws {
    let values = [8.1, 8.2, 8.0, 8.15, 13.0]
    let variation = LightVariation(groups: [values])
    #expect(variation.exceedsPrior)
    #expect(variation.outlier == LightVariation.Position(group: 0, index: 4))
    #expect(!LightVariation(groups: [Array(values.dropLast())]).exceedsPrior)
    // In a second group, its place is that group's.
    let two = LightVariation(groups: [[5.0, 5.1], values])
    #expect(two.outlier == LightVariation.Position(group: 1, index: 4))
  }

  @Test("no reading is named within the prior, for two readings, or when they all disagree")
  func noneNamed() {
    #expect(LightVariation(groups: [[8.1, 8.2, 8.0]]).outlier == nil)
    // Two readings far apart: either could be the odd one.
    let pair = LightVariation(groups: [[8.0, 13.0]])
    #expect(pair.exceedsPrior)
    #expect(pair.outlier == nil)
    // Readings spread widely: no single removal brings them within the prior.
    let spread = LightVariation(groups: [[4.0, 7.0, 10.0, 13.0, 16.0]])
    #expect(spread.exceedsPrior)
    #expect(spread.outlier == nil)
  }

  @Test("the summary gives the outlier's index among the readings, bounds and all")
  func summaryIndex() throws {
    let device = "iphone-14-front"
    var readings = try [76.0, 80, 72, 78].enumerated().map { day, shutter in
      try Readings.make(
        shutter: shutter, device: device, at: "2025-06-1\(day)T12:00+02:00", iso: 50)
    }
    // A bound first (left out of the variation), then the far reading.
    readings.insert(
      try Readings.make(
        shutter: 0.5, device: device, at: "2025-06-15T12:00+02:00", iso: 8_000), at: 0)
    readings.append(
      try Readings.make(shutter: 2_000, device: device, at: "2025-06-16T12:00+02:00", iso: 50))
    let summary = try #require(ReadingSummary(readings, bands: try .builtIn()))
    #expect(summary.outlierIndex == 5)
    let agreeing = try #require(ReadingSummary(Array(readings.dropLast()), bands: try .builtIn()))
    #expect(agreeing.outlierIndex == nil)
  }

  @Test("a comparison carries each side's outlying reading itself, though it used a subset")
  func comparisonOutlier() throws {
    let device = "iphone-14-front"
    let agreeing = try [76.0, 80, 72, 78].enumerated().map { day, shutter in
      try Readings.make(
        shutter: shutter, device: device, at: "2025-06-1\(day)T12:00+02:00", iso: 50)
    }
    let far = try Readings.make(
      shutter: 2_000, device: device, at: "2025-06-16T12:00+02:00", iso: 50)
    // Another device's readings first: the comparison leaves them out, so its indices shift.
    let other = try [60.0, 61].enumerated().map { day, shutter in
      try Readings.make(
        shutter: shutter, device: "iphone-13-front", at: "2025-06-2\(day)T12:00+02:00", iso: 50)
    }
    let hall = try [20.0, 21].enumerated().map { day, shutter in
      try Readings.make(
        shutter: shutter, device: device, at: "2025-06-1\(day)T13:00+02:00", iso: 50)
    }
    let comparison = try #require(
      LightComparison(other + agreeing + [far], hall, bands: try .builtIn()))
    #expect(comparison.firstLeftOut == 2)
    #expect(comparison.first.outlierIndex == 4)
    #expect(comparison.first.outlier == far)
    #expect(comparison.second.outlier == nil)
  }
}
