import Foundation
import Testing

/// `lux --json` over many photos prints values and note codes, a few hundred bytes a line; the
/// words, the error model and the sources come with `--explain` (issue 18, "lean batch output").
@Suite("lux --json: lean lines, words with --explain")
struct LeanJSONTests {
  static let photos = [
    "apex-only.jpg", "avif-exif.avif", "heic-exif.heic", "iphone-front.jpg", "jpeg-ii.jpg",
    "jpeg-mm.jpg", "png-exif.png", "tiff-ii-south-west.tif", "dng-like.dng", "iso-65535-rei.jpg",
  ]

  /// The lines of `lux --json` (plus `extra`) over the photos, run in a folder of them with
  /// short names, as a camera names them.
  static func lines(_ extra: [String] = []) throws -> [String] {
    let folder = try PhotoFixtures.makeFolder(
      Dictionary(
        uniqueKeysWithValues: photos.enumerated().map { index, name in
          ("IMG_\(1000 + index).\(name.split(separator: ".").last ?? "jpg")", name)
        }))
    defer { PhotoFixtures.remove(folder) }
    let result = try SolspotProcess.run(["lux", "--json"] + extra + ["."], directory: folder)
    #expect(result.status == 0)
    return result.stdout.split(separator: "\n").map(String.init)
  }

  @Test("a line carries values and note codes only, typically within 600 bytes")
  func lean() throws {
    let lines = try Self.lines()
    try #require(lines.count == Self.photos.count)
    let sizes = lines.map(\.utf8.count).sorted()
    #expect(sizes[sizes.count / 2] <= 600, "sizes \(sizes)")
    #expect(sizes.allSatisfy { $0 <= 700 }, "sizes \(sizes)")
    for line in lines {
      let object = try SolspotProcess.json(line)
      #expect(object["metadata"] == nil && object["note"] == nil)
      let estimate = try #require(object["estimate"] as? [String: Any])
      #expect(estimate["error"] == nil)
      #expect((estimate["lux"] as? [String: Any])?["text"] == nil)
      let band = try #require(estimate["band"] as? [String: Any])
      #expect(band["summary"] == nil && band["name"] == nil)
      #expect(band["probabilities"] is [String: Double])
      let notes = try #require(estimate["notes"] as? [[String: Any]])
      #expect(notes.contains { $0["code"] as? String == "photo" })
      #expect(notes.allSatisfy { $0["message"] == nil })
      #expect((object["provenance"] as? [String: Any])?.keys.sorted() == ["device"])
    }
  }

  @Test("--explain adds the words, the error model, the sources and the metadata")
  func explained() throws {
    for line in try Self.lines(["--explain"]) {
      let object = try SolspotProcess.json(line)
      #expect(object["metadata"] is [String: Any])
      #expect((object["note"] as? String)?.contains("the scene the camera saw") == true)
      let estimate = try #require(object["estimate"] as? [String: Any])
      #expect(estimate["error"] is [String: Any])
      #expect((estimate["lux"] as? [String: Any])?["text"] is String)
      #expect((estimate["band"] as? [String: Any])?["summary"] is String)
      let notes = try #require(estimate["notes"] as? [[String: Any]])
      #expect(notes.allSatisfy { $0["message"] is String })
      #expect((object["provenance"] as? [String: Any])?["fNumber"] is String)
    }
  }

  @Test(
    "--explain without --json is a usage error",
    arguments: [
      ["lux", "-f", "1.9", "-t", "1/60", "--iso", "100", "--explain"],
      ["exif", PhotoFixtures.path("jpeg-ii.jpg"), "--explain"],
      ["read", "-", "--explain"],
    ])
  func needsJSON(_ arguments: [String]) throws {
    let result = try SolspotProcess.run(arguments, input: Data())
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("solspot: --explain applies only to --json output"))
  }
}
