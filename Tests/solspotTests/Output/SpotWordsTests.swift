import Testing

@testable import SolspotKit
@testable import solspot

/// Spots, readings, filters, seasons and coverage verdicts in the CLI's words.
@Suite("Spot and comparison facts in words")
struct SpotWordsTests {
  @Test("a reading's source, calibration and a spot's location")
  func spotFacts() {
    #expect(ReadingSource.manual.text == "manual settings")
    #expect(ReadingSource.photo(file: "IMG_0042.HEIC").text == "photo IMG_0042.HEIC")
    #expect(ReadingSource.capture(file: "window.json").text == "capture window.json")
    #expect(SpotLocation.latitude(51.5).text == "latitude 51.5° N")
    #expect(SpotLocation.latitude(-33.865).text == "latitude 33.865° S")
    #expect(SpotLocation.hemisphere(.south).text == "southern hemisphere")
    #expect(SpotLocation.unspecified.text == "northern hemisphere (assumed)")
    #expect(
      AbsoluteReason.calibrationChanged(deviceID: "iphone-15-front").text
        .hasPrefix("the calibration of iphone-15-front changed between the readings"))
  }

  @Test("a filter names its season and its ends, days or moments")
  func filter() throws {
    #expect(
      try ReadingFilter(season: .summer, since: "2025-01-01").text == "in summer from 2025-01-01")
    #expect(try ReadingFilter(until: "2025-02-28").text == "until 2025-02-28")
    #expect(ReadingFilter.all.text == "")
    let moment = try #require(Timestamp(iso8601: "2025-06-21T10:00+02:00"))
    let since = try ReadingFilter(season: nil, since: .moment(moment), until: nil)
    #expect(since.text == "from 2025-06-21 10:00 +02:00")
  }

  @Test(
    "months read as runs, from the month after the longest gap",
    arguments: [
      (["2025-03-01T12:00Z"], "March"),
      (["2024-12-20T12:00Z", "2025-01-05T12:00Z"], "December–January"),
      (["2025-01-05T12:00Z", "2025-07-05T12:00Z"], "January and July"),
      (
        ["2025-02-05T12:00Z", "2025-03-05T12:00Z", "2025-10-05T12:00Z"],
        "October and February–March"
      ),
    ])
  func months(_ stamps: [String], _ text: String) throws {
    let times = ReadingTimes(try stamps.map { try Readings.make(shutter: 60, at: $0) })
    #expect(times.monthsText == text)
  }

  @Test("times of day and a season's months")
  func timesOfDay() throws {
    let times = ReadingTimes([
      try Readings.make(shutter: 60, at: "2025-11-30T23:30-05:00"),
      try Readings.make(shutter: 60, at: "2025-11-30T09:15-05:00"),
    ])
    #expect(times.timesOfDayText == "09:15–23:30")
    #expect(Season.winter.monthsText(in: .north) == "December–February")
    #expect(Season.winter.monthsText(in: .south) == "June–August")
  }

  @Test("a coverage verdict in a few words")
  func coverage() {
    #expect(CoverageVerdict.inconclusive.words == "inconclusive")
    #expect(CoverageVerdict.tooNarrow.words == "too narrow")
  }
}
