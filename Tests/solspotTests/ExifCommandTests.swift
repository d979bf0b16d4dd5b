import Foundation
import Testing

@Suite("solspot exif")
struct ExifCommandTests {
  @Test("the exposure fields with the tag each came from, then the decoded tags")
  func text() throws {
    let path = PhotoFixtures.path("iphone-front.jpg")
    let result = try SolspotProcess.run(["exif", path])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "\(path): JPEG, Exif byte order MM")
    func row(_ label: String) -> String? { lines.first { $0.hasPrefix(label + " ") } }
    #expect(row("F-number")?.hasSuffix("FNumber (0x829D) in ExifIFD") == true)
    #expect(row("F-number")?.contains("f/2.2") == true)
    #expect(row("ISO")?.hasSuffix("PhotographicSensitivity (0x8827) in ExifIFD") == true)
    #expect(row("Latitude")?.hasSuffix("not recorded") == true)
    #expect(
      lines.contains(
        "Device profile: iPhone 13 front camera (iphone-13-front), matched on Make, Model and LensModel"
      ))
    #expect(lines.contains { $0.hasPrefix("  ExifIFD FNumber (0x829D)") && $0.hasSuffix("22/10") })
  }

  @Test("--json: fields with sources and every decoded tag")
  func json() throws {
    let result = try SolspotProcess.run(["exif", "--json", PhotoFixtures.path("iso-65535-sos.jpg")])
    #expect(result.status == 0)
    let object = try SolspotProcess.json(result.stdout)
    let metadata = try #require(object["metadata"] as? [String: Any])
    let iso = try #require(metadata["iso"] as? [String: Any])
    #expect(iso["value"] as? Double == 102_400)
    #expect(iso["source"] as? String == "StandardOutputSensitivity (0x8831, SensitivityType 1)")
    let tags = try #require(object["tags"] as? [[String: Any]])
    let raw = try #require(tags.first { $0["tag"] as? String == "PhotographicSensitivity" })
    #expect(raw["text"] as? String == "65535")
    #expect(raw["id"] as? String == "0x8827")
    #expect(object["deviceMatched"] as? Bool == false)
  }

  struct Failure: CustomTestStringConvertible, Sendable {
    let name: String
    let arguments: [String]
    let message: String
    let status: Int32
    var testDescription: String { name }
  }

  static let failures = [
    Failure(
      name: "missing file", arguments: ["exif", "/nonexistent/a.jpg"],
      message: "solspot: /nonexistent/a.jpg: no such file",
      status: 1),
    Failure(
      name: "a folder", arguments: ["exif", "/tmp"],
      message:
        "solspot: /tmp: is a folder, not a file; 'solspot exif' reads one photo (for every photo in a "
        + "folder: solspot lux /tmp)", status: 1),
    Failure(
      name: "no Exif", arguments: ["exif", PhotoFixtures.path("no-exif.png")],
      message: "solspot: \(PhotoFixtures.path("no-exif.png")): no Exif metadata", status: 1),
    Failure(
      name: "an IFD loop", arguments: ["exif", PhotoFixtures.path("ifd-loop.jpg")],
      message:
        "solspot: \(PhotoFixtures.path("ifd-loop.jpg")): ExifIFD points back to a structure already read (at byte 20)",
      status: 1),
    Failure(
      name: "no photo", arguments: ["exif"],
      message: "solspot: missing argument PHOTO (see 'solspot help exif')", status: 2),
    Failure(
      name: "two photos", arguments: ["exif", "a.jpg", "b.jpg"],
      message: "solspot: unexpected argument 'b.jpg' (see 'solspot help exif')", status: 2),
  ]

  @Test(
    "failures: one line on stderr naming the file, the documented exit code", arguments: failures)
  func failure(_ row: Failure) throws {
    let result = try SolspotProcess.run(row.arguments)
    #expect(result.status == row.status)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == row.message + "\n")
  }
}

extension ExifCommandTests {
  @Test("control characters from a file never reach the terminal")
  func controlCharacters() throws {
    // A big-endian TIFF whose Make is "ESC[2J" followed by "Evil".
    var file: [UInt8] = [0x4D, 0x4D, 0x00, 0x2A, 0, 0, 0, 8, 0, 1]
    file += [0x01, 0x0F, 0x00, 0x02, 0, 0, 0, 9, 0, 0, 0, 26, 0, 0, 0, 0]
    file += [0x1B, 0x5B, 0x32, 0x4A] + Array("Evil".utf8) + [0]
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("escape-\(UUID()).tif")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data(file).write(to: url)
    let result = try SolspotProcess.run(["exif", url.path])
    #expect(result.status == 0)
    #expect(!result.stdout.contains("\u{1B}"))
    #expect(result.stdout.contains("\u{FFFD}[2JEvil"))
  }
}
