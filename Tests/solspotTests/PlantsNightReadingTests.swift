import Foundation
import Testing

/// `plants --spot` judges daylight: a reading taken at night (a lamp) is left out of the
/// verdict when the spot's latitude tells it, and the output says so.
@Suite("solspot plants --spot: night readings")
struct PlantsNightReadingTests {
  func measure(_ fixture: SpotFixture, _ settings: [String], at time: String) throws {
    try fixture.ok(
      ["measure", "sill", "--device", "iphone-14", "-f", "1.9"] + settings + [
        "--at", time,
      ])
  }

  static func spot(_ line: String) throws -> [String: Any] {
    try #require(try SolspotProcess.json(line)["spot"] as? [String: Any])
  }

  func plants(_ fixture: SpotFixture, json: Bool = false) throws -> SolspotProcess.Result {
    try SolspotProcess.run(
      ["plants", "--spot", "sill", "--store", fixture.store] + (json ? ["--json"] : []))
  }

  @Test("a lamp at 01:00 beside a noon reading: the verdict is the noon reading's, with a note")
  func leftOut() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "sill", "--latitude", "52"])
    try measure(fixture, ["-t", "1/500", "--iso", "50"], at: "2025-06-11T13:00+02:00")
    let dayOnly = try plants(fixture, json: true)
    try measure(fixture, ["-t", "1/4", "--iso", "800"], at: "2025-06-11T01:00+02:00")
    let both = try plants(fixture, json: true)
    #expect(both.status == 0)
    let (before, after) = (
      try Self.spot(dayOnly.stdout), try Self.spot(both.stdout)
    )
    let lux = { (spot: [String: Any]) in (spot["level"] as? [String: Any])?["lux"] as? [String: Any]
    }
    #expect(lux(before)?["point"] as? Double == lux(after)?["point"] as? Double)
    #expect((lux(after)?["point"] as? Double ?? 0) > 1_000)
    let notes = (after["notes"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
    #expect(notes.contains("night-left-out"))
    #expect(
      try plants(fixture).stdout.contains(
        "Note: 1 reading of sill taken at night (lamp light, not daylight) was left out of the "
          + "verdict."))
  }
}
