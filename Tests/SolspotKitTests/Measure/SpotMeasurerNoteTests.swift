import Foundation
import SolspotKit
import Testing

/// Every ``MeasureOutcome`` carries all the notes the CLI shows for it, as values with codes,
/// in the order it prints them: the settings' as typed, the estimate's, the source's (a photo's
/// device or generic profile, a capture's header device overridden), then those on the reading
/// as saved. A real SQLite store, real photo bytes and capture files.
@Suite("A measurement's notes, all in one list")
struct SpotMeasurerNoteTests {
  let fixture: StoreFixture
  let store: SpotStore
  let measurer: SpotMeasurer
  let now: Timestamp

  init() throws {
    fixture = try StoreFixture()
    store = try SpotStore(path: fixture.path)
    measurer = SpotMeasurer(
      store: store, catalog: Readings.catalog,
      timeZone: try #require(TimeZone(secondsFromGMT: 3600)))
    now = try Readings.time("2025-06-21T12:00Z")
    _ = try store.add(
      NewSpot(
        name: "sill", location: .latitude(-33.9),
        createdAt: try Readings.time("2025-06-01T12:00Z")))
  }

  func saved(_ outcome: MeasureOutcome, sourceLocation: SourceLocation = #_sourceLocation)
    throws -> SavedMeasurement
  {
    var saved: SavedMeasurement?
    if case .saved(let measurement) = outcome { saved = measurement }
    return try #require(saved, "expected a saved reading", sourceLocation: sourceLocation)
  }

  @Test("a photo no profile fits: its estimate's notes, generic-photo, then the saved ones")
  func photoGeneric() throws {
    let outcome = try measurer.measure(
      MeasureRequest(
        spot: "sill", source: .photo(.bytes(try SpotMeasurerTests.photo("jpeg-ii.jpg")), name: "p"),
        now: now))
    let saved = try saved(outcome)
    let own = saved.estimate.notes.map(Note.estimate)
    guard case .photo(let photo) = saved.detail else {
      Issue.record("not a photo's detail")
      return
    }
    #expect(photo.choice == .generic)
    #expect(
      saved.notes == own + [.genericPhoto(GenericPhotoNote(photo.metadata))] + saved.readingNotes)
    #expect(saved.notes.map(\.code).contains(.genericPhoto))
    #expect(saved.readingNotes.map(\.code) == [.photoOtherHemisphere])
    guard case .genericPhoto(let note) = saved.notes[own.count] else {
      Issue.record("no generic-photo note after the estimate's: \(saved.notes.map(\.code))")
      return
    }
    #expect(note.make == "Canon")
    #expect(outcome.notes == saved.notes)
  }

  @Test("a photo a chosen profile does not fit: device-mismatch, and no generic-photo")
  func photoMismatch() throws {
    let saved = try saved(
      try measurer.measure(
        MeasureRequest(
          spot: "sill",
          source: .photo(.bytes(try SpotMeasurerTests.photo("jpeg-ii.jpg")), name: "p"),
          device: .named("iphone-15-front"), now: now)))
    let codes = saved.notes.map(\.code)
    let own = saved.estimate.notes.map { Note.estimate($0).code }
    #expect(codes == own + [.deviceMismatch, .photoOtherHemisphere])
    #expect(!codes.contains(.genericPhoto))
  }

  @Test("settings typed as whole seconds: the settings note leads the estimate's")
  func settingsHint() throws {
    let exposure = try Exposure(fNumber: 1.9, exposureTime: 60, iso: 100)
    let saved = try saved(
      try measurer.measure(
        MeasureRequest(
          spot: "sill", source: .settings(exposure, shutter: "60"),
          device: .named("iphone-15-front"), now: now)))
    #expect(saved.notes.first == .settings(.shutterSeconds(60)))
    #expect(
      Array(saved.notes.dropFirst()) == saved.estimate.notes.map(Note.estimate)
        + saved.readingNotes)
  }

  @Test("a capture whose header device was overridden: header-device-overridden with both ids")
  func captureHeaderOverride() throws {
    let saved = try saved(
      try measurer.measure(
        MeasureRequest(
          spot: "sill",
          source: .capture(.bytes(SpotMeasurerTests.capture(seconds: 3)), name: "c.jsonl"),
          device: .named("iphone-x-front"), now: now)))
    let own = saved.estimate.notes.map(Note.estimate)
    #expect(saved.notes.count == own.count + 1 + saved.readingNotes.count)
    guard case .headerDevice(let note) = saved.notes[own.count] else {
      Issue.record("no header-device note after the estimate's: \(saved.notes.map(\.code))")
      return
    }
    #expect(note.header == "iphone-15-front")
    #expect(note.used == "iphone-x-front")
    #expect(!note.isProfileFile)
    #expect(Note.headerDevice(note).code == .headerDeviceOverridden)
  }

  @Test("a refused reading carries its settings' and estimate's notes")
  func refusedWithNotes() throws {
    let bright = try Exposure(fNumber: 16, exposureTime: 1.0 / 4_000, iso: 50)
    let outcome = try measurer.measure(
      MeasureRequest(spot: "sill", source: .settings(bright, shutter: "1/4000"), now: now))
    guard case .refused(let refused) = outcome else {
      Issue.record("expected a refusal, got \(outcome)")
      return
    }
    let settings = SettingsNote.notes(
      shutter: "1/4000", exposure: bright, profile: refused.estimate.device)
    #expect(!refused.notes.isEmpty)
    #expect(
      refused.notes == settings.map(Note.settings) + refused.estimate.notes.map(Note.estimate))
    #expect(refused.notes.map(\.code).contains(.uncalibrated))
    #expect(outcome.notes == refused.notes)
    #expect(try store.readingCount() == 0)
  }

  @Test("a superseded capture saves nothing, and still carries its notes")
  func nothingSavedWithNotes() throws {
    let outcome = try measurer.measure(
      MeasureRequest(
        spot: "sill",
        source: .capture(
          .bytes(SpotMeasurerTests.capture(seconds: 3) { $0 < 2 ? 0 : 3 }), name: "c.jsonl"),
        device: .named("iphone-x-front"), now: now))
    guard case .nothingSaved(_, let capture, _) = outcome else {
      Issue.record("expected nothing saved, got \(outcome)")
      return
    }
    let reading = try #require(capture.reading)
    #expect(outcome.notes.map(\.code).last == .headerDeviceOverridden)
    #expect(Array(outcome.notes.dropLast()) == reading.estimate.notes.map(Note.estimate))
    #expect(outcome.notes == Note.capture(capture))
  }
}
