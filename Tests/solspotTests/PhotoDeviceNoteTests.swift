import Foundation
import SolspotKit
import Testing

@testable import solspot

/// A photo taken with a back camera, or given a `--device` its Exif contradicts, says so in
/// `solspot lux` and `spot measure --photo`, in text and JSON (docs/metadata.md, "Device
/// profiles"). The photos are real bytes: the iPhone 13 front-camera fixture, and a copy of it
/// whose LensModel names the back camera.
@Suite("Photos: back cameras and contradicted --device")
struct PhotoDeviceNoteTests {
  static let front = "iPhone 13 front camera 2.71mm f/2.2"
  static let back = "iPhone 13 back camera 2.71mm f/2.2\u{0}"

  /// A spot fixture with `back.jpg`, the iPhone 13 fixture taken with its back camera.
  static func backPhoto(_ fixture: SpotFixture) throws -> String {
    try PhotoFixtures.patched(
      "iphone-front.jpg", replacing: [(front, back)], in: fixture.folder, as: "back.jpg")
  }

  /// The note's words, as `NoteText` writes them (pinned by the output snapshots).
  static func words(_ note: PhotoDeviceNote) -> String { NoteText.render(.photoDevice(note)) }

  /// The mismatch of the iPhone 13 fixture (its `lens`) estimated with `profile`.
  static func mismatch(
    _ profile: String, _ name: String, _ conflict: DeviceProfile.ExifConflict,
    lens: String = "iPhone 13 front camera 2.71mm f/2.2"
  ) -> PhotoDeviceNote {
    .mismatch(
      .init(
        profile: profile, profileName: name, conflict: conflict, make: "Apple",
        model: "iPhone 13", lensModel: lens))
  }

  /// The first note of the estimate in one line of `--json` output.
  static func firstNote(_ estimate: Any?) throws -> [String: Any] {
    let object = try #require(estimate as? [String: Any])
    return try #require((object["notes"] as? [[String: Any]])?.first)
  }

  /// The codes of the estimate's notes in one line of `--json` output.
  static func noteCodes(_ estimate: Any?) throws -> [String] {
    let object = try #require(estimate as? [String: Any])
    let notes = try #require(object["notes"] as? [[String: Any]])
    return notes.compactMap { $0["code"] as? String }
  }

  @Test("lux: a back-camera photo gets the generic profile and says why, without --device")
  func luxBackCamera() throws {
    let fixture = try SpotFixture()
    let photo = try Self.backPhoto(fixture)
    let text = try SolspotProcess.run(["lux", photo])
    #expect(text.status == 0)
    let lines = text.stdout.split(separator: "\n").map(String.init)
    #expect(lines[0].contains("; Generic camera (generic), not calibrated"))
    #expect(lines[0].hasSuffix("; see notes 1 and 2"))
    #expect(
      lines[2] == "Note 1: " + Self.words(.backCamera(frontProfile: "iphone-13-front")) + ".")
    #expect(!text.stdout.contains("--device"))

