import Testing

@testable import SolspotKit

@Suite("A reading's band, worked out again")
struct ReadingBandTests {
  @Test("the verdict is the estimate's own, across the range of light")
  func sameAsEstimate() throws {
    let bands = try BandTable.builtIn()
    var straddling = 0
    for device in ["generic", "iphone-15-front", "iphone-x-front"] {
      let profile = try #require(Readings.catalog.profile(named: device))
      let estimator = try LuxEstimator(profile: profile)
      for step in 0..<120 {
        let shutter = Math.exp2(Double(step) / 10)
        let exposure = try Exposure(
          fNumber: profile.fNumber ?? 1.9, exposureTime: 1 / shutter, iso: 100)
        let estimate = estimator.estimate(exposure)
        let reading = Reading(
          estimate: estimate, takenAt: try Readings.time("2025-01-01T12:00Z"), source: .manual)
        let verdict = reading.bandVerdict(in: bands)
        #expect(Self.bands(verdict) == Self.bands(estimate.band), "\(shutter)")
        if let single = reading.singleBand(in: bands) {
          #expect(Self.bands(estimate.band) == [single.id], "\(shutter)")
        }
        #expect(reading.bandVerdict(in: bands).band.id == reading.bandID)
        if case .estimate(let assessment) = estimate.band, assessment.straddles {
          straddling += 1
        }
      }
    }
    // The sweep crosses band boundaries, so the slow path is exercised too.
    #expect(straddling > 20)
  }

  /// The bands a verdict names, the likeliest (or the bound's) first, then the possible ones;
  /// a bound's direction as `+` or `-`.
  static func bands(_ verdict: BandVerdict) -> [String] {
    switch verdict {
    case .estimate(let assessment): [assessment.likeliest.id] + assessment.possible.map(\.id)
    case .atLeast(let band): [band.id, "+"]
    case .atMost(let band): [band.id, "-"]
    }
  }
}
