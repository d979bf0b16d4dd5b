import SolspotKit
import Testing

@testable import solspot

/// The words for a refused calibration fit.
@Suite("Calibration refusals in words")
struct CalibrationRefusalTextTests {
  @Test("no reason holds a semicolon, so that a list joined by '; ' reads one reason per item")
  func oneClauseEach() {
    let all: [CalibrationRefusal] = [
      .noReadings, .noUsableReadings(total: 3),
      .tooFewReadings(usable: 3, required: 5, excluded: 1),
      .tooNarrowRange(100...3_000), .tooManyOutliers(4, of: 10), .implausibleConstant(300),
      .missingReferenceMeter, .futureDate("2999-01-01"), .invalidDate("2026/01/01"),
      .invalidDate("2026-04-31"),
      .invalidProfile(DataError(file: "p.json", field: "id", reason: .notAnID("A B"))),
    ]
    for refusal in all {
      #expect(!CalibrationRefusalText.reason(refusal).contains(";"), "\(refusal)")
    }
  }

  @Test("a date that is no real day says why; a constant names its value")
  func values() {
    #expect(
      CalibrationRefusalText.reason(.invalidDate("2024-02-30"))
        == "the calibration date '2024-02-30' is not a real day: February 2024 has 29 days")
    #expect(
      CalibrationRefusalText.reason(.invalidDate("2024/02/30"))
        == "the calibration date must be written YYYY-MM-DD, not '2024/02/30'")
    #expect(CalibrationRefusalText.reason(.implausibleConstant(300)).contains("C = 300 lux"))
    #expect(CalibrationRefusalText.reason(.tooNarrowRange(100...3_300)).contains("1.5 decades"))
  }
}
