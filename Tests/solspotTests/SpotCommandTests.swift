import Foundation
import Testing

@Suite("solspot spot")
struct SpotCommandTests {
  let summer = ["--device", "iphone-15-front", "--at"]

  @Test("add, measure, list, history, show: the readings come back with their intervals")
  func basicFlow() throws {
    let fixture = try SpotFixture()
    let added = try fixture.ok(["add", "windowsill", "--room", "living room"])
    #expect(added.contains("Saved spot 'windowsill'"))
    #expect(added.contains("northern hemisphere (assumed"))
    try fixture.ok(["add", "bookshelf", "--latitude", "-33.9"])
    let measured = try fixture.ok(
      ["measure", "windowsill", "-f", "1.9", "-t", "1/500", "--iso", "40"] + summer
        + ["2025-06-21T12:00+02:00"])
    #expect(measured.contains("lux (90% interval "))
    #expect(measured.contains("Saved to 'windowsill' as taken 2025-06-21 12:00 +02:00."))
    let list = try fixture.ok(["list"])
    #expect(list.contains("windowsill") && list.contains("living room"))
    #expect(list.contains("2025-06-21"))
    let history = try fixture.ok(["history", "WINDOWSILL"])
    #expect(history.hasPrefix("#1 2025-06-21 12:00 +02:00: "))
    #expect(history.contains("rough estimate; the category is the reliable part"))
    let show = try fixture.ok(["show", "bookshelf"])
    #expect(show.contains("latitude 33.9° S"))
    #expect(show.contains("Readings: none yet"))
  }

