import Testing

@testable import SolspotKit

@Suite("Choosing readings by season and date")
struct ReadingFilterTests {
  @Test("a season in the spot's hemisphere and local dates, both ends included")
  func includes() throws {
    let january = try Readings.make(shutter: 60, at: "2025-01-15T12:00+01:00")
    let july = try Readings.make(shutter: 60, at: "2025-07-15T12:00+02:00")
    // 00:30 on 1 March at +01:00 is still 28 February in UTC: the local date counts.
    let march = try Readings.make(shutter: 60, at: "2025-03-01T00:30+01:00")
    let all = [january, july, march]
    #expect(ReadingFilter.all.apply(all, hemisphere: .north) == all)
    let winter = try ReadingFilter(season: .winter)
    #expect(winter.apply(all, hemisphere: .north) == [january])
    #expect(winter.apply(all, hemisphere: .south) == [july])
    let spring = try ReadingFilter(since: "2025-03-01")
    #expect(spring.apply(all, hemisphere: .north) == [july, march])
    let until = try ReadingFilter(until: "2025-01-15")
    #expect(until.apply(all, hemisphere: .north) == [january])
    let summer = try ReadingFilter(season: .summer, since: "2025-01-01")
    #expect(summer.season == .summer && summer.since == .day("2025-01-01") && summer.until == nil)
  }

  @Test("a day that does not exist, or an empty range, is refused with why")
  func refusals() {
    #expect(throws: ReadingFilterError.self) { try ReadingFilter(since: "2025-02-30") }
    #expect(
      throws: ReadingFilterError.invalidDay(
        field: "until", text: "2025-13-01", problem: .noSuchMonth(13))
    ) { try ReadingFilter(until: "2025-13-01") }
    #expect(
      throws: ReadingFilterError.emptyRange(since: .day("2025-03-01"), until: .day("2025-02-01"))
    ) {
      try ReadingFilter(since: "2025-03-01", until: "2025-02-01")
    }
    #expect(throws: ReadingFilterError.invalidDay(field: "since", text: "1 March", problem: nil)) {
      try ReadingFilter(since: "1 March")
    }
  }
}