    let json = try SolspotProcess.json(try SolspotProcess.run(["lux", "--json", photo]).stdout)
    let note = try Self.firstNote(json["estimate"])
    #expect(note["code"] as? String == "back-camera")
    #expect(note["frontProfile"] as? String == "iphone-13-front")
    #expect((json["provenance"] as? [String: Any])?["device"] as? String == "generic")
  }

  @Test("exif: a back-camera photo's profile line says why the generic profile was used")
  func exifBackCamera() throws {
    let fixture = try SpotFixture()
    let photo = try Self.backPhoto(fixture)
    let text = try SolspotProcess.run(["exif", photo])
    #expect(text.status == 0)
    let note = PhotoDeviceNote.backCamera(frontProfile: "iphone-13-front")
    #expect(
      text.stdout.contains("\nDevice profile: Generic camera (generic); \(Self.words(note))\n"))
    let json = try SolspotProcess.json(try SolspotProcess.run(["exif", photo, "--json"]).stdout)
    let notes = try #require(json["notes"] as? [[String: Any]])
    #expect(notes.first?["code"] as? String == "back-camera")
    #expect(notes.first?["message"] == nil, "words only with --explain")
    let front = try SolspotProcess.run(["exif", PhotoFixtures.path("iphone-front.jpg")])
    #expect(!front.stdout.contains(Self.words(note)))
    let canon = try SolspotProcess.run(["exif", PhotoFixtures.path("jpeg-ii.jpg")])
    #expect(canon.stdout.contains("; no built-in profile matches Make, Model and LensModel"))
  }

  @Test("lux: photos that fit get no device note; a back camera without a profile names none")
  func luxNoNote() throws {
    let matched = try SolspotProcess.run(["lux", PhotoFixtures.path("iphone-front.jpg")])
    #expect(!matched.stdout.contains("back camera") && !matched.stdout.contains("you chose"))
    let fits = try SolspotProcess.run([
      "lux", "--json", "--device", "iphone-13", PhotoFixtures.path("iphone-front.jpg"),
    ])
    let codes = try Self.noteCodes(try SolspotProcess.json(fits.stdout)["estimate"])
    #expect(!codes.contains("device-mismatch") && !codes.contains("back-camera"))
    // A camera's own lens names no camera: Canon's generic estimate has no back-camera note.
    let canon = try SolspotProcess.run(["lux", PhotoFixtures.path("jpeg-ii.jpg")])
    #expect(!canon.stdout.contains("back camera"))

    let fixture = try SpotFixture()
    let iPhone7 = try PhotoFixtures.patched(
      "iphone-front.jpg",
      replacing: [
        ("iPhone 13\u{0}", "iPhone 7\u{0}\u{0}"),
        (Self.front, "iPhone 7 back camera 3.99mm f/2.2\u{0}\u{0}"),
      ], in: fixture.folder, as: "iphone7.jpg")
    let old = try SolspotProcess.run(["lux", iPhone7])
    #expect(old.stdout.contains("Note 1: " + Self.words(.backCamera(frontProfile: nil)) + ".\n"))
  }

  @Test("lux --device: a photo from another device or camera is estimated as asked, with a note")
  func luxMismatch() throws {
    let photo = PhotoFixtures.path("iphone-front.jpg")
    let text = try SolspotProcess.run(["lux", "--device", "iphone-15", photo])
    #expect(text.status == 0)
    #expect(text.stdout.contains("; iPhone 15 front camera (iphone-15-front), not calibrated"))
    let other = Self.mismatch("iphone-15-front", "iPhone 15 front camera", .otherDevice)
    #expect(text.stdout.contains("Note 1: " + Self.words(other) + ".\n"))
    let json = try SolspotProcess.json(
      try SolspotProcess.run(["lux", "--json", "--device", "iphone-15", photo]).stdout)
    let note = try Self.firstNote(json["estimate"])
    #expect(note["code"] as? String == "device-mismatch")
    #expect(note["profile"] as? String == "iphone-15-front")
    #expect(note["conflict"] as? String == "other-device")
    #expect(note["make"] as? String == "Apple" && note["model"] as? String == "iPhone 13")

    let fixture = try SpotFixture()
    let back = try SolspotProcess.run(["lux", "--device", "iphone-13", try Self.backPhoto(fixture)])
    let camera = Self.mismatch(
      "iphone-13-front", "iPhone 13 front camera", .otherCamera(.back),
      lens: "iPhone 13 back camera 2.71mm f/2.2")
    #expect(back.stdout.contains(Self.words(camera)))
  }

  @Test("spot measure --photo: a back camera is noted and saved as generic, never told --device")
  func measureBackCamera() throws {
    let fixture = try SpotFixture()
    let photo = try Self.backPhoto(fixture)
    try fixture.ok(["add", "bathroom"])
    let out = try fixture.ok(["measure", "bathroom", "--photo", photo])
    let note =
      "\nNote: \(Self.words(.backCamera(frontProfile: "iphone-13-front"))), and "
      + "\(MeasureText.genericSaved).\nSaved to 'bathroom'"
    #expect(out.contains(note))
    #expect(!out.contains("--device"))
    #expect(try fixture.ok(["history", "bathroom"]).contains("; generic (not calibrated); "))

    try fixture.ok(["add", "hall"])
    let json = try SolspotProcess.json(
      try fixture.ok(["measure", "hall", "--photo", photo, "--json"]))
    #expect(try Self.noteCodes(json["estimate"]).first == "back-camera")
    #expect(
      try Self.noteCodes((json["photo"] as? [String: Any])?["estimate"]).first == "back-camera")
  }

  @Test("spot measure --photo --device: a contradicted profile is saved as asked, with a warning")
  func measureMismatch() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "windowsill"])
    let photo = PhotoFixtures.path("iphone-front.jpg")
    let out = try fixture.ok(["measure", "windowsill", "--photo", photo, "--device", "iphone-15"])
    let other = Self.mismatch("iphone-15-front", "iPhone 15 front camera", .otherDevice)
    #expect(out.contains("\nWarning: \(Self.words(other)).\nSaved to 'windowsill'"))
    #expect(
      try fixture.ok(["history", "windowsill"]).contains("; iphone-15-front (not calibrated)"))
    let json = try SolspotProcess.json(
      try fixture.ok([
        "measure", "windowsill", "--photo", photo, "--device", "iphone-15", "--json",
        "--at", "2025-01-01T12:00Z",
      ]))
    #expect(json["saved"] as? Bool == true)
    #expect(try Self.noteCodes(json["estimate"]).first == "device-mismatch")
    // The photo's own profile gets no warning.
    try fixture.ok(["add", "desk"])
    let own = try fixture.ok(["measure", "desk", "--photo", photo, "--device", "iphone-13"])
    #expect(!own.contains("Warning:"))
  }

  /// The photo of the report: an iPhone 11 Pro Max back-camera HEIC from the shared corpus,
  /// read in place and never copied into the repository.
  static let corpusPhoto = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("../shared/exif-corpus/heif/ia-IMG_5195.HEIC").standardized.path

  @Test(
    "the corpus's iPhone 11 Pro Max back-camera photo names its front profile",
    .enabled(if: FileManager.default.fileExists(atPath: corpusPhoto)))
  func corpusBackCamera() throws {
    let result = try SolspotProcess.run(["lux", Self.corpusPhoto])
    #expect(result.stdout.contains("would use iphone-11-pro-max-front)."))
  }
}
