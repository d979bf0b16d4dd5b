import Foundation
import Testing

@testable import SolspotKit

@Suite("A spot's lighting in the store")
struct SpotLitStoreTests {
  @Test("saved with the spot, changed and cleared by an update, kept by export and import")
  func roundTrip() throws {
    let fixture = try StoreFixture()
    let store = try SpotStore(path: fixture.path)
    let sill = try NewSpot(
      name: "sill", createdAt: try Readings.time("2025-01-02T03:04:05+01:00"), lighting: .window)
    #expect(try store.add(sill).lighting == .window)
    try store.add(try Readings.spot("hall"))
    #expect(try store.spot(named: "hall").lighting == nil)
    #expect(
      try store.update("hall", with: try SpotUpdate(lighting: .some(.lamps))).lighting == .lamps)
    #expect(try store.spot(named: "hall").lighting == .lamps)
    // An update of another field keeps it; clearing removes it.
    #expect(
      try store.update("hall", with: try SpotUpdate(room: .set("hallway"))).lighting == .lamps)
    #expect(try store.update("sill", with: try SpotUpdate(lighting: .some(nil))).lighting == nil)
    try store.update("sill", with: try SpotUpdate(lighting: .some(.skylight)))
    let archive = try store.exportArchive()
    let json = try archive.json()
    #expect(json.contains(#""lit":"skylight""#) && json.contains(#""lit":"lamps""#))
    let csv = archive.csv()
    for read in [
      try SpotArchive(json: Data(json.utf8), file: "a.json"),
      try SpotArchive(csv: csv, file: "a.csv"),
    ] {
      #expect(read == archive)
      let other = try StoreFixture()
      let fresh = try SpotStore(path: other.path)
      _ = try fresh.importArchive(read)
      #expect(try fresh.spot(named: "sill").lighting == .skylight)
      #expect(try fresh.spot(named: "hall").lighting == .lamps)
    }
  }

  @Test("a lighting that is not a kind is refused in a file and in the store")
  func refused() throws {
    let fixture = try StoreFixture()
    let store = try SpotStore(path: fixture.path)
    try store.add(
      try NewSpot(
        name: "sill", createdAt: try Readings.time("2025-01-02T03:04:05+01:00"),
        lighting: .window))
    let json = try store.exportArchive().json()
    let broken = json.replacingOccurrences(of: #""lit":"window""#, with: #""lit":"sun""#)
    #expect(broken != json)
    #expect {
      try SpotArchive(json: Data(broken.utf8), file: "b.json")
    } throws: { error in
      (error as? DataError)?.field.hasSuffix("lit") == true
    }
    // The column's check refuses a value written around the store's API.
    let connection = try Connection(path: fixture.path)
    #expect(throws: StoreError.self) {
      try connection.executeScript("UPDATE spots SET lit = 'sun'")
    }
  }
}
