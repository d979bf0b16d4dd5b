import Testing

@testable import SolspotKit

@Suite("A reading's band, worked out again")
struct ReadingBandTests {
  @Test("the verdict and its words are the estimate's own, across the range of light")
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
        #expect(reading.bandVerdict(in: bands).summary == estimate.band.summary, "\(shutter)")
        #expect(reading.bandSummary(in: bands) == estimate.band.summary, "\(shutter)")
        #expect(reading.bandVerdict(in: bands).band.id == reading.bandID)
        if case .estimate(let assessment) = estimate.band, assessment.straddles {
          straddling += 1
        }
      }
    }
    // The sweep crosses band boundaries, so the slow path is exercised too.
    #expect(straddling > 20)
  }
}
