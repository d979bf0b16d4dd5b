import Testing

@testable import SolspotKit

/// The notes on a saved spot's level that `plants --spot` gives (``LevelNote``): values with
/// stable codes, chosen by the library's rules.
@Suite("Level notes")
struct LevelNoteTests {
  let bands: BandTable

  init() throws { bands = try BandTable.builtIn() }

  func spot(_ location: SpotLocation) throws -> SavedSpot {
    SavedSpot(
      id: SpotID(rawValue: 1), name: "sill", room: nil, notes: nil, location: location,
      createdAt: try Readings.time("2025-01-01T12:00Z"))
  }

  @Test("readings far apart in light and season: readings-vary then readings-span-seasons")
  func scatterAndSeasons() throws {
    let readings = [
      try Readings.make(shutter: 60, at: "2025-06-21T12:00+02:00"),
      try Readings.make(shutter: 8_000, at: "2025-12-21T12:00+01:00"),
    ]
    let summary = try #require(ReadingSummary(readings, bands: bands))
    let notes = LevelNote.notes(summary, spot: try spot(.latitude(52)))
    #expect(notes.map(\.code) == [.readingsVary, .readingsSpanSeasons])
    guard case .readingsSpanSeasons(_, let hemisphere) = notes.last else {
      Issue.record("no season-span note")
      return
    }
    #expect(hemisphere == .north)
  }

  @Test("a close pair of summer readings has no note; season, forced and night add theirs")
  func others() throws {
    let readings = [try Readings.make(shutter: 60), try Readings.make(shutter: 64)]
    let summary = try #require(ReadingSummary(readings, bands: bands))
    #expect(LevelNote.notes(summary, spot: try spot(.latitude(-33))).isEmpty)
    let lamp = try Readings.make(shutter: 4, at: "2025-06-11T01:00+02:00", iso: 800)
    let notes = LevelNote.notes(
      summary, spot: try spot(.unspecified), season: .summer, forcedLeftOut: 2,
      daylight: DaylightReadings([lamp], latitude: 52))
    #expect(notes.map(\.code) == [.hemisphereAssumed, .forced, .nightOnly])
    #expect(notes.dropFirst().first == .forcedLeftOut(count: 2))
    #expect(notes.first == .hemisphereAssumed(.summer, hemisphere: .north))
    // A spot with a latitude has no assumed hemisphere to note.
    #expect(LevelNote.notes(summary, spot: try spot(.latitude(52)), season: .summer).isEmpty)
    let day = try Readings.make(shutter: 500, at: "2025-06-11T13:00+02:00")
    #expect(
      LevelNote.night(DaylightReadings([lamp, day], latitude: 52)) == .nightLeftOut(count: 1))
  }

  @Test("codes are stable, and forced is the code of a reading saved with --force")
  func codes() {
    #expect(
      LevelNote.Code.allCases.map(\.rawValue) == [
        "readings-vary", "readings-span-seasons", "hemisphere-assumed", "forced",
        "night-left-out", "night-only",
      ])
    #expect(LevelNote.Code.forced.rawValue == Note.Code.forced.rawValue)
  }
}
