import Foundation
import Testing

@testable import SolspotKit

/// Migration 4 applies the name rules to a store saved under the old ones: every spot and
/// reading is kept, a later name that now matches an earlier one gets a suffix, and every
/// change is reported.
@Suite("Migration to schema 4: one rule for spot names")
struct NameMigrationTests {
  /// A store at schema version 3 holding `names` (in that order, keyed in lower case as
  /// version 3 did), each with one reading, and a room and notes on the first.
  static func versionThreeStore(_ names: [String], room: String? = nil, notes: String? = nil)
    throws -> StoreFixture
  {
    let fixture = try StoreFixture()
    do {
      let store = try SpotStore(path: fixture.path)
      try store.add(try Readings.spot("placeholder"))
    }
    let connection = try Connection(path: fixture.path)
    // Back to version 3: the later migrations' tables and index go too, so they run again.
    try connection.executeScript(
      "DELETE FROM spots; DROP TRIGGER readings_counted_on_insert; "
        + "DROP TRIGGER readings_counted_on_delete; DROP TRIGGER readings_counted_on_move; "
        + "ALTER TABLE spots DROP COLUMN reading_count; DROP INDEX readings_curve; DROP TABLE spot_lamps; "
        + "DROP TABLE spot_plants; ALTER TABLE spots DROP COLUMN device_id; "
        + "ALTER TABLE readings DROP COLUMN forced; PRAGMA user_version = 3")
    // A reading as version 3 wrote it: without version 7's flag.
    let columns = ReadingRow.columns.dropLast()
    let insert =
      "INSERT INTO readings (spot_id, \(columns.joined(separator: ", "))) VALUES ("
      + Array(repeating: "?", count: columns.count + 1).joined(separator: ", ") + ")"
    for (index, name) in names.enumerated() {
      try connection.execute(
        "INSERT INTO spots (name, name_key, room, notes, created_unix, created_offset) "
          + "VALUES (?, ?, ?, ?, 0, 0)",
        [
          .text(name), .text(name.lowercased()), .text(index == 0 ? room : nil),
          .text(index == 0 ? notes : nil),
        ])
      let reading = try Readings.make(shutter: Double(60 + index))
      try connection.execute(
        insert, [.integer(connection.lastInsertRowID)] + ReadingRow.values(reading).dropLast())
    }
    return fixture
  }

  @Test("collisions by the new key get a suffix; nothing is lost; each change is reported")
  func collisions() throws {
    let names = [
      "Straße", "STRASSE", "ΟΔΟΣ", "οδος", "sill", "si\u{200B}ll", "STRASSE (2)", "desk",
    ]
    let fixture = try Self.versionThreeStore(names)
    let store = try SpotStore(path: fixture.path)
    let after = try store.listings()
    #expect(after.count == names.count)
    #expect(after.allSatisfy { $0.readingCount == 1 })
    let renamed = Dictionary(
      uniqueKeysWithValues: store.repairs.map { ($0.before, $0.after ?? "") })
    // "STRASSE (2)" was free, so it keeps its name and the colliding "STRASSE" takes (3).
    #expect(
      renamed == ["STRASSE": "STRASSE (3)", "οδος": "οδος (2)", "si\u{200B}ll": "si\u{200B}ll (2)"])
    #expect(store.repairs.first { $0.before == "STRASSE" }?.cause == .sameNameAs("Straße"))
    #expect(Set(after.map { SpotName.key($0.spot.name) }).count == names.count)
    #expect(try store.integrityCheck() == ["ok"])
    // Reopening migrates nothing again.
    #expect(try SpotStore(path: fixture.path).repairs.isEmpty)
    #expect(try store.spot(named: "strasse").name == "Straße")
  }

  @Test("names, rooms and notes that break the new rules are repaired, not dropped")
  func invalidTexts() throws {
    let fixture = try Self.versionThreeStore(
      ["evil\u{202E}name", "\u{200B}", "a" + String(repeating: "\u{0301}", count: 500)],
      room: "kitchen\u{2028}east", notes: "line\u{2029}two")
    let store = try SpotStore(path: fixture.path)
    let names = try store.listings().map(\.spot.name)
    #expect(names.count == 3)
    #expect(names.contains("evilname"))
    #expect(names.contains { $0.hasPrefix("spot ") })
    let first = try store.spot(named: "evilname")
    #expect(first.room == "kitchen east")
    #expect(first.notes == "line\ntwo")
    #expect(Set(store.repairs.map(\.field)) == [.name, .room, .notes])
    // Each change names the spot by the name it has now.
    #expect(store.repairs.first { $0.field == .room }?.spotName == "evilname")
    #expect(store.repairs.allSatisfy { !$0.spotName.isEmpty })
    #expect(
      store.repairs.first { $0.field == .name }?.cause
        == .invalid(
          .forbidden("\u{202E}", .bidiControl)))
    // What the store now holds exports and imports whole.
    let archive = try store.exportArchive()
    let other = try StoreFixture()
    let copy = try SpotStore(path: other.path)
    #expect(
      try copy.importArchive(try SpotArchive(json: Data(try archive.json().utf8), file: "x"))
        .addedReadings == 3)
  }
}
