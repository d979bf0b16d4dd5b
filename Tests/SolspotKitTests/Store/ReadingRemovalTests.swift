import Foundation
import Testing

@testable import SolspotKit

/// `spot remove NAME --reading ID` and `--last`: one reading removed, only when confirmed.
@Suite("Removing one reading")
struct ReadingRemovalTests {
  /// `sill` with readings taken 12:00, 14:00 and (saved last, taken first) 10:00; `desk` with
  /// one.
  static func store(_ fixture: StoreFixture) throws -> SpotStore {
    let store = try SpotStore(path: fixture.path)
    try store.add(try Readings.spot("sill"))
    try store.add(try Readings.spot("desk"))
    try store.add(try Readings.make(shutter: 60, at: "2025-06-21T12:00+02:00"), toSpotNamed: "sill")
    try store.add(try Readings.make(shutter: 90, at: "2025-06-21T14:00+02:00"), toSpotNamed: "sill")
    try store.add(try Readings.make(shutter: 30, at: "2025-06-21T10:00+02:00"), toSpotNamed: "sill")
    try store.add(try Readings.make(shutter: 15), toSpotNamed: "desk")
    return store
  }

  @Test("without confirmation nothing is removed and the error names the reading")
  func unconfirmed() throws {
    let store = try Self.store(try StoreFixture())
    let sill = try store.spotWithReadings(named: "sill")
    let target = sill.readings[1]
    #expect(throws: SpotError.readingNotConfirmed("sill", reading: target)) {
      try store.removeReading(.id(target.id), ofSpotNamed: "sill", confirmed: false)
    }
    #expect(try store.readings(of: sill.spot.id).count == 3)
  }

  @Test("an id removes that reading only")
  func byID() throws {
    let store = try Self.store(try StoreFixture())
    let sill = try store.spotWithReadings(named: "sill")
    let target = sill.readings[1]
    let removed = try store.removeReading(.id(target.id), ofSpotNamed: "SILL", confirmed: true)
    #expect(removed.reading == target)
    #expect(removed.spot.name == "sill")
    let left = try store.readings(of: sill.spot.id)
    #expect(left.map(\.id) == sill.readings.map(\.id).filter { $0 != target.id })
    #expect(try store.readingCount() == 3)
  }

  @Test("the latest is the one taken last, not the one saved last")
  func latest() throws {
    let store = try Self.store(try StoreFixture())
    let removed = try store.removeReading(.latest, ofSpotNamed: "sill", confirmed: true)
    #expect(removed.reading.reading.takenAt == (try Readings.time("2025-06-21T14:00+02:00")))
    let again = try store.removeReading(.latest, ofSpotNamed: "sill", confirmed: true)
    #expect(again.reading.reading.takenAt == (try Readings.time("2025-06-21T12:00+02:00")))
  }

  @Test("another spot's reading, an unknown id and an empty spot are refused, nothing removed")
  func refusals() throws {
    let store = try Self.store(try StoreFixture())
    let desk = try store.spotWithReadings(named: "desk")
    let deskReading = try #require(desk.readings.first)
    #expect(throws: SpotError.unknownReading(spot: "sill", id: deskReading.id)) {
      try store.removeReading(.id(deskReading.id), ofSpotNamed: "sill", confirmed: true)
    }
    #expect(throws: SpotError.unknownReading(spot: "sill", id: 999)) {
      try store.removeReading(.id(999), ofSpotNamed: "sill", confirmed: true)
    }
    try store.removeReading(.latest, ofSpotNamed: "desk", confirmed: true)
    #expect(throws: SpotError.noReadings("desk")) {
      try store.removeReading(.latest, ofSpotNamed: "desk", confirmed: true)
    }
    #expect(throws: SpotError.self) {
      try store.removeReading(.latest, ofSpotNamed: "nowhere", confirmed: true)
    }
    #expect(try store.readingCount() == 3)
  }
}
