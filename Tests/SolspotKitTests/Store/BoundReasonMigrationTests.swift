import Foundation
import Testing

@testable import SolspotKit

/// Schema version 3: why a bound is a bound, added to a real store of version 2.
///
/// `Fixtures/schema-2.sqlite` was written by `solspot` at schema version 2 (before this
/// migration): spot `windowsill` with a value, a value near the bright end, a reading at the
/// iPhone X's bright end and the clipped capture `docs/examples/bright-window.jsonl`; spot
/// `desk` with a value and a reading at the dark end; one calibration pair.
@Suite("Migration to schema 3: bound reasons")
struct BoundReasonMigrationTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/schema-2.sqlite")

  /// A copy of the version-2 store in a fresh folder.
  func copy(_ fixture: StoreFixture) throws -> String {
    try FileManager.default.copyItem(atPath: Self.fixture.path, toPath: fixture.path)
    return fixture.path
  }

  @Test("the fixture is a real version-2 store with bounds of each kind")
  func fixtureIsVersionTwo() throws {
    let fixture = try StoreFixture()
    let connection = try Connection(path: try copy(fixture))
    #expect(try connection.integer("PRAGMA user_version") == 2)
    #expect(
      try connection.integer(
        "SELECT count(*) FROM pragma_table_info('readings') WHERE name = 'bound_reason'") == 0)
    #expect(
      try connection.integer("SELECT count(*) FROM readings WHERE value_kind <> 'estimate'") == 3)
  }

  @Test("opening migrates it: each bound gets its reason, everything else stays")
  func migrates() throws {
    let fixture = try StoreFixture()
    let path = try copy(fixture)
    let store = try SpotStore(path: path)
    let windowsill = try store.spotWithReadings(named: "windowsill")
    #expect(windowsill.spot.room == "living room")
    #expect(windowsill.spot.location == .latitude(51.5))
    #expect(windowsill.readings.map(\.reading.boundReason) == [nil, nil, .brightEnd, .clipped])
    let clipped = try #require(windowsill.readings.last?.reading)
    #expect(clipped.source == .capture(file: "bright-window.jsonl"))
    #expect(clipped.limitCheck == .within)
    guard case .atLeast = clipped.value else {
      Issue.record("a clipped reading is a lower bound, not \(clipped.value)")
      return
    }
    let desk = try store.spotWithReadings(named: "desk")
    #expect(desk.spot.notes == "north-facing")
    #expect(desk.readings.map(\.reading.boundReason) == [nil, .darkEnd])
    #expect(try store.calibrationPairs(deviceID: "iphone-15-front").count == 1)
    #expect(try store.integrityCheck() == ["ok"])
    let connection = try Connection(path: path)
    #expect(try connection.integer("PRAGMA user_version") == Int64(SpotStore.schemaVersion))
    #expect(SpotStore.schemaVersion >= 3)
    // Values keep their figures: the bound column is null exactly for them.
    #expect(
      try connection.integer(
        "SELECT count(*) FROM readings WHERE (value_kind = 'estimate') <> (bound_reason IS NULL)")
        == 0)
  }

  @Test("a migration that fails part-way leaves the store at version 2, unchanged")
  func allOrNothing() throws {
    let fixture = try StoreFixture()
    let path = try copy(fixture)
    do {
      // A trigger that fails the migration's UPDATE, after its ALTER TABLE.
      let connection = try Connection(path: path)
      try connection.executeScript(
        "CREATE TRIGGER fail BEFORE UPDATE ON readings "
          + "BEGIN SELECT RAISE(ABORT, 'simulated failure'); END")
    }
    #expect(throws: StoreError.self) { try SpotStore(path: path) }
    let connection = try Connection(path: path)
    #expect(try connection.integer("PRAGMA user_version") == 2)
    #expect(
      try connection.integer(
        "SELECT count(*) FROM pragma_table_info('readings') WHERE name = 'bound_reason'") == 0)
    #expect(try connection.integer("SELECT count(*) FROM readings") == 6)
  }

  @Test("a row whose reason contradicts its value is an error naming the reading")
  func contradiction() throws {
    let fixture = try StoreFixture()
    let path = try copy(fixture)
    _ = try SpotStore(path: path)
    for (sql, field) in [
      (
        "UPDATE readings SET bound_reason = 'bright-end' WHERE limit_check = 'within' "
          + "AND value_kind = 'atLeast'", "boundReason"
      ),
      ("UPDATE readings SET bound_reason = NULL WHERE value_kind = 'atMost'", "boundReason"),
      ("UPDATE readings SET bound_reason = 'clipped' WHERE value_kind = 'estimate'", "boundReason"),
    ] {
      let damaged = try StoreFixture()
      try FileManager.default.copyItem(atPath: path, toPath: damaged.path)
      try Connection(path: damaged.path).executeScript(sql)
      let store = try SpotStore(path: damaged.path)
      #expect {
        _ = try store.spotWithReadings(named: "windowsill")
        _ = try store.spotWithReadings(named: "desk")
      } throws: { error in
        guard let error = error as? StoreError else { return false }
        guard case .badRow(.reading, let column, _)? = error.problem else { return false }
        return error.code == .corrupt && column == field
      }
    }
    // The column refuses a reason it does not know.
    #expect(throws: StoreError.self) {
      try Connection(path: path).executeScript("UPDATE readings SET bound_reason = 'glare'")
    }
  }
}
