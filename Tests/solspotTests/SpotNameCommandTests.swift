import Foundation
import Testing

@testable import SolspotKit

/// Spot names through the CLI: one rule for add, rename, set and import, arguments that are
/// not UTF-8 refused unchanged, and an old store's migration reported.
@Suite("Spot names on the command line")
struct SpotNameCommandTests {
  @Test(
    "names equal by the key collide",
    arguments: [
      ("Straße", "STRASSE"), ("ΟΔΟΣ", "οδος"), ("sill", "si\u{200B}ll"), ("sill", "sill\u{200B}"),
    ])
  func collide(_ first: String, _ second: String) throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", first])
    let result = try fixture.spot(["add", second])
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("solspot: a spot named '\(first)' already exists"))
    let rename = try fixture.spot(["add", "other"])
    #expect(rename.status == 0)
    let renamed = try fixture.spot(["rename", "other", second])
    #expect(renamed.status == 1)
  }

  @Test(
    "refused names give the rule, with hidden characters shown",
    arguments: [
      (
        "a\u{202E}b",
        "solspot: the spot name 'a<U+202E>b' holds U+202E, a bidirectional formatting character"
      ),
      (
        "a\u{2028}b",
        "solspot: the spot name 'a<U+2028>b' holds U+2028, a Unicode line or paragraph separator; a name is one line"
      ),
      ("\u{200B}", "solspot: the spot name '<U+200B>' has no visible character"),
      (
        "\u{200D}\u{FE0F}",
        "solspot: the spot name '<U+200D><U+FE0F>' has no visible character"
      ),
      (
        " \u{200C}", "solspot: the spot name ' <U+200C>' has no visible character"
      ),
      ("a" + String(repeating: "\u{0301}", count: 5_000), "solspot: the spot name '"),
    ])
  func refused(_ name: String, _ message: String) throws {
    let fixture = try SpotFixture()
    let result = try fixture.spot(["add", name])
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
    #expect(result.stderr.utf8.count < 400, "the message repeats the whole name")
    #expect(!FileManager.default.fileExists(atPath: fixture.store))
  }

  @Test("an argument that is not UTF-8 is refused, exit 2, and nothing is saved")
  func notUTF8() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "sill"])
    let script =
      "exec '\(SolspotProcess.binary.path)' spot add $'n\\xffname' --store '\(fixture.store)'"
    let result = try SolspotProcess.run(
      ["-c", script], environment: SolspotProcess.isolatedEnvironment(in: fixture.folder),
      executable: URL(fileURLWithPath: "/bin/bash"))
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix(
        "solspot: argument 3 ('n\\xFFname') is not UTF-8 text; solspot reads names, paths and "
          + "values as UTF-8 and does not change them"), "\(result.stderr)")
    #expect(try fixture.ok(["list"]).contains("sill"))
    #expect(!(try fixture.ok(["list"])).contains("name"))
  }

  @Test("import applies the same rules, naming the field")
  func importRules() throws {
    let fixture = try SpotFixture()
    let created = try #require(Timestamp(iso8601: "2025-01-01T00:00Z"))
    let archive = SpotArchive(spots: [
      ArchivedSpot(spot: try NewSpot(name: "sill", createdAt: created), readings: [])
    ])
    let json = try archive.json()
    for (name, replacement, message) in [
      ("bidi", "\"name\":\"a\\u202Eb\"", "field 'spots[0].name': holds U+202E"),
      (
        "long",
        "\"name\":\"a" + String(repeating: "\\u0301", count: 30)
          + String(repeating: "b\\u0301", count: 399) + "\"", "field 'spots[0].name': is "
      ),
      (
        "notes",
        "\"name\":\"sill\",\"notes\":\""
          + String(repeating: "n\\u0301\\u0302\\u0303\\u0304", count: 1_999) + "\"",
        "field 'spots[0].notes': is 9995 Unicode code points long; the most is 8000"
      ),
    ] {
      let file = fixture.path("\(name).json")
      try Data(json.replacingOccurrences(of: "\"name\":\"sill\"", with: replacement).utf8)
        .write(to: URL(fileURLWithPath: file))
      let result = try fixture.spot(["import", file])
      #expect(result.status == 1, "\(name)")
      #expect(result.stderr.hasPrefix("solspot: \(name).json: \(message)"), "\(result.stderr)")
    }
    #expect(!FileManager.default.fileExists(atPath: fixture.store))
  }

  @Test("a file holding one spot twice: the first one's fields were kept, not the store's")
  func importRepeated() throws {
    let fixture = try SpotFixture()
    let created = try #require(Timestamp(iso8601: "2025-01-01T00:00Z"))
    let archive = SpotArchive(spots: [
      ArchivedSpot(
        spot: try NewSpot(name: "Straße", room: "kitchen", createdAt: created), readings: []),
      ArchivedSpot(
        spot: try NewSpot(name: "STRASSE", room: "hall", createdAt: created), readings: []),
    ])
    let file = fixture.path("twice.json")
    try Data(try archive.json().utf8).write(to: URL(fileURLWithPath: file))
    let result = try fixture.spot(["import", file])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout
        == "Imported 1 new spot; skipped 0 duplicate readings.\nNote: the file holds Straße "
        + "more than once (the same name ignoring case), with other room, notes or location; "
        + "the first one's were kept, and every one's readings were added to it.\n")
  }

  @Test("the command that migrates an old store says which spots it renamed")
  func migrationReport() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "Straße"])
    try fixture.ok(["measure", "Straße", "-f", "1.9", "-t", "1/60", "--iso", "100"])
    // Back to version 3, keyed the old way (lower case), with a second spot that key allowed.
    try Connection(path: fixture.store).executeScript(
      """
      UPDATE spots SET name_key = 'straße';
      INSERT INTO spots (name, name_key, created_unix, created_offset)
        VALUES ('STRASSE', 'strasse', 0, 0);
      DROP TRIGGER readings_counted_on_insert; DROP TRIGGER readings_counted_on_delete;
      DROP TRIGGER readings_counted_on_move; ALTER TABLE spots DROP COLUMN reading_count;
      DROP INDEX readings_curve; DROP TABLE spot_lamps; DROP TABLE spot_plants;
      ALTER TABLE spots DROP COLUMN device_id; ALTER TABLE readings DROP COLUMN forced;
      PRAGMA user_version = 3;
      """)
    let list = try fixture.spot(["list"])
    #expect(list.status == 0)
    #expect(
      list.stderr == "solspot: \(fixture.store): upgraded the store to schema version "
        + "\(SpotStore.schemaVersion), whose names are unique ignoring case and invisible "
        + "characters; 1 spot was changed, no spot or reading removed:\n"
        + "solspot: \(fixture.store): spot 'STRASSE' is now 'STRASSE (2)': the same name as the "
        + "earlier spot 'Straße'\n")
    #expect(list.stdout.contains("STRASSE (2)"))
    #expect(try fixture.ok(["list"]).contains("Straße"))
  }
}
