import Foundation
import Testing

@testable import SolspotKit

@Suite("Saved-spot store")
struct SpotStoreTests {
  @Test("a new store is a WAL-mode SQLite file marked as Solspot's, at the latest schema")
  func newStore() throws {
    let fixture = try StoreFixture()
    _ = try SpotStore(path: fixture.path)
    let header = try fixture.bytes()
    #expect(header.starts(with: Array("SQLite format 3\0".utf8)))
    // File format write and read versions at offsets 18 and 19: 2 means WAL.
    #expect(header[18] == 2 && header[19] == 2)
    let connection = try Connection(path: fixture.path)
    #expect(try connection.integer("PRAGMA user_version") == Int64(SpotStore.schemaVersion))
    #expect(try connection.integer("PRAGMA application_id") == 0x536F_6C53)
  }

  @Test("spots are saved, found ignoring case, renamed and removed")
  func spots() throws {
    let fixture = try StoreFixture()
    let store = try SpotStore(path: fixture.path)
    let added = try store.add(
      try NewSpot(
        name: "  Windowsill ", room: "living room", notes: "left of the window\nby the radiator",
        location: .latitude(-33.9), createdAt: try Readings.time("2025-01-02T03:04:05+01:00")))
    #expect(added.name == "Windowsill")
    let found = try store.spot(named: "WINDOWSILL")
    #expect(found == added)
    #expect(found.location.hemisphere == .south)
    #expect(throws: SpotError.nameTaken("Windowsill")) {
      try store.add(try Readings.spot("windowSILL"))
    }
    try store.add(try Readings.spot("bookshelf"))
    #expect(throws: SpotError.nameTaken("bookshelf")) {
      try store.rename("windowsill", to: "Bookshelf")
    }
    let renamed = try store.rename("windowsill", to: "sill")
    #expect(renamed.id == added.id)
    #expect(try store.spot(named: "sill").notes == added.notes)
    #expect(throws: SpotError.self) { try store.spot(named: "windowsill") }
    try store.remove("sill", confirmed: false)
    #expect(try store.listings().map(\.spot.name) == ["bookshelf"])
  }

  @Test("an unknown spot names close matches")
  func unknownSpot() throws {
    let fixture = try StoreFixture()
    let store = try SpotStore(path: fixture.path)
    try store.add(try Readings.spot("windowsill"))
    #expect(throws: SpotError.unknownSpot("windowsil", suggestions: ["windowsill"])) {
      try store.spot(named: "windowsil")
    }
    #expect(throws: SpotError.unknownSpot("garage", suggestions: [])) {
      try store.add(try Readings.make(shutter: 60), toSpotNamed: "garage")
    }
  }

  @Test(
    "names with quotes, unicode and SQL metacharacters round-trip",
    arguments: [
      "Kid's \"reading\" nook", "'; DROP TABLE spots; --", "Fensterbank ☀️ Küche", "窓辺",
      "100% _sunny_ \\ corner", "a,b;c|d", "Ümlaut", "e\u{301}tage",
    ])
  func awkwardNames(_ name: String) throws {
    let fixture = try StoreFixture()
    let store = try SpotStore(path: fixture.path)
    try store.add(try Readings.spot(name))
    try store.add(try Readings.make(shutter: 60), toSpotNamed: name)
    let (spot, readings) = try store.spotWithReadings(named: name)
    #expect(spot.name == name)
    #expect(readings.count == 1)
    #expect(try store.listings().map(\.spot.name) == [name])
    let renamed = name + " (2)"
    try store.rename(name, to: renamed)
    #expect(try store.spot(named: renamed).id == spot.id)
    #expect(try store.integrityCheck() == ["ok"])
  }

  @Test("a precomposed and a decomposed accent are one name")
  func canonicalEquivalence() throws {
    let fixture = try StoreFixture()
    let store = try SpotStore(path: fixture.path)
    try store.add(try Readings.spot("\u{E9}tage"))
    #expect(try store.spot(named: "e\u{301}tage").name == "\u{E9}tage")
  }

  @Test(
    "bad names are refused before anything is written",
    arguments: ["", "   ", "a\nb", "tab\u{7}bell"])
  func badNames(_ name: String) {
    #expect(throws: SpotError.self) { try Readings.spot(name) }
  }

  @Test("a reading reads back exactly as it was saved, one above the sun flagged")
  func readingRoundTrip() throws {
    let fixture = try StoreFixture()
    let store = try SpotStore(path: fixture.path)
    try store.add(try Readings.spot("shelf"))
    let readings = [
      try Readings.make(shutter: 60),
      try Readings.make(shutter: 77_000, device: "iphone-x-front", iso: 19),
      try Readings.make(shutter: 3, device: "iphone-15-front", at: "2025-12-01T08:00-05:30"),
      try Readings.make(shutter: 500, source: .photo(file: "IMG_0042.HEIC")),
      try Readings.make(shutter: 250, source: .capture(file: "window's capture.json")),
    ]
    var added: [Reading] = []
    for reading in readings { added.append(try store.add(reading, toSpotNamed: "shelf").reading) }
    let back = try store.spotWithReadings(named: "shelf").readings.map(\.reading)
    #expect(back == (try added.map(Self.storedForm)).sorted { $0.takenAt < $1.takenAt })
    #expect(back.contains { $0.value.isBound })
    // "At least 250,000 lux" is stored flagged, and only it; nothing else changes.
    #expect(added.map(\.isForced) == [false, true, false, false, false])
    var unflagged = added[1]
    unflagged.isForced = false
    #expect(unflagged == readings[1])
  }

  /// `reading` as the store keeps it: its error parts as four sizes, normal (the shapes come
  /// back when the reading is re-derived with its profile, ``ReadingDerivation``).
  static func storedForm(_ reading: Reading) throws -> Reading {
    let u = reading.uncertainty
    var stored = try Reading(
      takenAt: reading.takenAt, source: reading.source, deviceID: reading.deviceID,
      calibration: reading.calibration, exposure: reading.exposure, ev100: reading.ev100,
      sceneEV: reading.sceneEV, observedSpreadEV: reading.observedSpreadEV,
      uncertainty: try #require(
        ReadingUncertainty(
          deviceSigmaEV: u.deviceSigmaEV, deviceUpwardEV: u.deviceUpwardEV,
          sceneSigmaEV: u.sceneSigmaEV, randomSigmaEV: u.randomSigmaEV)),
      value: reading.value, confidence: reading.confidence, bandID: reading.bandID,
      limitCheck: reading.limitCheck, boundReason: reading.boundReason)
    stored.isForced = reading.isForced
    return stored
  }

  @Test("removing a spot with readings needs confirmation, then takes its readings")
  func removeConfirmation() throws {
    let fixture = try StoreFixture()
    let store = try SpotStore(path: fixture.path)
    try store.add(try Readings.spot("shelf"))
    try store.add(try Readings.make(shutter: 60), toSpotNamed: "shelf")
    try store.add(try Readings.make(shutter: 30), toSpotNamed: "shelf")
    #expect(throws: SpotError.hasReadings("shelf", count: 2)) {
      try store.remove("shelf", confirmed: false)
    }
    #expect(try store.readingCount() == 2)
    let removed = try store.remove("SHELF", confirmed: true)
    #expect(removed.readings == 2)
    #expect(try store.readingCount() == 0)
  }

  @Test("a spot's room, notes and location change; its name, time and readings stay")
  func update() throws {
    let fixture = try StoreFixture()
    let store = try SpotStore(path: fixture.path)
    let saved = try store.add(try Readings.spot("shelf"))
    try store.add(try Readings.make(shutter: 60), toSpotNamed: "shelf")
    let changed = try store.update(
      "SHELF",
      with: try SpotUpdate(
        room: .set(" study "), notes: .set("left\nof the window"), location: .latitude(-33.9)))
    #expect(changed.room == "study" && changed.notes == "left\nof the window")
    #expect(changed.location == .latitude(-33.9) && changed.location.hemisphere == .south)
    #expect(try store.spot(named: "shelf") == changed)
    let cleared = try store.update("shelf", with: try SpotUpdate(room: .clear, notes: .clear))
    #expect(cleared.room == nil && cleared.notes == nil && cleared.location == .latitude(-33.9))
    let hemisphere = try store.update("shelf", with: try SpotUpdate(location: .hemisphere(.north)))
    #expect(hemisphere.location == .hemisphere(.north))
    #expect(hemisphere.name == saved.name && hemisphere.createdAt == saved.createdAt)
    #expect(try store.readings(of: saved.id).count == 1)
    #expect(throws: SpotError.invalidLatitude(100)) { try SpotUpdate(location: .latitude(100)) }
    #expect(throws: SpotError.self) { try SpotUpdate(room: .set("")) }
    #expect(throws: SpotError.self) {
      try store.update("garage", with: try SpotUpdate(room: .set("x")))
    }
  }

  @Test("an import finds a spot written with another encoding of its name, and adds new ones once")
  func importNames() throws {
    let fixture = try StoreFixture()
    let store = try SpotStore(path: fixture.path)
    try store.add(try Readings.spot("Caf\u{E9}"))
    let created = try Readings.time("2025-01-01T00:00Z")
    let reading = try Readings.make(shutter: 60)
    let archive = SpotArchive(
      spots: [
        ArchivedSpot(
          spot: try NewSpot(name: "CAFE\u{301}", createdAt: created), readings: [reading])
      ]
        + (try (0..<300).map { index in
          ArchivedSpot(
            spot: try NewSpot(name: "spot \(index)", createdAt: created), readings: [reading])
        }))
    let report = try store.importArchive(archive)
    #expect(report.existingSpots == ["Caf\u{E9}"])
    #expect(report.addedSpots.count == 300)
    #expect(try store.listings().count == 301)
    #expect(try store.readingCount() == 301)
  }

  @Test("a row with impossible values is an error naming it, not a crash")
  func corruptRow() throws {
    let fixture = try StoreFixture()
    let store = try SpotStore(path: fixture.path)
    try store.add(try Readings.spot("shelf"))
    try store.add(try Readings.make(shutter: 60), toSpotNamed: "shelf")
    let connection = try Connection(path: fixture.path)
    try connection.execute("UPDATE readings SET exposure_time = -1, lower_lux = 1e9")
    #expect {
      try store.spotWithReadings(named: "shelf")
    } throws: { error in
      guard let error = error as? StoreError else { return false }
      guard case .badRow(let row, _, _)? = error.problem else { return false }
      return error.code == .corrupt && row == .reading(1)
    }
  }

  @Test("two connections writing at once from two threads lose nothing")
  func concurrentConnections() async throws {
    let fixture = try StoreFixture()
    let setup = try SpotStore(path: fixture.path)
    try setup.add(try Readings.spot("shelf"))
    let reading = try Readings.make(shutter: 60)
    let path = fixture.path
    try await withThrowingTaskGroup(of: Void.self) { group in
      for _ in 0..<2 {
        group.addTask {
          let store = try SpotStore(path: path)
          for _ in 0..<100 { try store.add(reading, toSpotNamed: "shelf") }
        }
      }
      try await group.waitForAll()
    }
    #expect(try setup.readingCount() == 200)
  }

  @Test("opening and reading need no write lock: they work while another writer holds it")
  func readsDuringWrite() throws {
    let fixture = try StoreFixture()
    do {
      let store = try SpotStore(path: fixture.path)
      try store.add(try Readings.spot("shelf"))
    }
    let writer = try Connection(path: fixture.path)
    try writer.executeScript(
      "BEGIN IMMEDIATE; INSERT INTO spots (name, name_key, created_unix, "
        + "created_offset) VALUES ('new', 'new', 0, 0)")
    // Were the lock needed, this would wait out every attempt and fail with SQLITE_BUSY.
    let reader = try SpotStore(path: fixture.path)
    #expect(try reader.listings().map(\.spot.name) == ["shelf"])
    try writer.executeScript("COMMIT")
    #expect(try reader.listings().map(\.spot.name) == ["new", "shelf"])
  }

  @Test("one store shared by many tasks serializes them")
  func sharedStore() async throws {
    let fixture = try StoreFixture()
    let store = try SpotStore(path: fixture.path)
    try store.add(try Readings.spot("shelf"))
    let reading = try Readings.make(shutter: 60)
    try await withThrowingTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask { for _ in 0..<25 { try store.add(reading, toSpotNamed: "shelf") } }
      }
      try await group.waitForAll()
    }
    #expect(try store.readingCount() == 200)
  }
}
