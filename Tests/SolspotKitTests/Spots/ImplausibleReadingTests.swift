import Testing

@testable import SolspotKit

/// The two rules `spot measure` refuses a reading by, with the figures each compared.
@Suite("Implausible readings")
struct ImplausibleReadingTests {
  static func estimate(
    device: String, fNumber: Double, shutter: Double, iso: Double
  ) throws -> LuxEstimate {
    let profile = try #require(Readings.catalog.profile(named: device))
    return try LuxEstimator(profile: profile)
      .estimate(try Exposure(fNumber: fNumber, exposureTime: 1 / shutter, iso: iso))
  }

  @Test("an 'at least' bound above 130,000 lux: brighter than the sun, with the bound")
  func brightBound() throws {
    let estimate = try Self.estimate(device: "iphone-13", fNumber: 2.2, shutter: 76_923, iso: 19)
    guard case .atLeast(let bound) = estimate.value else {
      Issue.record("expected an 'at least' bound, got \(estimate.value)")
      return
    }
    #expect(bound > 130_000)
    #expect(
      ImplausibleReading.check(estimate)
        == [.brighterThanSun(lux: bound, isBound: true, limitLux: 130_000)])
    #expect(ImplausibleReading.check(estimate).map(\.code) == ["brighter-than-sun"])
  }

  @Test("an estimate is refused by its point, not its interval's lower end")
  func estimatePoint() throws {
    // Generic limits are unknown, so these are estimates, never bounds. The first reading
    // whose point passes 130,000 lux still has an interval reaching far below it.
    var shutter = 1.0
    var refused: LuxEstimate?
    var kept: LuxEstimate?
    while shutter < 10_000_000, refused == nil {
      let estimate = try Self.estimate(device: "generic", fNumber: 16, shutter: shutter, iso: 25)
      guard case .estimate(let point, _) = estimate.value else {
        Issue.record("generic readings are estimates")
        return
      }
      if point > 130_000 { refused = estimate } else { kept = estimate }
      shutter *= 1.05
    }
    let keptEstimate = try #require(kept)
    #expect(ImplausibleReading.check(keptEstimate).isEmpty)
    #expect(!keptEstimate.notes.contains(.implausiblyBright))
    let refusedEstimate = try #require(refused)
    let point = try #require(refusedEstimate.value.point)
    #expect(try #require(refusedEstimate.value.interval?.lower) < 130_000)
    #expect(
      ImplausibleReading.check(refusedEstimate)
        == [.brighterThanSun(lux: point, isBound: false, limitLux: 130_000)])
    #expect(refusedEstimate.notes.contains(.implausiblyBright))
  }

  @Test("ordinary readings and 'at most' bounds are plausible")
  func plausible() throws {
    #expect(
      ImplausibleReading.check(
        try Self.estimate(device: "iphone-15", fNumber: 1.9, shutter: 500, iso: 40)
      ).isEmpty)
    let dark = try Self.estimate(device: "iphone-x", fNumber: 2.2, shutter: 2, iso: 1824)
    #expect(dark.value.isBound && dark.value.point == nil)
    #expect(ImplausibleReading.check(dark).isEmpty)
  }

  @Test(
    "settings beyond a documented range by more than 1/6 EV are refused, within it not",
    arguments: [
      // iPhone X front: ISO 19–1824 and 13 µs–0.5 s, documented.
      (iso: 19.0 / 1.2, shutter: 1_000.0, field: ExposureField?.some(.iso)),
      (iso: 19.0 / 1.1, shutter: 1_000.0, field: nil),
      (iso: 1824.0 * 1.2, shutter: 30.0, field: .iso),
      (iso: 100.0, shutter: 1.0 / 0.7, field: .exposureTime),
      (iso: 100.0, shutter: 1.0 / 0.55, field: nil),
      (iso: 100.0, shutter: 1.0 / 10e-6, field: .exposureTime),
    ])
  func documentedRange(iso: Double, shutter: Double, field: ExposureField?) throws {
    let estimate = try Self.estimate(device: "iphone-x", fNumber: 2.2, shutter: shutter, iso: iso)
    let found = ImplausibleReading.check(estimate).filter { $0.code == "beyond-documented-range" }
    guard let field else {
      #expect(found.isEmpty)
      return
    }
    let value = field == .iso ? iso : 1 / shutter
    let range: ClosedRange<Double> = field == .iso ? 19...1824 : 1.3e-05...0.5
    #expect(
      found
        == [
          .beyondDocumentedRange(
            field: field, value: value, range: range, marginEV: ExposureLimits.tolerance)
        ])
  }

  @Test("generic limits refuse nothing: they are assumed, not documented")
  func genericLimits() throws {
    let estimate = try Self.estimate(device: "iphone-15", fNumber: 1.9, shutter: 1_000, iso: 3)
    #expect(estimate.device.exposureLimits?.isGeneric == true)
    #expect(estimate.device.exposureLimits?.isBeyond(estimate.exposure) == true)
    #expect(ImplausibleReading.check(estimate).isEmpty)
  }
}
