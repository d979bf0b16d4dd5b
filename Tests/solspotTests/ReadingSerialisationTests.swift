import Foundation
import SolspotKit
import Testing

/// A saved reading has one JSON shape, `ReadingRecord`'s: the export writes it (and, field for
/// field, CSV) and `spot history`/`list --json` print it with three keys added (`id`,
/// `luxText`, `bandSummary`). These check that the figures are the export's, and pin the
/// output byte for byte, from a fixed export with readings of every kind (an estimate, a
/// forced bound, a photo with a comma in its file name, a spot with a lamp and one with quotes
/// in its notes).
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

  @Test("spot history --json prints each reading as the export's object, plus three keys")
  func historyIsTheExport() throws {
    let fixture = try Self.imported()
    let export = try JSONSerialization.jsonObject(with: Data(try fixture.ok(["export"]).utf8))
    let spots = try #require((export as? [String: Any])?["spots"] as? [[String: Any]])
    var compared = 0
    for spot in spots {
      let name = try #require(spot["name"] as? String)
      let records = try #require(spot["readings"] as? [[String: Any]])
      let lines = try fixture.ok(["history", name, "--json"]).split(separator: "\n")
      #expect(lines.count == records.count, "\(name)")
      for (line, record) in zip(lines, records) {
        let object = try #require(
          try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(Set(object.keys) == Set(record.keys).union(["id", "luxText", "bandSummary"]))
        #expect(object["id"] is Int)
        #expect((object["luxText"] as? String)?.contains("lux") == true)
        #expect((object["bandSummary"] as? String)?.isEmpty == false)
        var shared = object
        for key in ["id", "luxText", "bandSummary"] { shared[key] = nil }
        // The shared keys hold the export's values, compared as canonical JSON text.
        #expect(try Self.canonical(shared) == (try Self.canonical(record)), "\(line)")
        // The same exact figures and codes, read back as one value.
        let fromLine = try JSONDecoder().decode(ReadingRecord.self, from: Data(line.utf8))
        let fromExport = try JSONDecoder().decode(
          ReadingRecord.self, from: try JSONSerialization.data(withJSONObject: record))
        #expect(fromLine == fromExport)
        compared += 1
      }
    }
    #expect(compared == 4)
  }

  static func canonical(_ object: [String: Any]) throws -> String {
    let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    return String(decoding: data, as: UTF8.self)
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
