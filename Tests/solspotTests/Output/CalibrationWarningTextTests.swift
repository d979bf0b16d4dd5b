import SolspotKit
import Testing

@testable import solspot

/// The words for what a calibration's maker should know, and the notes a profile keeps.
@Suite("Calibration warnings in words")
struct CalibrationWarningTextTests {
  @Test("a count of pairs takes the verb its number asks for")
  func numbers() throws {
    #expect(
      CalibrationWarningText.message(.manyOutliers(2, of: 10)).hasPrefix("2 of 10 pairs were "))
    #expect(CalibrationWarningText.message(.manyOutliers(1, of: 7)).hasPrefix("1 of 7 pairs was "))
    let catalog = try DeviceProfileCatalog.builtIn()
    let f19 = try #require(catalog.profile(named: "iphone-15-front"))
    func pair(_ fNumber: Double) throws -> CalibrationObservation {
      CalibrationObservation(
        reading: .settings(try Exposure(fNumber: fNumber, exposureTime: 1.0 / 60, iso: 100)),
        referenceLux: 500)
    }
    let three = try #require(
      LensMismatch(
        observations: [try pair(1.9), try pair(2.2), try pair(2.2), try pair(4), try pair(1.9)],
        profile: f19))
    #expect(
      CalibrationWarningText.lens(three).hasPrefix("3 of 5 pairs were taken at f/2.2 and f/4, but ")
    )
    let one = try #require(
      LensMismatch(observations: [try pair(2.2), try pair(1.9)], profile: f19))
    #expect(CalibrationWarningText.lens(one).hasPrefix("1 of 2 pairs was taken at f/2.2, but "))
  }

  @Test("the narrow-range warning asks only for what is missing of 100 to 100,000 lux")
  func narrowRangeAdvice() {
    func advice(_ range: ClosedRange<Double>) -> String {
      CalibrationWarningText.message(.narrowRange(range))
    }
    #expect(advice(50...20_000).contains("so add brighter spots, up to 100,000 lux ("))
    #expect(advice(500...200_000).contains("so add dimmer spots, down to 100 lux ("))
    #expect(advice(150...90_000).contains("so add dimmer and brighter spots ("))
    #expect(advice(50...20_000).hasPrefix("the readings cover only 50–20,000 lux, 2.6 decades;"))
  }

  @Test("a profile keeps the scope and the warnings that stay true of it, not the others")
  func profileNotes() {
    let notes = CalibrationWarningText.profileNotes(
      [.oneLightType("daylight"), .fewReadings(6), .limitsNotChecked(2)], scope: .model)
    #expect(notes.count == 2)
    #expect(notes.first?.hasPrefix("made on another unit of this model") == true)
    #expect(notes.last?.hasPrefix("every reading is under one kind of light (daylight)") == true)
    #expect(CalibrationWarningText.profileNotes([.fewReadings(6)], scope: .unit).isEmpty)
  }
}
