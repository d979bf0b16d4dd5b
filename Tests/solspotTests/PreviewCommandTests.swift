import Foundation
import SolspotKit
import Testing

/// `solspot preview` on real stores, through the real binary.
@Suite struct PreviewCommandTests {
  /// A store with `sill` at 51.5° N and four readings of 2025-06-21 from a measured profile.
  static func store(_ fixture: SpotFixture) throws -> String {
    let profile = try fixture.measuredProfile()
    try fixture.ok(["add", "sill", "--latitude", "51.5"])
    for (time, shutter) in [
      ("08:00", "250"), ("11:00", "1000"), ("14:00", "1000"), ("17:00", "250"),
    ] {
      try fixture.ok([
        "measure", "sill", "-f", "1.9", "-t", "1/\(shutter)", "--iso", "40", "--device",
        "iphone-15-front", "--profile", profile, "--at", "2025-06-21T\(time):00+01:00",
      ])
    }
    return profile
  }

  func preview(_ fixture: SpotFixture, _ arguments: [String]) throws -> SolspotProcess.Result {
    try SolspotProcess.run(["preview"] + arguments + ["--store", fixture.store])
  }

  @Test func dliWidthChangesWithTheSourceAndNamesItsReadings() throws {
    let fixture = try SpotFixture()
    _ = try Self.store(fixture)
    var spreads: [String: Double] = [:]
    for source in ["daylight", "led-warm", "unknown"] {
      let result = try preview(fixture, ["dli", "sill", "--source", source, "--json"])
      #expect(result.status == 0, "\(result.stderr)")
      let json = try SolspotProcess.json(result.stdout)
      let lower = try #require(json["lower"] as? Double)
      let upper = try #require(json["upper"] as? Double)
      let point = try #require(json["dli"] as? Double)
      #expect(lower <= point && point <= upper)
      spreads[source] = upper / lower
      let readings = try #require(json["readings"] as? [[String: Any]])
      #expect(readings.map { $0["role"] as? String } == Array(repeating: "daylight", count: 4))
      let preview = try #require(json["preview"] as? [String: Any])
      #expect(preview["productIdentifier"] as? String == "solspot.pro")
    }
    #expect(try #require(spreads["daylight"]) < #require(spreads["led-warm"]))
    #expect(try #require(spreads["led-warm"]) < #require(spreads["unknown"]))
    let text = try preview(fixture, ["dli", "sill"])
    #expect(text.status == 0)
    let lines = text.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("DLI of 'sill' on 2025-06-21: ") == true)
    #expect(lines.contains { $0.hasPrefix("Rests on 4 daylight readings (2025-06-21 08:00") })
    #expect(lines.last?.hasPrefix("Preview feature:") == true)
    try HelpTests().expectSnapshot("preview-dli-output", text.stdout)
  }

  @Test func theFeaturesAreUnreachableWithoutPreview() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "sill", "--latitude", "51.5"])
    for words in [["curve", "sill"], ["dli", "sill"], ["due"]] {
      let direct = try SolspotProcess.run(words + ["--store", fixture.store])
      #expect(direct.status == 2)
      #expect(try fixture.spot(words).status == 2)
    }
    let spotHelp = try SolspotProcess.run(["help", "spot"]).stdout
    #expect(!spotHelp.contains("curve") && !spotHelp.contains("DLI"))
  }

  @Test func aSpotWithoutALatitudeIsAskedForOne() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "shelf"])
    try fixture.ok([
      "measure", "shelf", "-f", "1.9", "-t", "1/100", "--iso", "100", "--at",
      "2025-06-21T12:00:00+01:00",
    ])
    let result = try preview(fixture, ["curve", "shelf"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("--latitude"))
    #expect(result.stdout.isEmpty)
  }

  @Test func aLampScheduleIsStoredAndAddsToTheCurve() throws {
    let fixture = try SpotFixture()
    let profile = try Self.store(fixture)
    let set = try fixture.ok(["set", "sill", "--lamp", "07:00-23:30", "--lamp-source", "led-warm"])
    #expect(set.contains("Lamp: 07:00–23:30, warm-white LED, with daylight."))
    let unmeasured = try preview(fixture, ["curve", "sill"])
    #expect(unmeasured.status == 1)
    #expect(unmeasured.stderr.contains("never measured alone"))
    try fixture.ok([
      "measure", "sill", "-f", "1.9", "-t", "1/30", "--iso", "400", "--device", "iphone-15-front",
      "--profile", profile, "--at", "2025-06-21T23:15:00+01:00",
    ])
    let result = try preview(fixture, ["curve", "sill", "--json"])
    #expect(result.status == 0, "\(result.stderr)")
    let json = try SolspotProcess.json(result.stdout)
    let lamp = try #require(json["lamp"] as? [String: Any])
    #expect(lamp["source"] as? String == "led-warm")
    let level = try #require((lamp["level"] as? [String: Any])?["point"] as? Double)
    let hours = try #require(json["hours"] as? [[String: Any]])
    let night = try #require((hours[23]["total"] as? [String: Any])?["point"] as? Double)
    #expect(abs(night / level - 0.5) < 0.02)
    let ledDLI = try SolspotProcess.json(try preview(fixture, ["dli", "sill", "--json"]).stdout)
    #expect(ledDLI["lampSource"] as? String == "led-warm")
    try fixture.ok(["set", "sill", "--no-lamp"])
    let plain = try SolspotProcess.json(try preview(fixture, ["curve", "sill", "--json"]).stdout)
    #expect(plain["lamp"] == nil)
    // Schema 6 holds it: the store's version is this build's.
    #expect(SpotStore.schemaVersion >= 6)
  }

  @Test func dueListsRemindersAsData() throws {
    let fixture = try SpotFixture()
    _ = try Self.store(fixture)
    try fixture.ok(["set", "sill", "--plant", "monstera"])
    let result = try preview(fixture, ["due", "--now", "2025-06-22T09:00:00+01:00", "--json"])
    #expect(result.status == 0, "\(result.stderr)")
    let json = try SolspotProcess.json(result.stdout)
    let reminders = try #require(json["reminders"] as? [[String: Any]])
    #expect(
      reminders.compactMap { $0["reason"] as? String } == ["sun-moved", "plant-season-check"])
    #expect(reminders.last?["plant"] as? String == "monstera-deliciosa")
    #expect(reminders.last?["due"] as? String == "2025-09-01")
  }

  @Test func aSpotLitByALampAloneIsNotDueForTheSun() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "shelf", "--latitude", "51.5"])
    try fixture.ok([
      "set", "shelf", "--lamp", "07:00-19:00", "--lamp-source", "led-warm", "--no-daylight",
    ])
    try fixture.ok([
      "measure", "shelf", "-f", "1.9", "-t", "1/60", "--iso", "100", "--at",
      "2025-06-21T12:00:00+01:00",
    ])
    // Half a year on: a spot with daylight would be due for the sun and every part of the day.
    let result = try preview(fixture, ["due", "--now", "2025-12-22T09:00:00+00:00"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.hasPrefix("Nothing is due: no spot needs measuring again (1 spot saved).\n"),
      "\(result.stdout)")
    // With daylight, the same reading is long out of season.
    try fixture.ok(["set", "shelf", "--no-lamp"])
    let daylight = try preview(fixture, ["due", "--now", "2025-12-22T09:00:00+00:00", "--json"])
    let reminders = try #require(
      try SolspotProcess.json(daylight.stdout)["reminders"] as? [[String: Any]])
    #expect(reminders.compactMap { $0["reason"] as? String }.contains("sun-moved"))
    #expect(
      reminders.compactMap { $0["reason"] as? String }.filter { $0 == "missing-time-of-day" }
        .count == 3)
  }
}
