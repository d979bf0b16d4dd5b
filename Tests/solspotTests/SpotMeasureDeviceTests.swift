import Foundation
import SolspotKit
import Testing

@testable import solspot

/// `spot measure` warns when a spot's earlier readings come from another device than the new
/// one, and saves it all the same (docs/cli.md, "spot measure"). The note's values are checked
/// in JSON; its words are `NoteText`'s, pinned by the output snapshots.
@Suite("solspot spot measure: readings from another device")
struct SpotMeasureDeviceTests {
  static let settings = ["-f", "1.9", "-t", "1/500", "--iso", "40"]

  static func count(_ device: String, _ readings: Int) -> DeviceReadingCount {
    DeviceReadingCount(deviceID: device, readings: readings, uncalibrated: readings)
  }

  /// The warning line `spot measure` prints for `note`, then the line saying what was saved.
  static func warning(_ note: OtherDeviceNote?) throws -> String {
    "\nWarning: \(NoteText.render(.otherDevice(try #require(note)))).\nSaved to '"
  }

  @Test("a capture from another device than the spot's readings is saved with a warning")
  func otherDevice() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "kitchen"])
    for day in ["01", "02"] {
      let out = try fixture.ok(
        ["measure", "kitchen"] + Self.settings + [
          "--device", "iphone-15-front", "--at", "2025-06-\(day)T12:00+02:00",
        ])
      #expect(!out.contains("Warning:"))
    }
    // The capture's header names iphone-12-front.
    let capture = ReadCommandTests.example("bright-window.jsonl")
    let out = try fixture.ok([
      "measure", "kitchen", "--capture", capture, "--at", "2025-06-03T12:00+02:00",
    ])
    let note = OtherDeviceNote(
      earlier: [Self.count("iphone-15-front", 2)], device: "iphone-12-front", spot: "kitchen")
    #expect(out.contains(try Self.warning(note)))
    #expect(try fixture.ok(["history", "kitchen"]).split(separator: "\n").count >= 3)

    let json = try SolspotProcess.json(
      try fixture.ok(
        ["measure", "kitchen", "--json"] + Self.settings + ["--at", "2025-06-04T12:00+02:00"]))
    #expect(json["saved"] as? Bool == true)
    let notes = try #require(json["notes"] as? [[String: Any]])
    let first = try #require(notes.first)
    #expect(first["code"] as? String == "other-device")
    #expect(first["spot"] as? String == "kitchen")
    #expect(first["device"] as? String == "generic")
    #expect(first["earlierReadings"] as? Int == 3)
    let others = try #require(first["others"] as? [[String: Any]])
    #expect(others.map { $0["device"] as? String } == ["iphone-15-front", "iphone-12-front"])
    #expect(others.map { $0["readings"] as? Int } == [2, 1])
    // spot measure has no --explain: its JSON keeps the words.
    let expected = OtherDeviceNote(
      earlier: [Self.count("iphone-15-front", 2), Self.count("iphone-12-front", 1)],
      device: "generic", spot: "kitchen")
    #expect(
      first["message"] as? String == NoteText.render(.otherDevice(try #require(expected))))
  }

  @Test("only the readings from other devices are counted; the same device is silent")
  func partly() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "shelf"])
    try fixture.ok(["measure", "shelf"] + Self.settings + ["--at", "2025-06-01T12:00Z"])
    try fixture.ok(
      ["measure", "shelf"] + Self.settings + ["--device", "iphone-13", "--at", "2025-06-02T12:00Z"])
    let out = try fixture.ok(
      ["measure", "shelf"] + Self.settings + ["--device", "iphone-13", "--at", "2025-06-03T12:00Z"])
    let note = OtherDeviceNote(
      earlier: [Self.count("generic", 1), Self.count("iphone-13-front", 1)],
      device: "iphone-13-front", spot: "shelf")
    #expect(note?.otherReadings == 1 && note?.earlierReadings == 2)
    #expect(out.contains(try Self.warning(note)))
    try fixture.ok(["add", "desk"])
    for day in ["01", "02"] {
      let same = try fixture.ok(
        ["measure", "desk"] + Self.settings + ["--at", "2025-06-\(day)T12:00Z"])
      #expect(!same.contains("Warning:"))
    }
  }
}
