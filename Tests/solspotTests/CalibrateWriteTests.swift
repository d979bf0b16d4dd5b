import Foundation
import Testing

/// `calibrate fit --write` when the profile cannot be written: the report says so, on stdout
/// and in JSON, and stderr names every reason.
@Suite("solspot calibrate fit --write refusals")
struct CalibrateWriteTests {
  let fixture: SpotFixture

  init() throws { fixture = try SpotFixture() }

  func run(_ arguments: [String]) throws -> SolspotProcess.Result {
    try SolspotProcess.run(
      arguments, environment: ["XDG_DATA_HOME": fixture.folder.path, "HOME": fixture.folder.path])
  }

  /// `calibrate fit FIXTURE --device iphone-15-front --write PATH` with `extra` arguments.
  func write(
    _ extra: [String], pairs: String = CalibrateCommandTests.fixture("pairs.csv"),
    json: Bool = false
  ) throws -> (result: SolspotProcess.Result, path: String) {
    let path = fixture.path("profile.json")
    let result = try run(
      ["calibrate", "fit", pairs, "--device", "iphone-15-front", "--write", path] + extra
        + (json ? ["--json"] : []))
    return (result, path)
  }

  struct Refused: CustomTestStringConvertible, Sendable {
    let name: String
    let extra: [String]
    let code: String
    let reason: String
    var testDescription: String { name }
  }

  static let refusedCases: [Refused] = [
    Refused(
      name: "a day that does not exist", extra: ["--reference-meter", "M", "--date", "2026-02-30"],
      code: "invalid-date",
      reason: "the calibration date '2026-02-30' is not a real day: February 2026 has 28 days"),
    Refused(
      name: "a month that does not exist",
      extra: ["--reference-meter", "M", "--date", "2026-13-01"], code: "invalid-date",
      reason: "the calibration date '2026-13-01' is not a real day: there is no month 13"),
    Refused(
      name: "a date not written YYYY-MM-DD",
      extra: ["--reference-meter", "M", "--date", "14/03/2026"], code: "invalid-date",
      reason: "the calibration date must be written YYYY-MM-DD, not '14/03/2026'"),
    Refused(
      name: "a date in the future", extra: ["--reference-meter", "M", "--date", "2999-01-01"],
      code: "future-date",
      reason: "the calibration date 2999-01-01 is after today: a calibration cannot be dated "
        + "in the future (check the date given, or the pairs' times)"),
    Refused(
      name: "an empty meter name", extra: ["--reference-meter", " ", "--date", "2026-03-14"],
      code: "missing-reference-meter",
      reason: "a measured calibration must name its reference meter"),
  ]

  @Test(
    "a refused --write says refused on stdout and in JSON, and writes nothing",
    arguments: refusedCases)
  func refusedWrite(_ refused: Refused) throws {
    let (text, path) = try write(refused.extra)
    #expect(text.status == 1)
    #expect(text.stderr == "solspot: cannot write a measured profile: \(refused.reason)\n")
    let last = text.stdout.split(separator: "\n").last.map(String.init)
    #expect(last == "Status: refused: \(refused.reason).")
    #expect(!FileManager.default.fileExists(atPath: path))

    let (json, _) = try write(refused.extra, json: true)
    #expect(json.status == 1)
    let object = try SolspotProcess.json(json.stdout)
    #expect(object["status"] as? String == "refused")
    let refusals = try #require(object["refusals"] as? [[String: Any]])
    #expect(refusals.map { $0["code"] as? String } == [refused.code])
    #expect(refusals.first?["message"] as? String == refused.reason)
    #expect(object["written"] == nil)
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test("a future 'time' in the pairs would date the profile in the future: refused")
  func futureTime() throws {
    let source = try String(
      contentsOfFile: CalibrateCommandTests.fixture("pairs.csv"), encoding: .utf8)
    let future = source.replacingOccurrences(of: "2026-03-14T10:03", with: "2999-03-14T10:03")
    let pairs = fixture.path("future.csv")
    try future.write(toFile: pairs, atomically: true, encoding: .utf8)
    let (result, path) = try write(["--reference-meter", "M"], pairs: pairs)
    #expect(result.status == 1)
    #expect(
      result.stderr.hasPrefix(
        "solspot: cannot write a measured profile: the calibration "
          + "date 2999-03-14 is after today"))
    #expect(!FileManager.default.fileExists(atPath: path))
    // Today is never refused.
    let today = try run([
      "calibrate", "fit", CalibrateCommandTests.fixture("pairs.csv"), "--device",
      "iphone-15-front", "--write", fixture.path("today.json"), "--reference-meter", "M",
    ])
    #expect(today.status == 0, "\(today.stderr)")
  }

  @Test("several reasons: every one on stdout, one per line, and numbered on stderr")
  func severalReasons() throws {
    let (result, path) = try write(
      ["--reference-meter", "", "--date", "2026-02-30"],
      pairs: CalibrateCommandTests.fixture("few.csv"))
    #expect(result.status == 1)
    let reasons = [
      "a measured calibration needs at least 5 usable readings, but these give 4",
      "a measured calibration must name its reference meter",
      "the calibration date '2026-02-30' is not a real day: February 2026 has 28 days",
    ]
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let status = try #require(lines.firstIndex { $0.hasPrefix("Status: ") })
    #expect(lines[status] == "Status: refused, for 3 reasons:")
    #expect(
      Array(lines[(status + 1)...])
        == reasons.enumerated().map { "  \($0.offset + 1). \($0.element)." })
    #expect(
      result.stderr
        == "solspot: cannot write a measured profile, for 3 reasons: "
        + reasons.enumerated().map { "(\($0.offset + 1)) \($0.element)" }.joined(
          separator: "; ") + "\n")
    #expect(!FileManager.default.fileExists(atPath: path))
  }
}
