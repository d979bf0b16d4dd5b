import Testing

@testable import SolspotKit

/// The readings a daylight plant verdict rests on (``DaylightReadings``): night readings,
/// which measured a lamp, left out when the spot's latitude tells them.
@Suite("Daylight readings for plant verdicts")
struct DaylightReadingsTests {
  static let noon = "2025-06-11T13:00+02:00"
  static let night = "2025-06-11T01:00+02:00"

  @Test("at 52° N a 01:00 reading is left out; the noon one stays")
  func nightLeftOut() throws {
    let day = try Readings.make(shutter: 500, at: Self.noon)
    let lamp = try Readings.make(shutter: 4, at: Self.night, iso: 800)
    let chosen = DaylightReadings([lamp, day], latitude: 52)
    #expect(chosen.readings == [day])
    #expect(chosen.nightLeftOut == 1)
    #expect(!chosen.isNightOnly)
  }

  @Test("without a latitude all are kept; only night readings are kept and said to be")
  func kept() throws {
    let day = try Readings.make(shutter: 500, at: Self.noon)
    let lamp = try Readings.make(shutter: 4, at: Self.night, iso: 800)
    let unknown = DaylightReadings([lamp, day], latitude: nil)
    #expect(unknown.readings == [lamp, day] && unknown.nightLeftOut == 0 && !unknown.isNightOnly)
    let nightOnly = DaylightReadings([lamp], latitude: 52)
    #expect(nightOnly.readings == [lamp] && nightOnly.nightLeftOut == 0 && nightOnly.isNightOnly)
    // At 70° N in June the sun does not set: 01:00 is not night.
    #expect(DaylightReadings([lamp, day], latitude: 70).nightLeftOut == 0)
  }
}
