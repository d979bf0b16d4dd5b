import Foundation
import SolspotKit
import Testing

/// `--at`, `--since` and `--until` take times as people type them: without an offset in the
/// machine's time zone (`TZ`, set explicitly here), a date alone (noon for `--at`, the whole
/// day for a range), or with an offset as before.
@Suite("solspot spot: local times")
struct SpotLocalTimeTests {
  static let settings = ["-f", "1.9", "-t", "1/100", "--iso", "100"]

  /// Runs `solspot spot ARGS… --store STORE` with `TZ` set to `zone`.
  func spot(_ fixture: SpotFixture, _ arguments: [String], zone: String) throws
    -> SolspotProcess.Result
  {
    var environment = SolspotProcess.isolatedEnvironment(in: fixture.folder)
    environment["TZ"] = zone
    return try SolspotProcess.run(
      ["spot"] + arguments + ["--store", fixture.store], environment: environment)
  }

  /// The times of the spot's readings as saved, oldest first.
  func saved(_ fixture: SpotFixture, _ spot: String = "sill") throws -> [String] {
    try SpotStore(path: fixture.store, access: .readOnly).spotWithReadings(named: spot)
      .readings.map(\.reading.takenAt.iso8601)
  }

  @Test(
    "--at without an offset is placed in TZ, a date alone at its noon, an offset kept",
    arguments: [
      ("Europe/Berlin", "2025-01-15T12:00", "2025-01-15T12:00:00+01:00"),
      ("Europe/Berlin", "2025-07-15T08:45:30", "2025-07-15T08:45:30+02:00"),
      ("Europe/Berlin", "2025-07-15", "2025-07-15T12:00:00+02:00"),
      ("America/New_York", "2025-01-15 12:00", "2025-01-15T12:00:00-05:00"),
      ("UTC", "2025-01-15T12:00", "2025-01-15T12:00:00Z"),
      ("Asia/Kolkata", "2025-01-15", "2025-01-15T12:00:00+05:30"),
      ("America/New_York", "2025-01-15T12:00+09:00", "2025-01-15T12:00:00+09:00"),
      ("Europe/Berlin", "2025-10-26T02:30", "2025-10-26T02:30:00+02:00"),
    ])
  func at(zone: String, text: String, expected: String) throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "sill"])
    let result = try spot(fixture, ["measure", "sill", "--at", text] + Self.settings, zone: zone)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try saved(fixture) == [expected])
  }

  @Test("a time the clocks skipped is refused with the offsets to write it with")
  func skipped() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "sill"])
    let result = try spot(
      fixture, ["measure", "sill", "--at", "2025-03-30T02:30"] + Self.settings,
      zone: "Europe/Berlin")
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "solspot: invalid time '2025-03-30T02:30' for --at: 2025-03-30 02:30 does not exist "
        + "in this computer's time zone (Europe/Berlin), whose clocks were put forward over it; "
        + "give it with a UTC offset: +01:00 before the change, +02:00 after\n")
    #expect(try saved(fixture).isEmpty)
  }

  @Test("--since and --until: a local time in TZ is a moment, a date alone the whole day")
  func range() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "sill"])
    for time in [
      "2025-01-15T10:00Z", "2025-01-15T12:00Z", "2025-01-15T23:30Z", "2025-01-16T09:00Z",
    ] {
      try fixture.ok(["measure", "sill", "--at", time] + Self.settings)
    }
    func times(_ arguments: [String], zone: String) throws -> [String] {
      let result = try spot(fixture, ["history", "sill", "--json"] + arguments, zone: zone)
      #expect(result.status == 0, "\(result.stderr)")
      return try result.stdout.split(separator: "\n").map {
        try SolspotProcess.json(String($0))["time"] as? String ?? ""
      }
    }
    // 06:30 in New York is 11:30 UTC.
    #expect(
      try times(["--since", "2025-01-15T06:30"], zone: "America/New_York") == [
        "2025-01-15T12:00:00Z", "2025-01-15T23:30:00Z", "2025-01-16T09:00:00Z",
      ])
    #expect(
      try times(["--until", "2025-01-15T12:00"], zone: "Europe/Berlin") == [
        "2025-01-15T10:00:00Z"
      ])
    // A date alone is the whole of the readings' own local day, whatever TZ.
    for zone in ["UTC", "Pacific/Auckland"] {
      #expect(
        try times(["--since", "2025-01-15", "--until", "2025-01-15"], zone: zone) == [
          "2025-01-15T10:00:00Z", "2025-01-15T12:00:00Z", "2025-01-15T23:30:00Z",
        ])
    }
    #expect(
      try times(["--since", "2025-01-15T12:00Z", "--until", "2025-01-15T23:30+00:00"], zone: "UTC")
        == ["2025-01-15T12:00:00Z", "2025-01-15T23:30:00Z"])
    let show = try SolspotProcess.json(
      try spot(fixture, ["show", "sill", "--json", "--since", "2025-01-15T13:00"], zone: "UTC")
        .stdout)
    #expect((show["level"] as? [String: Any])?["readings"] as? Int == 2)
    #expect((show["filter"] as? [String: Any])?["since"] as? String == "2025-01-15T13:00:00Z")
    let empty = try spot(
      fixture, ["history", "sill", "--since", "2025-01-16T10:00", "--until", "2025-01-16T09:00"],
      zone: "UTC")
    #expect(empty.status == 1)
    #expect(
      empty.stderr
        == "solspot: --until 2025-01-16 09:00 Z is before --since 2025-01-16 10:00 Z, so no "
        + "reading could be chosen\n")
  }
}
