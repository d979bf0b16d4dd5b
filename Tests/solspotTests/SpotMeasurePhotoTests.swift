import Foundation
import Testing

@Suite("solspot spot measure --photo")
struct SpotMeasurePhotoTests {
  /// Runs `solspot spot measure ARGS… --store STORE` with `TZ` set, so that an assumed offset
  /// is known, in an isolated environment in the fixture's folder.
  func measure(_ fixture: SpotFixture, _ arguments: [String], timeZone: String = "UTC") throws
    -> SolspotProcess.Result
  {
    var environment = SolspotProcess.isolatedEnvironment(in: fixture.folder)
    environment["TZ"] = timeZone
    return try SolspotProcess.run(
      ["spot", "measure"] + arguments + ["--store", fixture.store], environment: environment)
  }

  func saved(_ result: SolspotProcess.Result, sourceLocation: SourceLocation = #_sourceLocation)
    throws -> [String: Any]
  {
    #expect(result.status == 0, "\(result.stderr)", sourceLocation: sourceLocation)
    #expect(result.stderr.isEmpty, sourceLocation: sourceLocation)
    return try SolspotProcess.json(result.stdout, sourceLocation: sourceLocation)
  }

  @Test("a phone photo: its settings, its matched profile and its own time and offset")
  func phonePhoto() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "desk"])
    let photo = PhotoFixtures.path("iphone-front.jpg")
    let lux = try SolspotProcess.json(
      try SolspotProcess.run(["lux", photo, "--json", "--explain"]).stdout)
    let measured = try saved(try measure(fixture, ["desk", "--photo", photo, "--json"]))
    #expect(measured["source"] as? String == "photo")
    #expect(measured["file"] as? String == "iphone-front.jpg")
    #expect(measured["time"] as? String == "2023-12-21T09:15:42-05:00")
    #expect(measured["timeSource"] as? String == "photo")
    #expect(
      NSDictionary(dictionary: try #require(measured["photo"] as? [String: Any]))
        == NSDictionary(dictionary: lux))
    let provenance = try #require(lux["provenance"] as? [String: Any])
    #expect(provenance["device"] as? String == "matched")
    let history = try SolspotProcess.json(try fixture.ok(["history", "desk", "--json"]))
    #expect(history["source"] as? String == "photo")
    #expect(history["file"] as? String == "iphone-front.jpg")
    #expect(history["device"] as? String == "iphone-13-front")
    #expect(history["time"] as? String == "2023-12-21T09:15:42-05:00")
    let estimate = try #require(lux["estimate"] as? [String: Any])
    try SavedReadingJSON.expectSameValue(
      saved: history, printed: try #require(estimate["lux"] as? [String: Any]))
    let text = try measure(fixture, ["desk", "--photo", photo]).stdout
    let note = try #require(
      (estimate["notes"] as? [[String: Any]])?.first { $0["code"] as? String == "photo" })
    let message = try #require(note["message"] as? String)
    #expect(message.hasPrefix("a photo's estimate describes the scene the camera saw"))
    #expect(text.contains("\nNote: \(message).\n"))
    #expect(text.components(separatedBy: "describes the scene the camera saw").count == 2)
    #expect(
      text.contains(
        "Photo: iphone-front.jpg; device profile matched on its Make, Model and LensModel.\n"))
    #expect(
      text.hasSuffix(
        "Saved to 'desk' as taken 2023-12-21 09:15 -05:00 (the photo's DateTimeOriginal and "
          + "OffsetTimeOriginal).\n"))
  }

  @Test("--device replaces the matched profile and --at the photo's time")
  func overrides() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "desk"])
    let photo = PhotoFixtures.path("iphone-front.jpg")
    let result = try measure(
      fixture,
      ["desk", "--photo", photo, "--device", "iphone-15-front", "--at", "2025-06-21T12:00+02:00"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("; device profile chosen with --device."))
    #expect(result.stdout.hasSuffix("Saved to 'desk' as taken 2025-06-21 12:00 +02:00.\n"))
    let history = try SolspotProcess.json(try fixture.ok(["history", "desk", "--json"]))
    #expect(history["device"] as? String == "iphone-15-front")
    #expect(history["time"] as? String == "2025-06-21T12:00:00+02:00")
  }

  @Test(
    "a time without an offset keeps its local date and takes this computer's offset",
    arguments: [("Europe/Berlin", "2022-01-15T17:45:10+01:00"), ("UTC", "2022-01-15T17:45:10Z")])
  func localTime(_ timeZone: String, _ expected: String) throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "desk"])
    let photo = PhotoFixtures.path("tiff-ii-south-west.tif")
    let measured = try saved(
      try measure(fixture, ["desk", "--photo", photo, "--json"], timeZone: timeZone))
    #expect(measured["time"] as? String == expected)
    #expect(measured["timeSource"] as? String == "photo-local")
    let text = try measure(fixture, ["desk", "--photo", photo], timeZone: timeZone).stdout
    #expect(
      text.hasSuffix(
        "(the photo's DateTimeOriginal; it records no UTC offset, so this computer's is "
          + "assumed).\n"))
  }

  @Test("a photo without DateTimeOriginal takes its file's modification time")
  func fileTime() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "desk"])
    let copy = fixture.path("IMG_0042.jpg")
    try FileManager.default.copyItem(atPath: PhotoFixtures.path("iso-65535-rei.jpg"), toPath: copy)
    let modified = Date(timeIntervalSince1970: 1_734_000_000)  // 2024-12-12T10:40:00Z
    try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: copy)
    let measured = try saved(
      try measure(fixture, ["desk", "--photo", copy, "--json"], timeZone: "America/New_York"))
    #expect(measured["time"] as? String == "2024-12-12T05:40:00-05:00")
    #expect(measured["timeSource"] as? String == "file-modified")
    #expect(measured["file"] as? String == "IMG_0042.jpg")
    let text = try measure(fixture, ["desk", "--photo", copy]).stdout
    #expect(text.contains("; ISO from RecommendedExposureIndex (0x8832, SensitivityType 2)."))
    #expect(
      text.hasSuffix(
        "(the file's modification time: the photo records no DateTimeOriginal; give --at if "
          + "that is wrong).\n"))
  }

  @Test("a photo whose DateTimeOriginal or file time is in the future is refused until --at")
  func futureTimes() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "desk"])
    // The phone photo with its camera's clock set to 2099: the same bytes but the year.
    let bytes = try Data(contentsOf: URL(fileURLWithPath: PhotoFixtures.path("iphone-front.jpg")))
    let year = Data("2023:12:21".utf8)
    let range = try #require(bytes.range(of: year))
    var future = bytes
    future.replaceSubrange(range, with: Data("2099:12:21".utf8))
    #expect(future.range(of: year) == nil)
    let photo = fixture.path("IMG_2099.jpg")
    try future.write(to: URL(fileURLWithPath: photo))
    // A photo without DateTimeOriginal whose file was last changed in 2099.
    let copy = fixture.path("IMG_0042.jpg")
    try FileManager.default.copyItem(atPath: PhotoFixtures.path("iso-65535-rei.jpg"), toPath: copy)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 4_102_444_800)], ofItemAtPath: copy)
    for (path, recorder, time) in [
      (photo, "the photo's DateTimeOriginal", "2099-12-21T09:15:42-05:00"),
      (
        copy, "the file's modification time (the photo records no DateTimeOriginal)",
        "2100-01-01T00:00:00Z"
      ),
    ] {
      let result = try measure(fixture, ["desk", "--photo", path])
      #expect(result.status == 1)
      #expect(result.stdout.isEmpty)
      #expect(
        result.stderr.hasPrefix(
          "solspot: \(path): \(recorder) is \(time), in the future (it is now "))
      #expect(
        result.stderr.hasSuffix(
          "nothing was saved to 'desk'; give --at with the time the reading was taken\n"))
      let json = try measure(fixture, ["desk", "--photo", path, "--json"])
      // The same message but for the clock, which may have ticked between the two runs.
      #expect(json.status == 1 && json.stdout.isEmpty)
      #expect(withoutNow(json.stderr) == withoutNow(result.stderr))
    }
    #expect(try fixture.ok(["history", "desk", "--json"]).isEmpty)
    let measured = try saved(
      try measure(fixture, ["desk", "--photo", photo, "--at", "2025-06-21T12:00+02:00", "--json"]))
    #expect(measured["time"] as? String == "2025-06-21T12:00:00+02:00")
  }

  /// The message with its "(it is now …)" clause taken out.
  private func withoutNow(_ message: String) -> String {
    guard let start = message.range(of: "(it is now "),
      let end = message[start.upperBound...].range(of: ")")
    else { return message }
    return String(message[..<start.lowerBound] + message[end.upperBound...])
  }

  @Test("a photo that gives no estimate fails with its reason and saves nothing")
  func failures() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "desk"])
    let cases = [
      (
        PhotoFixtures.path("missing-exposure.jpg"),
        "no exposure data: the f-number, exposure time and ISO are not recorded"
      ),
      (PhotoFixtures.path("no-exif.jpg"), "no Exif metadata"),
    ]
    for (path, reason) in cases {
      let result = try measure(fixture, ["desk", "--photo", path])
      #expect(result.status == 1)
      #expect(result.stdout.isEmpty)
      #expect(result.stderr == "solspot: \(path): \(reason)\n")
    }
    let missing = try measure(fixture, ["desk", "--photo", fixture.path("none.jpg")])
    #expect(missing.status == 1)
    #expect(missing.stderr.hasPrefix("solspot: \(fixture.path("none.jpg")): "))
    let both = try measure(
      fixture, ["desk", "--photo", fixture.path("a.jpg"), "--capture", fixture.path("b.jsonl")])
    #expect(both.status == 2)
    #expect(try fixture.ok(["history", "desk", "--json"]).isEmpty)
  }
}
