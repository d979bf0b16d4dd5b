import Foundation
import Testing

@testable import SolspotKit

/// A store damaged inside (past its header) is never written to, and what can still be read
/// is salvaged.
@Suite("Damaged stores")
struct StoreDamageTests {
  /// A store with two spots and a few readings each, closed so that its WAL is merged.
  func filledStore(_ fixture: StoreFixture) throws {
    let store = try SpotStore(path: fixture.path)
    try store.add(try Readings.spot("shelf"))
    try store.add(try Readings.spot("sill"))
    for shutter in [60.0, 120, 240] {
      try store.add(try Readings.make(shutter: shutter), toSpotNamed: "shelf")
      try store.add(try Readings.make(shutter: shutter * 8), toSpotNamed: "sill")
    }
  }

  /// Overwrites 200 bytes at the start of the `readings` table's root page, as a failing
  /// disk or a stray write would.
  func damageReadingsPage(_ fixture: StoreFixture) throws {
    let (root, pageSize): (Int64, Int64)
    do {
      let connection = try Connection(path: fixture.path)
      root = try connection.integer("SELECT rootpage FROM sqlite_master WHERE name = 'readings'")
      pageSize = try connection.integer("PRAGMA page_size")
    }
    #expect(root > 1)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: fixture.path))
    try handle.seek(toOffset: UInt64((root - 1) * pageSize))
    try handle.write(contentsOf: Data(repeating: 0xFF, count: 200))
    try handle.close()
  }

  @Test("a store damaged inside is refused for writing and left byte for byte unchanged")
  func damagedInside() throws {
    let fixture = try StoreFixture()
    try filledStore(fixture)
    try damageReadingsPage(fixture)
    let before = try fixture.bytes()
    let store = try SpotStore(path: fixture.path)
    #expect((try? store.quickCheck()) != ["ok"])
    for write in [
      { _ = try store.add(try Readings.spot("desk")) },
      { _ = try store.add(try Readings.make(shutter: 60), toSpotNamed: "shelf") },
      { _ = try store.update("shelf", with: try SpotUpdate(room: .set("study"))) },
      { _ = try store.rename("shelf", to: "bookshelf") },
    ] as [() throws -> Void] {
      #expect {
        try write()
      } throws: { error in
        guard let error = error as? StoreError else { return false }
        guard case .damagedInside? = error.problem else { return false }
        return error.code == .corrupt
      }
    }
    #expect(try fixture.bytes() == before, "the damaged file was written to")
  }

  @Test("a sound store passes the check and takes writes")
  func sound() throws {
    let fixture = try StoreFixture()
    try filledStore(fixture)
    let store = try SpotStore(path: fixture.path)
    #expect(try store.quickCheck() == ["ok"])
    try store.add(try Readings.spot("desk"))
    #expect(try store.listings().count == 3)
  }

  @Test("a spot row no spot can have is left out of an export with its readings; the rest is kept")
  func salvageSpot() throws {
    let fixture = try StoreFixture()
    try filledStore(fixture)
    let store = try SpotStore(path: fixture.path)
    do {
      let connection = try Connection(path: fixture.path)
      try connection.execute("UPDATE spots SET created_offset = 99999 WHERE name = 'sill'")
    }
    let (archive, damaged) = try store.salvageArchive()
    #expect(archive.spots.map(\.spot.name) == ["shelf"])
    #expect(archive.spots.first?.readings.count == 3)
    #expect(damaged.count == 1)
    let sill = try #require(damaged.first)
    guard case .spotLeftOut(let cause, let readings)? = sill.problem else {
      Issue.record("expected a spot left out, got \(sill)")
      return
    }
    #expect(readings == 3)
    guard case .badRow(.spot, let column, let reason)? = cause.problem else {
      Issue.record("expected a bad spot row, got \(cause)")
      return
    }
    #expect(column == "created_unix")
    #expect(reason == .invalidTime)
    #expect(throws: StoreError.self) { try store.exportArchive() }
    let (listings, listDamage) = try store.salvageListings()
    #expect(listings.map(\.spot.name) == ["shelf"])
    #expect(listDamage.count == 1)
    // The good spot can still be looked up, measured and shown.
    try store.add(try Readings.make(shutter: 30), toSpotNamed: "shelf")
    #expect(try store.spotWithReadings(named: "shelf").readings.count == 4)
  }

  @Test("a reading row no reading can have is left out; its spot and the others are kept")
  func salvageReading() throws {
    let fixture = try StoreFixture()
    try filledStore(fixture)
    let store = try SpotStore(path: fixture.path)
    do {
      let connection = try Connection(path: fixture.path)
      try connection.execute("UPDATE readings SET exposure_time = -1 WHERE id = 1")
    }
    let (archive, damaged) = try store.salvageArchive()
    #expect(archive.readingCount == 5)
    #expect(archive.spots.count == 2)
    guard case .badRow(let row, let column, _)? = damaged.first?.problem else {
      Issue.record("expected a bad reading row, got \(damaged)")
      return
    }
    #expect(row == .reading(1))
    #expect(column == "settings")
  }
}
