import Foundation
import SolspotKit
import Testing

@testable import solspot

/// What `spot show`, `compare` and `seasons` say about how far a level can be trusted:
/// readings that disagree, bounds, seasons and times of day far apart, and filters.
@Suite("solspot spot: levels and their cautions")
struct SpotLevelCommandTests {
  /// Measures `spot` with the generic profile at f/1.9, ISO 100, `1/shutter` s, at `time`.
  func measure(
    _ fixture: SpotFixture, _ spot: String, _ shutter: Int, _ time: String,
    device: [String] = [], iso: String = "100",
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try fixture.ok(
      ["measure", spot, "-f", "1.9", "-t", "1/\(shutter)", "--iso", iso, "--at", time] + device,
      sourceLocation: sourceLocation)
  }

  @Test("readings that vary 130× widen the level and the ratio, and say why")
  func disagreeing() throws {
    let fixture = try SpotFixture()
    for name in ["sill", "shelf"] { try fixture.ok(["add", name]) }
    for day in 1...3 {
      // 133 times the light in the morning sun than in the afternoon shade.
      try measure(fixture, "sill", 4000, "2025-01-0\(day)T10:00Z")
      try measure(fixture, "sill", 30, "2025-01-0\(day)T16:00Z")
      try measure(fixture, "shelf", 1000, "2025-01-0\(day)T10:00Z")
      try measure(fixture, "shelf", 1000, "2025-01-0\(day)T16:00Z")
    }
    let show = try fixture.ok(["show", "sill"])
    // The level is the readings' geometric mean.
    let sun = try ExpectedEstimate.of(f: 1.9, t: 1.0 / 4000, iso: 100).pointLux
    let shade = try ExpectedEstimate.of(f: 1.9, t: 1.0 / 30, iso: 100).pointLux
    #expect(
      show.contains("Level: \(LuxText.format((sun * shade).squareRoot())) lux (90% interval "))
    #expect(
      show.contains(
        "Note: the readings of sill vary by up to 130×, more than the light at a spot usually "
          + "does between readings (time of day, weather, blinds)"), "\(show)")
    let level = try SolspotProcess.json(try fixture.ok(["show", "sill", "--json"]))
    let summary = try #require(level["level"] as? [String: Any])
    let lux = try #require(summary["lux"] as? [String: Any])
    let point = try #require(lux["point"] as? Double)
    // Wider than the steady shelf's level, whose readings agree.
    let steady = try SolspotProcess.json(try fixture.ok(["show", "shelf", "--json"]))
    let shelf = try #require((steady["level"] as? [String: Any])?["lux"] as? [String: Any])
    let width = try #require(lux["upper"] as? Double) / #require(lux["lower"] as? Double)
    let shelfWidth =
      try #require(shelf["upper"] as? Double) / #require(shelf["lower"] as? Double)
    #expect(width > shelfWidth * 1.5)
    #expect(try #require(lux["lower"] as? Double) < point)
    let variation = try #require(summary["variation"] as? [String: Any])
    #expect(try #require(variation["sigmaEV"] as? Double) > LightVariation.priorSigmaEV)
    #expect(variation["degrees"] as? Int == LightVariation.priorDegrees + 5)
    let compare = try fixture.ok(["compare", "sill", "shelf"])
    #expect(compare.hasPrefix("sill gets "), "\(compare)")
    #expect(compare.contains(" is brighter, ") && compare.contains("% likely."), "\(compare)")
    #expect(compare.contains("Note: the readings of sill vary by up to 130×"))
    #expect(!compare.contains("Note: the readings of shelf vary"))
  }

  @Test("two readings 8× apart give a level and a ratio; a third reading between them narrows")
  func twoDisagreeing() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "desk"])
    try measure(fixture, "desk", 60, "2025-06-01T12:00Z")
    try measure(fixture, "desk", 500, "2025-06-02T12:00Z")
    let history = try fixture.ok(["history", "desk", "--json"]).split(separator: "\n")
    let points = try history.map { line in
      let lux = try #require(SolspotProcess.json(String(line))["lux"] as? [String: Any])
      return try #require(lux["point"] as? Double)
    }
    let show = try fixture.ok(["show", "desk"])
    let mean = ((points.first ?? 0) * (points.last ?? 0)).squareRoot()
    #expect(show.contains("\nLevel: \(LuxText.format(mean)) lux (90% interval "), "\(show)")
    #expect(show.contains(" from 2 readings, band "))
    #expect(!show.contains("not known"))
    let json = try SolspotProcess.json(try fixture.ok(["show", "desk", "--json"]))
    let two = try #require(json["level"] as? [String: Any])
    #expect(two["pinned"] as? Bool == true && two["band"] != nil)
    let twoLux = try #require(two["lux"] as? [String: Any])
    let twoLower = try #require(twoLux["lower"] as? Double)
    let twoUpper = try #require(twoLux["upper"] as? Double)
    #expect(twoLower < (points.min() ?? 0) && twoUpper > (points.max() ?? 0))
    // Compared with another spot: a ratio, its interval and which is brighter, how likely.
    try fixture.ok(["add", "sill"])
    try measure(fixture, "sill", 500, "2025-06-02T12:00Z")
    let compare = try fixture.ok(["compare", "sill", "desk"])
    #expect(compare.hasPrefix("sill gets "), "\(compare)")
    #expect(compare.contains(" the light of desk (90% interval "))
    #expect(compare.contains(" is brighter, ") && compare.contains("% likely."))
    #expect(
      compare.contains(
        "\nNote: these readings have no device profile (generic), whatever camera took them; "
          + "the comparison assumes one phone took them all: measure both spots with one phone."))
    let seasons = try fixture.ok(["seasons", "desk"])
    #expect(seasons.contains("summer (June–August): \(LuxText.format(mean)) lux (90% interval "))
    // A third reading between them: more evidence, a narrower interval, the same side.
    try measure(fixture, "desk", 173, "2025-06-03T12:00Z")
    let three = try SolspotProcess.json(try fixture.ok(["show", "desk", "--json"]))
    let level = try #require(three["level"] as? [String: Any])
    let lux = try #require(level["lux"] as? [String: Any])
    let lower = try #require(lux["lower"] as? Double)
    let upper = try #require(lux["upper"] as? Double)
    #expect(upper / lower < twoUpper / twoLower)
  }

  @Test("seasons: a reading another device took is left out of the ratio, and said to be")
  func seasonsLeftOut() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "sill", "--latitude", "51.5"])
    let phone = ["--device", "iphone-15-front"]
    try measure(fixture, "sill", 4000, "2025-07-10T12:00Z", device: phone)
    try measure(fixture, "sill", 3800, "2025-07-11T12:00Z", device: phone)
    try measure(fixture, "sill", 2000, "2025-07-12T12:00Z", device: ["--device", "iphone-x"])
    try measure(fixture, "sill", 500, "2025-01-10T12:00Z", device: phone)
    let text = try fixture.ok(["seasons", "sill"])
    #expect(
      text.contains(
        "\nNote: 1 reading of summer from another device or calibration left out of this "
          + "ratio (the levels above use every reading).\n"), "\(text)")
    let json = try SolspotProcess.json(try fixture.ok(["seasons", "sill", "--json"]))
    let seasons = try #require(json["seasons"] as? [[String: Any]])
    let winter = try #require(seasons.first { $0["season"] as? String == "winter" })
    let compared = try #require(winter["comparedWithReference"] as? [String: Any])
    #expect((compared["second"] as? [String: Any])?["leftOut"] as? Int == 1)
    // Seasons differ in months by design: no months-apart caution, in text or JSON.
    #expect((compared["cautions"] as? [Any])?.isEmpty == true)
    #expect(!text.contains("compare readings of the same months"))
  }

  @Test("a device calibrated between readings is said to be, with how many were not")
  func calibratedBetween() throws {
    let fixture = try SpotFixture()
    let profile = try fixture.measuredProfile()
    try fixture.ok(["add", "shelf", "--latitude", "51.5"])
    for day in 1...2 {
      try measure(
        fixture, "shelf", 500, "2025-02-0\(day)T12:00Z", device: ["--device", "iphone-15-front"])
    }
    for day in 5...7 {
      try measure(fixture, "shelf", 500, "2025-02-0\(day)T12:00Z", device: ["--profile", profile])
    }
    let exact =
      "\nNote: rough estimate; the category is the reliable part (2 of the 5 readings were "
      + "taken while iphone-15-front was not calibrated).\n"
    let show = try fixture.ok(["show", "shelf"])
    #expect(show.contains("(calibrated on "))
    #expect(show.hasSuffix(exact.dropFirst()))
    #expect(!show.contains("this device is not calibrated"))
    let seasons = try fixture.ok(["seasons", "shelf"])
    #expect(seasons.contains(exact))
    #expect(!seasons.contains("this device is not calibrated"))
    // With a device that was never calibrated, both are named.
    try measure(fixture, "shelf", 500, "2025-02-08T12:00Z")
    #expect(
      try fixture.ok(["show", "shelf"]).hasSuffix(
        "Note: rough estimate; the category is the reliable part (generic is not calibrated "
          + "and 2 of the 5 readings of iphone-15-front were taken while it was not "
          + "calibrated).\n"))
    // Readings all calibrated: no rough-estimate note at all.
    try fixture.ok(["add", "desk"])
    try measure(fixture, "desk", 500, "2025-02-05T12:00Z", device: ["--profile", profile])
    #expect(!(try fixture.ok(["show", "desk"])).contains("rough estimate"))
  }

  @Test("a spot measured in winter and summer warns, and --season compares one season")
  func seasonsApart() throws {
    let fixture = try SpotFixture()
    for name in ["shelf", "sill"] { try fixture.ok(["add", name]) }
    try measure(fixture, "shelf", 500, "2025-01-10T12:00+01:00")
    try measure(fixture, "sill", 60, "2025-01-10T12:05+01:00")
    let winter = try fixture.ok(["compare", "shelf", "sill"])
    #expect(!winter.contains("Warning: the readings of"))
    // Summer readings of the shelf only: the year-round shelf is compared with a winter sill.
    try measure(fixture, "shelf", 4000, "2025-07-10T12:00+02:00")
    let mixed = try fixture.ok(["compare", "shelf", "sill"])
    #expect(
      mixed.contains(
        "Warning: the readings of shelf were taken in January and July and those of sill in "
          + "January: the light changes with the season, so the ratio describes those months; "
          + "compare readings of the same months with --season or --since/--until."))
    #expect(
      mixed.contains(
        "Note: the readings of shelf span January and July (winter and summer): the level "
          + "averages seasons whose light differs"))
    let chosen = try fixture.ok(["compare", "shelf", "sill", "--season", "winter"])
    #expect(chosen.hasPrefix(winter.split(separator: "\n")[0] + "\n"))
    #expect(!chosen.contains("Warning: the readings of"))
    let since = try fixture.ok(["compare", "shelf", "sill", "--until", "2025-03-01"])
    #expect(since.hasPrefix(winter.split(separator: "\n")[0] + "\n"))
    let none = try fixture.spot(["compare", "shelf", "sill", "--season", "spring"])
    #expect(none.status == 1)
    #expect(none.stderr == "solspot: spot 'shelf' has no readings in spring (it has 2 in all)\n")
    let show = try fixture.ok(["show", "shelf", "--season", "summer"])
    #expect(show.contains("Readings: 1 in summer (of 2)"))
    let history = try fixture.ok(["history", "shelf", "--since", "2025-07-01"])
    #expect(history.split(separator: "\n").first?.hasPrefix("#3 2025-07-10 12:00 +02:00: ") == true)
    #expect(!history.contains("2025-01-10"))
  }

  @Test("spots measured at different times of day get a warning")
  func timesOfDay() throws {
    let fixture = try SpotFixture()
    for name in ["shelf", "sill"] { try fixture.ok(["add", name]) }
    try measure(fixture, "shelf", 500, "2025-01-10T09:00+01:00")
    try measure(fixture, "sill", 60, "2025-01-10T15:30+01:00")
    let text = try fixture.ok(["compare", "shelf", "sill"])
    #expect(
      text.contains(
        "Warning: the readings of shelf were taken at 09:00 and those of sill at 15:30 (local "
          + "time): the light changes through the day, so the ratio describes those times"))
    let json = try SolspotProcess.json(try fixture.ok(["compare", "shelf", "sill", "--json"]))
    let cautions = try #require(json["cautions"] as? [[String: Any]])
    #expect(cautions.map { $0["kind"] as? String } == ["timesOfDayApart"])
  }

  /// The iPhone X front camera's profile with a documented range that ends at ISO 100 and
  /// 1/2000 s, written to `low-range.json`: a camera whose bright end is plausible light (a
  /// real phone's lies beyond full sun, and `spot measure` refuses it).
  static func lowRangeProfile(_ fixture: SpotFixture) throws -> String {
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Calibration/iphone-x-front.json")
    var profile = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: source)) as? [String: Any])
    var limits = try #require(profile["exposureLimits"] as? [String: [String: Any]])
    limits["iso"]?["min"] = 100
    limits["exposureDuration"]?["min"] = 0.0005
    profile["exposureLimits"] = limits
    let path = fixture.path("low-range.json")
    try JSONSerialization.data(withJSONObject: profile).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test("a reading brighter than the device can measure makes the level a bound, never 'low'")
  func boundLevel() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "sill", "--latitude", "51.5"])
    let device = ["--profile", try Self.lowRangeProfile(fixture)]
    // At the camera's bright end, then a dim reading.
    try fixture.ok(
      [
        "measure", "sill", "-f", "2.2", "-t", "1/2000", "--iso", "100", "--at",
        "2025-01-10T12:00+01:00",
      ] + device)
    try fixture.ok(
      [
        "measure", "sill", "-f", "2.2", "-t", "1/4", "--iso", "100", "--at",
        "2025-01-11T12:00+01:00",
      ] + device)
    let show = try fixture.ok(["show", "sill"])
    let level = try #require(show.split(separator: "\n").first { $0.hasPrefix("Level: ") })
    #expect(level.hasPrefix("Level: at least "))
    #expect(level.contains("(1 of 2 readings was brighter than the device can measure"))
    #expect(level.hasSuffix("or brighter"), "\(level)")
  }

  @Test("history and list say a reading's band as surely as the reading did")
  func bandWording() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "sill"])
    // 1/2200 s at f/1.9, ISO 100: about 20,000 lux, on the boundary of direct.
    let lux = try SolspotProcess.run(["lux", "-f", "1.9", "-t", "1/2200", "--iso", "100"])
    let band = try #require(
      lux.stdout.split(separator: "\n").first { $0.hasPrefix("Band: ") })
    #expect(band.contains(", possibly "))
    try measure(fixture, "sill", 2200, "2025-01-10T12:00Z")
    let history = try fixture.ok(["history", "sill"])
    #expect(history.contains(", possibly "), "\(history)")
    let list = try fixture.ok(["list"])
    #expect(list.contains(", possibly "), "\(list)")
  }

  @Test("a reading whose figure lies in another band than the likeliest says so; a level names it")
  func pointBand() throws {
    let fixture = try SpotFixture()
    // The iPhone 13 fixture at 1/1800 s instead of 1/60: about 19,000 lux, in bright
    // indirect, yet its wide photo interval makes direct, open above, the likelier band.
    let photo = try PhotoFixtures.patched(
      "iphone-front.jpg",
      replacingBytes: [([0, 0, 0, 1, 0, 0, 0, 60], [0, 0, 0, 1, 0, 0, 0x07, 0x08])],
      in: fixture.folder, as: "sill.jpg")
    let note = "; the figure itself is in bright indirect, but more of its range is not"
    let band = "band direct, possibly bright indirect or medium"
    let lux = try SolspotProcess.run(["lux", photo])
    #expect(lux.stdout.contains("19,000 lux (") && lux.stdout.contains(band), "\(lux.stdout)")
    #expect(lux.stdout.contains(note))
    for name in ["sill", "shelf"] {
      try fixture.ok(["add", name])
      for day in ["01", "02", "03"] {
        try fixture.ok(["measure", name, "--photo", photo, "--at", "2025-06-\(day)T12:00Z"])
      }
    }
    // The level adds the light's variation between readings: its range reaches one band more.
    // A level names its figure's band first (BandAssessment.level), so it needs no note; a
    // reading keeps its likeliest band and the note.
    let levelBand = "band bright indirect, possibly direct, medium or low"
    let show = try fixture.ok(["show", "sill"])
    #expect(show.contains("from 3 readings, \(levelBand)\n"), "\(show)")
    #expect(show.contains("\(band)\(note); iphone-13-front"), "\(show)")
    let history = try fixture.ok(["history", "sill"])
    #expect(history.components(separatedBy: note + "; iphone-13-front").count == 4, "\(history)")
    let compare = try fixture.ok(["compare", "sill", "shelf"])
    #expect(!compare.contains(note), "\(compare)")
    #expect(compare.components(separatedBy: "from 3 readings, \(levelBand)\n").count == 3)
    let seasons = try fixture.ok(["seasons", "sill"])
    #expect(seasons.contains("\(levelBand)\n"), "\(seasons)")
    // A reading whose figure is in its likeliest band gets no note.
    try fixture.ok(["add", "dim"])
    try measure(fixture, "dim", 60, "2025-01-10T12:00Z")
    #expect(!(try fixture.ok(["show", "dim"])).contains("the figure itself"))
  }

  @Test("spot set changes the location the seasons use, and the hint says how")
  func set() throws {
    let fixture = try SpotFixture()
    let added = try fixture.ok(["add", "sill", "--room", "kitchen"])
    #expect(
      added.contains(
        "northern hemisphere (assumed; set it with 'solspot spot set sill --latitude L' or "
          + "'--hemisphere south')"))
    try measure(fixture, "sill", 500, "2025-07-10T12:00+10:00")
    #expect(try fixture.ok(["seasons", "sill"]).contains("  summer (June–August): "))
    let updated = try fixture.ok(["set", "sill", "--latitude", "-33.9", "--no-room"])
    #expect(updated == "Updated spot 'sill' (seasons: latitude 33.9° S).\n")
    #expect(try fixture.ok(["seasons", "sill"]).contains("  winter (June–August): "))
    try fixture.ok(["set", "SILL", "--notes", "left of the tap"])
    let show = try fixture.ok(["show", "sill"])
    #expect(show.contains("Notes: left of the tap") && !show.contains("Room:"))
    #expect(try fixture.ok(["history", "sill"]).contains("2025-07-10 12:00 +10:00"))
  }

  @Test("between the tropics the seasons say that meteorological seasons mean little")
  func tropics() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "sill", "--latitude", "1.35"])
    try measure(fixture, "sill", 500, "2025-07-10T12:00+08:00")
    let text = try fixture.ok(["seasons", "sill"])
    #expect(
      text.contains(
        "Note: at latitude 1.35° N, between the tropics, the sun stands high all year: "
          + "meteorological seasons say little about the light there"))
    let json = try SolspotProcess.json(try fixture.ok(["seasons", "sill", "--json"]))
    #expect(json["nearEquator"] as? Bool == true)
  }

  @Test("readings from two uncalibrated devices are named, not called 'this device'")
  func twoDevices() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "sill"])
    try measure(fixture, "sill", 500, "2025-01-10T12:00Z", device: ["--device", "iphone-15-front"])
    try measure(fixture, "sill", 500, "2025-01-11T12:00Z")
    let show = try fixture.ok(["show", "sill"])
    #expect(
      show.contains(
        "Note: rough estimate; the category is the reliable part (iphone-15-front and generic "
          + "are not calibrated)."))
    #expect(!show.contains("this device is not calibrated"))
  }
}
