import Foundation
import Testing

/// `--profile FILE` on the commands that estimate: a measured profile made by `calibrate fit`
/// is used as it is by `lux`.
@Suite("--profile on spot measure, plants and read")
struct ProfileOptionTests {
  let fixture: SpotFixture
  let profile: String
  static let capture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs/examples/clean-flat.jsonl").path
  static let calibrated = "calibrated against Sekonic C-800 on 2026-03-14 (16 readings)"

  init() throws {
    fixture = try SpotFixture()
    profile = fixture.path("mine.json")
    let fit = try SolspotProcess.run([
      "calibrate", "fit", CalibrateCommandTests.fixture("pairs.csv"), "--device",
      "iphone-15-front", "--write", profile, "--reference-meter", "Sekonic C-800",
    ])
    #expect(fit.status == 0)
  }

  @Test("spot measure saves the reading with the profile's calibration, from settings or capture")
  func spotMeasure() throws {
    try fixture.ok(["add", "shelf"])
    let settings = try fixture.ok([
      "measure", "shelf", "-f", "1.9", "-t", "1/60", "--iso", "100", "--profile", profile,
    ])
    #expect(settings.contains(Self.calibrated))
    let capture = try fixture.ok([
      "measure", "shelf", "--capture", Self.capture, "--profile", profile,
    ])
    #expect(capture.contains(Self.calibrated))
    let history = try fixture.ok(["history", "shelf", "--json"])
    #expect(history.components(separatedBy: "\"measured\"").count - 1 >= 2)
  }

  @Test("plants and read estimate with the profile")
  func plantsAndRead() throws {
    let plants = try SolspotProcess.run([
      "plants", "-f", "1.9", "-t", "1/60", "--iso", "100", "--profile", profile,
    ])
    #expect(plants.status == 0)
    #expect(plants.stdout.contains(Self.calibrated))
    let read = try SolspotProcess.run(["read", Self.capture, "--profile", profile])
    #expect(read.status == 0)
    #expect(read.stdout.contains(Self.calibrated))
    let band = try SolspotProcess.run(["plants", "--band", "low", "--profile", profile])
    #expect(band.status == 2)
    #expect(band.stderr.hasPrefix("solspot: --profile needs exposure settings (-f, -t and --iso)"))
  }
}
