import Testing

@testable import SolspotKit

/// When a level's readings were taken, and where the sun stood then.
@Suite("Level timing")
struct LevelTimingTests {
  static func times(_ texts: [String]) throws -> ReadingTimes {
    ReadingTimes(try texts.map { try Readings.make(shutter: 60, at: $0) })
  }

  static func light(_ text: String, latitude: Double) throws -> LevelTiming.Light {
    LevelTiming.light(at: try Readings.time(text), latitude: latitude)
  }

  @Test(
    "London in January (sunrise about 08:00 UTC, sunset about 16:20): each light",
    arguments: [
      ("2025-01-15T07:00Z", LevelTiming.Light.nearSunriseOrSunset),
      ("2025-01-15T09:50Z", .nearSunriseOrSunset), ("2025-01-15T10:30Z", .daytime),
      ("2025-01-15T12:00Z", .daytime), ("2025-01-15T15:00Z", .nearSunriseOrSunset),
      ("2025-01-15T18:00Z", .nearSunriseOrSunset), ("2025-01-15T19:00Z", .night),
      ("2025-01-15T03:00Z", .night),
    ])
  func london(time: String, expected: LevelTiming.Light) throws {
    #expect(try Self.light(time, latitude: 51.5) == expected)
  }

  @Test("the offset places the meridian: 07:30 in Tokyo is near sunrise in January, not night")
  func meridian() throws {
    // Tokyo, 35.7° N, sunrise about 06:50 local in mid-January.
    #expect(try Self.light("2025-01-15T07:30+09:00", latitude: 35.7) == .nearSunriseOrSunset)
    #expect(try Self.light("2025-01-15T12:00+09:00", latitude: 35.7) == .daytime)
    #expect(try Self.light("2025-01-15T23:00+09:00", latitude: 35.7) == .night)
  }

  @Test("polar night is night at noon; midnight sun is daytime at midnight")
  func polar() throws {
    // Tromsø, 69.6° N.
    #expect(try Self.light("2025-12-21T12:00+01:00", latitude: 69.6) == .night)
    #expect(try Self.light("2025-06-21T00:30+02:00", latitude: 69.6) == .daytime)
  }

  @Test("counts add up; a level resting only on a low sun says so, one daytime reading not")
  func counts() throws {
    let low = try #require(
      LevelTiming(
        try Self.times(["2025-01-15T07:30Z", "2025-01-15T08:00Z", "2025-01-15T21:00Z"]),
        latitude: 51.5))
    #expect(low.readingCount == 3)
    #expect((low.earliestMinute, low.latestMinute) == (450, 1260))
    #expect(low.lights == [.daytime: 0, .nearSunriseOrSunset: 2, .night: 1])
    #expect(low.restsOnLowSun == true)
    #expect(!low.needsLatitude)
    let mixed = try #require(
      LevelTiming(try Self.times(["2025-01-15T07:30Z", "2025-01-15T12:00Z"]), latitude: 51.5))
    #expect(mixed.restsOnLowSun == false)
    #expect(mixed.lights.map { $0.values.reduce(0, +) } == mixed.readingCount)
    #expect(LevelTiming(ReadingTimes([]), latitude: 51.5) == nil)
  }

  @Test("without a latitude nothing is said of the sun; a latitude matters outside 11:00–13:00")
  func noLatitude() throws {
    let midday = try #require(
      LevelTiming(
        try Self.times(["2025-01-15T11:00+01:00", "2025-01-16T13:00+01:00"]), latitude: nil))
    #expect(midday.lights == nil && midday.restsOnLowSun == nil)
    #expect(!midday.needsLatitude)
    let morning = try #require(
      LevelTiming(try Self.times(["2025-01-15T12:00Z", "2025-01-16T08:00Z"]), latitude: nil))
    #expect(morning.needsLatitude)
    #expect((morning.earliestMinute, morning.latestMinute) == (480, 720))
  }
}
