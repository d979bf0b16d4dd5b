import Foundation
import Testing

/// Whole outputs of `spot seasons` and `spot compare` whose ratio's interval holds 1: the line
/// that names what would settle it (`Output/SettleText.swift`), and its JSON, pinned in
/// Snapshots/output/ as ``OutputSnapshotTests`` pins the others.
@Suite("Unclear comparisons name what would settle them")
struct SettleSnapshotTests {
  @Test("seasons with readings far apart, and two spots on one phone, print the settle line")
  func settleLines() throws {
    let folder = try OutputSnapshotTests.workFolder()
    defer { PhotoFixtures.remove(folder) }
    let store = ["--store", folder.appendingPathComponent("spots.sqlite").path]
    for arguments in [["spot", "add", "sill", "--latitude", "50"], ["spot", "add", "shelf"]] {
      try #require(try SolspotProcess.run(arguments + store, directory: folder).status == 0)
    }
    // Summer and winter two readings each, 8× apart within a season; winter half of summer.
    // The shelf one reading in winter.
    for (spot, shutter, time) in [
      ("sill", "1/400", "2025-07-10T12:00Z"), ("sill", "1/50", "2025-07-11T12:00Z"),
      ("sill", "1/200", "2025-01-10T12:00Z"), ("sill", "1/25", "2025-01-11T12:00Z"),
      ("shelf", "1/60", "2025-01-10T12:00Z"),
    ] {
      let measure = try SolspotProcess.run(
        [
          "spot", "measure", spot, "-f", "2.2", "-t", shutter, "--iso", "100", "--device",
          "iphone-13", "--at", time,
        ] + store, directory: folder)
      try #require(measure.status == 0, "\(measure.stderr)")
    }
    var text = ""
    for arguments in [
      ["spot", "seasons", "sill"], ["spot", "compare", "shelf", "sill"],
      ["spot", "compare", "shelf", "sill", "--json"],
    ] {
      // The store's path is left out of the recorded command: it differs in every run.
      let result = try SolspotProcess.run(arguments + store, directory: folder)
      #expect(result.status == 0 && result.stderr.isEmpty)
      text += "$ solspot " + arguments.joined(separator: " ") + "\n" + result.stdout
    }
    try OutputSnapshotTests.expectSnapshot("settle-lines", text: text)
  }
}
