import Foundation
import SolspotKit
import Testing

/// Every interval end and bound in `--json` output is rounded outward: a lower end or an "at
/// least" bound down, an upper end or an "at most" bound up (a computed 1.93 is never 2). Each
/// printed figure is checked against the exact one the library computes, over many readings,
/// so a figure rounded to the nearest or the wrong way fails about half the time and is caught.
@Suite("JSON: interval ends and bounds rounded outward")
struct JSONBoundsTests {
  /// Which way a figure must have been rounded.
  enum End { case lower, upper }

  /// Expects `printed` to be `exact` rounded toward `end`'s outside at three significant
  /// figures: not inside it, and less than one unit of the third figure away.
  static func expectOutward(
    _ printed: Any?, _ exact: Double?, _ end: End, _ what: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let exact else {
      #expect(
        printed == nil, "\(what): printed a figure the value does not have",
        sourceLocation: sourceLocation)
      return
    }
    guard let printed = printed as? Double else {
      Issue.record("\(what): no figure printed for \(exact)", sourceLocation: sourceLocation)
      return
    }
    // Within one part in 10^12, the rounding helper's own allowance for decimal figures.
    let ratio = printed / exact
    switch end {
    case .lower:
      #expect(
        ratio <= 1 + 1e-12 && ratio > 0.99, "\(what): \(exact) printed as \(printed)",
        sourceLocation: sourceLocation)
    case .upper:
      #expect(
        ratio >= 1 - 1e-12 && ratio < 1.01, "\(what): \(exact) printed as \(printed)",
        sourceLocation: sourceLocation)
    }
  }

  /// Checks a `lux` object against `value`.
  static func expectLux(
    _ object: Any?, _ value: LuxValue?, _ what: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let lux = object as? [String: Any]
    #expect(lux?["kind"] as? String == value?.kindName, "\(what)", sourceLocation: sourceLocation)
    expectOutward(lux?["lower"], value?.lowerLux, .lower, what, sourceLocation: sourceLocation)
    expectOutward(lux?["upper"], value?.upperLux, .upper, what, sourceLocation: sourceLocation)
  }

  static let catalog: DeviceProfileCatalog = {
    guard let catalog = try? DeviceProfileCatalog.builtIn() else {
      preconditionFailure("the built-in catalog loads in every build")
    }
    return catalog
  }()

  @Test(
    "lux --json: estimates and bounds of every kind, tiny and huge, at several confidences",
    arguments: [
      (["-f", "1.9", "-t", "60", "--iso", "100"], "generic", 0.9),
      (["-f", "1.9", "-t", "1/60", "--iso", "100"], "generic", 0.5),
      (["-f", "1.9", "-t", "1/3", "--iso", "400"], "iphone-15-front", 0.999),
      (["-f", "2.2", "-t", "1/8000", "--iso", "25"], "iphone-x-front", 0.9),
      (["-f", "2.2", "-t", "13us", "--iso", "19"], "iphone-x-front", 0.9),
      (["-f", "2.2", "-t", "0.5", "--iso", "1824"], "iphone-x-front", 0.8),
    ])
  func lux(_ settings: [String], _ device: String, _ level: Double) throws {
    let result = try SolspotProcess.run(
      ["lux"] + settings + ["--device", device, "--confidence", "\(level)", "--json"])
    #expect(result.status == 0, "\(result.stderr)")
    let printed = try SolspotProcess.json(result.stdout)
    let json = try SolspotProcess.json(
      try SolspotProcess.run(["lux"] + settings + ["--device", device, "--json"]).stdout)
    let settingsJSON = try #require(json["settings"] as? [String: Double])
    let exposure = try Exposure(
      fNumber: try #require(settingsJSON["fNumber"]),
      exposureTime: try #require(settingsJSON["exposureTime"]),
      iso: try #require(settingsJSON["iso"]))
    let profile = try #require(Self.catalog.profile(named: device))
    let estimate = try LuxEstimator(profile: profile)
      .estimate(exposure, confidence: try #require(Confidence(level)))
    Self.expectLux(printed["lux"], estimate.value, "lux \(settings)")
  }

  /// Readings of many settings, a value or a bound of each kind, one second apart.
  static func readings(start: Int64, shutters: [Double], device: String, iso: Double) throws
    -> [Reading]
  {
    let profile = try #require(catalog.profile(named: device))
    let estimator = try LuxEstimator(profile: profile)
    return try shutters.enumerated().map { index, shutter in
      let exposure = try Exposure(
        fNumber: profile.fNumber ?? 1.9, exposureTime: 1 / shutter, iso: iso)
      return Reading(
        estimate: estimator.estimate(exposure),
        takenAt: try #require(
          Timestamp(secondsSince1970: start + Int64(index), utcOffsetMinutes: 60)),
        source: .manual)
    }
  }

  /// The readings a level uses once imported: those not above full sun.
  static func plausible(_ readings: [Reading]) -> [Reading] {
    readings.filter { ImplausibleReading.brightness($0.value) == nil }
  }

  @Test("spot history, show and compare --json: every reading, level and ratio")
  func spots() throws {
    let fixture = try SpotFixture()
    // Shutters from 1/2 s to 1/77,000 s, spread so that the figures' digits vary.
    let shutters = (0..<60).map { 2 * pow(1.21, Double($0)) }
    let created = try #require(Timestamp(iso8601: "2025-01-01T00:00Z"))
    let sets: [(name: String, readings: [Reading])] = [
      (
        "values",
        try Self.readings(
          start: 1_750_000_000, shutters: shutters, device: "iphone-15-front", iso: 100)
      ),
      (
        "ends",
        try Self.readings(
          start: 1_750_000_000, shutters: shutters, device: "iphone-x-front", iso: 19)
      ),
      (
        "dark",
        try Self.readings(
          start: 1_750_000_000, shutters: [2, 2.5, 3, 3.3, 4], device: "iphone-x-front", iso: 1824)
      ),
      (
        "dim",
        try Self.readings(
          start: 1_750_000_000, shutters: [2.1, 3.7, 5.9, 7.3], device: "iphone-x-front", iso: 1000)
      ),
    ]
    let archive = SpotArchive(
      spots: try sets.map {
        ArchivedSpot(spot: try NewSpot(name: $0.name, createdAt: created), readings: $0.readings)
      })
    let kinds = Set(sets.flatMap { $0.readings.map(\.value.kindName) })
    #expect(kinds == ["estimate", "atLeast", "atMost"])
    let file = fixture.path("spots.json")
    try Data(try archive.json().utf8).write(to: URL(fileURLWithPath: file))
    try fixture.ok(["import", file])
    let bands = try BandTable.builtIn()
    for (name, readings) in sets {
      let lines = try fixture.ok(["history", name, "--json"]).split(separator: "\n")
      #expect(lines.count == readings.count)
      for (line, reading) in zip(lines, readings) {
        let object = try SolspotProcess.json(String(line))
        Self.expectLux(
          object["lux"], reading.value, "history \(name) EV100 \(reading.exposure.ev100)")
      }
      let show = try SolspotProcess.json(try fixture.ok(["show", name, "--json"]))
      // Readings above full sun are flagged on import, and levels leave them out.
      let summary = try #require(ReadingSummary(Self.plausible(readings), bands: bands))
      Self.expectLux(
        (show["level"] as? [String: Any])?["lux"], summary.value, "show \(name)")
    }
    for (first, second) in [
      ("values", "ends"), ("ends", "values"), ("values", "dark"), ("dim", "values"),
      ("dark", "dim"),
    ] {
      let printed = try SolspotProcess.json(try fixture.ok(["compare", first, second, "--json"]))
      let a = Self.plausible(try #require(sets.first { $0.name == first }).readings)
      let b = Self.plausible(try #require(sets.first { $0.name == second }).readings)
      let comparison = try #require(LightComparison(a, b, bands: bands))
      let ratio = printed["ratio"] as? [String: Any]
      let what = "compare \(first) \(second)"
      switch comparison.ratio {
      case .estimate(_, let lower, let upper, _):
        Self.expectOutward(ratio?["lower"], lower, .lower, what)
        Self.expectOutward(ratio?["upper"], upper, .upper, what)
      case .atLeast(let lower):
        Self.expectOutward(ratio?["lower"], lower, .lower, what)
        #expect(ratio?["upper"] == nil)
      case .atMost(let upper):
        Self.expectOutward(ratio?["upper"], upper, .upper, what)
        #expect(ratio?["lower"] == nil)
      case .unknown:
        #expect(ratio?["kind"] as? String == "unknown")
      }
    }
  }
}
