import Foundation
import SolspotKit
import Testing

/// ``SpotMeasurer``: the one call that measures a spot and saves the reading, with a real
/// SQLite store, real capture files and real photo bytes; values and codes, never sentences.
@Suite("Measuring a spot in one call")
struct SpotMeasurerTests {
  let fixture: StoreFixture
  let store: SpotStore
  let measurer: SpotMeasurer
  /// 2025-06-21 12:00 UTC, as the request's "now".
  let now: Timestamp

  init() throws {
    fixture = try StoreFixture()
    store = try SpotStore(path: fixture.path)
    measurer = SpotMeasurer(
      store: store, catalog: Readings.catalog,
      timeZone: try #require(TimeZone(secondsFromGMT: 3600)))
    now = try Readings.time("2025-06-21T12:00Z")
  }

  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// A photo fixture of the metadata tests, as bytes.
  static func photo(_ name: String) throws -> [UInt8] {
    [UInt8](
      try Data(
        contentsOf: repository.appendingPathComponent("Tests/SolspotKitTests/Metadata/Fixtures")
          .appendingPathComponent(name)))
  }

  /// A capture of `seconds` at 30 Hz from `iphone-15-front` lying flat; the scene's EV offset
  /// is `offset(t)`.
  static func capture(seconds: Double, offset: (Double) -> Double = { _ in 0 }) -> [UInt8] {
    let header = #"{"solspotCapture": 1, "device": "iphone-15-front"}"#
    let lines = (0..<Int(seconds * 30)).map { index in
      let time = Double(index) / 30
      return #"{"t": \#(time), "exposureDuration": 0.016666, "iso": 100, "#
        + #""lensAperture": 1.9, "exposureTargetOffset": \#(offset(time)), "#
        + #""isAdjustingExposure": false, "gravity": [0, 0, -1], "clippedFraction": 0}"#
    }
    return Array(([header] + lines).joined(separator: "\n").utf8) + [0x0A]
  }

  func addSpot(_ name: String, device: String? = nil, latitude: Double? = nil) throws {
    _ = try store.add(
      NewSpot(
        name: name, location: latitude.map(SpotLocation.latitude) ?? .unspecified,
        createdAt: try Readings.time("2025-06-01T12:00Z"), deviceID: device))
  }

  func settings(_ shutter: Double, fNumber: Double = 1.9, iso: Double = 100)
    throws -> MeasureRequest.Source
  {
    .settings(try Exposure(fNumber: fNumber, exposureTime: 1 / shutter, iso: iso))
  }

  func saved(_ outcome: MeasureOutcome, sourceLocation: SourceLocation = #_sourceLocation)
    throws -> SavedMeasurement
  {
    var saved: SavedMeasurement?
    if case .saved(let measurement) = outcome { saved = measurement }
    return try #require(saved, "expected a saved reading", sourceLocation: sourceLocation)
  }

  /// Expects `request` to fail with `expected`, and the store to be left as it was.
  func expectError(
    _ request: MeasureRequest, _ expected: MeasureError,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let before = try store.readingCount()
    #expect(throws: expected, sourceLocation: sourceLocation) {
      try measurer.measure(request)
    }
    #expect(try store.readingCount() == before, sourceLocation: sourceLocation)
  }

  // MARK: - Settings

  @Test("settings are saved with the time given, and another device's earlier readings noted")
  func settingsOtherDevice() throws {
    try addSpot("sill")
    _ = try store.add(
      try Readings.make(shutter: 250, device: "iphone-x-front"), toSpotNamed: "sill")
    let taken = try Readings.time("2025-06-21T10:00+02:00")
    let saved = try saved(
      try measurer.measure(
        MeasureRequest(
          spot: "sill", source: try settings(250), device: .named("iphone-15-front"),
          time: taken, now: now)))
    #expect(saved.stored.reading.deviceID == "iphone-15-front")
    #expect(saved.stored.reading.source == .manual)
    #expect(saved.time == ReadingTime(time: taken, origin: .given))
    #expect(saved.readingNotes.map(\.code) == [.otherDevice])
    guard case .otherDevice(let note) = saved.readingNotes.first else { return }
    #expect(note.others.map(\.deviceID) == ["iphone-x-front"])
    #expect(note.earlierReadings == 1)
    #expect(try store.readings(of: saved.spot.id).map(\.id).contains(saved.stored.id))
    #expect(saved.detail == .settings([]))
  }

  @Test("without a device: the spot's own, else the default passed in, each noted")
  func rememberedDevice() throws {
    try addSpot("desk", device: "iphone-15-front")
    try addSpot("shelf")
    let own = try saved(
      try measurer.measure(
        MeasureRequest(
          spot: "desk", source: try settings(60), defaultDevice: "iphone-x-front", now: now)))
    #expect(own.estimate.device.id == "iphone-15-front")
    #expect(own.time == ReadingTime(time: now, origin: .now))
    #expect(
      own.readingNotes
        == [
          .rememberedDevice(
            RememberedDeviceNote(
              RememberedDevice(
                profile: try #require(Readings.catalog.profile(named: "iphone-15-front")),
                origin: .spot), spot: "desk"))
        ])
    let fallback = try saved(
      try measurer.measure(
        MeasureRequest(
          spot: "shelf", source: try settings(60), defaultDevice: "iphone-x-front", now: now)))
    #expect(fallback.estimate.device.id == "iphone-x-front")
    guard case .rememberedDevice(let note) = fallback.readingNotes.last else {
      Issue.record("no remembered-device note: \(fallback.readingNotes)")
      return
    }
    #expect(note.origin == .environment)
    let generic = try saved(
      try measurer.measure(MeasureRequest(spot: "shelf", source: try settings(60), now: now)))
    #expect(generic.estimate.device.id == DeviceProfileCatalog.genericID)
    #expect(!generic.readingNotes.map(\.code).contains(.rememberedDevice))
  }

