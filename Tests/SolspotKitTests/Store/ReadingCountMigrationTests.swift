import Foundation
import Testing

@testable import SolspotKit

/// Schema version 8: each spot's number of readings, kept by triggers (issue 18, `spot list`).
@Suite("Migration to schema 8: each spot's number of readings")
struct ReadingCountMigrationTests {
  /// Every spot's kept count against a count of its readings.
  static func counts(_ connection: Connection) throws -> (kept: Int64, counted: Int64) {
    (
      try connection.integer("SELECT coalesce(sum(reading_count), 0) FROM spots"),
      try connection.integer(
        "SELECT count(*) FROM spots WHERE reading_count = "
          + "(SELECT count(*) FROM readings WHERE spot_id = spots.id)")
    )
  }

  @Test("a store of version 7 gets its counts; adding, removing and moving readings keep them")
  func keptCounts() throws {
    let fixture = try StoreFixture()
    do {
      let store = try SpotStore(path: fixture.path)
      for name in ["sill", "desk", "shelf"] { try store.add(try Readings.spot(name)) }
      for (index, name) in ["sill", "sill", "sill", "desk"].enumerated() {
        try store.add(try Readings.make(shutter: 60 + Double(index) * 30), toSpotNamed: name)
      }
    }
    // Back to version 7: no column, no triggers.
    let connection = try Connection(path: fixture.path)
    try connection.executeScript(
      """
      DROP TRIGGER readings_counted_on_insert;
      DROP TRIGGER readings_counted_on_delete;
      DROP TRIGGER readings_counted_on_move;
      ALTER TABLE spots DROP COLUMN reading_count;
      PRAGMA user_version = 7;
      """)
    let store = try SpotStore(path: fixture.path)
    #expect(try connection.integer("PRAGMA user_version") == Int64(SpotStore.schemaVersion))
    #expect(try Self.counts(connection) == (4, 3))
    #expect(try store.listings().map(\.readingCount) == [1, 0, 3])  // desk, shelf, sill
    try store.add(try Readings.make(shutter: 500), toSpotNamed: "shelf")
    try store.removeReading(.latest, ofSpotNamed: "sill", confirmed: true)
    #expect(try store.listings().map(\.readingCount) == [1, 1, 2])
    // A reading moved to another spot (by hand: no command moves one) moves its count.
    try connection.executeScript(
      "UPDATE readings SET spot_id = (SELECT id FROM spots WHERE name = 'desk') "
        + "WHERE id = (SELECT min(id) FROM readings)")
    #expect(try store.listings().map(\.readingCount) == [2, 1, 1])
    _ = try store.remove("desk", confirmed: true)
    #expect(try Self.counts(connection) == (2, 2))
    #expect(try store.integrityCheck() == ["ok"])
  }
}
