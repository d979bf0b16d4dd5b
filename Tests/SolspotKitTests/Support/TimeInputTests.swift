import Testing

@testable import SolspotKit

/// Times as people type them: with an offset, without one (placed in a zone), a date alone.
@Suite("Time input")
struct TimeInputTests {
  static func time(_ text: String) throws -> Timestamp { try #require(Timestamp(iso8601: text)) }

  /// Central European time: +01:00, and +02:00 from 2025-03-30 01:00 UTC to 2025-10-26 01:00
  /// UTC (EU summer time rules, Directive 2000/84/EC).
  static func berlin(_ seconds: Int64) -> Int {
    (1_743_296_400..<1_761_440_400).contains(seconds) ? 120 : 60
  }

  @Test(
    "each form is read as what it is",
    arguments: [
      ("2025-06-21T14:30+02:00", "moment"), ("2025-06-21T14:30Z", "moment"),
      ("2025-06-21T14:30", "local"), ("2025-06-21 14:30:05", "local"),
      ("2025-06-21t14:30:05.250", "local"), ("2025-06-21", "day"),
    ])
  func forms(text: String, kind: String) throws {
    let input = try #require(TimeInput(text))
    switch input {
    case .moment(let moment):
      let expected = try Self.time(text)
      #expect(kind == "moment" && moment == expected)
    case .local(let wall):
      #expect(kind == "local")
      #expect(wall.iso8601Date == "2025-06-21" && wall.hour == 14 && wall.minute == 30)
    case .day(let year, let month, let day):
      #expect(kind == "day" && (year, month, day) == (2025, 6, 21))
    }
  }

  @Test(
    "text that is no time is refused",
    arguments: [
      "2025-02-30", "2025-02-30T12:00", "2025-06-21T24:00", "2025-6-21", "noon", "",
      "2025-06-21T14", "2025-06-21T14:30+25:00",
    ])
  func refused(text: String) {
    #expect(TimeInput(text) == nil)
  }

  @Test("a date alone stands for its noon")
  func noon() throws {
    let wall = try #require(TimeInput("2025-01-15")?.wallClock)
    #expect(wall.iso8601Date == "2025-01-15" && wall.hour == 12 && wall.minute == 0)
    #expect(TimeInput("2025-01-15T12:00Z")?.wallClock == nil)
  }

  @Test("in a zone of one offset every wall-clock time is that offset's")
  func fixedZone() throws {
    let wall = try #require(TimeInput("2025-06-21T14:30")?.wallClock)
    #expect(
      TimeInput.resolve(wall, offsetAt: { _ in -300 })
        == .unique(try Self.time("2025-06-21T14:30-05:00")))
  }

  @Test("summer time: the offset of the day, a skipped hour refused, a repeated one twice")
  func summerTime() throws {
    func place(_ text: String) throws -> TimeInput.Placement {
      TimeInput.resolve(try #require(TimeInput(text)?.wallClock), offsetAt: Self.berlin)
    }
    #expect(try place("2025-01-15T12:00") == .unique(try Self.time("2025-01-15T12:00+01:00")))
    #expect(try place("2025-07-15") == .unique(try Self.time("2025-07-15T12:00+02:00")))
    #expect(try place("2025-03-30T02:30") == .skipped(before: 60, after: 120))
    #expect(try place("2025-03-30T03:00") == .unique(try Self.time("2025-03-30T03:00+02:00")))
    #expect(
      try place("2025-10-26T02:30")
        == .repeated(
          try Self.time("2025-10-26T02:30+02:00"), try Self.time("2025-10-26T02:30+01:00")))
  }

  @Test("a filter of moments compares moments; of days, each reading's own local date")
  func filterMoments() throws {
    let morning = try Readings.make(shutter: 60, at: "2025-06-21T09:00+02:00")
    let noon = try Readings.make(shutter: 60, at: "2025-06-21T12:00+02:00")
    let tokyo = try Readings.make(shutter: 60, at: "2025-06-22T06:00+09:00")  // 21 June, 21:00 UTC
    let all = [morning, noon, tokyo]
    let since = try ReadingFilter(
      season: nil, since: .moment(try Self.time("2025-06-21T10:00+02:00")), until: nil)
    #expect(since.apply(all, hemisphere: .north) == [noon, tokyo])
    let until = try ReadingFilter(
      season: nil, since: nil, until: .moment(try Self.time("2025-06-21T12:00+02:00")))
    #expect(until.apply(all, hemisphere: .north) == [morning, noon])
    let day = try ReadingFilter(since: "2025-06-22")
    #expect(day.apply(all, hemisphere: .north) == [tokyo])
    #expect(throws: ReadingFilterError.self) {
      try ReadingFilter(
        season: nil, since: .moment(try Self.time("2025-06-21T12:00Z")),
        until: .moment(try Self.time("2025-06-21T11:59Z")))
    }
    #expect(throws: ReadingFilterError.self) {
      try ReadingFilter(
        season: nil, since: .day("2025-06-22"), until: .moment(try Self.time("2025-06-21T23:00Z")))
    }
    #expect(throws: ReadingFilterError.self) {
      try ReadingFilter(season: nil, since: .day("2025-02-30"), until: nil)
    }
  }
}
