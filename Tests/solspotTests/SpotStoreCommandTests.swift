import Foundation
import Testing

@testable import SolspotKit

/// The `spot` commands against damaged, missing and imported stores: nothing is created by a
/// command that reads, nothing is written to a damaged file, and what can be read is salvaged.
@Suite("solspot spot: the store file")
struct SpotStoreCommandTests {
  /// A store with two spots and three readings each, written by `solspot` itself.
  func filled(_ fixture: SpotFixture) throws {
    for name in ["shelf", "sill"] {
      try fixture.ok(["add", name])
      for shutter in ["1/60", "1/120", "1/240"] {
        try fixture.ok(["measure", name, "-f", "1.9", "-t", shutter, "--iso", "100"])
      }
    }
  }

  @Test("commands that read create no store and no folder; the default store absent is empty")
  func noStoreCreated() throws {
    let fixture = try SpotFixture()
    // No --store and no SOLSPOT_STORE: the default store, $XDG_DATA_HOME/solspot/spots.sqlite.
    let environment = SolspotProcess.isolatedEnvironment(in: fixture.folder)
    func run(_ arguments: [String]) throws -> SolspotProcess.Result {
      try SolspotProcess.run(["spot"] + arguments, environment: environment)
    }
    let list = try run(["list"])
    #expect(list.status == 0 && list.stdout.hasPrefix("No spots yet"))
    let export = try run(["export"])
    #expect(export.status == 0)
    #expect(try SpotArchive(json: Data(export.stdout.utf8), file: "x").spots.isEmpty)
    for arguments in Self.needingAStore {
      let result = try run(arguments)
      #expect(result.status == 1, "\(arguments)")
      #expect(result.stderr == "solspot: no spot named 'sill'\n", "\(arguments)")
    }
    let plants = try SolspotProcess.run(["plants", "--spot", "sill"], environment: environment)
    #expect(plants.status == 1)
    #expect(!FileManager.default.fileExists(atPath: fixture.path("data")))
  }

  /// The commands that read or change a spot that must exist.
  static let needingAStore = [
    ["show", "sill"], ["history", "sill"], ["compare", "sill", "shelf"], ["seasons", "sill"],
    ["rename", "sill", "x"], ["remove", "sill"], ["set", "sill", "--room", "r"],
    ["measure", "sill", "-f", "1.9", "-t", "1/60", "--iso", "100"],
  ]

