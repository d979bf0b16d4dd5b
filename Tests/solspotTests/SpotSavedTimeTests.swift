import Foundation
import Testing

/// `spot show` gives the spot's save time on this machine's clock (its time zone, `TZ`), as
/// `--at` reads times, whatever offset it was saved with; JSON keeps the time as saved.
@Suite("solspot spot show: the save time in the machine's time zone")
struct SpotSavedTimeTests {
  func show(_ fixture: SpotFixture, zone: String, json: Bool = false) throws -> String {
    var environment = SolspotProcess.isolatedEnvironment(in: fixture.folder)
    environment["TZ"] = zone
    let result = try SolspotProcess.run(
      ["spot", "show", "sill", "--store", fixture.store] + (json ? ["--json"] : []),
      environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout
  }

  @Test("saved at 03:04 UTC: 08:34 +05:30 in Kolkata, 22:04 the day before in New York")
  func machineZone() throws {
    let fixture = try SpotFixture()
    let file = fixture.path("spots.json")
    try
      #"{"solspotSpots":2,"spots":[{"name":"sill","created":"2025-01-02T03:04:05Z","readings":[]}]}"#
      .write(toFile: file, atomically: true, encoding: .utf8)
    try fixture.ok(["import", file])
    let lines = { (text: String) in text.split(separator: "\n").filter { $0.hasPrefix("Saved:") } }
    #expect(lines(try show(fixture, zone: "Asia/Kolkata")) == ["Saved: 2025-01-02 08:34 +05:30"])
    #expect(
      lines(try show(fixture, zone: "America/New_York")) == ["Saved: 2025-01-01 22:04 -05:00"])
    #expect(lines(try show(fixture, zone: "UTC")) == ["Saved: 2025-01-02 03:04 Z"])
    let json = try SolspotProcess.json(try show(fixture, zone: "Asia/Kolkata", json: true))
    let spot = try #require(json["spot"] as? [String: Any])
    #expect(spot["created"] as? String == "2025-01-02T03:04:05Z")
  }
}
