import Foundation
import Testing

/// `spot measure` saves a reading far from the spot's level with one warning line, and the
/// same note in `--json` (issue 14: a reading 10× off the others was saved without a word).
@Suite("solspot spot measure: a reading far from the spot's level")
struct SpotFarFromLevelTests {
  func measure(_ fixture: SpotFixture, _ shutter: String, day: Int, json: Bool = false) throws
    -> String
  {
    try fixture.ok(
      [
        "measure", "sill", "--device", "iphone-14", "-f", "1.9", "-t", shutter, "--iso", "50",
        "--at", "2025-06-\(10 + day)T12:00Z",
      ] + (json ? ["--json"] : []))
  }

  @Test("ten times the level of 4 readings: saved, exit 0, one warning line with the figures")
  func tenTimes() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "sill"])
    for (day, shutter) in ["1/76", "1/80", "1/72", "1/78"].enumerated() {
      let output = try measure(fixture, shutter, day: day)
      #expect(!output.contains("level of"), "agreeing readings get no warning")
    }
    let output = try measure(fixture, "1/760", day: 5)
    let lines = output.split(separator: "\n").filter { $0.contains("the spot's summer level") }
    #expect(
      lines
        == [
          "Warning: this reading is 9.9× the spot's summer level of 290 lux, from 4 summer "
            + "readings of iphone-14-front: check the settings, or remove it with 'solspot spot remove "
            + "sill --last'."
        ])
    #expect(output.contains("\nSaved to 'sill' as taken 2025-06-15 12:00 Z."))
    let history = try fixture.ok(["history", "sill", "--json"]).split(separator: "\n")
    #expect(history.count == 5, "it is saved: light does change")
    // The same note in JSON, with its values; a reading back at the level gets none.
    let json = try SolspotProcess.json(try measure(fixture, "1/7", day: 6, json: true))
    let note = try #require(
      (json["notes"] as? [[String: Any]])?.first { $0["code"] as? String == "far-from-level" })
    #expect(note["readings"] as? Int == 5)
    #expect(note["season"] as? String == "summer")
    #expect(note["flaggedAtSave"] as? Int == 1, "the 9.9× reading stays in the level, counted")
    #expect(try #require(note["factor"] as? Double) < 0.1)
    #expect(note["device"] as? String == "iphone-14-front" && note["spot"] as? String == "sill")
    #expect(try #require(note["levelLux"] as? Double) > 290)
    let back = try SolspotProcess.json(try measure(fixture, "1/90", day: 7, json: true))
    #expect(
      (back["notes"] as? [[String: Any]] ?? []).allSatisfy {
        $0["code"] as? String != "far-from-level"
      })
    // The sentence says the level includes the readings flagged at save.
    let again = try measure(fixture, "1/7600", day: 8)
    #expect(again.contains("flagged at save, kept): check the settings"))
  }

  @Test("a bound far on its side of the level: 'at least' or 'at most', with boundKind in JSON")
  func bound() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "sill"])
    for (day, shutter) in ["1/76", "1/80", "1/72"].enumerated() {
      _ = try measure(fixture, shutter, day: day)
    }
    let dark = try fixture.ok([
      "measure", "sill", "--device", "iphone-14", "-f", "1.9", "-t", "1/2", "--iso", "8000",
      "--at", "2025-06-15T12:00Z",
    ])
    #expect(dark.contains("Darker than this device can measure"))
    let lines = dark.split(separator: "\n").filter { $0.contains("the spot's summer level") }
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("Warning: this reading is at most 1/") == true)
    let json = try SolspotProcess.json(
      try fixture.ok([
        "measure", "sill", "--device", "iphone-14", "-f", "1.9", "-t", "1/2", "--iso", "8000",
        "--at", "2025-06-16T12:00Z", "--json",
      ]))
    let note = try #require(
      (json["notes"] as? [[String: Any]])?.first { $0["code"] as? String == "far-from-level" })
    #expect(note["boundKind"] as? String == "atMost")
    #expect(try #require(note["factor"] as? Double) < 0.01)
  }
}
