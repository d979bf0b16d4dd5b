import Testing

@testable import SolspotKit

/// Forced readings are left out before a level is computed, and counted.
@Suite("Level readings: forced ones left out")
struct LevelReadingsTests {
  static func readings() throws -> [Reading] {
    var forced = try Readings.make(shutter: 60, at: "2025-01-10T12:00Z")
    forced.isForced = true
    var forcedSummer = try Readings.make(shutter: 8_000, at: "2025-07-10T12:00Z")
    forcedSummer.isForced = true
    return [
      try Readings.make(shutter: 100, at: "2025-01-05T12:00Z"), forced,
      try Readings.make(shutter: 120, at: "2025-07-01T12:00Z"), forcedSummer,
    ]
  }

  @Test("without a filter: the forced readings are left out and counted, the order kept")
  func all() throws {
    let all = try Self.readings()
    let level = LevelReadings(all)
    #expect(level.readings == [all[0], all[2]])
    #expect(level.forcedLeftOut == 2)
    #expect(level.readings.allSatisfy { !$0.isForced })
  }

  @Test("with a filter: only the forced readings it chooses are counted")
  func filtered() throws {
    let all = try Self.readings()
    let winter = LevelReadings(
      all, filter: try ReadingFilter(season: .winter), hemisphere: .north)
    #expect(winter.readings == [all[0]])
    #expect(winter.forcedLeftOut == 1)
    let south = LevelReadings(
      all, filter: try ReadingFilter(season: .winter), hemisphere: .south)
    #expect(south.readings == [all[2]])
    #expect(south.forcedLeftOut == 1)
  }

  @Test("without forced readings it is exactly what the filter chooses")
  func noneForced() throws {
    let all = try Self.readings().filter { !$0.isForced }
    let filter = try ReadingFilter(since: "2025-06-01")
    let level = LevelReadings(all, filter: filter, hemisphere: .north)
    #expect(level.readings == filter.apply(all, hemisphere: .north))
    #expect(level.forcedLeftOut == 0)
    // The level then is the one the summary of the chosen readings gives.
    let bands = try BandTable.builtIn()
    #expect(
      ReadingSummary(level.readings, bands: bands)
        == ReadingSummary(filter.apply(all, hemisphere: .north), bands: bands))
  }
}
