import Foundation
import Testing

/// `spot export -o FILE` writes whole files or nothing, and `spot import` refuses exports cut
/// short: the CSV end row, and JSON that does not close.
@Suite("spot export -o and truncated exports")
struct SpotExportFileTests {
  /// A store with two spots and three readings.
  static func fixture() throws -> SpotFixture {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "sill"])
    try fixture.ok(["add", "shelf"])
    for shutter in ["1/60", "1/120"] {
      try fixture.ok(["measure", "sill", "-f", "1.9", "-t", shutter, "--iso", "100"])
    }
    try fixture.ok(["measure", "shelf", "-f", "1.9", "-t", "1/30", "--iso", "100"])
    return fixture
  }

  @Test("-o writes the file, says what it wrote on stderr, and matches standard output")
  func writesFile() throws {
    let fixture = try Self.fixture()
    for format in ["json", "csv"] {
      let file = fixture.path("backup.\(format)")
      let result = try fixture.spot(["export", "--format", format, "-o", file])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdout.isEmpty)
      #expect(result.stderr == "Wrote 2 spots and 3 readings to \(file).\n")
      let written = try String(contentsOfFile: file, encoding: .utf8)
      #expect(written == (try fixture.ok(["export", "--format", format])))
      // No temporary file is left beside it.
      let names = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path)
      #expect(!names.contains { $0.contains(".solspot-") }, "\(names)")
    }
  }

  @Test("an existing file is replaced only with --force; the store itself never")
  func replacing() throws {
    let fixture = try Self.fixture()
    let file = fixture.path("backup.json")
    try Data("keep me\n".utf8).write(to: URL(fileURLWithPath: file))
    let refused = try fixture.spot(["export", "--output", file])
    #expect(refused.status == 1)
    #expect(refused.stderr == "solspot: \(file): already exists; give --force to replace it\n")
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "keep me\n")
    let forced = try fixture.spot(["export", "--output", file, "--force"])
    #expect(forced.status == 0, "\(forced.stderr)")
    #expect(try String(contentsOfFile: file, encoding: .utf8).hasPrefix("{\"solspotSpots\""))
    let store = try fixture.bytes(fixture.store)
    let itself = try fixture.spot(["export", "-o", fixture.store, "--force"])
    #expect(itself.status == 1)
    #expect(itself.stderr.contains("is the store itself"))
    #expect(try fixture.bytes(fixture.store) == store)
  }

  @Test("a write that fails midway is an error and leaves the old file, with no temporary file")
  func failedWrite() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["import", try fixture.bigImport("big.json", spot: "sill", count: 300)])
    let file = fixture.path("backup.json")
    try Data("old\n".utf8).write(to: URL(fileURLWithPath: file))
    // A file size limit of 100 blocks of 512 bytes, above the store's 32 KiB -shm and below
    // the export's 200 KB: the write fails with EFBIG (SIGXFSZ ignored), as on a full disk.
    let script =
      "trap '' XFSZ; ulimit -f 100; exec '\(SolspotProcess.binary.path)' spot export -o '\(file)' "
      + "--force --store '\(fixture.store)'"
    let result = try SolspotProcess.run(
      ["-c", script], environment: SolspotProcess.isolatedEnvironment(in: fixture.folder),
      executable: URL(fileURLWithPath: "/bin/bash"))
    #expect(result.status == 1)
    #expect(
      result.stderr == "solspot: \(file): cannot be written (file too large, while writing); the "
        + "file at the path, if any, was left as it was\n")
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "old\n")
    let names = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path)
    #expect(!names.contains { $0.contains(".solspot-") }, "\(names)")
  }

  @Test("a CSV export ends with its counts; import checks them, refuses a file that lost them")
  func endRow() throws {
    let fixture = try Self.fixture()
    let csv = try fixture.ok(["export", "--format", "csv"])
    #expect(csv.hasSuffix("\n#end,spots=2,readings=3\n"))
    // Cut at a line break: the end row is gone, so the file is refused, nothing imported.
    var lines = csv.split(separator: "\n", omittingEmptySubsequences: false).dropLast(2)
    let cut = fixture.path("cut.csv")
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: cut))
    let cutRefused = try fixture.spot(["import", cut], store: fixture.path("a.sqlite"))
    #expect(cutRefused.status == 1)
    #expect(cutRefused.stdout.isEmpty)
    #expect(
      cutRefused.stderr
        == "solspot: cut.csv: field 'line 5': the end row ('#end,spots=N,readings=M') is "
        + "missing, which every export with these 40 columns ends with: the file was cut short; "
        + "export it again\n")
    #expect(!FileManager.default.fileExists(atPath: fixture.path("a.sqlite")))
    // The same rows in the layout before lamps and plants were kept (33 columns), written
    // before exports had an end row: imported, with a note.
    let older = lines.map { line in
      line.split(separator: ",", omittingEmptySubsequences: false).dropLast(7)
        .joined(separator: ",")
    }
    #expect(older[0].hasSuffix(",bound_reason"))
    let old = fixture.path("old.csv")
    try Data((older.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: old))
    let noted = try fixture.spot(["import", old], store: fixture.path("b.sqlite"))
    #expect(noted.status == 0, "\(noted.stderr)")
    #expect(
      noted.stdout.contains(
        "\nNote: \(old) has no end row ('#end,spots=N,readings=M'), so whether it is complete "
          + "could not be checked: its columns are those of an older Solspot"))
    let json = try SolspotProcess.json(
      try fixture.spot(["import", old, "--json"], store: fixture.path("e.sqlite")).stdout)
    #expect(json["completeness"] as? String == "unchecked")
    // An end row whose counts the rows do not reach: refused, nothing imported.
    lines = csv.split(separator: "\n", omittingEmptySubsequences: false).dropLast(1)
    lines.remove(at: 2)
    let short = fixture.path("short.csv")
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: short))
    let refused = try fixture.spot(["import", short], store: fixture.path("c.sqlite"))
    #expect(refused.status == 1)
    #expect(
      refused.stderr.hasPrefix(
        "solspot: short.csv: field 'line 4, #end': counts 'spots=2,readings=3' but the file "
          + "holds spots=2,readings=2"), "\(refused.stderr)")
    #expect(!FileManager.default.fileExists(atPath: fixture.path("c.sqlite")))
    // The whole file imports with its end row checked.
    let whole = fixture.path("whole.csv")
    try Data(csv.utf8).write(to: URL(fileURLWithPath: whole))
    let checked = try fixture.spot(["import", whole, "--json"], store: fixture.path("d.sqlite"))
    #expect(try SolspotProcess.json(checked.stdout)["completeness"] as? String == "checked")
  }

  @Test("a JSON export cut short is refused, saying so")
  func truncatedJSON() throws {
    let fixture = try Self.fixture()
    let json = try fixture.ok(["export"])
    let cut = fixture.path("cut.json")
    try Data(json.utf8.prefix(json.utf8.count / 2)).write(to: URL(fileURLWithPath: cut))
    let result = try fixture.spot(["import", cut], store: fixture.path("new.sqlite"))
    #expect(result.status == 1)
    #expect(
      result.stderr == "solspot: cut.json: is not valid JSON: it stops before the end of the "
        + "export (cut short?); nothing was imported\n")
  }
}
