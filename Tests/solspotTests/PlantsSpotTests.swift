import Foundation
import Testing

@Suite("solspot plants --spot")
struct PlantsSpotTests {
  /// The listing after its first line, which answers "which will do best here?" (checked).
  static func afterAnswer(
    _ stdout: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> String {
    let parts = stdout.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
    let first = parts.first.map(String.init) ?? ""
    #expect(
      first.contains(" will live here") || first.contains(" well here")
        || first.hasPrefix("No plant"), "\(first)", sourceLocation: sourceLocation)
    return parts.count > 1 ? String(parts[1]) : ""
  }

  let device = ["--device", "iphone-15-front"]

  /// Runs `solspot plants --spot NAME` on the fixture's store with the test catalog.
  func plants(_ fixture: SpotFixture, _ arguments: [String]) throws -> SolspotProcess.Result {
    try SolspotProcess.run(
      ["plants"] + arguments + ["--store", fixture.store])
  }

  func ok(_ fixture: SpotFixture, _ arguments: [String]) throws -> [String: Any] {
    let result = try plants(fixture, arguments + ["--json"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    return try SolspotProcess.json(result.stdout)
  }

  /// Each plant's id, verdict and range probability, in ranking order.
  func verdicts(_ object: [String: Any]) throws -> [String] {
    try #require(object["plants"] as? [[String: Any]]).map { plant in
      let probability = (plant["probability"] as? Double).map { String($0) } ?? "none"
      return "\(plant["id"] ?? "") \(plant["verdict"] ?? "") \(probability)"
    }
  }

  @Test("one reading: the level is its settings' figure, with the light's variation added")
  func oneReading() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "shelf"])
    let settings = ["-f", "2", "-t", "1/4800", "--iso", "100"] + device
    try fixture.ok(["measure", "shelf"] + settings)
    let bySpot = try ok(fixture, ["--spot", "shelf", "--all"])
    let bySettings = try SolspotProcess.json(
      try SolspotProcess.run(
        ["plants"] + settings + ["--all", "--json"]
      ).stdout)
    // The same plants, judged on the level: the reading's figure, its range widened by how much
    // the light at a spot varies between readings.
    func ids(_ object: [String: Any]) throws -> Set<String> {
      Set(try #require(object["plants"] as? [[String: Any]]).compactMap { $0["id"] as? String })
    }
    #expect(try ids(bySpot) == ids(bySettings))
    #expect(try verdicts(bySpot).contains { $0.contains(" good ") })
    let spot = try #require(bySpot["spot"] as? [String: Any])
    #expect(spot["kind"] as? String == "saved")
    #expect(spot["exact"] as? Bool == false)
    #expect(spot["name"] as? String == "shelf")
    let level = try #require(
      (spot["level"] as? [String: Any])?["lux"] as? [String: Any])
    let estimate = try #require(
      ((bySettings["spot"] as? [String: Any])?["estimate"] as? [String: Any])?["lux"]
        as? [String: Any])
    #expect(level["point"] as? Double == estimate["point"] as? Double)
    #expect(try #require(level["lower"] as? Double) < #require(estimate["lower"] as? Double))
    #expect(try #require(level["upper"] as? Double) > #require(estimate["upper"] as? Double))
  }

  @Test("several readings: the level 'spot show' gives, each range's probability within its bands'")
  func severalReadings() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "Windowsill"])
    for shutter in ["1/1000", "1/2000", "1/4000"] {
      try fixture.ok(["measure", "windowsill", "-f", "2", "-t", shutter, "--iso", "100"] + device)
    }
    let object = try ok(fixture, ["--spot", "WINDOWSILL", "--all"])
    let show = try SolspotProcess.json(try fixture.ok(["show", "windowsill", "--json"]))
    let spot = try #require(object["spot"] as? [String: Any])
    #expect(spot["name"] as? String == "Windowsill")
    let level = try #require(spot["level"] as? [String: Any])
    #expect(level["readings"] as? Int == 3)
    #expect(
      NSDictionary(dictionary: level)
        == NSDictionary(dictionary: try #require(show["level"] as? [String: Any])))
    let band = try #require(level["band"] as? [String: Any])
    let probabilities = try #require(band["probabilities"] as? [String: Double])
    // Each plant's tolerated range in lux, and the bands' spans: the probability of the range
    // lies between that of the bands inside it and that of the bands it touches.
    let bands: [(String, Double, Double)] = [
      ("low", 0, 2500), ("medium", 2500, 10000), ("bright-indirect", 10000, 20000),
      ("direct", 20000, .infinity),
    ]
    for plant in try #require(object["plants"] as? [[String: Any]]) {
      let id = try #require(plant["id"] as? String)
      let tolerated = try #require(plant["tolerated"] as? [String: Any])
      let low = try #require((tolerated["min"] as? [String: Any])?["lux"] as? Double)
      let high = ((tolerated["max"] as? [String: Any])?["lux"] as? Double) ?? .infinity
      let inside = bands.filter { $0.1 >= low && $0.2 <= high }
        .reduce(0) { $0 + (probabilities[$1.0] ?? 0) }
      let touching = bands.filter { $0.1 < high && $0.2 > low }
        .reduce(0) { $0 + (probabilities[$1.0] ?? 0) }
      let range = try #require(plant["probability"] as? Double)
      #expect(range >= inside - 0.01 && range <= touching + 0.01, "\(id)")
    }
  }

  @Test("two readings 25× apart: a level with its band, and the plants judged on it")
  func unsettled() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "desk"])
    for shutter in ["1/60", "1/1500"] {
      try fixture.ok(["measure", "desk", "-f", "1.9", "-t", shutter, "--iso", "100"] + device)
    }
    let result = try plants(fixture, ["--spot", "desk", "--all"])
    #expect(result.status == 0)
    let lines = Self.afterAnswer(result.stdout).split(separator: "\n").map(String.init)
    #expect(lines[1].contains(" lux (90% interval "), "\(lines[1])")
    #expect(lines[2].hasPrefix("Band: ") && lines[2] != "Band: not known")
    #expect(result.stdout.contains("Note: the readings of desk vary by up to 25×"))
    let json = try ok(fixture, ["--spot", "desk", "--all"])
    let plants = try #require(json["plants"] as? [[String: Any]])
    #expect(!plants.isEmpty)
    #expect(plants.contains { $0["probability"] is Double })
  }

  @Test("text: a line naming the spot and its readings, then the level as an estimate prints")
  func text() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "windowsill"])
    for shutter in ["1/1000", "1/1100"] {
      try fixture.ok(["measure", "windowsill", "-f", "2", "-t", shutter, "--iso", "100"] + device)
    }
    let result = try plants(fixture, ["--spot", "windowsill"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let lines = Self.afterAnswer(result.stdout).split(
      separator: "\n", omittingEmptySubsequences: false
    )
    .map(String.init)
    let show = try SolspotProcess.json(try fixture.ok(["show", "windowsill", "--json"]))
    let lux = try #require((show["level"] as? [String: Any])?["lux"] as? [String: Any])
    let luxText = try #require(lux["text"] as? String)
    #expect(
      lines[0]
        == "Saved spot 'windowsill': the level of its 2 readings combined, as 'solspot spot show' "
        + "gives it.")
    #expect(lines[1] == luxText)
    #expect(lines[2].hasPrefix("Band: "))
    #expect(lines[3] == "Device: iphone-15-front.")
    #expect(
      lines[4]
        == "Note: rough estimate; the category is the reliable part (this device is not "
        + "calibrated).")
    // 1/1000 s and 1/1100 s agree within one phone's scatter: no note, as in 'spot show'.
    #expect(!(try fixture.ok(["show", "windowsill"])).contains("Note: the"))
    #expect(lines[5].isEmpty)
    #expect(result.stdout.contains("% in range"))
    #expect(lines.contains { $0.hasPrefix("Good here: ") || $0.hasPrefix("Possible ") })
  }

  /// A spot with two winter readings at noon a minute's exposure apart and two summer ones:
  /// January 10 and 11 at 1/2000 s and 1/60 s, July 10 and 12 at 1/4000 s and 1/3600 s.
  func seasonalSpot(_ fixture: SpotFixture, name: String = "sill", latitude: String? = nil)
    throws
  {
    try fixture.ok(["add", name] + (latitude.map { ["--latitude", $0] } ?? []))
    for (shutter, time) in [
      ("1/2000", "2025-01-10T12:00+00:00"), ("1/60", "2025-01-11T12:00+00:00"),
      ("1/4000", "2025-07-10T12:00+00:00"), ("1/3600", "2025-07-12T12:00+00:00"),
    ] {
      try fixture.ok(
        ["measure", name, "-f", "1.9", "-t", shutter, "--iso", "100", "--at", time] + device)
    }
  }

  @Test("a device calibrated between readings: the note 'spot show' prints, not 'not calibrated'")
  func calibratedBetween() throws {
    let fixture = try SpotFixture()
    let profile = try fixture.measuredProfile()
    try fixture.ok(["add", "shelf"])
    let settings = ["measure", "shelf", "-f", "1.9", "-t", "1/500", "--iso", "100"]
    for day in 1...2 { try fixture.ok(settings + device + ["--at", "2025-02-0\(day)T12:00Z"]) }
    for day in 5...7 {
      try fixture.ok(settings + ["--profile", profile, "--at", "2025-02-0\(day)T12:00Z"])
    }
    func lines() throws -> [String] {
      let result = try plants(fixture, ["--spot", "shelf", "--limit", "1"])
      #expect(result.status == 0, "\(result.stderr)")
      return Self.afterAnswer(result.stdout).split(
        separator: "\n", omittingEmptySubsequences: false
      )
      .map(String.init)
    }
    let show = try fixture.ok(["show", "shelf"]).split(separator: "\n").map(String.init)
    let note = try #require(show.last)
    #expect(
      note
        == "Note: rough estimate; the category is the reliable part (2 of the 5 readings were "
        + "taken while iphone-15-front was not calibrated).")
    var text = try lines()
    #expect(text[3] == "Device: iphone-15-front.")
    #expect(text[4] == note)
    #expect(!text.contains { $0.contains("not calibrated: rough") })
    // With a device never calibrated as well, both are named, as 'spot show' names them.
    try fixture.ok(["measure", "shelf", "-f", "1.9", "-t", "1/500", "--iso", "100"])
    text = try lines()
    #expect(text[3] == "Devices: iphone-15-front, generic.")
    #expect(
      text[4] == (try fixture.ok(["show", "shelf"])).split(separator: "\n").last.map(String.init))
    // Every reading calibrated: the device line says so, and no note follows.
    let calibrated = try SpotFixture()
    try calibrated.ok(["add", "desk"])
    try calibrated.ok([
      "measure", "desk", "-f", "1.9", "-t", "1/500", "--iso", "100", "--profile", profile,
    ])
    let result = try plants(calibrated, ["--spot", "desk", "--limit", "1"])
    let desk = Self.afterAnswer(result.stdout).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(desk[3] == "Device: iphone-15-front, calibrated.")
    #expect(desk[4].isEmpty)
  }

  @Test("the level's notes, as 'spot show' prints them: readings that disagree, span seasons")
  func levelNotes() throws {
    let fixture = try SpotFixture()
    try seasonalSpot(fixture, latitude: "51.5")
    let show = try fixture.ok(["show", "sill"]).split(separator: "\n").map(String.init)
    let disagree = try #require(show.first { $0.hasPrefix("Note: the readings of sill vary") })
    let span = try #require(
      show.first { $0.hasPrefix("Note: the readings of sill span January and July") })
    let result = try plants(fixture, ["--spot", "sill", "--limit", "1"])
    #expect(result.status == 0)
    let lines = Self.afterAnswer(result.stdout).split(
      separator: "\n", omittingEmptySubsequences: false
    )
    .map(String.init)
    #expect(lines[0].hasPrefix("Saved spot 'sill': the level of its 4 readings combined"))
    #expect(lines[3].hasPrefix("Device: "))
    #expect(
      lines[4]
        == "Note: rough estimate; the category is the reliable part (this device is not "
        + "calibrated).")
    #expect(Array(lines[5...7]) == [disagree, span, ""])
    #expect(span.hasSuffix("choose one with --season, or see 'solspot spot seasons sill'."))
    let spot = try #require(try ok(fixture, ["--spot", "sill"])["spot"] as? [String: Any])
    let notes = try #require(spot["notes"] as? [[String: String]])
    #expect(notes.map { $0["code"] } == ["readings-vary", "readings-span-seasons"])
    #expect(notes.map { "Note: " + ($0["message"] ?? "") + "." } == [disagree, span])
    #expect(spot["filter"] == nil)
  }

  @Test("--season chooses the readings as 'spot show --season' does: the level and its plants")
  func season() throws {
    let fixture = try SpotFixture()
    try seasonalSpot(fixture, latitude: "51.5")
    let show = try SolspotProcess.json(
      try fixture.ok(["show", "sill", "--season", "summer", "--json"]))
    let object = try ok(fixture, ["--spot", "sill", "--season", "summer", "--all"])
    let spot = try #require(object["spot"] as? [String: Any])
    let level = try #require(spot["level"] as? [String: Any])
    #expect(level["readings"] as? Int == 2)
    #expect(
      NSDictionary(dictionary: level)
        == NSDictionary(dictionary: try #require(show["level"] as? [String: Any])))
    #expect(spot["filter"] as? [String: String] == ["season": "summer"])
    #expect(
      (spot["notes"] as? [[String: String]])?.contains { $0["code"] == "readings-span-seasons" }
        == false)
    // The summer level is brighter than the whole year's, so some plant's verdict changes.
    let year = try ok(fixture, ["--spot", "sill", "--all"])
    #expect(try verdicts(object) != verdicts(year))
    let text = Self.afterAnswer(
      try plants(fixture, ["--spot", "sill", "--season", "summer"]).stdout)
    #expect(
      text.hasPrefix(
        "Saved spot 'sill', readings in summer (2 of 4): the level of its 2 readings combined, "
          + "as 'solspot spot show' gives it.\n"))
    #expect(!text.contains("span"))
    let dated = Self.afterAnswer(
      try plants(fixture, ["--spot", "sill", "--since", "2025-07-11"]).stdout)
    #expect(dated.hasPrefix("Saved spot 'sill', readings from 2025-07-11 (1 of 4): "))
  }

  @Test("--season in an assumed hemisphere says it was assumed and how to set it")
  func seasonAssumedHemisphere() throws {
    let fixture = try SpotFixture()
    try seasonalSpot(fixture)
    let result = try plants(fixture, ["--spot", "sill", "--season", "winter"])
    #expect(result.status == 0)
    let note =
      "Note: winter is taken in the northern hemisphere, assumed for sill as no location was "
      + "given; set it with 'solspot spot set sill --latitude L' or '--hemisphere south'."
    #expect(result.stdout.contains("\n" + note + "\n"))
    let spot = try #require(
      try ok(fixture, ["--spot", "sill", "--season", "winter"])["spot"] as? [String: Any])
    #expect(
      (spot["notes"] as? [[String: String]])?.last?["code"] == "hemisphere-assumed")
    let set = try plants(fixture, ["--spot", "sill"]).stdout
    #expect(!set.contains("assumed"), "without --season the hemisphere does not matter")
  }

  @Test("bounds stay bounds: no probabilities, and readings beyond the range are counted")
  func bounds() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "sill"])
    // A capture whose sky clipped: at least 2,700 lux, a bound inside daylight. (A reading at
    // the bright end of the camera's range is brighter than any spot and judges no plant,
    // PlantsImplausibleLightTests.)
    try fixture.ok([
      "measure", "sill", "--capture", ReadCommandTests.example("bright-window.jsonl"),
    ])
    let object = try ok(fixture, ["--spot", "sill"])
    let level = try #require((object["spot"] as? [String: Any])?["level"] as? [String: Any])
    #expect((level["lux"] as? [String: Any])?["kind"] as? String == "atLeast")
    #expect((level["band"] as? [String: Any])?["probabilities"] == nil)
    for plant in try #require(object["plants"] as? [[String: Any]]) {
      #expect(plant["probability"] == nil)
    }
    let text = Self.afterAnswer(try plants(fixture, ["--spot", "sill"]).stdout)
    #expect(
      text.hasPrefix(
        "Saved spot 'sill': 1 reading, all clipped in part of the view, so only a bound is "
          + "known.\nAt least 2,700 lux"))
    #expect(!text.contains("likely"))
    try fixture.ok(["measure", "sill", "-f", "2", "-t", "1/1000", "--iso", "100"] + device)
    let mixed = Self.afterAnswer(try plants(fixture, ["--spot", "sill"]).stdout)
    #expect(
      mixed.hasPrefix(
        "Saved spot 'sill': the level of its 1 reading combined, as 'solspot spot show' gives "
          + "it; 1 more, clipped in part of the view, counts at its bound, so the level is a "
          + "bound."))
  }

  struct BadInput: CustomTestStringConvertible, Sendable {
    let name: String
    let arguments: [String]
    let message: String
    let status: Int32
    var testDescription: String { name }
  }

  static let badInputs = [
    BadInput(
      name: "unknown spot", arguments: ["--spot", "windowsil"],
      message:
        "solspot: no spot named 'windowsil'; did you mean 'windowsill'? (see 'solspot spot list' "
        + "for the saved spots)", status: 1),
    BadInput(
      name: "no such spot", arguments: ["--spot", "kitchen"],
      message: "solspot: no spot named 'kitchen' (see 'solspot spot list' for the saved spots)",
      status: 1),
    BadInput(
      name: "no readings", arguments: ["--spot", "empty"],
      message:
        "solspot: spot 'empty' has no readings yet; measure it first with 'solspot spot measure "
        + "empty …'", status: 1),
    BadInput(
      name: "no readings in the dates chosen",
      arguments: ["--spot", "windowsill", "--since", "2000-01-01", "--until", "2000-12-31"],
      message:
        "solspot: spot 'windowsill' has no readings from 2000-01-01 to 2000-12-31 (it has 1 in "
        + "all)", status: 1),
    BadInput(
      name: "unknown season", arguments: ["--spot", "windowsill", "--season", "monsoon"],
      message:
        "solspot: invalid value 'monsoon' for --season: expected winter, spring, summer or "
        + "autumn (see 'solspot help plants')", status: 2),
    BadInput(
      name: "a date that is no day", arguments: ["--spot", "windowsill", "--since", "2025-02-30"],
      message: "solspot: invalid date '2025-02-30' for --since: ", status: 1),
    BadInput(
      name: "two inputs", arguments: ["--spot", "windowsill", "--band", "low"],
      message:
        "solspot: give only one of --band, --lux (or --fc), -f/-t/--iso or --spot (see "
        + "'solspot help plants')", status: 2),
  ]

  @Test(
    "bad input: one line on stderr, nothing on stdout, the documented exit code",
    arguments: badInputs)
  func badInput(_ row: BadInput) throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "windowsill"])
    try fixture.ok(["add", "empty"])
    try fixture.ok(["measure", "windowsill", "-f", "2", "-t", "1/1000", "--iso", "100"])
    let result = try plants(fixture, row.arguments)
    #expect(result.status == row.status)
    #expect(result.stdout.isEmpty)
    if row.message.hasSuffix(": ") {
      #expect(result.stderr.hasPrefix(row.message))
    } else {
      #expect(result.stderr == row.message + "\n")
    }
  }

  @Test("--store, --season, --since and --until without --spot are usage errors")
  func storeWithoutSpot() throws {
    let fixture = try SpotFixture()
    let result = try plants(fixture, ["--band", "low"])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "solspot: --store applies only with --spot NAME (see 'solspot help plants')\n")
    #expect(!FileManager.default.fileExists(atPath: fixture.store), "no store is created")
    for option in [["--season", "winter"], ["--since", "2025-01-01"], ["--until", "2025-01-01"]] {
      let filtered = try SolspotProcess.run(["plants", "--band", "low"] + option)
      #expect(filtered.status == 2)
      #expect(
        filtered.stderr
          == "solspot: \(option[0]) applies only with --spot NAME (see 'solspot help plants')\n")
    }
  }
}
