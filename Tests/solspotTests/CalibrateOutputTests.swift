import Foundation
import SolspotKit
import Testing

/// How calibration results read: bounds never spoken of as intervals, figures with a fixed
/// number of significant figures and grouped thousands, JSON where JSON was asked for, and
/// notes that say which readings they are about.
@Suite("solspot calibrate: output")
struct CalibrateOutputTests {
  let fixture: SpotFixture

  init() throws { fixture = try SpotFixture() }

  var environment: [String: String] {
    ["XDG_DATA_HOME": fixture.folder.path, "HOME": fixture.folder.path]
  }

  func run(_ arguments: [String]) throws -> SolspotProcess.Result {
    try SolspotProcess.run(arguments, environment: environment)
  }

  /// A measured profile of iphone-15-front fitted to the pairs fixture (20.5–29,800 lux).
  func measuredProfile(at path: String) throws {
    let fit = try run([
      "calibrate", "fit", CalibrateCommandTests.fixture("pairs.csv"), "--device",
      "iphone-15-front", "--write", path, "--reference-meter", "M",
    ])
    #expect(fit.status == 0, "\(fit.stderr)")
  }

  @Test("a bound outside the calibrated range is not said to have an interval")
  func boundNote() throws {
    let path = fixture.path("measured.json")
    try measuredProfile(at: path)
    // iphone-15-front's generic limits: ISO 19 and 1/76923 s are the bright end.
    let bright = try run(["lux", "-f", "1.9", "-t", "1/76923", "--iso", "19", "--profile", path])
    #expect(bright.stdout.hasPrefix("Brighter than this device can measure (at least "))
    #expect(!bright.stdout.contains("interval"))
    #expect(
      bright.stdout.contains(
        "Note: this bound lies outside the 20–30,000 lux its calibration covered; it is "
          + "loosened for the extra uncertainty there."))
    // An estimate outside the range keeps the interval wording, with the range rounded outward.
    let dim = try run(["lux", "-f", "1.9", "-t", "1/4", "--iso", "1600", "--profile", path])
    #expect(
      dim.stdout.contains(
        "Note: this reading lies outside the 20–30,000 lux its calibration covered; the "
          + "interval is widened for it."))
  }

  @Test("check lists pairs outside their interval apart from broken bounds")
  func checkBounds() throws {
    let source = try String(
      contentsOfFile: CalibrateCommandTests.fixture("check.csv"), encoding: .utf8)
    let lines = source.split(separator: "\n").count
    // A saturated pair whose meter read far less than the bound: the bound broke.
    let path = fixture.path("bounds.csv")
    try (source + "1.9,1/76923,19,50000,daylight,2026-03-14T12:00:00+01:00\n").write(
      toFile: path, atomically: true, encoding: .utf8)
    let text = try run(["calibrate", "check", path, "--device", "iphone-15-front"])
    let output = text.stdout.split(separator: "\n").map(String.init)
    #expect(output.contains("Bounds broken at 90%: line \(lines + 1)."))
    #expect(
      !output.contains {
        $0.hasPrefix("Outside the 90% interval: ") && $0.contains(String(lines + 1))
      })
    let json = try SolspotProcess.json(
      try run(["calibrate", "check", path, "--device", "iphone-15-front", "--json"]).stdout)
    #expect(json["brokenBoundLines"] as? [Int] == [lines + 1])
    #expect((json["missedLines"] as? [Int])?.contains(lines + 1) == false)
  }

  @Test("C has three significant figures, trailing zeros kept; the profile's C too")
  func constantFigures() throws {
    // f/1, 1/2^k s, ISO 100: EV100 = k exactly, and the meter reads 3 · 2^k: C = 3 exactly.
    let rows = (3...13).map { k in "1,1/\(1 << k),100,\(3 * (1 << k)),led" }
    let path = fixture.path("three.csv")
    try (["aperture,shutter,iso,reference_lux,light"] + rows).joined(separator: "\n").write(
      toFile: path, atomically: true, encoding: .utf8)
    let fit = try run(["calibrate", "fit", path, "--device", "generic"])
    #expect(fit.status == 0)
    let line = try #require(fit.stdout.split(separator: "\n").first { $0.hasPrefix("C = ") })
    #expect(line.hasPrefix("C = 3.00 lux at EV 0 (90% interval "))
    #expect(line.hasSuffix("the profile had 0.530 lux (nominal)."))
  }

  @Test("add and pairs: figures grouped by thousands, C to three figures; --remove --json")
  func storeOutput() throws {
    let store = fixture.store
    let added = try run([
      "calibrate", "add", "--device", "generic", "--lux", "20000", "-f", "1", "-t", "1/8192",
      "--iso", "100", "--store", store,
    ])
    #expect(added.status == 0, "\(added.stderr)")
    // 20,000 / 2^13 = 2.44140625: three figures.
    #expect(
      added.stdout.contains(" against 20,000 lux (on its own it implies C = 2.44 lux at EV 0)"))
    let three = try run([
      "calibrate", "add", "--device", "generic", "--lux", "3", "-f", "1", "-t", "1", "--iso", "100",
      "--store", store,
    ])
    #expect(three.stdout.contains("implies C = 3.00 lux at EV 0"))
    let table = try run(["calibrate", "pairs", "--device", "generic", "--store", store])
    #expect(table.stdout.contains("20,000 lux"))
    let removed = try run([
      "calibrate", "pairs", "--device", "generic", "--remove", "1", "--json", "--store", store,
    ])
    #expect(removed.status == 0)
    let object = try SolspotProcess.json(removed.stdout)
    #expect(object["removed"] as? Int == 1)
    #expect(object["device"] as? String == "generic")
  }

  @Test("JSON decades are rounded as the text's: one decimal, down")
  func decades() throws {
    let arguments = [
      "calibrate", "fit", CalibrateCommandTests.fixture("pairs.csv"), "--device", "iphone-15-front",
    ]
    // 20.5 to 29,800 lux is 3.16 decades.
    let text = try run(arguments)
    #expect(text.stdout.contains("Lux range: 20–30,000 lux (3.1 decades)"))
    let json = try SolspotProcess.json(try run(arguments + ["--json"]).stdout)
    #expect(json["decades"] as? Double == 3.1)
  }

  @Test("devices says which profiles come from the user's profile folder")
  func devicesSource() throws {
    let folder = fixture.folder.appendingPathComponent("solspot/profiles")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try measuredProfile(at: folder.appendingPathComponent("iphone-15-front.json").path)
    let devices = try run(["devices"])
    let rows = devices.stdout.split(separator: "\n").map(String.init)
    #expect(rows.first?.hasSuffix("CALIBRATION  SOURCE") == true)
    #expect(
      rows.contains { $0.hasPrefix("iphone-15-front ") && $0.hasSuffix("measured     your folder") }
    )
    #expect(
      rows.contains { $0.hasPrefix("iphone-14-front ") && $0.hasSuffix("nominal      built-in") })
    #expect(rows.last == "Profiles marked 'your folder' are in \(folder.path).")
    let detail = try run(["devices", "iphone-15-front"])
    #expect(
      detail.stdout.contains(
        "Profile file: \(folder.path)/iphone-15-front.json (your profile folder; it replaces "
          + "the built-in profile)"))
    let builtIn = try run(["devices", "iphone-14-front"])
    #expect(builtIn.stdout.contains("Profile file: built in"))
  }

  @Test("spot history says which readings the uncalibrated note is about")
  func historyNote() throws {
    let spot = ["spot"]
    func spotRun(_ arguments: [String]) throws -> SolspotProcess.Result {
      try run(spot + arguments + ["--store", fixture.store])
    }
    #expect(try spotRun(["add", "sill"]).status == 0)
    let settings = ["-f", "1.9", "-t", "1/60", "--iso", "100", "--device", "iphone-15-front"]
    #expect(
      try spotRun(["measure", "sill"] + settings + ["--at", "2026-03-01T12:00+01:00"]).status == 0)
    let before = try spotRun(["history", "sill"])
    #expect(
      before.stdout.hasSuffix(
        "Note: rough estimate; the category is the reliable part (this device is not "
          + "calibrated).\n"))
    // The device is calibrated now; the next reading is calibrated, the first is not.
    let folder = fixture.folder.appendingPathComponent("solspot/profiles")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try measuredProfile(at: folder.appendingPathComponent("iphone-15-front.json").path)
    #expect(
      try spotRun(["measure", "sill"] + settings + ["--at", "2026-03-20T12:00+01:00"]).status == 0)
    let after = try spotRun(["history", "sill"])
    #expect(
      after.stdout.hasSuffix(
        "Note: rough estimate; the category is the reliable part, for the 1 of 2 readings "
          + "marked 'not calibrated' (their device was not calibrated when they were taken).\n"))
  }
}
