import Foundation
import Testing

@testable import SolspotKit

/// Schema version 10: reading and calibration pair numbers are never reused, so a number
/// written down for `spot remove NAME --reading ID` never names another reading.
@Suite("Migration to schema 10: reading and pair numbers never reused")
struct KeptNumberMigrationTests {
  static let pairTime = "2026-03-14T12:00:00+01:00"

  /// `sill` with three readings and `desk` with one, and two pairs, in a current store.
  static func filled(_ path: String) throws -> SpotStore {
    let store = try SpotStore(path: path)
    try store.add(try Readings.spot("sill"))
    try store.add(try Readings.spot("desk"))
    for shutter in [60.0, 90, 120] {
      try store.add(try Readings.make(shutter: shutter), toSpotNamed: "sill")
    }
    try store.add(try Readings.make(shutter: 30), toSpotNamed: "desk")
    for lux in [640.0, 900] { try addPair(store, lux: lux) }
    return store
  }

  @discardableResult
  static func addPair(_ store: SpotStore, lux: Double) throws -> StoredCalibrationPair {
    try store.addCalibrationPair(
      deviceID: "iphone-15-front", takenAt: try Readings.time(pairTime),
      exposure: try Exposure(fNumber: 1.9, exposureTime: 1 / 60, iso: 100), referenceLux: lux)
  }

  /// A store at version 9 made by the released migrations 1–9, holding the spots, readings
  /// and pairs of the store at `source`.
  static func version9(at path: String, from source: String) throws -> Connection {
    let db = try Connection(path: path)
    for migration in Migrations.all where migration.version <= 9 {
      if !migration.sql.isEmpty { try db.executeScript(migration.sql) }
      _ = try migration.step?(db)
    }
    // Version 9's own columns: a later version may have added some to the source's spots.
    let columns = try db.prepare("SELECT name FROM pragma_table_info('spots')")
    var names: [String] = []
    while try columns.step() { names.append(columns.text(at: 0) ?? "") }
    let spotColumns = names.joined(separator: ", ")
    try db.executeScript(
      """
      PRAGMA user_version = 9;
      ATTACH DATABASE '\(source)' AS source;
      INSERT INTO spots (\(spotColumns)) SELECT \(spotColumns) FROM source.spots;
      UPDATE spots SET reading_count = 0;
      INSERT INTO readings SELECT * FROM source.readings;
      INSERT INTO calibration_pairs SELECT * FROM source.calibration_pairs;
      DETACH DATABASE source;
      """)
    return db
  }

  /// What a migration must keep: every row with its id, and the counts.
  static func contents(_ db: Connection) throws -> [String] {
    var rows: [String] = []
    for sql in [
      "SELECT id, spot_id, taken_unix, scene_ev, forced FROM readings ORDER BY id",
      "SELECT id, name, reading_count FROM spots ORDER BY id",
      "SELECT id, device_id, reference_lux FROM calibration_pairs ORDER BY id",
    ] {
      let statement = try db.prepare(sql)
      while try statement.step() {
        rows.append(
          (0..<statement.columnCount).map { statement.text(at: $0) ?? "null" }
            .joined(separator: "|"))
      }
    }
    return rows
  }

  static func schema(_ db: Connection) throws -> [String] {
    let statement = try db.prepare(
      "SELECT type || ' ' || name FROM sqlite_master ORDER BY type, name")
    var names: [String] = []
    while try statement.step() { names.append(statement.text(at: 0) ?? "") }
    return names
  }

  @Test("removing the latest reading or pair and saving another gives a new number")
  func notReused() throws {
    let fixture = try StoreFixture()
    let store = try Self.filled(fixture.path)
    let removed = try store.removeReading(.latest, ofSpotNamed: "desk", confirmed: true)
    let added = try store.add(try Readings.make(shutter: 500), toSpotNamed: "desk")
    #expect(added.id == removed.reading.id + 1)
    let pairs = try store.calibrationPairs(deviceID: "iphone-15-front")
    let lastPair = try #require(pairs.last)
    #expect(try store.removeCalibrationPair(id: lastPair.id, deviceID: "iphone-15-front"))
    #expect(try Self.addPair(store, lux: 50).id == lastPair.id + 1)
  }

  @Test("a store of version 9 keeps every row, id, index and trigger, and numbers go on")
  func oldStore() throws {
    let fixture = try StoreFixture()
    let sourcePath = fixture.folder.appendingPathComponent("source.sqlite").path
    _ = try Self.filled(sourcePath)
    let path = fixture.folder.appendingPathComponent("old.sqlite").path
    let old = try Self.version9(at: path, from: sourcePath)
    // The latest reading and pair removed before the upgrade: their numbers were free then.
    try old.executeScript(
      """
      DELETE FROM readings WHERE id = (SELECT max(id) FROM readings);
      DELETE FROM calibration_pairs WHERE id = (SELECT max(id) FROM calibration_pairs);
      """)
    let before = try Self.contents(old)
    let schemaBefore = try Self.schema(old)
    let store = try SpotStore(path: path)
    #expect(try old.integer("PRAGMA user_version") == Int64(SpotStore.schemaVersion))
    #expect(try Self.contents(old) == before)
    #expect(try Self.schema(old) == (schemaBefore + ["table sqlite_sequence"]).sorted())
    #expect(try ReadingCountMigrationTests.counts(old) == (3, 2))
    let latest = try old.integer("SELECT max(id) FROM readings")
    let added = try store.add(try Readings.make(shutter: 250), toSpotNamed: "sill")
    #expect(added.id == latest + 1)
    _ = try store.removeReading(.id(added.id), ofSpotNamed: "sill", confirmed: true)
    let again = try store.add(try Readings.make(shutter: 250), toSpotNamed: "sill")
    #expect(again.id == added.id + 1)
    #expect(try store.listings().map(\.readingCount) == [0, 4])  // desk, sill
    #expect(try store.integrityCheck() == ["ok"])
  }

  @Test("a migration that fails leaves the store at version 9 with every row")
  func failedMigration() throws {
    let fixture = try StoreFixture()
    let sourcePath = fixture.folder.appendingPathComponent("source.sqlite").path
    _ = try Self.filled(sourcePath)
    let path = fixture.folder.appendingPathComponent("old.sqlite").path
    let old = try Self.version9(at: path, from: sourcePath)
    // A table in the way of the pairs' rebuild, after the readings' rebuild has run.
    try old.executeScript("CREATE TABLE calibration_pairs_numbered (x)")
    let before = try Self.contents(old)
    let schemaBefore = try Self.schema(old)
    #expect(throws: StoreError.self) { _ = try SpotStore(path: path) }
    #expect(try old.integer("PRAGMA user_version") == 9)
    #expect(try Self.contents(old) == before)
    #expect(try Self.schema(old) == schemaBefore)
    #expect(
      try old.integer("SELECT count(*) FROM sqlite_master WHERE sql LIKE '%AUTOINCREMENT%'") == 0)
  }
}
