import Foundation
import Testing

@Suite("solspot plants")
struct PlantsCommandTests {
  /// The fictional test catalog of the library tests (its plants are listed there).
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(
      "SolspotKitTests/Plants/Fixtures/test-catalog.json"
    ).path

  func run(_ arguments: [String]) throws -> SolspotProcess.Result {
    try SolspotProcess.run(["plants"] + arguments + ["--catalog", Self.fixture])
  }

  func plants(_ object: [String: Any]) throws -> [[String: Any]] {
    try #require(object["plants"] as? [[String: Any]])
  }

  @Test("a band lists the suited plants in ranking order and counts the rest")
  func band() throws {
    let result = try run(["--band", "medium"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    #expect(lines.first == "Spot: medium (2,500–10,000 lux), as given.")
    let entries = lines.filter { !$0.hasPrefix(" ") && $0.contains("Testus") }
    #expect(
      entries == [
        "thrives    Testus mediocris (test medium plant)",
        "thrives    Testus serpens (test snake plant)",
        "tolerates  Testus lowlightus (test shade plant)",
        "tolerates  Testus partialis (Pothós de prueba)",
      ])
    #expect(lines.contains("           does best in medium light; this spot reads medium"))
    #expect(lines.contains("Shown: 4 of 7 plants."))
    #expect(lines.contains("Not shown: 1 light needs unknown, 2 not suited (--all lists them)."))
  }

  @Test("--lux is a point taken as exact: the same plants as its band, and it says so")
  func lux() throws {
    let text = try run(["--lux", "6000"])
    #expect(text.status == 0)
    #expect(
      text.stdout.hasPrefix(
        "Spot: 6,000 lux as given, taken as exact (not an estimate with an interval): medium."))
    let byLux = try SolspotProcess.json(try run(["--lux", "6000", "--json"]).stdout)
    let byBand = try SolspotProcess.json(try run(["--band", "medium", "--json"]).stdout)
    let spot = try #require(byLux["spot"] as? [String: Any])
    #expect(spot["kind"] as? String == "lux")
    #expect(spot["exact"] as? Bool == true)
    #expect(spot["band"] as? String == "medium")
    #expect(spot["lux"] as? Double == 6000)
    #expect(
      try plants(byLux).map { $0["id"] as? String } == plants(byBand).map { $0["id"] as? String })
  }

  @Test("--json is one object with the spot, the plants and what was left out")
  func json() throws {
    let result = try run(["--band", "bright indirect", "--json"])
    #expect(result.status == 0)
    #expect(result.stdout.split(separator: "\n").count == 1)
    let object = try SolspotProcess.json(result.stdout)
    let shown = try plants(object)
    #expect(shown.map { $0["id"] as? String } == ["testus-brillans", "testus-mediocris"])
    #expect(shown.map { $0["suitability"] as? String } == ["thrives", "tolerates"])
    #expect(
      shown.first?["reason"] as? String
        == "does best in bright indirect light; this spot reads bright indirect")
    #expect(shown.first?["cats"] as? String == "toxic")
    let left = try #require(object["notShown"] as? [String: Any])
    #expect(left["byVerdict"] as? [String: Int] == ["unknown": 3, "not-suited": 2])
    #expect(object["catalogPlants"] as? Int == 7)
  }

  @Test("settings give an estimate first, then plants ranked by the probability of their range")
  func estimate() throws {
    let settings = ["-f", "2", "-t", "1/1000", "--iso", "100"]
    let text = try run(settings + ["--all"])
    #expect(text.status == 0)
    let lines = text.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("10,000 lux (90% interval ") == true)
    #expect(lines[1].hasPrefix("Band: "))
    #expect(text.stdout.contains("rough estimate; the category is the reliable part"))
    #expect(text.stdout.contains("likely in its range"))
    #expect(!text.stdout.contains("100%"))
    let object = try SolspotProcess.json(try run(settings + ["--all", "--json"]).stdout)
    let spot = try #require(object["spot"] as? [String: Any])
    #expect(spot["kind"] as? String == "estimate")
    #expect(spot["exact"] as? Bool == false)
    let estimate = try #require(spot["estimate"] as? [String: Any])
    let band = try #require(estimate["band"] as? [String: Any])
    let probabilities = try #require(band["probabilities"] as? [String: Double])
    // The bands each plant thrives in or tolerates, from the fixture's table.
    let ranges: [String: [String]] = [
      "testus-lowlightus": ["low", "medium"], "testus-mediocris": ["medium", "bright-indirect"],
      "testus-brillans": ["bright-indirect", "direct"], "testus-solaris": ["direct"],
      "testus-ignotus": [], "testus-partialis": ["medium"], "testus-serpens": ["low", "medium"],
    ]
    let shown = try plants(object)
    #expect(shown.count == 7)
    for plant in shown {
      let id = try #require(plant["id"] as? String)
      let expected = try #require(ranges[id]).reduce(0) { $0 + (probabilities[$1] ?? 0) }
      let range = try #require(plant["rangeProbability"] as? Double)
      #expect(abs(range - expected) < 0.01, "\(id)")
    }
    let order = ["thrives", "tolerates", "depends", "unknown", "not-suited"]
    let ranks = shown.map { order.firstIndex(of: $0["suitability"] as? String ?? "") ?? -1 }
    #expect(ranks == ranks.sorted())
    let brillans = try #require(shown.first { $0["id"] as? String == "testus-brillans" })
    #expect(brillans["suitability"] as? String == "depends")
    let boundaries = try #require(brillans["boundaries"] as? [[String: Any]])
    #expect(
      boundaries.contains { $0["lux"] as? Double == 10000 && $0["below"] as? String == "too-dark" })
  }

  @Test("--pet-safe keeps only plants non-toxic to both cats and dogs")
  func petSafe() throws {
    let object = try SolspotProcess.json(
      try run(["--band", "low", "--pet-safe", "--all", "--json"]).stdout)
    let shown = try plants(object)
    #expect(
      Set(shown.compactMap { $0["id"] as? String }) == ["testus-lowlightus", "testus-solaris"])
    #expect(
      shown.allSatisfy {
        $0["cats"] as? String == "non-toxic" && $0["dogs"] as? String == "non-toxic"
      })
    let left = try #require(object["notShown"] as? [String: Any])
    #expect(left["petUnsafe"] as? Int == 5)
    let text = try run(["--band", "low", "--pet-safe"])
    #expect(text.stdout.contains("Left out by --pet-safe: 5 toxic to cats or dogs"))
  }

  @Test("--only and --limit narrow the list in ranking order")
  func onlyAndLimit() throws {
    let object = try SolspotProcess.json(
      try run(["--band", "medium", "--only", "thrives", "--limit", "1", "--json"]).stdout)
    #expect(try plants(object).map { $0["id"] as? String } == ["testus-mediocris"])
    let left = try #require(object["notShown"] as? [String: Any])
    #expect(left["overLimit"] as? Int == 1)
    let text = try run(["--band", "medium", "--only", "tolerates"])
    #expect(
      text.stdout.contains(
        "Not shown: 2 thrives, 1 light needs unknown, 2 not suited (--only tolerates)."))
  }

  @Test("the built-in catalog answers too")
  func builtIn() throws {
    let result = try SolspotProcess.run(["plants", "--band", "medium"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("Shown: "))
  }
}

