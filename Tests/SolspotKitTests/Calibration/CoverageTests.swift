import Testing

@testable import SolspotKit

@Suite("Coverage tallies and checks")
struct CoverageTests {
  let ninety = Confidence.ninety

  @Test("the Wilson interval matches the textbook formula and stays inside 0...1")
  func wilson() throws {
    // 9 of 10 at z = 1.96: centre (0.9 + 1.96²/20)/(1 + 1.96²/10), half-width
    // 1.96/(1 + 1.96²/10)·√(0.9·0.1/10 + 1.96²/400), by hand: 0.5958 to 0.9821.
    let range = try #require(
      CoverageTally(confidence: ninety, contained: 9, total: 10).wilsonInterval())
    #expect(abs(range.lowerBound - 0.5958) < 1e-4)
    #expect(abs(range.upperBound - 0.9821) < 1e-4)
    let all = try #require(
      CoverageTally(confidence: ninety, contained: 20, total: 20).wilsonInterval())
    #expect(all.upperBound == 1 && all.lowerBound > 0.8 && all.lowerBound < 0.9)
    let none = try #require(
      CoverageTally(confidence: ninety, contained: 0, total: 5).wilsonInterval())
    #expect(none.lowerBound == 0)
    #expect(CoverageTally(confidence: ninety).wilsonInterval() == nil)
    #expect(CoverageTally(confidence: ninety).coverage == nil)
  }

  @Test("verdict: nominal above the range is too narrow, below it too wide, inside about right")
  func verdict() throws {
    #expect(CoverageTally(confidence: ninety, contained: 70, total: 100).verdict == .tooNarrow)
    #expect(CoverageTally(confidence: ninety, contained: 90, total: 100).verdict == .aboutRight)
    let half = try #require(Confidence(0.5))
    #expect(CoverageTally(confidence: half, contained: 95, total: 100).verdict == .tooWide)
    // Few readings catch only gross errors: 4 of 5 is consistent with 90%.
    #expect(CoverageTally(confidence: ninety, contained: 4, total: 5).verdict == .aboutRight)
    let wide = CoverageTally(confidence: half, contained: 95, total: 100)
    let narrow = CoverageTally(confidence: ninety, contained: 70, total: 100)
    #expect(CoverageVerdict.combined([wide, narrow]) == .tooNarrow)
    #expect(CoverageVerdict.combined([wide]) == .tooWide)
    #expect(CoverageVerdict.combined([CoverageTally(confidence: half)]) == nil)
  }

  @Test("a check counts each pair at each level, and bounds apart")
  func check() throws {
    let catalog = try DeviceProfileCatalog.builtIn()
    let profile = try #require(catalog.profile(named: "iphone-x-front"))
    let estimator = try LuxEstimator(profile: profile)
    let exposure = try Exposure(fNumber: 2.2, exposureTime: 1.0 / 60, iso: 100)
    let point = try #require(estimator.estimate(exposure).value.point)
    let saturated = try Exposure(fNumber: 2.2, exposureTime: 0.000_013, iso: 19)
    let observations = [
      // The reference equals the point: inside every interval.
      CalibrationObservation(reading: .settings(exposure), referenceLux: point, line: 2),
      // Eight times the point: outside every interval up to 95%.
      CalibrationObservation(reading: .settings(exposure), referenceLux: point * 8, line: 3),
      // An EV-only pair at the point.
      CalibrationObservation(
        reading: .exposureValue(ev100: exposure.ev100, bias: 0), referenceLux: point, line: 4),
      // Saturated and truly very bright: the "at least" bound holds.
      CalibrationObservation(reading: .settings(saturated), referenceLux: 5_000_000, line: 5),
      // Saturated, but the meter read far less: the bound broke.
      CalibrationObservation(reading: .settings(saturated), referenceLux: 1_000, line: 6),
    ]
    let result = CoverageCheck(observations: observations, estimator: estimator)
    #expect(result.tallies.map(\.total) == [3, 3, 3, 3])
    #expect(result.tallies.map(\.contained) == [2, 2, 2, 2])
    #expect(result.boundTallies.map(\.total) == [2, 2, 2, 2])
    #expect(result.boundTallies.map(\.contained) == [1, 1, 1, 1])
    #expect(result.missedLines == [3])
    #expect(result.brokenBoundLines == [6])
    #expect(result.isSmall)
    #expect(result.estimates == 3)
  }

  @Test("a measured profile's own pairs are recognised; others, or a nominal profile, are not")
  func fitOverlap() throws {
    let catalog = try DeviceProfileCatalog.builtIn()
    let base = try #require(catalog.profile(named: "iphone-15-front"))
    let model = try ErrorModel.builtIn()
    let lux = (0..<10).map { 20 * Math.pow(10, 3 * Double($0) / 9) }
    let observations = lux.enumerated().map { index, value in
      let offset = index % 2 == 0 ? 0.2 : -0.2
      return CalibrationObservation(
        reading: .exposureValue(ev100: Math.log2(value / 3.1) + offset, bias: 0),
        referenceLux: value, line: index + 2)
    }
    let fit = try CalibrationFit(observations: observations, profile: base, model: model)
    let measured = try fit.measuredProfile(
      from: base, referenceMeter: "meter", date: "2026-03-14", scope: .unit)
    #expect(FitOverlap(observations: observations, profile: measured, model: model) == .same)
    let fewer = Array(observations.dropLast())
    #expect(FitOverlap(observations: fewer, profile: measured, model: model) == .unknown)
    // The same count and range but another constant: not the same pairs.
    let shifted = observations.map {
      CalibrationObservation(
        reading: .exposureValue(ev100: $0.sceneEV + 0.1, bias: 0), referenceLux: $0.referenceLux,
        line: $0.line)
    }
    #expect(FitOverlap(observations: shifted, profile: measured, model: model) == .unknown)
    #expect(FitOverlap(observations: observations, profile: base, model: model) == nil)
    #expect(FitOverlap(observations: [], profile: measured, model: model) == .unknown)
  }
}
