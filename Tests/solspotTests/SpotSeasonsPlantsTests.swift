import Foundation
import Testing

@Suite("solspot spot seasons: what a drop means for plants")
struct SpotSeasonsPlantsTests {
  let catalog: [String] = []
  let device = ["--device", "iphone-15-front"]
  /// Direct light at noon in June and July, low light in December and January.
  let summer = [("1/4000", "2025-06-21T12:00+02:00"), ("1/3200", "2025-07-15T12:00+02:00")]
  let winter = [("1/30", "2025-12-21T12:00+01:00"), ("1/25", "2026-01-10T12:00+01:00")]

  /// A spot with `readings` (shutter, time) at f/1.9 and ISO 50.
  func spot(
    _ fixture: SpotFixture, _ name: String, _ readings: [(String, String)],
    location: [String] = ["--latitude", "51.5"]
  ) throws {
    try fixture.ok(["add", name] + location)
    for (shutter, time) in readings {
      try fixture.ok(
        ["measure", name, "-f", "1.9", "-t", shutter, "--iso", "50", "--at", time] + device)
    }
  }

  /// `plants --spot NAME --all --json` on the test catalog: each plant's verdict by id.
  func verdicts(_ fixture: SpotFixture, _ name: String) throws -> [String: [String: Any]] {
    let result = try SolspotProcess.run(
      ["plants", "--spot", name, "--all", "--json", "--store", fixture.store] + catalog)
    let plants = try #require(try SolspotProcess.json(result.stdout)["plants"] as? [[String: Any]])
    return Dictionary(uniqueKeysWithValues: plants.map { ($0["id"] as? String ?? "", $0) })
  }

