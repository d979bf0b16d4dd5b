import Testing

@testable import SolspotKit

@Suite("Lens mismatch")
struct LensMismatchTests {
  func pair(_ fNumber: Double, line: Int) throws -> CalibrationObservation {
    CalibrationObservation(
      reading: .settings(try Exposure(fNumber: fNumber, exposureTime: 1.0 / 60, iso: 100)),
      referenceLux: 500, line: line)
  }

  @Test("pairs at another f-number are counted; EV-only pairs cannot be checked")
  func counts() throws {
    let catalog = try DeviceProfileCatalog.builtIn()
    let f19 = try #require(catalog.profile(named: "iphone-15-front"))
    let observations = [
      try pair(1.9, line: 2), try pair(2.2, line: 3), try pair(2.2, line: 4),
      try pair(1.8, line: 5),  // within a sixth of a stop of 1.9: the same lens, rounded
      try pair(4, line: 6),
      CalibrationObservation(reading: .exposureValue(ev100: 8, bias: 0), referenceLux: 500),
    ]
    let mismatch = try #require(LensMismatch(observations: observations, profile: f19))
    #expect(mismatch.pairs == 3 && mismatch.checked == 5)
    #expect(mismatch.fNumbers == [2.2, 4] && mismatch.lens == 1.9)
    #expect(LensMismatch(observations: Array(observations.prefix(1)), profile: f19) == nil)
    let one = try #require(LensMismatch(observations: Array(observations.prefix(2)), profile: f19))
    #expect(one.pairs == 1 && one.checked == 2 && one.fNumbers == [2.2])
    // The generic profile has no lens: nothing to compare with.
    #expect(LensMismatch(observations: observations, profile: catalog.generic) == nil)
    #expect(f19.lensDiffers(from: 2.2) && !f19.lensDiffers(from: 1.8))
  }
}
