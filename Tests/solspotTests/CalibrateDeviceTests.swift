import Foundation
import Testing

/// `calibrate fit` and `calibrate check` against the wrong device, or against the pairs a
/// profile was fitted to: both must say so rather than report a clean result.
@Suite("solspot calibrate: the wrong device, or the fit's own pairs")
struct CalibrateDeviceTests {
  let fixture: SpotFixture

  init() throws { fixture = try SpotFixture() }

  func run(_ arguments: [String]) throws -> SolspotProcess.Result {
    try SolspotProcess.run(
      arguments, environment: ["XDG_DATA_HOME": fixture.folder.path, "HOME": fixture.folder.path])
  }

  /// The pairs fixture as an f/2.2 camera (iPhone 13 front) would have taken it.
  func f22Pairs() throws -> String {
    let text = try String(
      contentsOfFile: CalibrateCommandTests.fixture("pairs.csv"), encoding: .utf8)
    let path = fixture.path("f22.csv")
    try text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.hasPrefix("1.9,") ? "2.2," + $0.dropFirst(4) : String($0) }
      .joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  static let mismatch =
    "Warning: 16 of 16 pairs were taken at f/2.2, but this device's lens is f/1.9: check that "
    + "the pairs come from this device and that their settings are right."

  @Test("f/2.2 pairs fitted to an f/1.9 profile: fit warns, in text and JSON")
  func fitWarns() throws {
    let pairs = try f22Pairs()
    let wrong = try run(["calibrate", "fit", pairs, "--device", "iphone-14-front"])
    #expect(wrong.status == 0)
    #expect(wrong.stdout.split(separator: "\n").contains { $0 == Self.mismatch })
    let json = try SolspotProcess.json(
      try run(["calibrate", "fit", pairs, "--device", "iphone-14-front", "--json"]).stdout)
    let codes = (json["warnings"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
    #expect(codes.contains("aperture-mismatch"))
    // The right device: no such warning.
    let right = try run(["calibrate", "fit", pairs, "--device", "iphone-13-front"])
    #expect(!right.stdout.contains("but this device's lens is"))
  }

  @Test("f/2.2 pairs checked against an f/1.9 profile: check warns, in text and JSON")
  func checkWarns() throws {
    let pairs = try f22Pairs()
    let wrong = try run(["calibrate", "check", pairs, "--device", "iphone-14-front"])
    #expect(wrong.status == 0)
    #expect(wrong.stdout.split(separator: "\n").contains { $0 == Self.mismatch })
    let json = try SolspotProcess.json(
      try run(["calibrate", "check", pairs, "--device", "iphone-14-front", "--json"]).stdout)
    let codes = (json["warnings"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
    #expect(codes == ["aperture-mismatch"])
    let right = try SolspotProcess.json(
      try run(["calibrate", "check", pairs, "--device", "iphone-13-front", "--json"]).stdout)
    #expect((right["warnings"] as? [Any])?.isEmpty == true)
  }

  static let ownPairs =
    "Note: these look like the very pairs the profile was fitted to (16 pairs over the same "
    + "20–30,000 lux, giving its constant): a profile's own pairs make this check optimistic; "
    + "check it with pairs taken separately."
  static let mayOverlap =
    "Note: if any of these pairs were used in the profile's fit, this check is optimistic; "
    + "check a measured profile with pairs taken separately."

  @Test("check on the pairs a profile was fitted to says the check is optimistic")
  func ownPairs() throws {
    let path = fixture.path("measured.json")
    let fit = try run([
      "calibrate", "fit", CalibrateCommandTests.fixture("pairs.csv"), "--device",
      "iphone-15-front", "--write", path, "--reference-meter", "M",
    ])
    #expect(fit.status == 0)
    let same = try run([
      "calibrate", "check", CalibrateCommandTests.fixture("pairs.csv"), "--profile", path,
    ])
    #expect(same.status == 0)
    let lines = same.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains(Self.ownPairs))
    #expect(!lines.contains(Self.mayOverlap))
    let sameJSON = try SolspotProcess.json(
      try run([
        "calibrate", "check", CalibrateCommandTests.fixture("pairs.csv"), "--profile", path,
        "--json",
      ]).stdout)
    #expect(sameJSON["fitPairs"] as? String == "same")

    // Other pairs: the profile is measured, so the caution still applies, in its general form.
    let other = try run([
      "calibrate", "check", CalibrateCommandTests.fixture("check.csv"), "--profile", path,
    ])
    let otherLines = other.stdout.split(separator: "\n").map(String.init)
    #expect(otherLines.contains(Self.mayOverlap))
    #expect(!otherLines.contains(Self.ownPairs))
    let otherJSON = try SolspotProcess.json(
      try run([
        "calibrate", "check", CalibrateCommandTests.fixture("check.csv"), "--profile", path,
        "--json",
      ]).stdout)
    #expect(otherJSON["fitPairs"] as? String == "unknown")

    // A nominal profile was fitted to nothing: no caution.
    let nominal = try run([
      "calibrate", "check", CalibrateCommandTests.fixture("pairs.csv"), "--device",
      "iphone-15-front",
    ])
    #expect(!nominal.stdout.contains("optimistic"))
    let nominalJSON = try SolspotProcess.json(
      try run([
        "calibrate", "check", CalibrateCommandTests.fixture("pairs.csv"), "--device",
        "iphone-15-front", "--json",
      ]).stdout)
    #expect(nominalJSON["fitPairs"] == nil)
  }
}