  @Test("the plants that suit summer and not winter, as 'plants --spot' judges each season")
  func plantsOfTheDrop() throws {
    let fixture = try SpotFixture()
    try spot(fixture, "windowsill", summer + winter)
    // Each season alone, as a spot of its own: its level is that season's.
    try spot(fixture, "june", summer)
    try spot(fixture, "december", winter)
    let before = try verdicts(fixture, "june")
    let after = try verdicts(fixture, "december")
    let suited: Set = ["thrives", "tolerates"]
    let expected = before.keys.filter { id in
      suited.contains(before[id]?["verdict"] as? String ?? "")
        && ["not-suited", "depends"].contains(after[id]?["verdict"] as? String ?? "")
    }
    let json = try SolspotProcess.json(
      try fixture.ok(["seasons", "windowsill", "--json"] + catalog))
    let change = try #require((json["changes"] as? [[String: Any]])?.first)
    #expect(change["season"] as? String == "winter")
    let plants = try #require(change["plants"] as? [[String: Any]])
    #expect(Set(plants.compactMap { $0["id"] as? String }) == Set(expected))
    for plant in plants {
      let id = try #require(plant["id"] as? String)
      #expect(plant["brightest"] as? String == before[id]?["verdict"] as? String)
      #expect(plant["darker"] as? String == after[id]?["verdict"] as? String)
    }
    // From the fixture's figures: the sun plant thrives only from 25,000 lux and the bright
    // plant tolerates direct light; both are too dark in low light. The snake plant thrives from
    // 3,000 lux up and needs 538 lux, inside the winter reading's interval: it may struggle. The
    // shade plant suits winter only.
    #expect(
      plants.map { $0["id"] as? String } == ["testus-solaris", "testus-brillans", "testus-serpens"])
    #expect(
      plants.map { $0["outcome"] as? String } == ["struggles", "struggles", "may-struggle"])
    let note =
      "Testus solaris (test sun plant) and Testus brillans (test bright plant) will struggle "
      + "here from December; 1 more may, depending on which side of 538 lux the light lies"
    #expect(change["plantNote"] as? String == note)
    let sentence = "In winter this spot drops from direct to low: " + note + "."
    let text = try fixture.ok(["seasons", "windowsill"] + catalog)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.contains(sentence))
    #expect(
      lines.contains(
        "Note: rough estimate; the category is the reliable part (this device is "
          + "not calibrated)."))
    #expect(
      lines.last
        == "Note: the plants named follow from each season's band, an absolute level, not from "
        + "the ratio between seasons.")
  }

  @Test("--plant: that plant's consequence, and how it does in the brightest season")
  func namedPlant() throws {
    let fixture = try SpotFixture()
    try spot(fixture, "windowsill", summer + winter)
    try spot(fixture, "june", summer)
    let reason = try #require(
      try verdicts(fixture, "june")["testus-brillans"]?["reason"] as? String)
    let text = try fixture.ok(["seasons", "windowsill", "--plant", "test bright plant"] + catalog)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(
      lines.contains(
        "In winter this spot drops from direct to low: Testus brillans (test bright plant) will "
          + "struggle here from December."))
    #expect(
      lines.contains(
        "Testus brillans (test bright plant) in summer, the brightest season: \(reason)."))
    let shade = try fixture.ok(["seasons", "windowsill", "--plant", "Testus lowlightus"] + catalog)
    #expect(
      shade.contains(
        ": Testus lowlightus (test shade plant) tolerates here then, unlike in summer.\n"))
    let json = try SolspotProcess.json(
      try fixture.ok(["seasons", "windowsill", "--plant", "test bright plant", "--json"] + catalog))
    let plant = try #require(json["plant"] as? [String: Any])
    #expect(plant["id"] as? String == "testus-brillans")
    #expect(plant["season"] as? String == "summer")
    let change = try #require((json["changes"] as? [[String: Any]])?.first)
    #expect(
      (change["plants"] as? [[String: Any]])?.map { $0["id"] as? String } == ["testus-brillans"])
  }

  @Test("a verdict that depends names the plant's own limit, not a band boundary")
  func limitNamed() throws {
    let fixture = try SpotFixture()
    // About 4,500 lux in July, 810 lux in January: the shade plant's ceiling, 5,382 lux (500 fc,
    // inside the medium band; printed to three figures), lies inside the summer interval.
    try spot(
      fixture, "sill", [("1/250", "2025-07-01T12:00Z"), ("1/45", "2025-01-01T12:00Z")])
    let text = try fixture.ok(["seasons", "sill", "--plant", "Testus lowlightus"] + catalog)
    #expect(
      text.contains(
        "Testus lowlightus (test shade plant) tolerates here then; in summer it depends on which "
          + "side of 5,380 lux the light lies.\n"))
    let all = try fixture.ok(["seasons", "sill"] + catalog)
    #expect(all.contains("1 more may, depending on which side of 1,620 lux the light lies."))
    #expect(!all.contains("band boundary") && !text.contains("band boundary"))
  }

  @Test("the southern hemisphere: the drop starts in June")
  func south() throws {
    let fixture = try SpotFixture()
    let readings = [("1/4000", "2025-12-21T12:00+11:00"), ("1/30", "2025-07-01T12:00+10:00")]
    try spot(fixture, "sydney", readings, location: ["--latitude", "-33.9"])
    let text = try fixture.ok(["seasons", "sydney"] + catalog)
    #expect(text.contains("  winter (June–August): "))
    #expect(text.contains(" will struggle here from June"))
  }

  @Test("no band change, one season or no readings: no plants are named")
  func nothingToSay() throws {
    let fixture = try SpotFixture()
    try spot(fixture, "steady", [summer[0], ("1/4000", "2025-12-21T12:00+01:00")])
    let steady = try fixture.ok(["seasons", "steady"] + catalog)
    #expect(steady.contains("This spot stays direct in every season measured."))
    #expect(!steady.contains("plants named"))
    try spot(fixture, "once", [summer[0]])
    let once = try fixture.ok(["seasons", "once", "--plant", "test sun plant"] + catalog)
    #expect(once.contains("Only summer has readings so far"))
    #expect(once.contains("Testus solaris (test sun plant) in summer, the brightest season: "))
    #expect(!once.contains("plants named"))
    try fixture.ok(["add", "empty"])
    let empty = try fixture.ok(["seasons", "empty", "--plant", "test sun plant"] + catalog)
    #expect(!empty.contains("Testus"))
  }

  @Test("an unknown or ambiguous plant, or a broken catalog, fails with exit 1")
  func badPlant() throws {
    let fixture = try SpotFixture()
    try spot(fixture, "windowsill", summer + winter)
    let unknown = try fixture.spot(
      ["seasons", "windowsill", "--plant", "Testus brilans"] + catalog)
    #expect(unknown.status == 1)
    #expect(unknown.stdout.isEmpty)
    #expect(unknown.stderr.hasPrefix("solspot: no plant is called 'Testus brilans'; did you mean"))
    #expect(unknown.stderr.contains("'Testus brillans'"))
    let several = try fixture.spot(["seasons", "windowsill", "--plant", "test"] + catalog)
    #expect(several.status == 1)
    #expect(several.stderr.hasPrefix("solspot: 'test' matches "))
    let broken = try fixture.spot(
      ["seasons", "windowsill", "--catalog", fixture.path("missing.json")])
    #expect(broken.status == 1)
    #expect(broken.stderr == "solspot: \(fixture.path("missing.json")): no such file\n")
  }

  @Test("a drop the ratio does not show is hedged and names no plants; 'winter' mid-sentence")
  func unclearDrop() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "sill", "--latitude", "51.5"])
    // A generic reading at 09:00 in January and an iPhone one at 16:00 in July: two devices,
    // so the ratio has the wide absolute interval and holds 1.
    try fixture.ok([
      "measure", "sill", "-f", "1.9", "-t", "1/1000", "--iso", "100", "--at",
      "2025-01-15T09:00Z",
    ])
    try fixture.ok(
      ["measure", "sill", "-f", "1.9", "-t", "1/3000", "--iso", "100", "--at", "2025-07-15T16:00Z"]
        + device)
    let text = try fixture.ok(["seasons", "sill"])
    #expect(text.contains("Winter gets 0.33× the light of summer (90% interval "))
    #expect(text.contains("): no clear difference.\n"))
    #expect(
      text.contains("\nWarning: the readings of winter were taken at 09:00 and those of summer"))
    #expect(!text.contains("drops from"))
    #expect(!text.contains("struggle"))
    #expect(
      text.contains(
        "\nIn winter the readings may drop from direct, possibly bright indirect, to medium, "
          + "possibly bright indirect or direct, but the difference from summer is not clear from these readings (see its "
          + "ratio above), so nothing is said of plants for it.\n"))
    let json = try SolspotProcess.json(try fixture.ok(["seasons", "sill", "--json"]))
    let change = try #require((json["changes"] as? [[String: Any]])?.first)
    #expect(change["clear"] as? Bool == false)
    #expect((change["plants"] as? [Any])?.isEmpty == true)
    #expect(change["plantNote"] == nil)
    let named = try fixture.ok(["seasons", "sill", "--plant", "rex begonia"])
    #expect(!named.contains("struggle"))
    #expect(named.contains("so nothing is said of plants for it."))
  }
}
