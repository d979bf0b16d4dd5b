import Foundation
import Testing

@testable import SolspotKit
@testable import solspot

/// `solspot plants` against light no spot receives (docs/plant-matching.md, "Light no spot
/// receives"): the spot and its notes, then no plant judged, exit 1.
@Suite("solspot plants: light no spot receives")
struct PlantsImplausibleLightTests {
  /// Settings the iPhone X's camera cannot meter: brighter than it can measure, at least
  /// 2,700,000 lux.
  let saturated = ["-f", "2.2", "-t", "13us", "--iso", "19", "--device", "iphone-x"]

  func run(_ arguments: [String]) throws -> SolspotProcess.Result {
    try SolspotProcess.run(["plants"] + arguments)
  }

  @Test("settings brighter than full sunlight print the estimate and its note, and no plant")
  func settings() throws {
    let result = try run(saturated)
    #expect(result.status == 1)
    #expect(result.stderr.isEmpty)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    let bound = try ExpectedEstimate.of(f: 2.2, t: 13e-6, iso: 19, device: "iphone-x-front")
    #expect(lines.first == "B" + bound.value.text.dropFirst())
    #expect(lines.contains { $0.hasPrefix("Note: this reads above 130,000 lux") })
    #expect(
      lines.dropLast().last
        == "No plants are judged: these settings give more light than any spot receives (above "
        + "130,000 lux, more than full sunlight, about 108,000 lux); check the settings and the "
        + "device.")
    #expect(!result.stdout.contains("Testus"))
    #expect(!result.stdout.contains("thrives"))
    // --plant asks about one plant: it is not judged either.
    let named = try run(saturated + ["--plant", "test sun plant"])
    #expect(named.status == 1)
    #expect(!named.stdout.contains("Testus"))
  }

  @Test("the JSON: the estimate, no plants and the reason, exit 1")
  func json() throws {
    let result = try run(saturated + ["--json"])
    #expect(result.status == 1)
    let object = try SolspotProcess.json(result.stdout)
    #expect((object["plants"] as? [Any])?.isEmpty == true)
    let spot = try #require(object["spot"] as? [String: Any])
    #expect(spot["kind"] as? String == "estimate")
    let notes = try #require((spot["estimate"] as? [String: Any])?["notes"] as? [[String: Any]])
    #expect(notes.contains { $0["code"] as? String == "implausibly-bright" })
    let reason = try #require(object["notJudged"] as? [String: Any])
    #expect(reason["code"] as? String == "implausibly-bright")
    #expect(
      (reason["message"] as? String)?.hasPrefix(
        "No plants are judged: these settings give more light than any spot receives") == true)
  }

  @Test("a typed lux above 130,000 is no spot's light; 130,000 itself is judged")
  func lux() throws {
    let result = try run(["--lux", "200000"])
    #expect(result.status == 1)
    #expect(
      result.stdout
        == "Spot: 200,000 lux as given, taken as exact (not an estimate with an interval): "
        + "direct.\n\nNo plants are judged: 200,000 lux is more light than any spot receives "
        + "(above 130,000 lux, more than full sunlight, about 108,000 lux); check the figure.\n")
    let json = try SolspotProcess.json(try run(["--lux", "130001", "--json"]).stdout)
    #expect((json["plants"] as? [Any])?.isEmpty == true)
    #expect(json["notJudged"] != nil)
    let judged = try run(["--lux", "130000", "--json"])
    #expect(judged.status == 0)
    let object = try SolspotProcess.json(judged.stdout)
    #expect((object["plants"] as? [Any])?.isEmpty == false)
    #expect(object["notJudged"] == nil)
  }

  @Test("a saved spot whose level is brighter than full sunlight: no plant, exit 1")
  func savedSpot() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "sun"])
    // 200,000 lux (90% interval 48,000–890,000 lux): refused, so saved with --force, and its
    // flag cleared by hand, as a store written by hand or a profile changed since might leave
    // a reading above full sun in a level.
    try fixture.ok(["measure", "sun", "-f", "8", "-t", "1/5800", "--iso", "100", "--force"])
    try Connection(path: fixture.store).executeScript("UPDATE readings SET forced = 0")
    let result = try SolspotProcess.run(
      [
        "plants", "--spot", "sun", "--store", fixture.store,
      ])
    #expect(result.status == 1)
    #expect(result.stdout.hasPrefix("Saved spot 'sun': "))
    #expect(
      result.stdout.hasSuffix(
        "\n\nNo plants are judged: the level of these readings is more light than any spot "
          + "receives (above 130,000 lux, more than full sunlight, about 108,000 lux); check "
          + "their settings with 'solspot spot history sun'.\n"))
  }
}