  @Test("a shutter typed as whole seconds gets its settings note")
  func settingsNote() throws {
    try addSpot("hall")
    let exposure = try Exposure(fNumber: 1.9, exposureTime: 60, iso: 100)
    let saved = try saved(
      try measurer.measure(
        MeasureRequest(spot: "hall", source: .settings(exposure, shutter: "60"), now: now)))
    #expect(saved.detail == .settings([.shutterSeconds(60)]))
  }

  // MARK: - Photos

  @Test("a photo: the photo geometry, a chosen profile its Exif contradicts, its own time")
  func photoMismatch() throws {
    try addSpot("sill", latitude: -33.9)
    let bytes = try Self.photo("jpeg-ii.jpg")
    let saved = try saved(
      try measurer.measure(
        MeasureRequest(
          spot: "sill", source: .photo(.bytes(bytes), name: "photos/jpeg-ii.jpg"),
          device: .named("iphone-15-front"), now: now)))
    guard case .photo(let photo) = saved.detail else {
      Issue.record("not a photo's detail: \(saved.detail)")
      return
    }
    #expect(photo.choice == .chosen)
    guard case .mismatch(let mismatch) = photo.deviceNote else {
      Issue.record("no mismatch note: \(String(describing: photo.deviceNote))")
      return
    }
    #expect(mismatch.profile == "iphone-15-front")
    #expect(mismatch.make == "Canon")
    #expect(saved.estimate.notes.contains(.photoGeometry))
    #expect(saved.stored.reading.source == .photo(file: "jpeg-ii.jpg"))
    #expect(
      saved.time == ReadingTime(time: try Readings.time("2024-06-21T12:30+02:00"), origin: .photo))
    // The photo's GPS is north of the equator, the spot south.
    #expect(saved.readingNotes.map(\.code) == [.photoOtherHemisphere])
    // The photo geometry's interval is wider than the flat phone's for the same settings.
    let flat = try LuxEstimator(profile: saved.estimate.device).estimate(saved.estimate.exposure)
    guard case .estimate(_, let photoInterval) = saved.estimate.value,
      case .estimate(_, let flatInterval) = flat.value
    else {
      Issue.record("both estimates should be values")
      return
    }
    #expect(photoInterval.upper / photoInterval.lower > flatInterval.upper / flatInterval.lower)
  }

  @Test("a photo without a device given is matched on its Exif, read from its file")
  func photoMatched() throws {
    try addSpot("desk")
    let path = Self.repository
      .appendingPathComponent("Tests/SolspotKitTests/Metadata/Fixtures/iphone-front.jpg").path
    let saved = try saved(
      try measurer.measure(
        MeasureRequest(spot: "desk", source: .photo(.file(path: path), name: path), now: now)))
    guard case .photo(let photo) = saved.detail else {
      Issue.record("not a photo's detail")
      return
    }
    #expect(photo.choice == .matched)
    #expect(photo.deviceNote == nil)
    #expect(saved.stored.reading.source == .photo(file: "iphone-front.jpg"))
  }

  @Test("a photo that cannot be read is a photo error, and nothing is saved")
  func photoUnreadable() throws {
    try addSpot("desk")
    let request = MeasureRequest(
      spot: "desk", source: .photo(.bytes(Array("not a photo".utf8)), name: "x.txt"), now: now)
    let before = try store.readingCount()
    #expect {
      try measurer.measure(request)
    } throws: { error in
      guard case MeasureError.photo(let metadata) = error else { return false }
      return metadata.kind == .unknownFormat
    }
    #expect(try store.readingCount() == before)
  }

  // MARK: - Captures

  @Test("a capture that stands is saved with its window's spread and header device")
  func captureSaved() throws {
    try addSpot("table", device: "iphone-x-front")
    let saved = try saved(
      try measurer.measure(
        MeasureRequest(
          spot: "table", source: .capture(.bytes(Self.capture(seconds: 3)), name: "c.jsonl"),
          now: now)))
    guard case .capture(let outcome) = saved.detail else {
      Issue.record("not a capture's detail")
      return
    }
    #expect(outcome.device.source == .header)
    #expect(saved.estimate.device.id == "iphone-15-front")
    #expect(saved.stored.reading.observedSpreadEV == outcome.reading?.window.spreadEV)
    #expect(saved.stored.reading.source == .capture(file: "c.jsonl"))
    // The header named the device: the spot's own was not used, so no note says it was.
    #expect(!saved.readingNotes.map(\.code).contains(.rememberedDevice))
  }

  @Test("a capture whose reading was superseded saves nothing and leaves the store unchanged")
  func captureSuperseded() throws {
    try addSpot("desk")
    let before = try store.readingCount()
    let outcome = try measurer.measure(
      MeasureRequest(
        spot: "desk",
        source: .capture(
          .bytes(Self.capture(seconds: 3) { $0 < 2 ? 0 : 3 }), name: "changed.jsonl"),
        now: now))
    guard case .nothingSaved(let spot, let capture, let source) = outcome else {
      Issue.record("expected nothing saved, got \(outcome)")
      return
    }
    #expect(spot.name == "desk")
    #expect(source == .capture(file: "changed.jsonl"))
    #expect(capture.reading != nil)
    #expect(capture.supersession != nil)
    #expect(try store.readingCount() == before)
  }

  @Test("a capture file that is not there is a read failure")
  func captureMissing() throws {
    try addSpot("desk")
    try expectError(
      MeasureRequest(
        spot: "desk", source: .capture(.file(path: fixture.folder.path + "/none.jsonl"), name: "n"),
        now: now),
      .captureInput(.unreadable(.missing)))
  }

  // MARK: - Refusals, force and times

  @Test("a reading brighter than the sun is refused and nothing is saved")
  func implausibleRefused() throws {
    try addSpot("roof")
    let before = try store.readingCount()
    let outcome = try measurer.measure(
      MeasureRequest(spot: "roof", source: try settings(4_000, fNumber: 16, iso: 50), now: now))
    guard case .refused(let refused) = outcome else {
      Issue.record("expected a refusal, got \(outcome)")
      return
    }
    #expect(refused.refusals.map(\.code) == ["brighter-than-sun"])
    #expect(refused.source == .manual)
    #expect(refused.estimate.pointLux > 130_000)
    #expect(try store.readingCount() == before)
  }

  @Test("forced, the implausible reading is saved flagged, with the forced note")
  func implausibleForced() throws {
    try addSpot("roof")
    let saved = try saved(
      try measurer.measure(
        MeasureRequest(
          spot: "roof", source: try settings(4_000, fNumber: 16, iso: 50), now: now,
          force: true)))
    #expect(saved.stored.reading.isForced)
    #expect(saved.refusals.map(\.code) == ["brighter-than-sun"])
    #expect(saved.readingNotes.map(\.code) == [.forced])
    #expect(try store.readingCount() == 1)
  }

  @Test("a time more than five minutes ahead is refused, given or recorded; nothing saved")
  func futureTimes() throws {
    try addSpot("sill")
    let ahead = try Readings.time("2025-06-21T12:06Z")
    try expectError(
      MeasureRequest(spot: "sill", source: try settings(60), time: ahead, now: now),
      .givenTimeInFuture(ahead, now: now))
    let early = try Readings.time("2024-01-01T00:00Z")
    let recorded = ReadingTime(time: try Readings.time("2024-06-21T12:30+02:00"), origin: .photo)
    try expectError(
      MeasureRequest(
        spot: "sill", source: .photo(.bytes(try Self.photo("jpeg-ii.jpg")), name: "p.jpg"),
        now: early),
      .recordedTimeInFuture(recorded, now: early, spot: "sill"))
    // Within five minutes is a clock's skew, not the future.
    let skew = try Readings.time("2025-06-21T12:04Z")
    _ = try saved(
      try measurer.measure(
        MeasureRequest(spot: "sill", source: try settings(60), time: skew, now: now)))
  }

  @Test("unknown spot, unknown device, a spot's missing device: typed errors, nothing saved")
  func errors() throws {
    try addSpot("table")
    try addSpot("gone", device: "no-such-phone")
    try expectError(
      MeasureRequest(spot: "tabel", source: try settings(60), now: now),
      .spot(.unknownSpot("tabel", suggestions: ["table"])))
    try expectError(
      MeasureRequest(
        spot: "table", source: try settings(60), device: .named("iphone-155"), now: now),
      .unknownDevice(
        "iphone-155", origin: .request, suggestions: Readings.catalog.suggestions(for: "iphone-155")
      ))
    try expectError(
      MeasureRequest(spot: "table", source: try settings(60), defaultDevice: "nope", now: now),
      .unknownDevice(
        "nope", origin: .environment, suggestions: Readings.catalog.suggestions(for: "nope")))
    try expectError(
      MeasureRequest(spot: "gone", source: try settings(60), now: now),
      .spotDeviceMissing(spot: "gone", device: "no-such-phone"))
  }

  @Test("a reading far from the level of the device's earlier ones there gets the note")
  func farFromLevel() throws {
    try addSpot("shelf", device: "iphone-15-front")
    for day in 10...13 {
      _ = try store.add(
        try Readings.make(
          shutter: 60, device: "iphone-15-front", at: "2025-06-\(day)T12:00+02:00"),
        toSpotNamed: "shelf")
    }
    let near = try saved(
      try measurer.measure(MeasureRequest(spot: "shelf", source: try settings(60), now: now)))
    #expect(!near.readingNotes.map(\.code).contains(.farFromLevel))
    let far = try saved(
      try measurer.measure(MeasureRequest(spot: "shelf", source: try settings(4_000), now: now)))
    guard case .farFromLevel(let note) = far.readingNotes.first else {
      Issue.record("no far-from-level note first: \(far.readingNotes.map(\.code))")
      return
    }
    #expect(note.device == "iphone-15-front")
    #expect(note.readings == 5)
    #expect(note.factor > note.range.upperBound)
  }
}
