import SolspotKit
import Testing

@testable import solspot

/// Exposure settings in the words every estimate line uses.
@Suite("Exposure settings in words")
struct ExposureTextTests {
  @Test("settings in words, with the bias only when there is one")
  func settings() throws {
    #expect(
      ExposureText.settings(try Exposure(fNumber: 1.9, exposureTime: 1.0 / 60, iso: 100))
        == "f/1.9, 1/60 s, ISO 100")
    #expect(
      ExposureText.settings(try Exposure(fNumber: 8, exposureTime: 2.5, iso: 64, bias: -0.7))
        == "f/8, 2.5 s, ISO 64, bias -0.7 EV")
    #expect(
      ExposureText.settings(try Exposure(fNumber: 2.2, exposureTime: 0.008, iso: 50, bias: 0.3))
        == "f/2.2, 1/125 s, ISO 50, bias +0.3 EV")
  }

  @Test("a rejected setting names the field and the value")
  func problem() {
    let error = ExposureError.outOfRange(field: .fNumber, value: 0.3, allowed: 0.5...512)
    #expect(ExposureText.problem(error) == "f-number 0.3 is outside the range 0.5 to 512")
    #expect(
      ExposureText.problem(.notPositive(field: .iso, value: -5))
        == "ISO must be greater than zero, not -5")
  }
}
