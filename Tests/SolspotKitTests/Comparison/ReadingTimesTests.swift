import Testing

@testable import SolspotKit

@Suite("When readings were taken")
struct ReadingTimesTests {
  func times(_ stamps: [String]) throws -> ReadingTimes {
    ReadingTimes(try stamps.map { try Readings.make(shutter: 60, at: $0) })
  }

  @Test(
    "the months' arc wraps over the new year, and starts after the longest gap",
    arguments: [
      (["2025-03-01T12:00Z"], 1, 3),
      (["2024-12-20T12:00Z", "2025-01-05T12:00Z"], 2, 12),
      (["2025-01-05T12:00Z", "2025-07-05T12:00Z"], 7, 1),
      (["2025-02-05T12:00Z", "2025-03-05T12:00Z", "2025-10-05T12:00Z"], 6, 10),
    ])
  func arc(_ stamps: [String], _ arc: Int, _ start: Int) throws {
    let times = try times(stamps)
    #expect(times.monthArc == arc)
    #expect(times.startOfArc == start)
    #expect(times.spansSeasons == (arc > 3))
  }

  @Test("local months and times of day decide, with the reading's own offset")
  func local() throws {
    // 23:30 on 30 November at −05:00 is December in UTC but November where it was taken.
    let times = try times(["2025-11-30T23:30-05:00", "2025-11-30T09:15-05:00"])
    #expect(times.months == [11])
    #expect(times.minutesOfDay == [9 * 60 + 15, 23 * 60 + 30])
    #expect(times.seasons(in: .north) == [.autumn])
    #expect(times.seasons(in: .south) == [.spring])
  }

  @Test("sets far apart in season or time of day give the comparison a caution")
  func cautions() throws {
    let bands = try BandTable.builtIn()
    let winterMorning = [try Readings.make(shutter: 60, at: "2025-01-10T09:00Z")]
    let winterNoon = [try Readings.make(shutter: 60, at: "2025-01-12T10:30Z")]
    let summerAfternoon = [try Readings.make(shutter: 60, at: "2025-07-10T16:00Z")]
    let close = try #require(LightComparison(winterMorning, winterNoon, bands: bands))
    #expect(close.cautions.isEmpty)
    let far = try #require(LightComparison(winterMorning, summerAfternoon, bands: bands))
    #expect(far.cautions.count == 2)
    guard case .monthsApart(let first, let second) = far.cautions.first else {
      Issue.record("expected the season first")
      return
    }
    #expect(first.months == [1] && second.months == [7])
    #expect(ReadingTimes.monthGap(first, second) == 6)
    // December against January is one month; against February, two.
    let december = try times(["2024-12-15T12:00Z"])
    #expect(ReadingTimes.monthGap(december, try times(["2025-01-15T12:00Z"])) == 1)
    #expect(ReadingTimes.monthGap(december, try times(["2025-02-15T12:00Z"])) == 2)
    // 23:00 and 00:30 are 90 minutes apart across midnight.
    #expect(
      ReadingTimes.minutesOfDayGap(
        try times(["2025-01-01T23:00Z"]), try times(["2025-01-02T00:30Z"])) == 90)
  }
}
