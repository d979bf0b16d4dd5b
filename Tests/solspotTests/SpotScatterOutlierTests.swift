import Foundation
import Testing

/// `spot show` names the one reading that alone makes a spot's readings disagree, with its id,
/// value and time and the command that removes it.
@Suite("solspot spot show: the reading behind a scatter")
struct SpotScatterOutlierTests {
  func measure(_ fixture: SpotFixture, _ shutter: String, day: Int) throws {
    try fixture.ok([
      "measure", "sill", "--device", "iphone-14", "-f", "1.9", "-t", shutter, "--iso", "50",
      "--at", "2025-06-1\(day)T12:00Z",
    ])
  }

  @Test("one reading far off: the note names it and 'spot remove --reading ID'; JSON its id")
  func named() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "sill"])
    for (day, shutter) in ["1/71", "1/72", "1/73", "1/74", "1/2000"].enumerated() {
      try measure(fixture, shutter, day: day)
    }
    let history = try fixture.ok(["history", "sill", "--json"]).split(separator: "\n")
    let far = try SolspotProcess.json(String(try #require(history.last)))
    let id = try #require(far["id"] as? Int)
    let show = try fixture.ok(["show", "sill"])
    let note = try #require(show.split(separator: "\n").first { $0.contains("vary by up to") })
    #expect(
      note.hasSuffix(
        "One reading alone makes them vary this much: #\(id), 7,700 lux, taken 2025-06-14 "
          + "12:00 Z; if it was a mistake, remove it with 'solspot spot remove sill --reading "
          + "\(id)'."))
    // spot compare names it too, by the same note.
    try fixture.ok(["add", "hall"])
    try fixture.ok([
      "measure", "hall", "--device", "iphone-14", "-f", "1.9", "-t", "1/20", "--iso", "50",
      "--at", "2025-06-10T13:00Z",
    ])
    let compared = try fixture.ok(["compare", "sill", "hall"])
    let compareNote = try #require(
      compared.split(separator: "\n").first { $0.contains("vary by up to") })
    #expect(compareNote == note)
    let json = try SolspotProcess.json(try fixture.ok(["show", "sill", "--json"]))
    #expect(json["outlierReading"] as? Int == id)
    // Removed, the readings agree: no note, no id.
    try fixture.ok(["remove", "sill", "--reading", String(id), "--yes"])
    #expect(!(try fixture.ok(["show", "sill"])).contains("vary by up to"))
    #expect(
      try SolspotProcess.json(try fixture.ok(["show", "sill", "--json"]))["outlierReading"] == nil)
  }
}
