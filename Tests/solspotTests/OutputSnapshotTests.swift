import Foundation
import Testing

/// Whole outputs of the commands that print notes and capture states (`lux`, `lux PHOTO…`,
/// `read`, `exif`, `spot measure` with the other-device, hemisphere, forced and
/// remembered-device notes), pinned as text in Snapshots/output/: the English of
/// `Output/NoteText.swift` and `Output/CaptureText.swift` and the JSON around the codes. Each
/// file holds the command, its standard output, its standard error and its exit status. A
/// missing snapshot is written and fails the run, so recording never passes silently; delete a
/// file to re-record it after a reviewed change.
@Suite("Command outputs with notes")
struct OutputSnapshotTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Snapshots/output")
  static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "docs/examples")

  /// A folder with photos and captures under short names, so outputs name no temporary path.
  static func workFolder() throws -> URL {
    let folder = try PhotoFixtures.makeFolder([
      "phone.jpg": "iphone-front.jpg", "apex.jpg": "apex-only.jpg",
      "south.tif":
        "tiff-ii-south-west.tif", "plain.png": "png-exif.png",
    ])
    for name in ["bright-window.jsonl", "tilted-start.jsonl", "clean-flat.jsonl"] {
      try FileManager.default.copyItem(
        at: examples.appendingPathComponent(name), to: folder.appendingPathComponent(name))
    }
    return folder
  }

  /// Checks `arguments`' whole output against the snapshot `name`.
  static func expectSnapshot(
    _ name: String, _ arguments: [String], in directory: URL,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let result = try SolspotProcess.run(arguments, directory: directory)
    var text = "$ solspot " + arguments.joined(separator: " ") + "\n" + result.stdout
    if !result.stderr.isEmpty { text += "--- standard error\n" + result.stderr }
    text += "--- exit \(result.status)\n"
    try expectSnapshot(name, text: text, sourceLocation: sourceLocation)
  }

  /// Checks `text` against the snapshot `name`, recording it (and failing) when there is none.
  static func expectSnapshot(
    _ name: String, text: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent(name + ".txt")
    guard let recorded = try? String(contentsOf: file, encoding: .utf8) else {
      try text.write(to: file, atomically: true, encoding: .utf8)
      Issue.record(
        "recorded a new snapshot \(name).txt; check it and run again",
        sourceLocation: sourceLocation)
      return
    }
    #expect(text == recorded, "the output of \(name) changed", sourceLocation: sourceLocation)
  }

  @Test(
    "lux, read and exif print what the snapshots hold",
    arguments: [
      ("lux-generic", ["lux", "-f", "1.9", "-t", "1/60", "--iso", "100"]),
      ("lux-typed-settings", ["lux", "-f", "19", "-t", "60", "--iso", "100"]),
      (
        "lux-aperture-json",
        ["lux", "-f", "2.2", "-t", "1/60", "--iso", "100", "--device", "iphone-15-front", "--json"]
      ),
      (
        "lux-aperture-json-explain",
        [
          "lux", "-f", "2.2", "-t", "1/60", "--iso", "100", "--device", "iphone-15-front",
          "--json", "--explain",
        ]
      ),
      ("lux-photos", ["lux", "phone.jpg", "apex.jpg", "south.tif", "plain.png"]),
      ("lux-photos-json", ["lux", "phone.jpg", "apex.jpg", "--json"]),
      ("lux-photos-chosen", ["lux", "phone.jpg", "--device", "iphone-15-front"]),
      ("read-clipped", ["read", "bright-window.jsonl"]),
      ("read-trace", ["read", "tilted-start.jsonl", "--trace"]),
      ("read-json", ["read", "clean-flat.jsonl", "--json", "--device", "iphone-x-front"]),
      ("exif-json", ["exif", "phone.jpg", "--json"]),
    ])
  func commands(_ name: String, _ arguments: [String]) throws {
    let folder = try Self.workFolder()
    defer { PhotoFixtures.remove(folder) }
    try Self.expectSnapshot(name, arguments, in: folder)
  }

  @Test("spot measure prints the other-device warning and the hemisphere note")
  func spotMeasure() throws {
    let folder = try Self.workFolder()
    defer { PhotoFixtures.remove(folder) }
    let store = ["--store", folder.appendingPathComponent("spots.sqlite").path]
    let add = try SolspotProcess.run(["spot", "add", "desk"] + store, directory: folder)
    try #require(add.status == 0)
    let first = try SolspotProcess.run(
      [
        "spot", "measure", "desk", "-f", "1.9", "-t", "1/60", "--iso", "100", "--device",
        "iphone-15-front", "--at", "2025-06-21T12:00+02:00",
      ] + store, directory: folder)
    try #require(first.status == 0)
    let arguments = [
      "spot", "measure", "desk", "--photo", "south.tif", "--at", "2025-06-22T12:00Z",
    ]
    // The store's path is left out of the recorded command: it differs in every run.
    let result = try SolspotProcess.run(arguments + store, directory: folder)
    let json = try SolspotProcess.run(arguments + store + ["--json"], directory: folder)
    #expect(result.status == 0 && json.status == 0)
    let text =
      "$ solspot " + arguments.joined(separator: " ") + "\n" + result.stdout
      + "$ solspot " + (arguments + ["--json"]).joined(separator: " ") + "\n" + json.stdout
    try Self.expectSnapshot("spot-measure", text: text)
  }

  @Test("spot measure --force with the spot's device prints the forced warning and its note")
  func spotMeasureForced() throws {
    let folder = try Self.workFolder()
    defer { PhotoFixtures.remove(folder) }
    let store = ["--store", folder.appendingPathComponent("spots.sqlite").path]
    let add = try SolspotProcess.run(
      ["spot", "add", "sill", "--device", "iphone-13"] + store, directory: folder)
    try #require(add.status == 0)
    // The bright end of the iPhone 13's front camera: at least 250,000 lux.
    let arguments = [
      "spot", "measure", "sill", "-f", "2.2", "-t", "1/76923", "--iso", "19", "--force",
      "--at", "2025-06-21T12:00Z",
    ]
    // The store's path is left out of the recorded command: it differs in every run.
    let result = try SolspotProcess.run(arguments + store, directory: folder)
    let json = try SolspotProcess.run(arguments + store + ["--json"], directory: folder)
    #expect(result.status == 0 && json.status == 0)
    let text =
      "$ solspot " + arguments.joined(separator: " ") + "\n" + result.stdout
      + "$ solspot " + (arguments + ["--json"]).joined(separator: " ") + "\n" + json.stdout
    try Self.expectSnapshot("spot-measure-forced", text: text)
  }
}
