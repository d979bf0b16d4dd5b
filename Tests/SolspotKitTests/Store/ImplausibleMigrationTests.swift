import Foundation
import Testing

@testable import SolspotKit

/// Schema version 9: readings brighter than the sun by their point value are flagged, as the
/// one brightness rule (``EstimateNote/isImplausiblyBright(_:)``) now flags them.
@Suite("Migration to schema 9: readings above full sun by their point, flagged")
struct ImplausibleMigrationTests {
  @Test("a store of version 8 flags exactly the readings the rule flags, and keeps them all")
  func flagsByThePoint() throws {
    let fixture = try StoreFixture()
    // iPhone 14 (generic limits) at 1/100000 s, ISO 50: a point near 380,000 lux whose
    // interval reaches below 130,000 (issue 14's trial); and ordinary readings beside it.
    let shutters = [100_000.0, 60, 500, 2_000, 40_000]
    var saved: [Reading] = []
    do {
      let store = try SpotStore(path: fixture.path)
      try store.add(try Readings.spot("sill"))
      for (day, shutter) in shutters.enumerated() {
        let reading = try Readings.make(
          shutter: shutter, device: "iphone-14-front", at: "2025-06-1\(day)T12:00+02:00",
          iso: 50)
        saved.append(reading)
        try store.add(reading, toSpotNamed: "sill")
      }
    }
    let tricky = try #require(saved.first?.value)
    #expect(try #require(tricky.point) > 130_000)
    #expect(try #require(tricky.lowerLux) < 130_000)
    // Back to version 8, as migration 7's lower-end rule left such a reading: unflagged.
    let connection = try Connection(path: fixture.path)
    try connection.executeScript("UPDATE readings SET forced = 0; PRAGMA user_version = 8;")
    let store = try SpotStore(path: fixture.path)
    #expect(try connection.integer("PRAGMA user_version") == Migrations.latestVersion)
    let readings = try store.spotWithReadings(named: "sill").readings.map(\.reading)
    #expect(readings.count == shutters.count, "nothing is deleted")
    #expect(readings.map(\.isForced) == saved.map { EstimateNote.isImplausiblyBright($0.value) })
    #expect(readings.map(\.isForced).filter { $0 }.count >= 1)
    #expect(readings.map(\.isForced).filter { !$0 }.count >= 2)
    #expect(readings.map(\.value) == saved.map(\.value), "figures are kept")
    #expect(try store.integrityCheck() == ["ok"])
  }

  @Test("a reading saved with a point above full sun is stored flagged")
  func savedFlagged() throws {
    let fixture = try StoreFixture()
    let store = try SpotStore(path: fixture.path)
    try store.add(try Readings.spot("sill"))
    let reading = try Readings.make(shutter: 100_000, device: "iphone-14-front", iso: 50)
    #expect(!reading.isForced)
    let stored = try store.add(reading, toSpotNamed: "sill")
    #expect(stored.reading.isForced)
    #expect(try store.spotWithReadings(named: "sill").readings.map(\.reading.isForced) == [true])
  }
}