  @Test("--json output is data: one object, or one object per line")
  func json() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "shelf"])
    let measured = try fixture.ok(
      ["measure", "shelf", "-f", "1.9", "-t", "1/60", "--iso", "100", "--json"])
    let object = try SolspotProcess.json(measured)
    #expect(object["spot"] as? String == "shelf")
    let estimate = try #require(object["estimate"] as? [String: Any])
    #expect((estimate["lux"] as? [String: Any])?["kind"] as? String == "estimate")
    try fixture.ok(["measure", "shelf", "-f", "1.9", "-t", "1/30", "--iso", "100"])
    let lines = try fixture.ok(["history", "shelf", "--json"]).split(separator: "\n")
    #expect(lines.count == 2)
    for line in lines {
      let reading = try SolspotProcess.json(String(line))
      #expect(reading["device"] as? String == "generic")
      #expect((reading["calibration"] as? [String: Any])?["status"] as? String == "nominal")
    }
    let list = try SolspotProcess.json(try fixture.ok(["list", "--json"]))
    #expect(list["readings"] as? Int == 2)
    #expect(list["hemisphereAssumed"] as? Bool == true)
  }

  @Test("compare on one device: a ratio with its interval, both bands, and the device noted")
  func compare() throws {
    let fixture = try SpotFixture()
    for name in ["bookshelf", "windowsill"] { try fixture.ok(["add", name]) }
    try fixture.ok(
      ["measure", "bookshelf", "-f", "1.9", "-t", "1/60", "--iso", "100"] + summer.dropLast())
    try fixture.ok(
      ["measure", "windowsill", "-f", "1.9", "-t", "1/600", "--iso", "100"] + summer.dropLast())
    let text = try fixture.ok(["compare", "bookshelf", "windowsill"])
    let lines = text.split(separator: "\n").map(String.init)
    // A tenth of the light: the windowsill is brighter, and how likely that is.
    #expect(lines[0].hasPrefix("bookshelf gets 0.10× the light of windowsill (90% interval "))
    #expect(lines[0].hasSuffix("×); windowsill is brighter, 96% likely."), "\(lines[0])")
    #expect(lines[1].hasPrefix("Same device (iphone-15-front, not calibrated)"))
    #expect(lines.contains { $0.hasPrefix("  bookshelf: ") && $0.contains(", band ") })
    #expect(lines.contains { $0.hasPrefix("  windowsill: ") && $0.contains(", band ") })
    #expect(text.contains("rough estimate; the category is the reliable part"))
    let json = try SolspotProcess.json(
      try fixture.ok(["compare", "bookshelf", "windowsill", "--json"]))
    #expect(json["basis"] as? String == "sameCalibration")
    let ratio = try #require(json["ratio"] as? [String: Any])
    let point = try #require(ratio["point"] as? Double)
    #expect(abs(point - 0.1) < 0.001)
    #expect(ratio["direction"] as? String == "less")
  }

  @Test("compare across devices warns and uses the wide intervals")
  func compareDevices() throws {
    let fixture = try SpotFixture()
    for name in ["a", "b"] { try fixture.ok(["add", name]) }
    try fixture.ok([
      "measure", "a", "-f", "1.9", "-t", "1/60", "--iso", "100", "--device", "iphone-15-front",
    ])
    try fixture.ok([
      "measure", "b", "-f", "2.2", "-t", "1/60", "--iso", "100", "--device", "iphone-12-front",
    ])
    let text = try fixture.ok(["compare", "a", "b"])
    #expect(
      text.contains(
        "Warning: the readings come from different devices (iphone-15-front and iphone-12-front)"))
    #expect(text.contains("the ratio uses the wide absolute intervals"))
  }

  @Test("seasons: grouped, compared with the brightest, and the band change in words")
  func seasons() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "windowsill", "--hemisphere", "north"])
    for (shutter, time) in [
      ("1/4000", "2025-06-21T12:00+02:00"), ("1/3200", "2025-07-15T12:00+02:00"),
      ("1/400", "2025-12-21T12:00+01:00"),
    ] {
      try fixture.ok(
        ["measure", "windowsill", "-f", "1.9", "-t", shutter, "--iso", "50"] + summer + [time])
    }
    let text = try fixture.ok(["seasons", "windowsill"])
    #expect(text.contains("  winter (December–February): "))
    #expect(text.contains("  summer (June–August): "))
    // 1/400 s against the geometric mean of 1/4000 and 1/3200 s: 400/√(4000·3200) = 0.112.
    #expect(text.contains("Winter gets 0.11× the light of summer (90% interval "))
    #expect(text.contains("In winter this spot drops from "))
    let json = try SolspotProcess.json(try fixture.ok(["seasons", "windowsill", "--json"]))
    #expect(json["reference"] as? String == "summer")
    #expect((json["changes"] as? [[String: Any]])?.first?["firstMonth"] as? Int == 12)
    try fixture.ok(["add", "sydney", "--latitude", "-33.9"])
    try fixture.ok([
      "measure", "sydney", "-f", "1.9", "-t", "1/400", "--iso", "50", "--at",
      "2025-07-01T12:00+10:00",
    ])
    #expect(try fixture.ok(["seasons", "sydney"]).contains("  winter (June–August): "))
  }

  @Test("remove asks for --yes when the spot has readings")
  func remove() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "shelf"])
    try fixture.ok(["measure", "shelf", "-f", "1.9", "-t", "1/60", "--iso", "100"])
    let refused = try fixture.spot(["remove", "shelf"])
    #expect(refused.status == 1)
    #expect(
      refused.stderr.hasPrefix(
        "solspot: spot 'shelf' has 1 reading; nothing was removed; add --yes"))
    #expect(try fixture.ok(["list"]).contains("shelf"))
    #expect(
      try fixture.ok(["remove", "shelf", "--yes"]) == "Removed spot 'shelf' and its 1 reading.\n")
    try fixture.ok(["add", "empty"])
    #expect(try fixture.ok(["remove", "empty"]) == "Removed spot 'empty'.\n")
  }

  @Test("rename keeps the readings; a taken name is refused")
  func rename() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "shelf"])
    try fixture.ok(["add", "desk"])
    try fixture.ok(["measure", "shelf", "-f", "1.9", "-t", "1/60", "--iso", "100"])
    #expect(
      try fixture.ok(["rename", "shelf", "top shelf"]) == "Renamed 'shelf' to 'top shelf'.\n")
    #expect(try fixture.ok(["history", "top shelf"]).contains("f/1.9, 1/60 s, ISO 100"))
    let taken = try fixture.spot(["rename", "top shelf", "DESK"])
    #expect(taken.status == 1)
    #expect(taken.stderr == "solspot: a spot named 'desk' already exists\n")
  }

  @Test(
    "the store is found from --store, SOLSPOT_STORE, XDG_DATA_HOME or HOME, folders created on add")
  func location() throws {
    let fixture = try SpotFixture()
    let home = fixture.path("home")
    let cases: [([String: String], String)] = [
      (["HOME": home], home + "/.local/share/solspot/spots.sqlite"),
      (
        ["HOME": home, "XDG_DATA_HOME": fixture.path("xdg")],
        fixture.path("xdg") + "/solspot/spots.sqlite"
      ),
      (
        ["HOME": home, "XDG_DATA_HOME": "relative/ignored"],
        home + "/.local/share/solspot/spots.sqlite"
      ),
      (
        [
          "HOME": home, "XDG_DATA_HOME": fixture.path("xdg"),
          "SOLSPOT_STORE": fixture.path("env/s.db"),
        ], fixture.path("env/s.db")
      ),
    ]
    // The default store's folders are created; SOLSPOT_STORE names a file in a folder that
    // must exist.
    try FileManager.default.createDirectory(
      atPath: fixture.path("env"), withIntermediateDirectories: false)
    for (index, (environment, expected)) in cases.enumerated() {
      let result = try SolspotProcess.run(
        ["spot", "add", "spot\(index)"], environment: environment)
      #expect(result.status == 0, "\(environment): \(result.stderr)")
      #expect(FileManager.default.fileExists(atPath: expected), "\(expected)")
    }
    let option = try SolspotProcess.run(
      ["spot", "list", "--store", fixture.path("opt/o.db")],
      environment: ["SOLSPOT_STORE": fixture.path("env/s.db")])
    // --store wins over SOLSPOT_STORE, and a store named that does not exist is an error.
    #expect(option.status == 1)
    #expect(
      option.stderr.hasPrefix("solspot: \(fixture.path("opt/o.db")): the store does not exist"))
    // Reading commands never create a store or its folder.
    #expect(!FileManager.default.fileExists(atPath: fixture.path("opt")))
  }

  /// One bad command line and what it must print and return.
  struct BadInput: CustomTestStringConvertible, Sendable {
    let name: String
    let arguments: [String]
    let stderr: String
    let status: Int32
    var testDescription: String { name }
  }

  static let badInputs = [
    BadInput(
      name: "unknown spot", arguments: ["show", "windowsil"],
      stderr: "solspot: no spot named 'windowsil'; did you mean 'windowsill'?", status: 1),
    BadInput(
      name: "unknown spot to measure",
      arguments: ["measure", "garage", "-f", "1.9", "-t", "1/60", "--iso", "100"],
      stderr: "solspot: no spot named 'garage'", status: 1),
    BadInput(
      name: "unknown device",
      arguments: [
        "measure", "windowsill", "-f", "1.9", "-t", "1/60", "--iso", "100", "--device", "pixel-9",
      ], stderr: "solspot: unknown device 'pixel-9'", status: 1),
    BadInput(
      name: "bad time",
      arguments: [
        "measure", "windowsill", "-f", "1.9", "-t", "1/60", "--iso", "100", "--at",
        "2025-02-30T12:00Z",
      ],
      stderr:
        "solspot: invalid time '2025-02-30T12:00Z' for --at: '2025-02-30' is not a real day: "
        + "February 2025 has 28 days",
      status: 1),
    BadInput(
      name: "time in no form",
      arguments: [
        "measure", "windowsill", "-f", "1.9", "-t", "1/60", "--iso", "100", "--at",
        "2025-06-01 noon",
      ],
      stderr:
        "solspot: invalid time '2025-06-01 noon' for --at: expected a date and time such as "
        + "2025-06-21T14:30 (in this computer's time zone)",
      status: 1),
    BadInput(
      name: "hour 24",
      arguments: ["history", "windowsill", "--until", "2025-06-01T24:00"],
      stderr: "solspot: invalid time '2025-06-01T24:00' for --until: expected a date and time",
      status: 1),
    BadInput(
      name: "time in the future",
      arguments: [
        "measure", "windowsill", "-f", "1.9", "-t", "1/60", "--iso", "100", "--at",
        "2099-01-01T10:00Z",
      ],
      stderr: "solspot: the time '2099-01-01T10:00Z' for --at is in the future (it is now ",
      status: 1),
    BadInput(
      name: "bad --since", arguments: ["history", "windowsill", "--since", "2025-13-01"],
      stderr: "solspot: invalid date '2025-13-01' for --since: it is not a real day: there is no "
        + "month 13",
      status: 1),
    BadInput(
      name: "empty date range",
      arguments: ["show", "windowsill", "--since", "2025-03-01", "--until", "2025-02-01"],
      stderr: "solspot: --until 2025-02-01 is before --since 2025-03-01", status: 1),
    BadInput(
      name: "bad season", arguments: ["compare", "windowsill", "x", "--season", "monsoon"],
      stderr:
        "solspot: invalid value 'monsoon' for --season: expected winter, spring, summer or autumn",
      status: 2),
    BadInput(
      name: "set without a change", arguments: ["set", "windowsill"],
      stderr: "solspot: give what to change: --room, --no-room", status: 2),
    BadInput(
      name: "set a room and remove it",
      arguments: ["set", "windowsill", "--room", "a", "--no-room"],
      stderr: "solspot: give --room or --no-room, not both", status: 2),
    BadInput(
      name: "set an unknown spot", arguments: ["set", "garage", "--room", "a"],
      stderr: "solspot: no spot named 'garage'", status: 1),
    BadInput(
      name: "missing settings", arguments: ["measure", "windowsill", "-f", "1.9"],
      stderr: "solspot: missing option -t/--shutter", status: 2),
    BadInput(
      name: "taken name", arguments: ["add", "WINDOWSILL"],
      stderr:
        "solspot: a spot named 'windowsill' already exists (names ignore case); add a reading "
        + "to it with 'solspot spot measure windowsill …', or choose another name",
      status: 1),
    BadInput(
      name: "empty name", arguments: ["add", " "],
      stderr: "solspot: the spot name ' ' is empty", status: 1),
    BadInput(
      name: "latitude out of range", arguments: ["add", "x", "--latitude", "91"],
      stderr: "solspot: invalid value '91' for --latitude", status: 2),
    BadInput(
      name: "latitude and hemisphere",
      arguments: ["add", "x", "--latitude", "10", "--hemisphere", "south"],
      stderr: "solspot: give --latitude or --hemisphere, not both", status: 2),
    BadInput(
      name: "bad hemisphere", arguments: ["add", "x", "--hemisphere", "east"],
      stderr: "solspot: invalid value 'east' for --hemisphere: expected north or south", status: 2),
    BadInput(
      name: "unknown subcommand", arguments: ["mesure"],
      stderr: "solspot: unknown command 'spot mesure'; did you mean 'measure'?", status: 2),
    BadInput(
      name: "compare with an unknown spot", arguments: ["compare", "windowsill", "garage"],
      stderr: "solspot: no spot named 'garage'", status: 1),
    BadInput(
      name: "compare a spot with itself", arguments: ["compare", "windowsill", "WINDOWSILL"],
      stderr: "solspot: 'windowsill' and 'WINDOWSILL' are the same spot ('windowsill'); compare "
        + "two different spots",
      status: 1),
    BadInput(
      name: "import of a missing file", arguments: ["import", "/nonexistent/spots.json"],
      stderr: "solspot: /nonexistent/spots.json: no such file", status: 1),
    BadInput(
      name: "bad export format", arguments: ["export", "--format", "xml"],
      stderr: "solspot: invalid value 'xml' for --format: expected json or csv", status: 2),
  ]

  @Test("bad input gives one clear line and the documented exit code", arguments: badInputs)
  func badInput(_ input: BadInput) throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "windowsill"])
    let result = try fixture.spot(input.arguments)
    #expect(result.status == input.status)
    #expect(result.stderr.hasPrefix(input.stderr), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(result.stdout.isEmpty)
  }

  @Test("'solspot spot' alone shows its subcommands")
  func bare() throws {
    let result = try SolspotProcess.run(["spot"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("SUBCOMMANDS:"))
    #expect(result.stdout.contains("  compare "))
  }
}
