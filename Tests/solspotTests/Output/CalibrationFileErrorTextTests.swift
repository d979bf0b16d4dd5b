import SolspotKit
import Testing

@testable import solspot

/// A calibration file's errors in words.
@Suite("Calibration file errors in words")
struct CalibrationFileErrorTextTests {
  @Test("an error reads file:line: column 'name': reason")
  func shape() {
    let error = CalibrationFileError(file: "a.csv", line: 7, column: "iso", reason: .empty)
    #expect(CalibrationFileErrorText.message(error) == "a.csv:7: column 'iso': is empty")
    #expect(
      CalibrationFileErrorText.message(CalibrationFileError(file: "a.csv", line: 0, reason: .empty))
        == "a.csv: is empty")
  }

  @Test(
    "each reason names the value as written and what was expected",
    arguments: [
      (
        CalibrationFileError.Reason.unknownColumn(suggestion: "shutter", known: ["a", "b"]),
        "is not a known column; did you mean 'shutter'? (known: a, b)"
      ),
      (.notANumber("1/0", expected: .exposureTime), "'1/0' is not an exposure time such as 1/120"),
      (.referenceLux(.notPositive("-3")), "must be greater than 0, not -3"),
      (
        .referenceLux(.brighterThanDaylight("1e20", maximum: 200_000)),
        "1e20 lux is brighter than any daylight"
      ),
      (.referenceLux(.tooSmall("1e-30", minimum: 0.001)), "1e-30 lux is too small"),
      (
        .exposure(.outOfRange(field: .fNumber, value: 0.3, allowed: 0.5...512)),
        "f-number 0.3 is outside the range 0.5 to 512"
      ),
      (.ev100OutOfRange(99, allowed: -30...40), "99 is outside -30 to 40"),
      (.notCommaSeparated(";"), "the columns are separated by semicolons"),
      (.time("yesterday", nil), "'yesterday' is not a time such as"),
      (
        .time("2026-02-30T10:00Z", .pastMonthEnd(month: 2, year: 2026, days: 28)),
        "'2026-02-30T10:00Z' is not a real day: February 2026 has 28 days"
      ),
      (.bool(true), "is true, not a number or text"),
    ])
  func reasons(_ reason: CalibrationFileError.Reason, _ words: String) {
    #expect(CalibrationFileErrorText.reason(reason).hasPrefix(words))
  }
}
