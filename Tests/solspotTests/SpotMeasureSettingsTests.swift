import Foundation
import SolspotKit
import Testing

@testable import solspot

@Suite("solspot spot measure -f -t --iso")
struct SpotMeasureSettingsTests {
  /// The remarks `solspot lux` makes on settings as they were typed, for `measure` to repeat;
  /// their words are `NoteText`'s, pinned by the output snapshots.
  static let hinted: [(settings: [String], code: String, note: String)] = [
    (
      ["-f", "1.9", "-t", "60", "--iso", "100"], "shutter-seconds",
      "Note: " + NoteText.render(.settings(.shutterSeconds(60))) + "."
    ),
    (
      ["-f", "19", "-t", "1/60", "--iso", "100"], "unusual-aperture",
      "Note: " + NoteText.render(.settings(.unusualAperture(fNumber: 19, likely: 1.9))) + "."
    ),
  ]

  @Test("the settings hints of 'solspot lux' come with the saved reading, in text and JSON")
  func hints() throws {
    for (settings, code, note) in Self.hinted {
      let fixture = try SpotFixture()
      try fixture.ok(["add", "shelf"])
      let lux = try SolspotProcess.run(["lux"] + settings)
      #expect(lux.stdout.contains("\n\(note)\n"))
      let text = try fixture.ok(["measure", "shelf"] + settings + ["--at", "2025-06-21T12:00Z"])
      // What 'lux' prints, its note included, then the line saying what was saved.
      #expect(text.hasPrefix(lux.stdout))
      #expect(text.dropFirst(lux.stdout.count).hasPrefix("Saved to 'shelf' as taken "))
      let luxJSON = try SolspotProcess.json(
        try SolspotProcess.run(["lux"] + settings + ["--json", "--explain"]).stdout)
      let measured = try SolspotProcess.json(
        try fixture.ok(["measure", "shelf"] + settings + ["--json"]))
      let estimate = try #require(measured["estimate"] as? [String: Any])
      #expect(NSDictionary(dictionary: estimate) == NSDictionary(dictionary: luxJSON))
      let notes = try #require(estimate["notes"] as? [[String: Any]])
      #expect(notes.first?["code"] as? String == code)
    }
  }

  @Test("settings typed as meant give no hint")
  func noHint() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "shelf"])
    let text = try fixture.ok(["measure", "shelf", "-f", "1.9", "-t", "60s", "--iso", "100"])
    #expect(!text.contains(NoteText.render(.settings(.shutterSeconds(60)))))
    let measured = try SolspotProcess.json(
      try fixture.ok(["measure", "shelf", "-f", "1.9", "-t", "1/60", "--iso", "100", "--json"]))
    let notes = try #require(
      (measured["estimate"] as? [String: Any])?["notes"] as? [[String: Any]])
    #expect(
      !notes.contains { ["shutter-seconds", "unusual-aperture"].contains($0["code"] as? String) })
  }
}
