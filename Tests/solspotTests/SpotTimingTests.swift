import Foundation
import Testing

/// `spot show` and `spot compare` say at what times of day a level's readings were taken, and
/// when they were all near sunrise or sunset, or at night.
@Suite("solspot spot: when a level was measured")
struct SpotTimingTests {
  func measure(_ fixture: SpotFixture, _ spot: String, _ times: [String]) throws {
    for time in times {
      try fixture.ok(["measure", spot, "-f", "1.9", "-t", "1/100", "--iso", "100", "--at", time])
    }
  }

  @Test("show: the readings' times; at London's winter sunrise, a note")
  func show() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "sill", "--latitude", "51.5"])
    try measure(fixture, "sill", ["2025-01-15T07:30Z", "2025-01-16T08:00Z"])
    let text = try fixture.ok(["show", "sill"])
    #expect(text.contains("\nTimes: 2 readings, 07:30–08:00 (local time)\n"))
    #expect(
      text.contains(
        "\nNote: every reading of sill was taken within two hours of sunrise or sunset, when a "
          + "spot gets little of the day's light, so the level says little about it; measure "
          + "sill in the middle of the day.\n"))
    let json = try SolspotProcess.json(try fixture.ok(["show", "sill", "--json"]))
    let timing = try #require(json["timing"] as? [String: Any])
    #expect(timing["readings"] as? Int == 2)
    #expect(timing["earliest"] as? String == "07:30" && timing["latest"] as? String == "08:00")
    #expect(timing["nearSunriseOrSunset"] as? Int == 2 && timing["daytime"] as? Int == 0)
    #expect(timing["restsOnLowSun"] as? Bool == true)
    // A midday reading: the level no longer rests on the low sun alone.
    try measure(fixture, "sill", ["2025-01-17T12:00Z"])
    let after = try fixture.ok(["show", "sill"])
    #expect(after.contains("\nTimes: 3 readings, 07:30–12:00 (local time)\n"))
    #expect(!after.contains("within two hours of sunrise or sunset"))
  }

  @Test("without a latitude: the times, and what a latitude would tell when it matters")
  func noLatitude() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "desk"])
    try measure(fixture, "desk", ["2025-01-15T12:00+01:00"])
    #expect(try fixture.ok(["show", "desk"]).contains("\nTimes: 1 reading, 12:00 (local time)\n"))
    try measure(fixture, "desk", ["2025-01-16T07:30+01:00"])
    #expect(
      try fixture.ok(["show", "desk"]).contains(
        "\nTimes: 2 readings, 07:30–12:00 (local time); with the spot's latitude Solspot says "
          + "whether they were near sunrise or sunset ('solspot spot set desk --latitude L')\n"))
    let timing = try #require(
      try SolspotProcess.json(try fixture.ok(["show", "desk", "--json"]))["timing"]
        as? [String: Any])
    #expect(timing["needsLatitude"] as? Bool == true)
    #expect(timing["restsOnLowSun"] == nil)
  }

  @Test("compare: both levels' times on one line, and the note for a low sun")
  func compare() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "sill", "--latitude", "51.5"])
    try fixture.ok(["add", "desk", "--latitude", "51.5"])
    try measure(fixture, "sill", ["2025-01-15T11:00Z", "2025-01-16T13:00Z", "2025-01-17T14:00Z"])
    try measure(fixture, "desk", ["2025-01-15T16:30Z"])
    let text = try fixture.ok(["compare", "sill", "desk"])
    #expect(
      text.contains("\nTimes: sill 3 readings, 11:00–14:00; desk 1 reading, 16:30 (local time)\n"))
    #expect(
      text.contains(
        "\nNote: the reading of desk was taken within two hours of sunrise or sunset, "))
    #expect(!text.contains("of sill was taken"))
    let json = try SolspotProcess.json(try fixture.ok(["compare", "sill", "desk", "--json"]))
    let first = try #require((json["first"] as? [String: Any])?["timing"] as? [String: Any])
    #expect(first["daytime"] as? Int == 3 && first["restsOnLowSun"] as? Bool == false)
    let second = try #require((json["second"] as? [String: Any])?["timing"] as? [String: Any])
    #expect(second["restsOnLowSun"] as? Bool == true)
  }
}
