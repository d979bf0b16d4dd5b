import Foundation
import Testing

@testable import SolspotKit

/// Schema version 7: a spot's device and forced readings, added to a real store of version 6.
@Suite("Migration to schema 7: a spot's device and forced readings")
struct SpotCareMigrationTests {
  /// A store at version 6 with two spots and four readings, one of them at the iPhone X's
  /// bright end ("at least 250,000 lux", as version 6 saved it): made by this code and taken
  /// back to version 6 as that version wrote it (version 7's columns dropped, the curve index
  /// as version 6 made it).
  static func versionSix(_ fixture: StoreFixture) throws -> String {
    do {
      let store = try SpotStore(path: fixture.path)
      try store.add(try Readings.spot("sill", location: .latitude(51.5)))
      try store.add(try Readings.spot("desk"))
      try store.add(try Readings.make(shutter: 60), toSpotNamed: "sill")
      try store.add(
        try Readings.make(shutter: 120, at: "2025-06-22T12:00+02:00"), toSpotNamed: "sill")
      try store.add(try Readings.make(shutter: 30), toSpotNamed: "desk")
      try store.add(
        try Readings.make(
          shutter: 76_923, device: "iphone-x", at: "2025-06-23T12:00+02:00", iso: 19),
        toSpotNamed: "desk")
    }
    let connection = try Connection(path: fixture.path)
    try connection.executeScript(
      """
      DROP TRIGGER readings_counted_on_insert;
      DROP TRIGGER readings_counted_on_delete;
      DROP TRIGGER readings_counted_on_move;
      ALTER TABLE spots DROP COLUMN reading_count;
      DROP INDEX readings_curve;
      ALTER TABLE readings DROP COLUMN forced;
      ALTER TABLE spots DROP COLUMN device_id;
      CREATE INDEX readings_curve ON readings (
        spot_id, taken_unix, id, taken_offset, value_kind, point_lux, lower_lux, upper_lux,
        confidence
      );
      PRAGMA user_version = 6;
      """)
    return fixture.path
  }

  static func columns(_ table: String, _ connection: Connection) throws -> Int64 {
    try connection.integer(
      "SELECT count(*) FROM pragma_table_info('\(table)') WHERE name IN ('device_id', 'forced')")
  }

  @Test("the fixture is at version 6 without the new columns")
  func fixtureIsVersionSix() throws {
    let fixture = try StoreFixture()
    let connection = try Connection(path: try Self.versionSix(fixture))
    #expect(try connection.integer("PRAGMA user_version") == 6)
    #expect(try Self.columns("spots", connection) == 0)
    #expect(try Self.columns("readings", connection) == 1)  // readings.device_id is version 1's
  }

  @Test("opening migrates it: no spot has a device, only the reading above the sun is flagged")
  func migrates() throws {
    let fixture = try StoreFixture()
    let path = try Self.versionSix(fixture)
    let store = try SpotStore(path: path)
    let sill = try store.spotWithReadings(named: "sill")
    #expect(sill.spot.deviceID == nil)
    #expect(sill.spot.location == .latitude(51.5))
    #expect(sill.readings.count == 2)
    #expect(sill.readings.allSatisfy { !$0.reading.isForced })
    #expect(try store.lighting(named: "sill").samples.count == 2)
    let desk = try store.spotWithReadings(named: "desk").readings.map(\.reading)
    #expect(desk.map(\.isForced) == [false, true])
    #expect(desk.last?.value.isBound == true)
    #expect(try #require(desk.last?.value.lowerLux) > 130_000)
    #expect(try store.lighting(named: "desk").samples.count == 1)
    #expect(try store.integrityCheck() == ["ok"])
    let connection = try Connection(path: path)
    #expect(try connection.integer("PRAGMA user_version") == Int64(SpotStore.schemaVersion))
    #expect(SpotStore.schemaVersion >= 7)
    #expect(try Self.columns("spots", connection) == 1)
    #expect(
      try connection.integer(
        "SELECT count(*) FROM pragma_index_info('readings_curve') WHERE name = 'forced'") == 1)
  }

  @Test("a migration that fails part-way leaves the store at version 6")
  func allOrNothing() throws {
    let fixture = try StoreFixture()
    let path = try Self.versionSix(fixture)
    do {
      // A table named as the index the migration drops, so its DROP INDEX fails after the
      // ALTER TABLEs.
      let connection = try Connection(path: path)
      try connection.executeScript("DROP INDEX readings_curve; CREATE TABLE readings_curve (x);")
    }
    #expect(throws: StoreError.self) { try SpotStore(path: path) }
    let connection = try Connection(path: path)
    #expect(try connection.integer("PRAGMA user_version") == 6)
    #expect(try Self.columns("spots", connection) == 0)
  }

  @Test("a spot's device and a reading's flag are stored and read back")
  func roundTrip() throws {
    let fixture = try StoreFixture()
    let store = try SpotStore(path: fixture.path)
    try store.add(
      try NewSpot(
        name: "sill", createdAt: try Readings.time("2025-01-01T00:00Z"),
        deviceID: "iphone-13-front"))
    var forced = try Readings.make(shutter: 60)
    forced.isForced = true
    try store.add(forced, toSpotNamed: "sill")
    try store.add(try Readings.make(shutter: 30, at: "2025-06-22T12:00+02:00"), toSpotNamed: "sill")
    let sill = try store.spotWithReadings(named: "sill")
    #expect(sill.spot.deviceID == "iphone-13-front")
    #expect(sill.readings.map(\.reading.isForced) == [true, false])
    // A forced reading is no curve sample.
    #expect(try store.lighting(named: "sill").samples.count == 1)
    let cleared = try store.update("sill", with: try SpotUpdate(device: .clear))
    #expect(cleared.deviceID == nil)
    let set = try store.update("sill", with: try SpotUpdate(device: .set("generic")))
    #expect(set.deviceID == "generic")
    #expect(try store.spot(named: "sill").deviceID == "generic")
    #expect(try store.rename("sill", to: "ledge").deviceID == "generic")
  }

  @Test("a device id that is empty or too long is refused")
  func invalidDevice() throws {
    let created = try Readings.time("2025-01-01T00:00Z")
    #expect(throws: SpotError.invalidDevice("")) {
      try NewSpot(name: "a", createdAt: created, deviceID: "")
    }
    let long = String(repeating: "x", count: NewSpot.maxDeviceLength + 1)
    #expect(throws: SpotError.invalidDevice(long)) { try SpotUpdate(device: .set(long)) }
  }

  @Test("a hand-edited flag that is not 0 or 1 cannot be written; a spot's empty device is corrupt")
  func corruptRows() throws {
    let fixture = try StoreFixture()
    let store = try SpotStore(path: fixture.path)
    try store.add(try Readings.spot("sill"))
    try store.add(try Readings.make(shutter: 60), toSpotNamed: "sill")
    let connection = try Connection(path: fixture.path)
    #expect(throws: StoreError.self) { try connection.execute("UPDATE readings SET forced = 2") }
    #expect(throws: StoreError.self) { try connection.execute("UPDATE spots SET device_id = ''") }
  }
}