@Suite("solspot plants search and show")
struct PlantsSearchShowTests {
  func run(_ arguments: [String]) throws -> SolspotProcess.Result {
    try SolspotProcess.run(["plants"] + arguments + ["--catalog", PlantsCommandTests.fixture])
  }

  @Test("search finds common names, synonyms and accented names, one line per plant")
  func search() throws {
    let snake = try run(["search", "snake"])
    #expect(snake.status == 0)
    #expect(
      snake.stdout
        == "testus-serpens  Testus serpens — test snake plant, mother-in-law's test tongue\n")
    let synonym = try run(["search", "SERPENTIA"])
    #expect(
      synonym.stdout.hasPrefix("testus-serpens  Testus serpens (synonym Serpentia testifolia)"))
    let accent = try run(["search", "pothos", "de"])
    #expect(accent.stdout.hasPrefix("testus-partialis  Testus partialis"))
    let json = try run(["search", "testus", "--json"])
    let lines = json.stdout.split(separator: "\n")
    #expect(lines.count == 7)
    for line in lines {
      #expect(try SolspotProcess.json(String(line))["botanicalName"] is String)
    }
  }

  @Test("search in the built-in catalog: 'snake' finds Dracaena trifasciata first")
  func builtInSnake() throws {
    let result = try SolspotProcess.run(["plants", "search", "snake"])
    // Runs against whatever Data/plants.json holds; the placeholder has no plants.
    if result.status == 0 {
      #expect(result.stdout.hasPrefix("dracaena-trifasciata  Dracaena trifasciata"))
    } else {
      #expect(result.stderr.hasPrefix("solspot: no plant matches 'snake'"))
    }
  }

  @Test("show prints the full entry with the sources' own figures, titles and URLs")
  func show() throws {
    let result = try run(["show", "test", "shade", "plant"])
    #expect(result.status == 0)
    let text = result.stdout
    #expect(text.hasPrefix("Testus lowlightus (testus-lowlightus)\n"))
    #expect(text.contains("Synonyms: Oldus lowlightus"))
    #expect(text.contains("Light bands: lowest low, best low, highest medium"))
    #expect(text.contains("  TEST-EXT (minimum): \"low light\""))
    #expect(
      text.contains(
        "    the source's figure: 25–100 fc = 269–1,076 lux, by the source's own definition of its words"
      ))
    #expect(text.contains("the source's figure: up to 500 fc = up to 5,382 lux"))
    #expect(
      text.contains(
        "  TEST-EXT: Fictional extension leaflet (test fixture). Test University Extension. "
          + "https://example.org/test-extension (extension)"))
    #expect(text.contains("    'low light' = 25–100 fc"))
    #expect(text.contains("Toxicity: cats non-toxic, dogs non-toxic (TEST-ASPCA)"))
    let json = try SolspotProcess.json(try run(["show", "Testus lowlightus", "--json"]).stdout)
    let plant = try #require(json["plant"] as? [String: Any])
    #expect(plant["id"] as? String == "testus-lowlightus")
    let sources = try #require(json["sources"] as? [String: Any])
    #expect(Set(sources.keys) == ["TEST-ASPCA", "TEST-EXT", "TEST-GARDEN"])
  }

  @Test("a name that matches one plant only shows it; several are listed as an error")
  func partialNames() throws {
    let one = try run(["show", "snake"])
    #expect(one.status == 0)
    #expect(one.stdout.hasPrefix("Testus serpens (testus-serpens)"))
    let many = try run(["show", "test"])
    #expect(many.status == 1)
    #expect(many.stdout.isEmpty)
    #expect(many.stderr.hasPrefix("solspot: 'test' matches 7 plants: 'Testus brillans', "))
  }
}

