import Foundation
import Testing

@Suite("solspot spot seasons: what a drop means for plants")
struct SpotSeasonsPlantsTests {
  let catalog: [String] = []
  let device = ["--device", "iphone-15-front"]
  /// Direct light at noon in June and July, low light in December and January.
  let summer = [("1/18900", "2025-06-21T12:00+02:00"), ("1/15100", "2025-07-15T12:00+02:00")]
  let winter = [("1/142", "2025-12-21T12:00+01:00"), ("1/118", "2026-01-10T12:00+01:00")]

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

  /// `plants --spot NAME --all --json`: each plant's verdict by id.
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
    let suited: Set = ["good", "possible"]
    let expected = before.keys.filter { id in
      let darker = after[id]
      let darkSide = (darker?["borderline"] as? [String: Any])?["side"] as? String == "dark"
      return suited.contains(before[id]?["verdict"] as? String ?? "")
        && (darker?["verdict"] as? String == "tooDark" || darkSide)
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
      #expect(["struggles", "may-struggle"].contains(plant["outcome"] as? String ?? ""))
    }
    // Those that struggle come first, named up to three, the rest counted.
    let outcomes = plants.compactMap { $0["outcome"] as? String }
    #expect(outcomes == outcomes.sorted { $0 == "struggles" && $1 != "struggles" })
    let note = try #require(change["plantNote"] as? String)
    #expect(note.contains(" will struggle here from December"))
    #expect(note.contains(" more plants that suit it in summer"))
    let text = try fixture.ok(["seasons", "windowsill"] + catalog)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(
      lines.contains(
        "In winter this spot drops from direct, possibly bright indirect, to low, possibly "
          + "medium: " + note + "."), "\(lines)")
    #expect(
      lines.last
        == "Note: the plants named follow from each season's band, an absolute level, not from "
        + "the ratio between seasons.")
  }

  @Test("--plant: that plant's consequence, and how it does in the brightest season")
  func namedPlant() throws {
    let fixture = try SpotFixture()
    try spot(fixture, "windowsill", summer + winter)
    let text = try fixture.ok(["seasons", "windowsill", "--plant", "olive tree"] + catalog)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(
      lines.contains(
        "In winter this spot drops from direct, possibly bright indirect, to low, possibly "
          + "medium: Olea europaea (olive tree) will struggle here from December."), "\(lines)")
    #expect(
      lines.contains(
        "Olea europaea (olive tree) in summer, the brightest season: good; it takes 3,200 lux "
          + "and up."))
    let shade = try fixture.ok(["seasons", "windowsill", "--plant", "peace lily"] + catalog)
    #expect(
      shade.contains(
        ": Spathiphyllum (peace lily) is possible here then, unlike in summer "
          + "(too bright).\n"))
    let json = try SolspotProcess.json(
      try fixture.ok(["seasons", "windowsill", "--plant", "olive tree", "--json"] + catalog))
    let plant = try #require(json["plant"] as? [String: Any])
    #expect(plant["id"] as? String == "olea-europaea")
    #expect(plant["season"] as? String == "summer")
    #expect(plant["verdict"] as? String == "good")
    let change = try #require((json["changes"] as? [[String: Any]])?.first)
    let entries = try #require(change["plants"] as? [[String: Any]])
    #expect(entries.map { $0["id"] as? String } == ["olea-europaea"])
    #expect(entries.first?["outcome"] as? String == "struggles")
    #expect(entries.first?["darker"] as? String == "tooDark")
  }

  @Test("a verdict near a limit names the plant's own limit, not a band boundary")
  func limitNamed() throws {
    let fixture = try SpotFixture()
    // About 6,500 lux in July, 810 lux in January, two readings each, a drop the
    // same-device ratio shows: the weeping fig's minimum, 1,076 lux (100 fc, printed to two
    // figures), lies within half a stop of the winter level.
    try spot(
      fixture, "sill",
      [
        ("1/1700", "2025-07-01T12:00Z"), ("1/1700", "2025-07-02T12:00Z"),
        ("1/212", "2025-01-01T12:00Z"), ("1/212", "2025-01-02T12:00Z"),
      ])
    let text = try fixture.ok(["seasons", "sill", "--plant", "weeping fig"] + catalog)
    #expect(
      text.contains(
        "Ficus benjamina (weeping fig) may struggle here from December, depending on "
          + "which side of 1,100 lux the light lies"))
    #expect(!text.contains("band boundary"))
  }

  @Test("the southern hemisphere: the drop starts in June")
  func south() throws {
    let fixture = try SpotFixture()
    let readings = [("1/18900", "2025-12-21T12:00+11:00"), ("1/142", "2025-07-01T12:00+10:00")]
    try spot(fixture, "sydney", readings, location: ["--latitude", "-33.9"])
    let text = try fixture.ok(["seasons", "sydney"] + catalog)
    #expect(text.contains("  winter (June–August): "))
    #expect(text.contains(" will struggle here from June"))
  }

  @Test("no band change, one season or no readings: no plants are named")
  func nothingToSay() throws {
    let fixture = try SpotFixture()
    try spot(fixture, "steady", [summer[0], ("1/18900", "2025-12-21T12:00+01:00")])
    let steady = try fixture.ok(["seasons", "steady"] + catalog)
    #expect(
      steady.contains("This spot stays direct, possibly bright indirect in every season measured."))
    #expect(!steady.contains("plants named"))
    try spot(fixture, "once", [summer[0]])
    let once = try fixture.ok(["seasons", "once", "--plant", "olive tree"] + catalog)
    #expect(once.contains("Only summer has readings so far"))
    #expect(once.contains("Olea europaea (olive tree) in summer, the brightest season: "))
    #expect(!once.contains("plants named"))
    try fixture.ok(["add", "empty"])
    let empty = try fixture.ok(["seasons", "empty", "--plant", "olive tree"] + catalog)
    #expect(!empty.contains("Olea"))
  }

  @Test("an unknown or ambiguous plant, or a broken catalog, fails with exit 1")
  func badPlant() throws {
    let fixture = try SpotFixture()
    try spot(fixture, "windowsill", summer + winter)
    let unknown = try fixture.spot(
      ["seasons", "windowsill", "--plant", "olve tree"] + catalog)
    #expect(unknown.status == 1)
    #expect(unknown.stdout.isEmpty)
    #expect(unknown.stderr.hasPrefix("solspot: no plant is called 'olve tree'; did you mean"))
    #expect(unknown.stderr.contains("'olive tree'"))
    let several = try fixture.spot(["seasons", "windowsill", "--plant", "calathea"] + catalog)
    #expect(several.status == 1)
    #expect(several.stderr.hasPrefix("solspot: 'calathea' matches 9 plants"))
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
    #expect(text.contains("); summer is brighter, 78% likely.\n"), "\(text)")
    #expect(
      text.contains("\nWarning: the readings of winter were taken at 09:00 and those of summer"))
    #expect(!text.contains("drops from"))
    #expect(!text.contains("struggle"))
    #expect(
      text.contains(
        "\nIn winter the readings may drop from medium, possibly low, bright indirect or direct, "
          + "to low, possibly medium or bright indirect, but the difference from summer is not "
          + "clear from these readings (see its ratio above), so nothing is said of plants for "
          + "it.\n"), "\(text)")
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
