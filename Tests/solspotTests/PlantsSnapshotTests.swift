import Foundation
import Testing

/// Whole outputs of `solspot plants`, pinned as text in Snapshots/plants-output/. A missing
/// snapshot is written and fails the run, so recording never passes silently; delete a file to
/// re-record it after a reviewed change of wording or data.
@Suite("solspot plants output")
struct PlantsSnapshotTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Snapshots/plants-output")

  @Test(
    "plants commands print what the snapshots hold",
    arguments: [
      ("band-low", ["plants", "--band", "low"]),
      ("band-direct", ["plants", "--band", "direct"]),
      ("lux-600", ["plants", "--lux", "600"]),
      (
        "lux-40000-named-why",
        [
          "plants", "--lux", "40000", "--plant", "peace lily", "--plant", "golden barrel cactus",
          "--plant", "pothos", "--why",
        ]
      ),
      ("show-zz", ["plants", "show", "ZZ plant"]),
      ("show-calathea", ["plants", "show", "calathea"]),
    ])
  func snapshot(_ name: String, _ arguments: [String]) throws {
    let result = try SolspotProcess.run(arguments)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
    let file = Self.folder.appendingPathComponent(name + ".txt")
    guard let recorded = try? String(contentsOf: file, encoding: .utf8) else {
      try result.stdout.write(to: file, atomically: true, encoding: .utf8)
      Issue.record("recorded a new snapshot \(name).txt; check it and run again")
      return
    }
    #expect(result.stdout == recorded, "the output of \(arguments.joined(separator: " ")) changed")
  }
}
