import Foundation
import Testing

/// The profile for cameras without their own has one name everywhere: `Generic camera`, id
/// `generic` (docs/cli.md, "solspot devices").
@Suite("The generic profile's name")
struct GenericDeviceNameTests {
  static let name = "Generic camera"
  static let text = "Generic camera (generic)"

  @Test("devices lists it by its name, in text and JSON")
  func devices() throws {
    let table = try SolspotProcess.run(["devices"])
    let row = try #require(table.stdout.split(separator: "\n").first { $0.hasPrefix("generic ") })
    #expect(row.contains(" \(Self.name) "))
    let detail = try SolspotProcess.run(["devices", "generic"])
    #expect(detail.stdout.hasPrefix(Self.text + "\n"))
    let json = try SolspotProcess.run(["devices", "generic", "--json"])
    #expect(try SolspotProcess.json(json.stdout)["displayName"] as? String == Self.name)
  }

  @Test("lux, a photo, a capture and a spot name it the same way")
  func estimates() throws {
    let lux = try SolspotProcess.run(["lux", "-f", "1.9", "-t", "1/60", "--iso", "100"])
    #expect(lux.stdout.contains("\nDevice: \(Self.text), not calibrated"))
    let luxJSON = try SolspotProcess.run([
      "lux", "-f", "1.9", "-t", "1/60", "--iso", "100", "--json", "--explain",
    ])
    let device = try #require(try SolspotProcess.json(luxJSON.stdout)["device"] as? [String: Any])
    #expect(device["name"] as? String == Self.name)
    #expect(device["id"] as? String == "generic")

    let photo = try SolspotProcess.run(["lux", PhotoFixtures.path("jpeg-ii.jpg")])
    #expect(photo.stdout.contains("; \(Self.text), not calibrated"))

    let fixture = try SpotFixture()
    let lines = try String(
      contentsOfFile: ReadCommandTests.example("clean-flat.jsonl"), encoding: .utf8
    ).split(separator: "\n")
    let capture = fixture.path("no-device.jsonl")
    try (["{\"solspotCapture\": 1}"] + lines.dropFirst().map(String.init)).joined(separator: "\n")
      .write(toFile: capture, atomically: true, encoding: .utf8)
    let read = try SolspotProcess.run(["read", capture])
    #expect(read.stdout.contains("\nDevice: \(Self.text), not calibrated"))

    try fixture.ok(["add", "shelf"])
    let measured = try fixture.ok(["measure", "shelf", "-f", "1.9", "-t", "1/60", "--iso", "100"])
    #expect(measured.contains("\nDevice: \(Self.text), not calibrated"))
    #expect(try fixture.ok(["history", "shelf"]).contains("; generic (not calibrated); "))
  }
}
