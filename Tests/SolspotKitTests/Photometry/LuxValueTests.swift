import Testing

@testable import SolspotKit

@Suite("Values at other confidences")
struct LuxValueTests {
  @Test("an estimate restated at another confidence equals a fresh estimate at it")
  func valueAtConfidence() throws {
    let catalog = try DeviceProfileCatalog.builtIn()
    let estimator = try LuxEstimator(
      profile: try #require(catalog.profile(named: "iphone-x-front")))
    for exposure in [
      try Exposure(fNumber: 2.2, exposureTime: 1.0 / 60, iso: 100),
      try Exposure(fNumber: 2.2, exposureTime: 0.000_013, iso: 19),
      try Exposure(fNumber: 2.2, exposureTime: 0.5, iso: 1824),
    ] {
      let ninety = estimator.estimate(exposure)
      for level in [0.5, 0.8, 0.95] {
        let confidence = try #require(Confidence(level))
        #expect(
          ninety.value(at: confidence) == estimator.estimate(exposure, confidence: confidence).value
        )
      }
    }
  }

  @Test("a clipped capture stays a bound at every confidence")
  func clipped() throws {
    let estimator = try LuxEstimator(profile: try DeviceProfileCatalog.builtIn().generic)
    let exposure = try Exposure(fNumber: 1.9, exposureTime: 1.0 / 2000, iso: 25)
    let estimate = estimator.estimate(
      sceneEV: exposure.sceneEV, settings: exposure, isClipped: true)
    for level in [0.5, 0.95] {
      let confidence = try #require(Confidence(level))
      #expect(
        estimate.value(at: confidence)
          == estimator.estimate(
            sceneEV: exposure.sceneEV, settings: exposure, isClipped: true, confidence: confidence
          ).value)
      #expect(estimate.value(at: confidence).isBound)
    }
  }

  @Test("an EV-only interval equals the estimate's interval for the same EV")
  func intervalWithoutSettings() throws {
    let estimator = try LuxEstimator(profile: try DeviceProfileCatalog.builtIn().generic)
    let exposure = try Exposure(fNumber: 1.9, exposureTime: 1.0 / 60, iso: 100, bias: 0.3)
    let result = estimator.interval(sceneEV: exposure.sceneEV)
    #expect(result.point == estimator.estimate(exposure).value.point)
    #expect(result.interval == estimator.estimate(exposure).value.interval)
  }

  @Test("the central interval contains 0 even when the one-sided part dominates")
  func centralInterval() throws {
    let skewed = LogErrorDistribution(symmetricSigma: 0.01, upwardSigma: 1)
    let half = try #require(Confidence(0.5))
    let range = skewed.centralInterval(half)
    #expect(range.lowerBound == 0)  // the raw lower quantile is above 0
    #expect(skewed.quantile(half.lowerTail) > 0)
    #expect(range.upperBound == skewed.quantile(half.upperTail))
  }

  @Test("a value follows the limit check: bounds at the ends, an estimate inside")
  func valueFromLimitCheck() {
    let interval = LuxInterval(lower: 100, upper: 400, confidence: .ninety)
    #expect(LuxValue(point: 200, interval: interval, limitCheck: .brightEnd) == .atLeast(100))
    #expect(LuxValue(point: 200, interval: interval, limitCheck: .darkEnd) == .atMost(400))
    #expect(
      LuxValue(point: 200, interval: interval, limitCheck: .unknownLimits)
        == .estimate(point: 200, interval: interval))
    let fromStops = LuxInterval(point: 100, stops: -1...2, confidence: .ninety)
    #expect(fromStops.lower == 50 && fromStops.upper == 400)
  }
}