  @Test("a store named with --store or SOLSPOT_STORE that does not exist is an error, not empty")
  func namedStoreMissing() throws {
    let fixture = try SpotFixture()
    let missing = fixture.path("none/spots.sqlite")
    for arguments in [["list"], ["export"], ["export", "--format", "csv"]] + Self.needingAStore {
      let result = try fixture.spot(arguments, store: missing)
      #expect(result.status == 1, "\(arguments)")
      #expect(result.stdout.isEmpty, "\(arguments)")
      #expect(
        result.stderr
          == "solspot: \(missing): the store does not exist (the path given with --store); "
          + "check the path: only 'spot add', 'spot import' and 'calibrate add' create a store\n",
        "\(arguments)")
    }
    let plants = try SolspotProcess.run(["plants", "--spot", "sill", "--store", missing])
    #expect(plants.status == 1)
    #expect(plants.stderr.hasPrefix("solspot: \(missing): the store does not exist"))
    var environment = SolspotProcess.isolatedEnvironment(in: fixture.folder)
    environment["SOLSPOT_STORE"] = missing
    let list = try SolspotProcess.run(["spot", "list"], environment: environment)
    #expect(list.status == 1)
    #expect(
      list.stderr
        == "solspot: \(missing): the store does not exist (the path SOLSPOT_STORE gives); check "
        + "the path: only 'spot add', 'spot import' and 'calibrate add' create a store\n")
    #expect(!FileManager.default.fileExists(atPath: fixture.path("none")))
    // The commands that create a store create the file, never its folders: a mistyped folder
    // is an error naming it.
    let export = fixture.path("export.json")
    try Data("{\"solspotSpots\": 1, \"spots\": []}".utf8).write(to: URL(fileURLWithPath: export))
    for arguments in [["add", "sill"], ["import", export]] {
      let refused = try fixture.spot(arguments, store: missing)
      #expect(refused.status == 1, "\(arguments)")
      #expect(
        refused.stderr
          == "solspot: \(missing): the folder \(fixture.path("none")) does not exist (the path "
          + "given with --store); check the path, or create the folder first: 'spot add', 'spot "
          + "import' and 'calibrate add' create a store, not its folders\n", "\(arguments)")
      #expect(!FileManager.default.fileExists(atPath: fixture.path("none")))
    }
    try FileManager.default.createDirectory(
      atPath: fixture.path("none"), withIntermediateDirectories: false)
    #expect(try fixture.spot(["add", "sill"], store: missing).status == 0)
    #expect(try fixture.spot(["list"], store: missing).stdout.contains("sill"))
  }

  @Test("a store damaged inside is never written: add and measure fail and the bytes stay")
  func damagedPage() throws {
    let fixture = try SpotFixture()
    try filled(fixture)
    let (root, pageSize): (Int64, Int64)
    do {
      let connection = try Connection(path: fixture.store)
      root = try connection.integer("SELECT rootpage FROM sqlite_master WHERE name = 'readings'")
      pageSize = try connection.integer("PRAGMA page_size")
    }
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: fixture.store))
    try handle.seek(toOffset: UInt64((root - 1) * pageSize))
    try handle.write(contentsOf: Data(repeating: 0xFF, count: 200))
    try handle.close()
    let before = try fixture.bytes(fixture.store)
    for arguments in [
      ["add", "desk"], ["measure", "shelf", "-f", "1.9", "-t", "1/60", "--iso", "100"],
      ["set", "shelf", "--room", "study"], ["rename", "shelf", "top"],
    ] {
      let result = try fixture.spot(arguments)
      #expect(result.status == 1, "\(arguments)")
      #expect(
        result.stderr.hasPrefix(
          "solspot: \(fixture.store): the store is damaged (the file is damaged inside"),
        "\(result.stderr)")
      #expect(result.stderr.contains("nothing was changed"))
    }
    #expect(try fixture.bytes(fixture.store) == before)
    let list = try fixture.spot(["list"])
    #expect(list.status == 1)
  }

  @Test("one bad row: list and export keep every other row, name it on stderr and exit 1")
  func salvage() throws {
    let fixture = try SpotFixture()
    try filled(fixture)
    do {
      let connection = try Connection(path: fixture.store)
      try connection.execute("UPDATE spots SET created_offset = 99999 WHERE name = 'sill'")
    }
    let list = try fixture.spot(["list"])
    #expect(list.status == 1)
    #expect(list.stdout.contains("shelf") && !list.stdout.contains("sill"))
    #expect(
      list.stderr.hasPrefix(
        "solspot: \(fixture.store): left out: spot 2 in the store cannot be read: field "
          + "'created_unix': is not a valid time\n"))
    let export = try fixture.spot(["export"])
    #expect(export.status == 1)
    let archive = try SpotArchive(json: Data(export.stdout.utf8), file: "x")
    #expect(archive.spots.map(\.spot.name) == ["shelf"])
    #expect(archive.readingCount == 3)
    let lines = export.stderr.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.hasSuffix("left out with its 3 readings") == true)
    #expect(lines.last?.contains("1 part could not be read and was left out") == true)
    // The salvage imports into a new store as it is.
    let copy = fixture.path("copy.sqlite")
    let imported = try SolspotProcess.run(
      ["spot", "import", "-", "--store", copy], input: Data(export.stdout.utf8))
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stdout.hasPrefix("Imported 1 new spot and 3 readings"))
    // The good spot still works.
    #expect(try fixture.ok(["show", "shelf"]).contains("Readings: 3"))
  }

  @Test("import from standard input, names unknown devices, refuses an EV100 its settings lack")
  func importChecks() throws {
    let fixture = try SpotFixture()
    try filled(fixture)
    let export = try fixture.ok(["export", "--format", "csv"])
    let renamed = export.replacingOccurrences(of: ",generic,", with: ",pixel-99-front,")
    #expect(renamed != export)
    let other = fixture.path("other.sqlite")
    let imported = try SolspotProcess.run(
      ["spot", "import", "-", "--store", other], input: Data(renamed.utf8))
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(
      imported.stdout.contains(
        "Note: the file names device this Solspot has no profile for (pixel-99-front)"))
    // EV100 12 where the settings give about 7.8.
    let lines = export.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var fields = lines[1].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    let column = try #require(SpotArchive.csvColumns.firstIndex(of: "ev100"))
    fields[column] = "12"
    let broken = ([lines[0], fields.joined(separator: ",")] + lines.dropFirst(2))
      .joined(separator: "\n")
    let refused = try SolspotProcess.run(
      ["spot", "import", "-", "--store", fixture.path("third.sqlite")],
      input: Data(broken.utf8))
    #expect(refused.status == 1)
    #expect(
      refused.stderr.hasPrefix(
        "solspot: standard input: field 'line 2, ev100': is 12 but the reading's settings give "),
      "\(refused.stderr)")
  }

  @Test("import reports exactly what it added and skipped, and says when it added nothing")
  func importReport() throws {
    let fixture = try SpotFixture()
    try filled(fixture)
    let file = fixture.path("spots.json")
    try Data(try fixture.ok(["export"]).utf8).write(to: URL(fileURLWithPath: file))
    let copy = fixture.path("copy.sqlite")
    let first = try fixture.spot(["import", file], store: copy)
    #expect(first.stdout == "Imported 2 new spots and 6 readings; skipped 0 duplicate readings.\n")
    let again = try fixture.spot(["import", file], store: copy)
    #expect(again.status == 0)
    #expect(
      again.stdout
        == "Nothing was added: the file's 2 spots (shelf, sill) were already saved; skipped 6 "
        + "duplicate readings (every reading of the file was already in the store).\n")
    #expect(!again.stdout.contains("merged"))
    let json = try SolspotProcess.json(
      try fixture.spot(["import", file, "--json"], store: copy).stdout)
    #expect(json["addedReadings"] as? Int == 0 && json["duplicateReadings"] as? Int == 6)
    // One new reading of a spot already saved.
    try fixture.ok(["measure", "shelf", "-f", "1.9", "-t", "1/500", "--iso", "100"])
    try Data(try fixture.ok(["export"]).utf8).write(to: URL(fileURLWithPath: file))
    #expect(
      try fixture.spot(["import", file], store: copy).stdout
        == "Imported 1 reading; 2 spots (shelf, sill) were already saved; skipped 6 duplicate "
        + "readings.\n")
    let empty = fixture.path("empty.json")
    try Data(#"{"solspotSpots":2,"spots":[]}"#.utf8).write(to: URL(fileURLWithPath: empty))
    #expect(
      try fixture.spot(["import", empty], store: copy).stdout
        == "Nothing was added: the file holds no spots.\n")
  }

  @Test("a photo from a camera without a profile is saved as generic, with a note saying so")
  func genericPhoto() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "desk"])
    let result = try fixture.spot(["measure", "desk", "--photo", PhotoFixtures.path("jpeg-ii.jpg")])
    #expect(result.status == 0)
    #expect(
      result.stdout.contains(
        "has no device profile, so the reading was saved as 'generic': 'spot compare' treats "
          + "every 'generic' reading as one phone's"))
  }
}
