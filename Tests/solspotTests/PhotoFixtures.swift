import Foundation
import Testing

/// The metadata fixtures of SolspotKitTests (Tests/SolspotKitTests/Metadata/Fixtures), used by
/// the CLI tests, and temporary folders built from them.
enum PhotoFixtures {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("SolspotKitTests/Metadata/Fixtures")

  /// The path of fixture `name`.
  static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  /// A fresh temporary folder holding `files` (relative path → fixture name, or `nil` for a
  /// text file that is not a photo); removed by the caller with `remove`.
  static func makeFolder(_ files: [String: String?]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "solspot-photos-\(UUID().uuidString)")
    for (relative, fixture) in files {
      let url = root.appendingPathComponent(relative)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      if let fixture {
        try FileManager.default.copyItem(at: folder.appendingPathComponent(fixture), to: url)
      } else {
        try Data("not a photo\n".utf8).write(to: url)
      }
    }
    return root
  }

  static func remove(_ folder: URL) { try? FileManager.default.removeItem(at: folder) }
}

/// The photo command tests build folders with ``PhotoFixtures/makeFolder(_:)``; these check
/// that the folder holds exactly what was asked for.
@Suite("Photo fixture folders")
struct PhotoFixtureTests {
  @Test("a folder holds copies of the named fixtures and a text file for nil, and is removed")
  func makeAndRemove() throws {
    let root = try PhotoFixtures.makeFolder(["a/one.jpg": "jpeg-ii.jpg", "notes.txt": nil])
    let copy = try Data(contentsOf: root.appendingPathComponent("a/one.jpg"))
    #expect(
      copy == (try Data(contentsOf: PhotoFixtures.folder.appendingPathComponent("jpeg-ii.jpg"))))
    let text = try String(contentsOf: root.appendingPathComponent("notes.txt"), encoding: .utf8)
    #expect(text == "not a photo\n")
    PhotoFixtures.remove(root)
    #expect(!FileManager.default.fileExists(atPath: root.path))
  }
}

extension PhotoFixtures {
  /// A copy of fixture `name` in `folder`, saved as `file`, with the one occurrence of each
  /// original text in its bytes replaced by its replacement, of the same length: real photo
  /// bytes with Exif texts changed ("front camera" to "back camera" and a NUL, which an Exif
  /// reader drops at the end of a text).
  static func patched(
    _ name: String, replacing replacements: [(String, String)], in folder: URL,
    as file: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    try patched(
      name, replacingBytes: replacements.map { (Array($0.utf8), Array($1.utf8)) }, in: folder,
      as: file, sourceLocation: sourceLocation)
  }

  /// ``patched(_:replacing:in:as:sourceLocation:)`` for bytes that are not text, such as a
  /// big-endian RATIONAL: `[0, 0, 0, 1, 0, 0, 0, 60]` is 1/60.
  static func patched(
    _ name: String, replacingBytes replacements: [([UInt8], [UInt8])], in folder: URL,
    as file: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    var bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(name)))
    for (from, to) in replacements {
      try #require(from.count == to.count, sourceLocation: sourceLocation)
      let starts = (0...(bytes.count - from.count)).filter {
        bytes[$0..<($0 + from.count)].elementsEqual(from)
      }
      let start = try #require(
        starts.count == 1 ? starts.first : nil, "\(from)", sourceLocation: sourceLocation)
      bytes.replaceSubrange(start..<(start + to.count), with: to)
    }
    let url = folder.appendingPathComponent(file)
    try Data(bytes).write(to: url)
    return url.path
  }
}