@Suite("solspot plants: bad input")
struct PlantsBadInputTests {
  typealias BadInput = LuxCommandTests.BadInput

  static let hint = " (see 'solspot help plants')"

  static let badInputs: [BadInput] = [
    BadInput(
      name: "unknown band", arguments: ["plants", "--band", "bright"],
      message:
        "solspot: invalid value 'bright' for --band: unknown band; expected low, medium, "
        + "bright-indirect or direct" + hint, status: 2),
    BadInput(
      name: "no spot", arguments: ["plants"],
      message:
        "solspot: give the spot's light: --band NAME, --lux N, -f, -t and --iso, or --spot NAME"
        + hint,
      status: 2),
    BadInput(
      name: "two spots", arguments: ["plants", "--band", "low", "--lux", "300"],
      message: "solspot: give only one of --band, --lux, -f/-t/--iso or --spot" + hint,
      status: 2),
    BadInput(
      name: "device without settings",
      arguments: ["plants", "--band", "low", "--device", "iphone-14"],
      message: "solspot: --device needs exposure settings (-f, -t and --iso)" + hint, status: 2),
    BadInput(
      name: "incomplete settings", arguments: ["plants", "-f", "2", "--iso", "100"],
      message: "solspot: missing option -t/--shutter" + hint, status: 2),
    BadInput(
      name: "negative lux", arguments: ["plants", "--lux", "-5"],
      message: "solspot: invalid value '-5' for --lux: expected 0 to 200,000 lux" + hint,
      status: 2),
    BadInput(
      name: "lux not a number", arguments: ["plants", "--lux", "bright"],
      message:
        "solspot: invalid value 'bright' for --lux: expected a number of lux such as 6000" + hint,
      status: 2),
    BadInput(
      name: "limit zero", arguments: ["plants", "--band", "low", "--limit", "0"],
      message: "solspot: invalid value '0' for --limit: expected a whole number of at least 1"
        + hint,
      status: 2),
    BadInput(
      name: "unknown verdict", arguments: ["plants", "--band", "low", "--only", "maybe"],
      message: "solspot: invalid value 'maybe' for --only: expected thrives or tolerates" + hint,
      status: 2),
    BadInput(
      name: "only with all", arguments: ["plants", "--band", "low", "--only", "thrives", "--all"],
      message: "solspot: --only and --all cannot be combined" + hint, status: 2),
    BadInput(
      name: "search without a query", arguments: ["plants", "search"],
      message: "solspot: missing argument QUERY (see 'solspot help plants search')", status: 2),
    BadInput(
      name: "missing catalog file",
      arguments: ["plants", "--band", "low", "--catalog", "/nonexistent.json"],
      message: "solspot: cannot read catalog '/nonexistent.json': no such file", status: 1),
    BadInput(
      name: "unknown plant",
      arguments: ["plants", "show", "Testus serpns", "--catalog", PlantsCommandTests.fixture],
      message:
        "solspot: no plant is called 'Testus serpns'; did you mean 'Testus serpens' or "
        + "'Testus solaris' or 'Testus brillans'?",
      status: 1),
    BadInput(
      name: "search without results",
      arguments: ["plants", "search", "zzqq", "--catalog", PlantsCommandTests.fixture],
      message: "solspot: no plant matches 'zzqq'", status: 1),
  ]

