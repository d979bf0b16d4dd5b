import Foundation
import Testing

/// A saved reading is written in two shapes: the export's (JSON and CSV, every figure exact)
/// and `spot history`/`list --json`'s (figures as `lux --json` rounds them, with words). Both
/// come from one value (`ReadingRecord`); these pin both shapes byte for byte, from a fixed
/// export with readings of every kind (an estimate, a forced bound, a photo with a comma in
/// its file name, a spot with a lamp and one with quotes in its notes).
@Suite("Saved readings as exports and JSON")
struct ReadingSerialisationTests {
  static let archive = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/archive/readings.json")

  /// A store holding the fixed export.
  static func imported() throws -> SpotFixture {
    let fixture = try SpotFixture()
    try fixture.ok(["import", archive.path])
    return fixture
  }

  @Test("an export of an imported export is the same file, byte for byte, JSON and CSV")
  func exportRoundTrip() throws {
    let fixture = try Self.imported()
    let json = try fixture.ok(["export"])
    #expect(json == (try String(contentsOf: Self.archive, encoding: .utf8)))
    let csv = try fixture.ok(["export", "--format", "csv"])
    try OutputSnapshotTests.expectSnapshot("spot-export-csv", text: csv)
    // The CSV reads back to the same spots and readings.
    let again = try SpotFixture()
    let file = again.path("readings.csv")
    try csv.write(toFile: file, atomically: true, encoding: .utf8)
    try again.ok(["import", file])
    #expect(try again.ok(["export"]) == json)
  }

  @Test("spot history and list --json print each reading as the snapshot holds")
  func readingJSON() throws {
    let fixture = try Self.imported()
    var text = ""
    for arguments in [["history", "north sill", "--json"], ["history", "desk", "--json"]] {
      text += "$ solspot spot " + arguments.joined(separator: " ") + "\n"
      text += try fixture.ok(arguments)
    }
    text += "$ solspot spot list --json\n" + (try fixture.ok(["list", "--json"]))
    try OutputSnapshotTests.expectSnapshot("spot-readings-json", text: text)
  }
}
