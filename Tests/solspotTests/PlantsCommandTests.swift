import Foundation
import SolspotKit
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
        "tolerates  Testus serpens (test snake plant)",
        "tolerates  Testus violetta (test violet)",
        "depends    Testus lowlightus (test shade plant)",
        "depends    Testus mediocris (test medium plant)",
        "depends    Testus partialis (Pothós de prueba)",
        "may suit   Testus mixtus (test mixed plant)",
      ])
    #expect(
      lines.contains(
        "           takes 1,620–10,764 lux (TEST-EXT, TEST-GARDEN), best 3,200–10,764 lux "
          + "(TEST-GARDEN); this spot reads medium (2,500–10,000 lux)"))
    #expect(
      lines.contains(
        "           takes 269–5,380 lux (TEST-EXT, TEST-GARDEN), best 538–1,080 lux (TEST-GARDEN); "
          + "this spot reads medium (2,500–10,000 lux); depends on where in the band the light "
          + "lies: too bright above 5,380 lux"))
    #expect(lines.contains("Shown: 6 of 10 plants."))
    #expect(
      lines.contains(
        "Not shown: 1 light needs unknown, 1 may not suit, 2 not suited (--all lists them)."))
    #expect(lines.contains { $0.hasPrefix("'may suit', 'may be too dark', 'may be too bright': ") })
  }

  @Test("a lux below a plant's minimum inside the low band is too dark (the fern that dies)")
  func belowMinimum() throws {
    let text = try run(["--lux", "110", "--plant", "test violet"])
    #expect(text.status == 0)
    #expect(
      text.stdout
        == "Spot: 110 lux as given, taken as exact (not an estimate with an interval): low.\n\n"
        + "too dark  Testus violetta (test violet)\n"
        + "          needs at least 1,620 lux (TEST-EXT); this spot is 110 lux\n")
    let band = try run(["--band", "low", "--plant", "test violet"])
    #expect(band.stdout.contains("depends  Testus violetta (test violet)"))
    #expect(
      band.stdout.contains("depends on where in the band the light lies: too dark below 1,620 lux"))
  }

  @Test("--lux is a point taken as exact: it says so, and its probabilities are exactly 0 or 1")
  func lux() throws {
    let text = try run(["--lux", "6000"])
    #expect(text.status == 0)
    #expect(
      text.stdout.hasPrefix(
        "Spot: 6,000 lux as given, taken as exact (not an estimate with an interval): medium."))
    #expect(text.stdout.contains("this spot is 6,000 lux"))
    let object = try SolspotProcess.json(try run(["--lux", "6000", "--all", "--json"]).stdout)
    let spot = try #require(object["spot"] as? [String: Any])
    #expect(spot["kind"] as? String == "lux")
    #expect(spot["exact"] as? Bool == true)
    #expect(spot["band"] as? String == "medium")
    #expect(spot["lux"] as? Double == 6000)
    let shown = try plants(object)
    #expect(shown.count == 10)
    for plant in shown {
      let range = try #require(plant["rangeProbability"] as? Double)
      #expect(range == 0 || range == 1, "\(plant["id"] ?? "")")
      let suited = ["thrives", "tolerates", "may-suit"].contains(plant["suitability"] as? String)
      #expect(range == (suited ? 1 : 0), "\(plant["id"] ?? "")")
    }
    let band = try SolspotProcess.json(try run(["--band", "medium", "--json"]).stdout)
    #expect(try plants(band).allSatisfy { $0["rangeProbability"] == nil })
  }

  @Test("--json is one object with the spot, the plants and what was left out")
  func json() throws {
    let result = try run(["--lux", "15000", "--json"])
    #expect(result.status == 0)
    #expect(result.stdout.split(separator: "\n").count == 1)
    let object = try SolspotProcess.json(result.stdout)
    let shown = try plants(object)
    #expect(
      shown.map { $0["id"] as? String } == [
        "testus-brillans", "testus-serpens", "testus-gregarius",
      ])
    #expect(shown.map { $0["suitability"] as? String } == ["thrives", "thrives", "may-suit"])
    #expect(shown.map { $0["scope"] as? String } == ["plant", "plant", "group"])
    #expect(
      shown.first?["reason"] as? String
        == "does best at 10,800–20,000 lux (TEST-EXT, TEST-GARDEN; 20,000 lux is where the bright "
        + "indirect band ends, as no source gives that figure); this spot is 15,000 lux")
    let lux = try #require(shown.first?["lux"] as? [String: Double])
    #expect(lux == ["min": 10764, "idealMin": 10764, "max": 21528])
    #expect(shown.first?["cats"] as? String == "toxic")
    let left = try #require(object["notShown"] as? [String: Any])
    #expect(
      left["byVerdict"] as? [String: Int] == ["unknown": 5, "not-suited": 2])
    #expect(object["catalogPlants"] as? Int == 10)
    let dark = try SolspotProcess.json(try run(["--lux", "100", "--all", "--json"]).stdout)
    let limits = try plants(dark).compactMap { $0["limit"] as? String }
    #expect(!limits.isEmpty && limits.allSatisfy { $0 == "too-dark" })
  }

  @Test("settings give an estimate first, then plants ranked by the probability of their range")
  func estimate() throws {
    // 1/4800 s: about 10,000 lux, near Testus brillans's 1,000 fc (10,764 lux).
    let settings = ["-f", "2", "-t", "1/4800", "--iso", "100"]
    let text = try run(settings + ["--all"])
    #expect(text.status == 0)
    let lines = text.stdout.split(separator: "\n").map(String.init)
    let expected = try ExpectedEstimate.of(f: 2, t: 1.0 / 4800, iso: 100)
    #expect(lines.first == expected.value.text)
    #expect(lines[1].hasPrefix("Band: "))
    #expect(text.stdout.contains("rough estimate; the category is the reliable part"))
    #expect(text.stdout.contains("likely within the range its sources give"))
    #expect(!text.stdout.contains("100%"))
    #expect(!text.stdout.contains("likely in its range"))
    let object = try SolspotProcess.json(try run(settings + ["--all", "--json"]).stdout)
    let spot = try #require(object["spot"] as? [String: Any])
    #expect(spot["kind"] as? String == "estimate")
    #expect(spot["exact"] as? Bool == false)
    let shown = try plants(object)
    #expect(shown.count == 10)
    for plant in shown {
      let range = try #require(plant["rangeProbability"] as? Double)
      #expect(range > 0 && range < 1, "never exactly 0 or 1 for an estimate")
    }
    let order = [
      "thrives", "tolerates", "depends", "may-suit", "unknown", "may-not-suit", "not-suited",
    ]
    let ranks = shown.map { order.firstIndex(of: $0["suitability"] as? String ?? "") ?? -1 }
    #expect(ranks == ranks.sorted())
    let brillans = try #require(shown.first { $0["id"] as? String == "testus-brillans" })
    #expect(brillans["suitability"] as? String == "depends")
    let boundaries = try #require(brillans["boundaries"] as? [[String: Any]])
    #expect(
      boundaries.contains { $0["lux"] as? Double == 10764 && $0["below"] as? String == "too-dark" })
  }

  @Test("--plant judges only the plants named, in that order, whatever their verdict")
  func namedPlants() throws {
    let result = try run(["--lux", "5000", "--plant", "test sun plant", "--plant", "serpens"])
    #expect(result.status == 0)
    let entries = result.stdout.split(separator: "\n").filter { $0.contains("Testus") }
    #expect(
      entries == [
        "too dark  Testus solaris (test sun plant)", "thrives   Testus serpens (test snake plant)",
      ])
    #expect(!result.stdout.contains("Shown:"))
    let json = try SolspotProcess.json(
      try run(["--lux", "5000", "--plant", "serpens", "--plant", "Testus serpens", "--json"]).stdout
    )
    #expect(try plants(json).map { $0["id"] as? String } == ["testus-serpens"])
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
    #expect(left["petUnsafe"] as? Int == 8)
    let text = try run(["--band", "low", "--pet-safe"])
    #expect(text.stdout.contains("Left out by --pet-safe: 8 toxic to cats or dogs"))
  }

  @Test("--cat-safe and --dog-safe keep the plants listed as non-toxic to that animal")
  func oneAnimal() throws {
    func ids(_ option: String) throws -> Set<String> {
      let object = try SolspotProcess.json(
        try run(["--band", "low", option, "--all", "--json"]).stdout)
      return Set(try plants(object).compactMap { $0["id"] as? String })
    }
    #expect(try ids("--cat-safe") == ["testus-lowlightus", "testus-partialis", "testus-solaris"])
    #expect(try ids("--dog-safe") == ["testus-lowlightus", "testus-mediocris", "testus-solaris"])
    let text = try run(["--band", "low", "--cat-safe"])
    #expect(
      text.stdout.contains(
        "Left out by --cat-safe: 7 toxic to cats, or not listed as non-toxic to cats (unknown is "
          + "not safe)."))
  }

  @Test("--only and --limit narrow the list in ranking order")
  func onlyAndLimit() throws {
    let object = try SolspotProcess.json(
      try run(["--band", "medium", "--only", "tolerates", "--limit", "1", "--json"]).stdout)
    #expect(try plants(object).map { $0["id"] as? String } == ["testus-serpens"])
    let left = try #require(object["notShown"] as? [String: Any])
    #expect(left["overLimit"] as? Int == 1)
    let text = try run(["--band", "medium", "--only", "tolerates"])
    #expect(
      text.stdout.contains(
        "Not shown: 3 depends, 1 may suit, 1 light needs unknown, 1 may not suit, 2 not suited "
          + "(--only tolerates)."))
  }

  @Test("the built-in catalog: a spider plant is too dark at 110 lux, by lux or by settings")
  func builtIn() throws {
    let result = try SolspotProcess.run(["plants", "--band", "medium"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("Shown: "))
    for spot in [["--lux", "110"], ["-f", "2.2", "-t", "1/30", "--iso", "320"]] {
      let spider = try SolspotProcess.run(["plants"] + spot + ["--plant", "spider plant"])
      #expect(spider.status == 0)
      #expect(spider.stdout.contains("too dark  Chlorophytum comosum (spider plant)"), "\(spot)")
      let listed = try SolspotProcess.run(["plants"] + spot)
      #expect(!listed.stdout.contains("Chlorophytum comosum"), "\(spot)")
    }
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
    #expect(lines.count == 10)
    for line in lines {
      #expect(try SolspotProcess.json(String(line))["botanicalName"] is String)
    }
  }

  @Test("search in the built-in catalog: 'snake' finds Dracaena trifasciata first")
  func builtInSnake() throws {
    let result = try SolspotProcess.run(["plants", "search", "snake"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(result.stdout.hasPrefix("dracaena-trifasciata  Dracaena trifasciata"))
  }

  @Test("show prints the full entry with the sources' own figures, titles and URLs")
  func show() throws {
    let result = try run(["show", "test", "shade", "plant"])
    #expect(result.status == 0)
    let text = result.stdout
    #expect(text.hasPrefix("Testus lowlightus (testus-lowlightus)\n"))
    #expect(text.contains("Synonyms: Oldus lowlightus"))
    #expect(text.contains("Light bands: lowest low, best low, highest medium (a ceiling: no more)"))
    #expect(text.contains("  TEST-EXT (minimum): \"low light\""))
    #expect(
      text.contains(
        "    the source's figure: 25–100 fc = 269–1,080 lux, by the source's own definition of its words"
      ))
    #expect(text.contains("the source's figure: up to 500 fc = up to 5,380 lux"))
    #expect(
      text.contains(
        "  TEST-EXT: Fictional extension leaflet (test fixture). Test University Extension. "
          + "https://example.org/test-extension (extension)"))
    #expect(text.contains("    'low light' = 25–100 fc"))
    #expect(text.contains("Toxicity: cats non-toxic, dogs non-toxic (TEST-ASPCA)"))
    // A source cited only at the start of a note is listed with its title too.
    #expect(
      text.contains(
        "  Note: TEST-WORDS (a care blog): keeps its colour best out of the afternoon sun"))
    #expect(
      text.contains(
        "\n  TEST-WORDS: Fictional care blog without figures (test fixture). Test Blog. (other)\n"
      ))
    let json = try SolspotProcess.json(try run(["show", "Testus lowlightus", "--json"]).stdout)
    let plant = try #require(json["plant"] as? [String: Any])
    #expect(plant["id"] as? String == "testus-lowlightus")
    let sources = try #require(json["sources"] as? [String: Any])
    #expect(Set(sources.keys) == ["TEST-ASPCA", "TEST-EXT", "TEST-GARDEN", "TEST-WORDS"])
  }

  @Test("a point figure prints as one figure, not as a range from it to itself; JSON keeps both")
  func pointFigures() throws {
    let text = try run(["show", "testus-violetta"]).stdout
    #expect(text.contains("    the source's figure: 150 fc = 1,620 lux\n"))
    #expect(text.contains("    'medium light' = 150 fc\n"))
    #expect(text.contains("    'low light' = 25–100 fc\n"))
    #expect(!text.contains("150–150") && !text.contains("1,620–1,620"))
    let json = try SolspotProcess.json(try run(["show", "testus-violetta", "--json"]).stdout)
    let evidence = try #require(
      ((json["plant"] as? [String: Any])?["light"] as? [String: Any])?["evidence"]
        as? [[String: Any]])
    let figure = try #require(evidence.first?["figure"] as? [String: Any])
    #expect(figure["min"] as? Double == 150 && figure["max"] as? Double == 150)
    let builtIn = try SolspotProcess.run(["plants", "show", "spider plant"]).stdout
    #expect(builtIn.contains("the source's figure: 150 fc = 1,620 lux, by the source's own "))
    #expect(builtIn.contains("    'low light' = 75 fc\n"))
  }

  @Test(
    "settings as typed get the hints 'solspot lux' gives, in text and JSON",
    arguments: [
      (["-f", "2.2", "-t", "30", "--iso", "320"], "shutter-seconds"),
      (["-f", "19", "-t", "1/30", "--iso", "320"], "unusual-aperture"),
    ])
  func settingsHints(_ settings: [String], _ code: String) throws {
    let lux = try SolspotProcess.run(["lux"] + settings)
    let plants = try run(settings + ["--limit", "1"])
    #expect(plants.status == 0)
    #expect(plants.stderr.isEmpty)
    // The spot block is exactly what 'solspot lux' prints, its hint included.
    #expect(plants.stdout.hasPrefix(lux.stdout + "\n"))
    #expect(lux.stdout.contains("\nNote: " + (code == "shutter-seconds" ? "-t 30" : "f/19")))
    let luxJSON = try SolspotProcess.json(
      try SolspotProcess.run(["lux"] + settings + ["--json"]).stdout)
    let object = try SolspotProcess.json(try run(settings + ["--json"]).stdout)
    let estimate = try #require((object["spot"] as? [String: Any])?["estimate"] as? [String: Any])
    #expect(NSDictionary(dictionary: estimate) == NSDictionary(dictionary: luxJSON))
    let notes = try #require(estimate["notes"] as? [[String: String]])
    #expect(notes.first?["code"] == code)
  }

  @Test("a name that matches one plant only shows it; several are listed as an error")
  func partialNames() throws {
    let one = try run(["show", "snake"])
    #expect(one.status == 0)
    #expect(one.stdout.hasPrefix("Testus serpens (testus-serpens)"))
    let many = try run(["show", "test"])
    #expect(many.status == 1)
    #expect(many.stdout.isEmpty)
    #expect(many.stderr.hasPrefix("solspot: 'test' matches 10 plants: 'Testus brillans', "))
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
        + "bright-indirect or direct; did you mean 'bright-indirect'?" + hint, status: 2),
    BadInput(
      name: "misspelt band", arguments: ["plants", "--band", "meduim"],
      message:
        "solspot: invalid value 'meduim' for --band: unknown band; expected low, medium, "
        + "bright-indirect or direct; did you mean 'medium'?" + hint, status: 2),
    BadInput(
      name: "empty plant name", arguments: ["plants", "show", ""],
      message:
        "solspot: invalid value '' for NAME: expected a plant name with letters, e.g. pothos "
        + "(see 'solspot help plants show')", status: 2),
    BadInput(
      name: "empty search", arguments: ["plants", "search", ""],
      message:
        "solspot: invalid value '' for QUERY: expected a plant name with letters, e.g. pothos "
        + "(see 'solspot help plants search')", status: 2),
    BadInput(
      name: "empty --plant", arguments: ["plants", "--band", "low", "--plant", " "],
      message: "solspot: invalid value ' ' for --plant: expected a plant name, e.g. pothos" + hint,
      status: 2),
    BadInput(
      name: "--plant with a filter",
      arguments: ["plants", "--band", "low", "--plant", "pothos", "--only", "thrives"],
      message:
        "solspot: --only chooses among many plants and --plant judges only the plants named, "
        + "whatever their verdict, so the two cannot be combined" + hint, status: 2),
    BadInput(
      name: "--plant with a pet filter: plants show gives one plant's toxicity",
      arguments: ["plants", "--lux", "500", "--plant", "pothos", "--dog-safe"],
      message:
        "solspot: --dog-safe chooses among many plants and --plant judges only the plants named, "
        + "whatever their verdict, so the two cannot be combined; 'solspot plants show pothos' "
        + "prints one plant's toxicity to cats and dogs" + hint, status: 2),
    BadInput(
      name: "--plant with --cat-safe and another filter: the pet filter is the one answered",
      arguments: [
        "plants", "--band", "low", "--limit", "2", "--plant", "peace lily", "--plant", "aloe",
        "--cat-safe",
      ],
      message:
        "solspot: --cat-safe chooses among many plants and --plant judges only the plants named, "
        + "whatever their verdict, so the two cannot be combined; 'solspot plants show "
        + "\"peace lily\"' prints one plant's toxicity to cats and dogs" + hint, status: 2),
    BadInput(
      name: "--plant with --pet-safe",
      arguments: ["plants", "--band", "low", "--plant", "snake-plant", "--pet-safe"],
      message:
        "solspot: --pet-safe chooses among many plants and --plant judges only the plants named, "
        + "whatever their verdict, so the two cannot be combined; 'solspot plants show "
        + "snake-plant' prints one plant's toxicity to cats and dogs" + hint, status: 2),
    BadInput(
      name: "unknown --plant",
      arguments: [
        "plants", "--band", "low", "--plant", "tset snake plant", "--catalog",
        PlantsCommandTests.fixture,
      ],
      message:
        "solspot: no plant is called 'tset snake plant'; did you mean 'test snake plant'?",
      status: 1),
    BadInput(
      name: "a folder as the catalog",
      arguments: ["plants", "--band", "low", "--catalog", "/"],
      message: "solspot: /: is a folder, not a file", status: 1),
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
      message: "solspot: /nonexistent.json: no such file", status: 1),
    BadInput(
      name: "unknown plant",
      arguments: ["plants", "show", "Testus serpns", "--catalog", PlantsCommandTests.fixture],
      message:
        "solspot: no plant is called 'Testus serpns'; did you mean 'Testus serpens'?",
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