  @Test(
    "bad input: one line on stderr, nothing on stdout, the documented exit code",
    arguments: badInputs)
  func badInput(_ row: BadInput) throws {
    let result = try SolspotProcess.run(row.arguments)
    #expect(result.status == row.status)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == row.message + "\n")
  }

  @Test("a broken or non-JSON catalog fails naming the file, the entry and the field")
  func brokenCatalog() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("solspot-plants-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = try String(contentsOfFile: PlantsCommandTests.fixture, encoding: .utf8)
    let broken = folder.appendingPathComponent("broken.json")
    try text.replacingOccurrences(of: "\"idealBand\": \"low\"", with: "\"idealBand\": \"dim\"")
      .write(to: broken, atomically: true, encoding: .utf8)
    let result = try SolspotProcess.run(["plants", "--band", "low", "--catalog", broken.path])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "solspot: \(broken.path): field 'plants[testus-lowlightus].light.idealBand': unknown band "
        + "'dim' (known: low, medium, bright-indirect, direct)\n")
    let junk = folder.appendingPathComponent("junk.json")
    try Data("{ nope".utf8).write(to: junk)
    let notJSON = try SolspotProcess.run(["plants", "show", "x", "--catalog", junk.path])
    #expect(notJSON.status == 1)
    #expect(notJSON.stderr == "solspot: \(junk.path): is not valid JSON\n")
  }
}
