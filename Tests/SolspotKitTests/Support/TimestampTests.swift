import Testing

@testable import SolspotKit

@Suite("Timestamps")
struct TimestampTests {
  @Test("known moments read to their Unix time and local fields")
  func knownMoments() throws {
    // 1750509000 is 2025-06-21T12:30:00Z, from Python's datetime.timestamp().
    let summer = try #require(Timestamp(iso8601: "2025-06-21T14:30:00+02:00"))
    #expect(summer.secondsSince1970 == 1_750_509_000)
    #expect(summer.utcOffsetMinutes == 120)
    #expect(
      summer.local == LocalTime(year: 2025, month: 6, day: 21, hour: 14, minute: 30, second: 0))
    #expect(Timestamp(iso8601: "1970-01-01T00:00:00Z")?.secondsSince1970 == 0)
    #expect(Timestamp(iso8601: "1969-12-31T23:59:59Z")?.secondsSince1970 == -1)
    #expect(Timestamp(iso8601: "2000-03-01T00:00Z")?.secondsSince1970 == 951_868_800)
  }

  @Test(
    "every accepted spelling means the same moment",
    arguments: [
      "2025-06-21T14:30:00+02:00", "2025-06-21T14:30+02:00", "2025-06-21T14:30+0200",
      "2025-06-21 14:30:00+02", "2025-06-21t14:30:00.999+02:00", "2025-06-21T12:30:00Z",
      "2025-06-21T07:00:00-05:30",
    ])
  func spellings(_ text: String) throws {
    let time = try #require(Timestamp(iso8601: text))
    #expect(time.secondsSince1970 == 1_750_509_000)
  }

  @Test(
    "bad times are refused",
    arguments: [
      "", "yesterday", "2025-06-21", "2025-06-21T14:30", "2025-06-21T14:30:00",
      "2025-02-30T10:00Z", "2025-13-01T10:00Z", "2025-06-21T24:00Z", "2025-06-21T14:60Z",
      "2025-06-21T14:30:61Z", "2025-06-21T14:30+19:00", "2025-06-21T14:30+02:0",
      "2025-06-21T14:30:00.Z", "2025-06-21T14:30Z junk", "0000-01-01T00:00Z", "2025/06/21T14:30Z",
    ])
  func bad(_ text: String) {
    #expect(Timestamp(iso8601: text) == nil)
  }

  @Test("writing and reading back is exact for random moments and offsets")
  func roundTrip() throws {
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<2_000 {
      let seconds = Int64.random(in: -60_000_000_000...250_000_000_000, using: &generator)
      let offset = Int.random(in: -14 * 60...14 * 60, using: &generator)
      let time = try #require(Timestamp(secondsSince1970: seconds, utcOffsetMinutes: offset))
      #expect(Timestamp(iso8601: time.iso8601) == time, "\(time.iso8601)")
    }
  }

  @Test("the day arithmetic agrees with counting days one by one from 1970")
  func dayCount() {
    var days: Int64 = 0
    for year in 1970...2100 {
      for month in 1...12 {
        for day in 1...CalendarDay.days(inMonth: month, year: year) {
          #expect(Timestamp.days(fromCivil: year, month, day) == days)
          let civil = Timestamp.civil(fromDays: days)
          #expect(civil.year == year && civil.month == month && civil.day == day)
          days += 1
        }
      }
    }
  }

  @Test("order is by the moment, whatever the offsets")
  func ordering() throws {
    let tokyo = try #require(Timestamp(iso8601: "2025-01-01T09:00+09:00"))
    let london = try #require(Timestamp(iso8601: "2025-01-01T00:30Z"))
    #expect(tokyo < london)
    #expect(tokyo.local.hour > london.local.hour)
  }

  @Test("a time that does not read says why, as a value")
  func problems() {
    #expect(Timestamp.problem(iso8601: "2025-06-21T14:30:00+02:00") == nil)
    #expect(
      Timestamp.problem(iso8601: "2025-02-30T10:00Z")
        == .notARealDay("2025-02-30", .pastMonthEnd(month: 2, year: 2025, days: 28)))
    #expect(Timestamp.problem(iso8601: "2025-06-21") == .dateOnly)
    #expect(Timestamp.problem(iso8601: "2025-06-21T14:30") == .offsetMissing)
    #expect(Timestamp.problem(iso8601: "noon") == .notISO8601)
  }
}
