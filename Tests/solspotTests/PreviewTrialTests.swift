import Foundation
import SolspotKit
import Testing

/// What a cold trial of `solspot preview` found (issue 19's follow-up): a store at 52.52° N with
/// readings at 08:00, 12:00, 16:00 and 21:00 (+01:00) on 2026-12-03 and a warm-white LED lamp
/// 06:00–22:00, through the real binary.
@Suite struct PreviewTrialTests {
  static func store(_ fixture: SpotFixture, lamp: Bool = true) throws {
    let profile = try fixture.measuredProfile()
    try fixture.ok(["add", "desk", "--latitude", "52.52"])
    for (time, shutter) in [("08:00", "60"), ("12:00", "250"), ("16:00", "60"), ("21:00", "30")] {
      try fixture.ok([
        "measure", "desk", "-f", "1.9", "-t", "1/\(shutter)", "--iso", "100", "--device",
        "iphone-15-front", "--profile", profile, "--at", "2026-12-03T\(time):00+01:00",
      ])
    }
    if lamp {
      try fixture.ok(["set", "desk", "--lamp", "06:00-22:00", "--lamp-source", "led-warm"])
    }
  }

  /// `solspot preview ARGS… --store STORE` with `TZ` set to `zone`.
  func preview(_ fixture: SpotFixture, _ arguments: [String], zone: String) throws
    -> SolspotProcess.Result
  {
    let folder = URL(
      fileURLWithPath: fixture.path("home-\(zone.replacingOccurrences(of: "/", with: "-"))"))
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var environment = SolspotProcess.isolatedEnvironment(in: folder)
    environment["TZ"] = zone
    return try SolspotProcess.run(
      ["preview"] + arguments + ["--store", fixture.store], environment: environment)
  }

  @Test func dueDoesNotDependOnTheProcessTimeZoneNorOnNowsOffset() throws {
    let fixture = try SpotFixture()
    try Self.store(fixture)
    var outputs: Set<String> = []
    for zone in ["UTC", "Europe/Berlin", "America/Los_Angeles"] {
      for now in ["2026-12-04T09:00:00+01:00", "2026-12-04T08:00:00Z", "2026-12-04T00:00:00-08:00"]
      {
        let result = try preview(fixture, ["due", "--now", now], zone: zone)
        #expect(result.status == 0, "\(result.stderr)")
        outputs.insert(result.stdout)
      }
    }
    #expect(outputs.count == 1, "\(outputs)")
    // At 52.52° N on 3 December the sun sets before 16:00 at the +01:00 meridian (15° E): the
    // 16:00 reading measured the lamp alone, so the afternoon is the part of the day missing.
    let text = try #require(outputs.first)
    #expect(text.contains("desk: measure in the afternoon"))
    #expect(!text.contains("measure in the morning"))
    #expect(!text.contains("measure in the midday"))
  }

  @Test func sourceNamesTheLampNotTheDaylightAtASpotWithALamp() throws {
    let fixture = try SpotFixture()
    try Self.store(fixture)
    func dli(_ extra: [String]) throws -> [String: Any] {
      let result = try preview(fixture, ["dli", "desk", "--json"] + extra, zone: "UTC")
      #expect(result.status == 0, "\(result.stderr)")
      return try SolspotProcess.json(result.stdout)
    }
    let own = try dli([])
    let led = try dli(["--source", "led-warm"])
    let unknown = try dli(["--source", "unknown"])
    for json in [own, led, unknown] { #expect(json["daylightSource"] as? String == "daylight") }
    #expect(own["lampSource"] as? String == "led-warm")
    #expect(unknown["lampSource"] as? String == "unknown")
    // The lamp's own source and `--source` naming the same one give the same DLI.
    for key in ["dli", "lower", "upper"] {
      #expect(try #require(own[key] as? Double) == #require(led[key] as? Double))
    }
    let ledSpread = try #require(led["upper"] as? Double) / #require(led["lower"] as? Double)
    let unknownSpread =
      try #require(unknown["upper"] as? Double) / #require(unknown["lower"] as? Double)
    #expect(ledSpread < unknownSpread)
  }

  @Test func sourceNamesTheMeasuredLightAtASpotWithoutALamp() throws {
    let fixture = try SpotFixture()
    try Self.store(fixture, lamp: false)
    let result = try preview(
      fixture, ["dli", "desk", "--json", "--source", "led-warm"], zone: "UTC")
    #expect(result.status == 0, "\(result.stderr)")
    let json = try SolspotProcess.json(result.stdout)
    #expect(json["daylightSource"] as? String == "led-warm")
    #expect(json["lampSource"] == nil)
  }

  @Test func spotShowListsTheLampAndPlants() throws {
    let fixture = try SpotFixture()
    try Self.store(fixture)
    try fixture.ok(["set", "desk", "--plant", "Aloe vera"])
    let text = try fixture.ok(["show", "desk"])
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.contains("Lamp: 06:00–22:00, warm-white LED, with daylight"))
    #expect(lines.contains { $0.hasPrefix("Plants: ") && $0.contains("aloe") })
    let json = try SolspotProcess.json(try fixture.ok(["show", "desk", "--json"]))
    let lamp = try #require(json["lamp"] as? [String: Any])
    #expect(lamp["start"] as? String == "06:00")
    #expect(lamp["end"] as? String == "22:00")
    #expect(lamp["source"] as? String == "led-warm")
    #expect(lamp["hasDaylight"] as? Bool == true)
    #expect((json["plants"] as? [String])?.count == 1)
  }

  @Test func lampSourceAloneChangesTheExistingLamp() throws {
    let fixture = try SpotFixture()
    try Self.store(fixture)
    try fixture.ok(["set", "desk", "--lamp-source", "unknown"])
    let json = try SolspotProcess.json(try fixture.ok(["show", "desk", "--json"]))
    let lamp = try #require(json["lamp"] as? [String: Any])
    #expect(lamp["source"] as? String == "unknown")
    #expect(lamp["start"] as? String == "06:00")
    try fixture.ok(["add", "shelf"])
    let none = try fixture.spot(["set", "shelf", "--lamp-source", "led-cool"])
    #expect(none.status == 2)
    #expect(none.stderr.contains("'shelf' has no lamp schedule"))
  }
}
