import Foundation
import Testing

/// `spot measure` warns when a spot's earlier readings come from another device than the new
/// one, and saves it all the same (docs/cli.md, "spot measure").
@Suite("solspot spot measure: readings from another device")
struct SpotMeasureDeviceTests {
  static let settings = ["-f", "1.9", "-t", "1/500", "--iso", "40"]

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
    let warning: String =
      "\nWarning: the 2 earlier readings of 'kitchen' come from iphone-15-front, this one from "
      + "iphone-12-front: comparisons across devices use the wide absolute intervals, as each "
      + "device's own error does not cancel; measure a spot with the same device every time.\n"
      + "Saved to 'kitchen'"
    #expect(out.contains(warning))
    #expect(try fixture.ok(["history", "kitchen"]).split(separator: "\n").count >= 3)

    let json = try SolspotProcess.json(
      try fixture.ok(
        ["measure", "kitchen", "--json"] + Self.settings + ["--at", "2025-06-04T12:00+02:00"]))
    #expect(json["saved"] as? Bool == true)
    let notes = try #require(json["notes"] as? [[String: Any]])
    #expect(notes.first?["code"] as? String == "other-device")
    let message: String =
      "the 3 earlier readings of 'kitchen' come from iphone-15-front (2 readings) and "
      + "iphone-12-front (1 reading), this one from generic: comparisons across devices use the "
      + "wide absolute intervals, as each device's own error does not cancel; measure a spot "
      + "with the same device every time"
    #expect(notes.first?["message"] as? String == message)
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
    #expect(
      out.contains(
        "\nWarning: 1 of the 2 earlier readings of 'shelf' comes from generic, this one from "
          + "iphone-13-front: "))
    try fixture.ok(["add", "desk"])
    for day in ["01", "02"] {
      let same = try fixture.ok(
        ["measure", "desk"] + Self.settings + ["--at", "2025-06-\(day)T12:00Z"])
      #expect(!same.contains("Warning:"))
    }
  }
}
