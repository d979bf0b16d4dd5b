import Foundation
import Testing

@Suite("solspot lux PHOTO|DIR...")
struct PhotoLuxTests {
  @Test("one line per photo with the interval, band and calibration words, then the scene note")
  func text() throws {
    let photo = PhotoFixtures.path("jpeg-ii.jpg")
    let result = try SolspotProcess.run(["lux", photo, PhotoFixtures.path("iso-65535-rei.jpg")])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count >= 3)
    #expect(lines[0].hasPrefix(photo + ": "))
    #expect(lines[0].contains(" lux (90% interval "))
    #expect(lines[0].contains("; band low"))
    #expect(lines[0].contains("EV100 7.94 from f/2.8, 1/125 s, ISO 400, bias -0.667 EV"))
    #expect(
      lines[0].hasSuffix(
        "not calibrated: rough estimate; the category is the reliable part; see note 1"))
    #expect(lines[1].contains("ISO from RecommendedExposureIndex (0x8832, SensitivityType 2)"))
    #expect(
      lines[2]
        == "Note: a photo's estimate describes the scene the camera saw, not the light arriving at a spot; its interval allows for how light or dark the scene's surfaces are."
    )
  }

  @Test("notes are numbered; each line names the notes that apply to it")
  func numberedNotes() throws {
    let generic = PhotoFixtures.path("jpeg-ii.jpg")
    let phone = PhotoFixtures.path("iphone-front.jpg")
    let result = try SolspotProcess.run(["lux", generic, phone, generic])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    try #require(lines.count == 6)
    #expect(lines[0].hasPrefix(generic + ": ") && lines[0].hasSuffix("; see note 1"))
    #expect(lines[1].hasPrefix(phone + ": ") && lines[1].hasSuffix("; see note 2"))
    #expect(lines[2].hasPrefix(generic + ": ") && lines[2].hasSuffix("; see note 1"))
    #expect(lines[3].hasPrefix("Note: a photo's estimate describes the scene"))
    #expect(
      lines[4]
        == "Note 1 (2 of 3 photos): this device's exposure limits are unknown, so a reading "
        + "beyond them cannot be recognised: too bright a spot would read low, too dark a one "
        + "high.")
    #expect(
      lines[5]
        == "Note 2 (1 of 3 photos): this device's own exposure limits are not public; saturation "
        + "is judged against generic front-camera limits.")
  }

  @Test("ISO 65535 without a sensitivity tag: the ISO is 65,535 or more, not 'not recorded'")
  func isoAtLeast65535() throws {
    let photo = PhotoFixtures.path("iso-65535-no-fallback.jpg")
    let result = try SolspotProcess.run(["lux", photo])
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "solspot: \(photo): no exposure data: the ISO is 65,535 or more and no sensitivity "
        + "tag gives the exact value\nsolspot: 1 of 1 file gave no estimate\n")
  }

  @Test("--json --explain: one object per photo with the estimate, sources, metadata and the note")
  func json() throws {
    let result = try SolspotProcess.run([
      "lux", "--json", "--explain", PhotoFixtures.path("iphone-front.jpg"),
      PhotoFixtures.path("apex-only.jpg"), PhotoFixtures.path("no-exif.jpg"),
    ])
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    try #require(lines.count == 3)
    let phone = try SolspotProcess.json(lines[0])
    #expect(phone["file"] as? String == PhotoFixtures.path("iphone-front.jpg"))
    #expect(phone["status"] as? String == "ok")
    #expect((phone["note"] as? String)?.contains("the scene the camera saw") == true)
    let estimate = try #require(phone["estimate"] as? [String: Any])
    #expect((estimate["device"] as? [String: Any])?["id"] as? String == "iphone-13-front")
    #expect((estimate["lux"] as? [String: Any])?["lower"] is Double)
    let provenance = try #require(phone["provenance"] as? [String: Any])
    #expect(provenance["fNumber"] as? String == "FNumber (0x829D)")
    #expect(provenance["device"] as? String == "matched")
    let metadata = try #require(phone["metadata"] as? [String: Any])
    let lens = try #require(metadata["lensModel"] as? [String: Any])
    #expect(lens["value"] as? String == "iPhone 13 front camera 2.71mm f/2.2")
    #expect(lens["source"] as? String == "LensModel (0xA434)")
    #expect(lens["directory"] as? String == "ExifIFD")
    let apex = try #require(SolspotProcess.json(lines[1])["provenance"] as? [String: Any])
    #expect(apex["fNumber"] as? String == "ApertureValue (0x9202) fallback")
    #expect(apex["bias"] as? String == "not recorded; 0 assumed")
    #expect(apex["device"] as? String == "generic")
    let failed = try SolspotProcess.json(lines[2])
    #expect(failed["status"] as? String == "failed")
    #expect(failed["estimate"] == nil)
    #expect(failed["note"] == nil, "no estimate, nothing for the scene note to describe")
    let error = try #require(failed["error"] as? [String: Any])
    #expect(error["code"] as? String == "no-exif")
    #expect(error["message"] as? String == "no Exif metadata")
    #expect(result.stderr == "solspot: 1 of 3 files gave no estimate\n")
  }

  @Test("a photo's line names its notes in number order, whatever order they arose in")
  func noteOrder() throws {
    // The first photo's one note (unknown limits) is note 1; the second's band note comes
    // first for that photo but is note 2.
    let result = try SolspotProcess.run([
      "lux", PhotoFixtures.path("jpeg-ii.jpg"), PhotoFixtures.path("apex-only.jpg"),
    ])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasSuffix("; see note 1") == true)
    #expect(lines.dropFirst().first?.hasSuffix("; see notes 1 and 2") == true)
    #expect(
      lines.contains { $0.hasPrefix("Note 1: this device's exposure limits") })
    #expect(lines.contains { $0.hasPrefix("Note 2 (1 of 2 photos): this reading sits near") })
  }

  @Test("--csv: a header, then one row per file, quoted where needed")
  func csv() throws {
    let result = try SolspotProcess.run([
      "lux", "--csv", PhotoFixtures.path("tiff-mm-south-west.tif"),
      PhotoFixtures.path("missing-exposure.jpg"),
    ])
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    try #require(lines.count == 3)
    let header = lines[0].split(separator: ",").map(String.init)
    #expect(header.first == "file")
    #expect(header.contains("iso_source"))
    #expect(header.last == "note")
    #expect(lines[1].contains(",ok,estimate,"))
    #expect(lines[1].contains(",NIKON CORPORATION,NIKON D850,"))
    #expect(lines[1].contains(",-34.6037220,-58.3815920,"))
    #expect(
      lines[1].contains(
        "\"a photo's estimate describes the scene the camera saw, not the light arriving at a spot; its interval allows for how light or dark the scene's surfaces are\""
      ))
    #expect(lines[2].contains(",failed,"))
    #expect(lines[2].hasSuffix("recorded\","), "a failed row has no note")
    // The likeliest band and the band of the figure, each in its column.
    // Cells split at commas outside quotes (the band summary holds one).
    var cells: [String] = [""]
    var quoted = false
    for character in lines[1] {
      if character == "\"" {
        quoted.toggle()
      } else if character == ",", !quoted {
        cells.append("")
      } else {
        cells[cells.count - 1].append(character)
      }
    }
    let point = try #require(header.firstIndex(of: "point_band"))
    let band = try #require(header.firstIndex(of: "band"))
    #expect(point == band + 2)
    #expect(cells[band] == "direct" && cells[point] == "direct")
    #expect(
      lines[2].contains(
        ",no-exposure-data,\"no exposure data: the f-number, exposure time and ISO are not recorded\","
      ))
  }

  @Test("a failing file is reported with its reason and the batch goes on; exit code 1")
  func failuresDoNotStop() throws {
    let missing = "/nonexistent/solspot/photo.jpg"
    let result = try SolspotProcess.run([
      "lux", PhotoFixtures.path("truncated-app1.jpg"), missing,
      PhotoFixtures.path("webp-exif.webp"),
    ])
    #expect(result.status == 1)
    #expect(result.stdout.hasPrefix(PhotoFixtures.path("webp-exif.webp") + ": "))
    let errors = result.stderr.split(separator: "\n").map(String.init)
    #expect(
      errors == [
        "solspot: \(PhotoFixtures.path("truncated-app1.jpg")): JPEG segment 0xFFE1 is truncated (at byte 2)",
        "solspot: \(missing): no such file",
        "solspot: 2 of 3 files gave no estimate",
      ])
  }

  @Test("folders are walked recursively in sorted order; non-photos and hidden files are skipped")
  func folders() throws {
    let root = try PhotoFixtures.makeFolder([
      "b.jpg": "jpeg-mm.jpg", "a/inner.heic": "heic-exif.heic", "a/z.png": "png-exif.png",
      "notes.txt": nil, ".hidden.jpg": "jpeg-ii.jpg", "c.dng": "dng-like.dng",
    ])
    defer { PhotoFixtures.remove(root) }
    let recursive = try SolspotProcess.run(["lux", "--json", root.path])
    #expect(recursive.status == 0)
    let files = try recursive.stdout.split(separator: "\n").map {
      try SolspotProcess.json(String($0))["file"] as? String
    }
    #expect(files == ["a/inner.heic", "a/z.png", "b.jpg", "c.dng"].map { root.path + "/" + $0 })
    #expect(recursive.stderr == "solspot: skipped 1 file in folders that is not a photo format\n")
    let flat = try SolspotProcess.run(["lux", "--json", "--no-recursive", root.path])
    #expect(flat.stdout.split(separator: "\n").count == 2)
    #expect(try SolspotProcess.run(["lux", "--recursive", root.path]).status == 0)
  }

  @Test("an empty folder is a failure: no photos found")
  func emptyFolder() throws {
    let root = try PhotoFixtures.makeFolder(["notes.txt": nil])
    defer { PhotoFixtures.remove(root) }
    let result = try SolspotProcess.run(["lux", root.path])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasSuffix("solspot: no photos found\n"))
  }

  @Test("--device replaces the profile matched from the metadata")
  func deviceOverride() throws {
    let result = try SolspotProcess.run([
      "lux", "--json", "--device", "iphone-15-front", PhotoFixtures.path("iphone-front.jpg"),
    ])
    let object = try SolspotProcess.json(result.stdout)
    #expect((object["provenance"] as? [String: Any])?["device"] as? String == "chosen")
    let device = (object["estimate"] as? [String: Any])?["device"] as? [String: Any]
    #expect(device?["id"] as? String == "iphone-15-front")
  }

  struct Misuse: CustomTestStringConvertible, Sendable {
    let name: String
    let arguments: [String]
    let message: String
    var testDescription: String { name }
  }

  static let misuses = [
    Misuse(
      name: "settings and photos", arguments: ["lux", "--iso", "100", "a.jpg"],
      message: "give either exposure settings (-f, -t, --iso, --bias) or photos, not both"),
    Misuse(
      name: "json and csv", arguments: ["lux", "--json", "--csv", "a.jpg"],
      message: "--json and --csv cannot be combined"),
    Misuse(
      name: "both recursion flags", arguments: ["lux", "--recursive", "--no-recursive", "a"],
      message: "--recursive and --no-recursive cannot be combined"),
    Misuse(
      name: "csv without photos",
      arguments: ["lux", "-f", "2", "-t", "1/60", "--iso", "100", "--csv"],
      message: "--csv applies only to photos (give PHOTO or DIR arguments)"),
  ]

  @Test("mixing modes is a usage error: exit code 2", arguments: misuses)
  func misuse(_ row: Misuse) throws {
    let result = try SolspotProcess.run(row.arguments)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "solspot: \(row.message) (see 'solspot help lux')\n")
  }

  @Test("a progress bar only on a terminal, for large batches, and not for TERM=dumb")
  func progressBar() throws {
    let files = Dictionary(
      uniqueKeysWithValues: (0..<220).map { ("p\($0).jpg", Optional("jpeg-ii.jpg")) })
    let root = try PhotoFixtures.makeFolder(files)
    defer { PhotoFixtures.remove(root) }
    let piped = try SolspotProcess.run(["lux", "--json", root.path])
    #expect(piped.stderr.isEmpty, "no bar when standard error is a pipe")
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return }
    // script(1) gives the command a terminal; standard output still goes to a file.
    func onTerminal(_ term: String) throws -> String {
      let out = root.path + ".jsonl"
      defer { try? FileManager.default.removeItem(atPath: out) }
      let command =
        "TERM=\(term) '\(SolspotProcess.binary.path)' lux --json '\(root.path)' > '\(out)'"
      let result = try SolspotProcess.run(
        ["-qec", command, "/dev/null"], executable: URL(fileURLWithPath: "/usr/bin/script"))
      #expect(try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n").count == 220)
      return result.stdout
    }
    let bar = try onTerminal("xterm")
    #expect(bar.contains("/220 files"))
    #expect(bar.contains("[="))
    #expect(!(try onTerminal("dumb")).contains("/220 files"))
  }
}
