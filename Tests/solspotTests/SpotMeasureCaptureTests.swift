import Foundation
import Testing

@Suite("solspot spot measure --capture")
struct SpotMeasureCaptureTests {
  static func example(_ name: String) -> String { ReadCommandTests.example(name) }

  /// The one spot's readings in the store's JSON export.
  func exported(_ fixture: SpotFixture) throws -> [[String: Any]] {
    let archive = try SolspotProcess.json(try fixture.ok(["export"]))
    let spots = try #require(archive["spots"] as? [[String: Any]])
    return try #require(spots.first?["readings"] as? [[String: Any]])
  }

  /// A copy of example `name` whose header line is `header`, in the fixture's folder.
  func withHeader(_ fixture: SpotFixture, _ name: String, _ header: String) throws -> String {
    let text = try String(contentsOfFile: Self.example(name), encoding: .utf8)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines[0] = header
    let path = fixture.path(name)
    try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test("the committed reading is saved as 'solspot read' gives it, with the window's spread")
  func savesWhatReadCommits() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "table"])
    let file = Self.example("clean-flat.jsonl")
    let read = try SolspotProcess.json(
      try SolspotProcess.run(["read", file, "--json", "--explain"]).stdout)
    let measured = try SolspotProcess.json(
      try fixture.ok(["measure", "table", "--capture", file, "--json"]))
    #expect(measured["saved"] as? Bool == true)
    #expect(measured["source"] as? String == "capture")
    #expect(measured["file"] as? String == "clean-flat.jsonl")
    #expect(measured["timeSource"] as? String == "now")
    #expect(
      NSDictionary(dictionary: try #require(measured["capture"] as? [String: Any]))
        == NSDictionary(dictionary: read))
    let estimate = try #require(read["estimate"] as? [String: Any])
    let history = try SolspotProcess.json(try fixture.ok(["history", "table", "--json"]))
    #expect(history["source"] as? String == "capture")
    #expect(history["file"] as? String == "clean-flat.jsonl")
    try SavedReadingJSON.expectSameValue(
      saved: history, printed: try #require(estimate["lux"] as? [String: Any]))
    #expect(history["device"] as? String == "iphone-15-front")
    // The saved figure is exact; `read --json` gives three decimals.
    let sceneEV = try #require(history["sceneEV"] as? Double)
    #expect(abs(sceneEV - (try #require(estimate["sceneEV"] as? Double))) <= 0.0005)
    let reading = try #require(try exported(fixture).first)
    let window = try #require(read["window"] as? [String: Any])
    let spread = try #require(window["spreadEV"] as? Double)
    let saved = try #require(reading["observedSpreadEV"] as? Double)
    #expect(abs(saved - spread) < 0.0005)
    let error = try #require(reading["error"] as? [String: Any])
    #expect((error["randomSigmaEV"] as? Double ?? 0) >= saved)
  }

  @Test("text: what 'solspot read' prints, then the line saying what was saved")
  func text() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "table"])
    let file = Self.example("dim-corner.csv")
    let read = try SolspotProcess.run(["read", file])
    let measured = try fixture.ok(["measure", "table", "--capture", file])
    #expect(measured.hasPrefix(read.stdout))
    let last = measured.split(separator: "\n").last.map(String.init) ?? ""
    #expect(last.hasPrefix("Saved to 'table' as taken "))
    #expect(
      last.hasSuffix(
        " (now: the capture's header gives no start time; give --at for an earlier capture)."))
  }

  @Test("the header's start time plus the time to the committed window is the reading's time")
  func headerTime() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "table"])
    let path = try withHeader(
      fixture, "clean-flat.jsonl",
      #"{"solspotCapture": 1, "device": "iphone-15-front", "started": "2025-12-21T09:30:00+01:00"}"#
    )
    let read = try SolspotProcess.json(try SolspotProcess.run(["read", path, "--json"]).stdout)
    let committedAt = try #require((read["window"] as? [String: Any])?["committedAt"] as? Double)
    let firstLine = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")[1]
    let first = try #require(
      (try SolspotProcess.json(String(firstLine)))["t"] as? Double)
    let start = try #require(
      ISO8601DateFormatter().date(from: "2025-12-21T09:30:00+01:00"))
    let expected = start.addingTimeInterval((committedAt - first).rounded())
    let measured = try SolspotProcess.json(
      try fixture.ok(["measure", "table", "--capture", path, "--json"]))
    #expect(measured["timeSource"] as? String == "capture-header")
    let time = try #require(measured["time"] as? String)
    #expect(time.hasSuffix("+01:00"))
    #expect(ISO8601DateFormatter().date(from: time) == expected)
    let text = try fixture.ok(["measure", "table", "--capture", path])
    #expect(
      text.contains(
        " (the capture header's start time plus the time to the committed window)."))
    let overridden = try SolspotProcess.json(
      try fixture.ok([
        "measure", "table", "--capture", path, "--at", "2025-06-21T12:00+02:00", "--json",
      ]))
    #expect(overridden["time"] as? String == "2025-06-21T12:00:00+02:00")
    #expect(overridden["timeSource"] as? String == "at")
    let seasons = try SolspotProcess.json(try fixture.ok(["seasons", "table", "--json"]))
    let names = try #require(seasons["seasons"] as? [[String: Any]]).map {
      $0["season"] as? String
    }
    #expect(names == ["winter", "summer"])
  }

  @Test("standard input, a bound, and --device over the header")
  func stdinBoundAndDevice() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "sill"])
    let bytes = try Data(contentsOf: URL(fileURLWithPath: Self.example("bright-window.jsonl")))
    let result = try SolspotProcess.run(
      [
        "spot", "measure", "sill", "--capture", "-", "--device", "iphone-13-front", "--json",
        "--store", fixture.store,
      ], input: bytes)
    #expect(result.status == 0, "\(result.stderr)")
    let measured = try SolspotProcess.json(result.stdout)
    #expect(measured["file"] as? String == "standard input")
    let history = try SolspotProcess.json(try fixture.ok(["history", "sill", "--json"]))
    #expect(history["device"] as? String == "iphone-13-front")
    let lux = try #require(history["lux"] as? [String: Any])
    #expect(lux["kind"] as? String == "atLeast")
    #expect(lux["point"] == nil)
  }

  @Test("--json: a clipped capture's estimate is exactly what 'solspot read --json' prints")
  func clippedEstimateJSON() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "sill"])
    let file = Self.example("bright-window.jsonl")
    let read = try SolspotProcess.json(
      try SolspotProcess.run(["read", file, "--json", "--explain"]).stdout)
    #expect(read["bound"] as? String == "clipped")
    let measured = try SolspotProcess.json(
      try fixture.ok(["measure", "sill", "--capture", file, "--json"]))
    let estimate = try #require(measured["estimate"] as? [String: Any])
    #expect(
      NSDictionary(dictionary: estimate)
        == NSDictionary(dictionary: try #require(read["estimate"] as? [String: Any])))
    let text = try #require((estimate["lux"] as? [String: Any])?["text"] as? String)
    #expect(text.hasPrefix("part of the view is clipped ("))
  }

  @Test("a clipped capture is saved as clipped, and history, show and export say so")
  func clippedSaved() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "sill"])
    let file = Self.example("bright-window.jsonl")
    try fixture.ok(["measure", "sill", "--capture", file, "--at", "2025-06-23T13:00+02:00"])
    let clause = " lux (part of the view was clipped: a light source or bright patch in view)"
    let history = try fixture.ok(["history", "sill"])
    #expect(history.hasPrefix("#1 2025-06-23 13:00 +02:00: at least "))
    #expect(history.contains(clause + ", band medium or brighter; "))
    let show = try fixture.ok(["show", "sill"])
    #expect(show.contains("\nLevel: at least "))
    #expect(show.contains(clause + " from 1 reading, band medium or brighter\n"))
    #expect(show.contains("\nLatest: 2025-06-23 13:00 +02:00: at least "))
    for text in [history, show] { #expect(!text.contains("can measure")) }
    let reading = try SolspotProcess.json(try fixture.ok(["history", "sill", "--json"]))
    #expect(reading["boundReason"] as? String == "clipped")
    #expect((reading["luxText"] as? String)?.hasSuffix(clause) == true)
    let level = try #require(
      (try SolspotProcess.json(try fixture.ok(["show", "sill", "--json"])))["level"]
        as? [String: Any])
    #expect((level["boundReasons"] as? [String: Int]) == ["clipped": 1])
    #expect((level["text"] as? String)?.hasSuffix(clause) == true)
    #expect(try exported(fixture).first?["boundReason"] as? String == "clipped")
    let csv = try fixture.ok(["export", "--format", "csv"])
    #expect(csv.hasPrefix("spot,") && csv.contains(",bound_reason,lamp,"))
    #expect(csv.hasSuffix(",within,clipped,,,,,,no,\n#end,spots=1,readings=1\n"))
  }

  @Test("a header's start time in the future is refused, saving nothing, until --at is given")
  func futureHeader() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "table"])
    let path = try withHeader(
      fixture, "clean-flat.jsonl",
      #"{"solspotCapture": 1, "device": "iphone-15-front", "started": "2099-06-21T12:00:00+02:00"}"#
    )
    for json in [false, true] {
      let result = try fixture.spot(
        ["measure", "table", "--capture", path] + (json ? ["--json"] : []))
      #expect(result.status == 1)
      #expect(result.stdout.isEmpty)
      #expect(
        result.stderr.hasPrefix(
          "solspot: \(path): the capture header's start time plus the time to the committed "
            + "window is 2099-06-21T12:00:"))
      #expect(result.stderr.contains(", in the future (it is now "))
      #expect(
        result.stderr.hasSuffix(
          "the clock that recorded it is probably set wrong; nothing was saved to 'table'; give "
            + "--at with the time the reading was taken\n"))
    }
    #expect(try fixture.ok(["history", "table", "--json"]).isEmpty)
    let saved = try SolspotProcess.json(
      try fixture.ok([
        "measure", "table", "--capture", path, "--at", "2025-06-21T12:00+02:00", "--json",
      ]))
    #expect(saved["timeSource"] as? String == "at")
  }

  @Test("a capture that commits nothing saves nothing, says why and exits 1")
  func nothingCommitted() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "fan"])
    let file = Self.example("never-settles.jsonl")
    let read = try SolspotProcess.run(["read", file])
    let result = try fixture.spot(["measure", "fan", "--capture", file])
    #expect(result.status == 1)
    #expect(result.stdout == read.stdout)
    #expect(
      result.stderr
        == "solspot: \(file): the capture committed no reading; nothing was saved to 'fan'\n")
    let json = try fixture.spot(["measure", "fan", "--capture", file, "--json"])
    #expect(json.status == 1)
    let object = try SolspotProcess.json(json.stdout)
    #expect(object["saved"] as? Bool == false)
    #expect(object["time"] == nil)
    #expect((object["capture"] as? [String: Any])?["committed"] as? Bool == false)
    #expect(try fixture.ok(["history", "fan", "--json"]).isEmpty)
    #expect(
      (try SolspotProcess.json(try fixture.ok(["show", "fan", "--json"]))["spot"]
        as? [String: Any])?["readings"] as? Int == 0)
  }

  @Test("a reading the light changed under before the capture ended is not saved")
  func supersededNotSaved() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "desk"])
    let file = fixture.path("changed.jsonl")
    try ReadOutcomeTests.capture(seconds: 3) { t in
      ReadOutcomeTests.sample(t, offset: t < 2 ? 0 : 3)
    }
    .write(to: URL(fileURLWithPath: file))
    let result = try fixture.spot(["measure", "desk", "--capture", file])
    #expect(result.status == 1)
    #expect(result.stdout == (try SolspotProcess.run(["read", file])).stdout)
    #expect(
      result.stderr
        == "solspot: \(file): the capture's reading was superseded at 2.000 s (the light changed "
        + "by 3.00 EV); nothing was saved to 'desk'; measure again\n")
    let json = try SolspotProcess.json(
      try fixture.spot(["measure", "desk", "--capture", file, "--json"]).stdout)
    #expect(json["saved"] as? Bool == false)
    #expect((json["capture"] as? [String: Any])?["stands"] as? Bool == false)
    #expect(try fixture.ok(["history", "desk", "--json"]).isEmpty)
  }

  @Test("a bad line, an unknown spot, two sources: one line on stderr, nothing saved")
  func badInput() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "table"])
    let broken = fixture.path("broken.jsonl")
    try (#"{"solspotCapture": 1}"# + "\n" + #"{"t": 1, "iso": "x"}"#)
      .write(toFile: broken, atomically: true, encoding: .utf8)
    let bad = try fixture.spot(["measure", "table", "--capture", broken])
    #expect(bad.status == 1)
    #expect(bad.stdout.isEmpty)
    #expect(bad.stderr.hasPrefix("solspot: \(broken): line 2: "))
    let unknown = try fixture.spot(
      ["measure", "tabel", "--capture", Self.example("clean-flat.jsonl")])
    #expect(unknown.status == 1)
    #expect(unknown.stderr == "solspot: no spot named 'tabel'; did you mean 'table'?\n")
    let both = try fixture.spot(
      ["measure", "table", "--capture", broken, "-f", "1.9", "-t", "1/60", "--iso", "100"])
    #expect(both.status == 2)
    #expect(
      both.stderr.hasPrefix(
        "solspot: give only one of -f/-t/--iso, --capture FILE or --photo FILE"))
    let missing = try fixture.spot(["measure", "table", "--capture", fixture.path("none.jsonl")])
    #expect(missing.status == 1)
    #expect(missing.stderr == "solspot: \(fixture.path("none.jsonl")): no such file\n")
    #expect(try fixture.ok(["history", "table", "--json"]).isEmpty)
  }
}
