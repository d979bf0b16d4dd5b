import Foundation
import Testing

@testable import SolspotKit

@Suite("Calibration pairs in the store")
struct CalibrationPairStoreTests {
  func exposure(_ shutter: Double, iso: Double = 100) throws -> Exposure {
    try Exposure(fNumber: 1.9, exposureTime: 1 / shutter, iso: iso)
  }

  @Test("pairs are saved per device, listed in time order, fitted, and removed one by one")
  func pairs() throws {
    let fixture = try StoreFixture()
    let store = try SpotStore(path: fixture.path)
    let later = try Readings.time("2026-03-14T12:00:00+01:00")
    let earlier = try Readings.time("2026-03-10T08:30:00-05:00")
    let first = try store.addCalibrationPair(
      deviceID: "iphone-15-front", takenAt: later, exposure: try exposure(60), referenceLux: 640,
      light: "led", note: "shelf, \"left\"")
    let second = try store.addCalibrationPair(
      deviceID: "iphone-15-front", takenAt: earlier, exposure: try exposure(30, iso: 800),
      referenceLux: 40.5)
    try store.addCalibrationPair(
      deviceID: "iphone-x-front", takenAt: later, exposure: try exposure(120), referenceLux: 900)
    let listed = try store.calibrationPairs(deviceID: "iphone-15-front")
    #expect(listed == [second, first])
    #expect(listed.map(\.observation.line) == [Int(second.id), Int(first.id)])
    #expect(listed[1].observation.note == "shelf, \"left\"")
    #expect(listed[1].observation.light == "led")
    #expect(listed[0].observation.light == nil)
    #expect(listed[0].observation.time == "2026-03-10T08:30:00-05:00")
    #expect(listed[0].observation.day == "2026-03-10")
    #expect(try store.calibrationPairs(deviceID: "iphone-x-front").count == 1)
    #expect(try store.calibrationPairs(deviceID: "pixel").isEmpty)
    // Another device's pair is not removed by mistake.
    #expect(try store.removeCalibrationPair(id: first.id, deviceID: "iphone-x-front") == false)
    #expect(try store.removeCalibrationPair(id: first.id, deviceID: "iphone-15-front"))
    #expect(try store.calibrationPairs(deviceID: "iphone-15-front") == [second])
    // Reopening finds the same pairs.
    #expect(
      try SpotStore(path: fixture.path).calibrationPairs(deviceID: "iphone-15-front") == [second])
  }

  @Test("a store of schema version 1 gains the pairs table and keeps its spots")
  func migration() throws {
    let fixture = try StoreFixture()
    do {
      let connection = try Connection(path: fixture.path)
      let first = try #require(Migrations.all.first)
      #expect(first.version == 1)
      try connection.executeScript(first.sql)
      try connection.executeScript(
        "PRAGMA user_version = 1; INSERT INTO spots (name, name_key, created_unix, created_offset) "
          + "VALUES ('sill', 'sill', 0, 0)")
    }
    let store = try SpotStore(path: fixture.path)
    #expect(try store.spot(named: "sill").name == "sill")
    let pair = try store.addCalibrationPair(
      deviceID: "generic", takenAt: try Readings.time("2026-01-01T00:00Z"),
      exposure: try exposure(60), referenceLux: 500)
    #expect(try store.calibrationPairs(deviceID: "generic") == [pair])
    let connection = try Connection(path: fixture.path)
    #expect(try connection.integer("PRAGMA user_version") == Int64(SpotStore.schemaVersion))
  }

  @Test("a damaged row is an error naming the pair, never a crash")
  func corruptRow() throws {
    let fixture = try StoreFixture()
    let store = try SpotStore(path: fixture.path)
    let pair = try store.addCalibrationPair(
      deviceID: "generic", takenAt: try Readings.time("2026-01-01T00:00Z"),
      exposure: try exposure(60), referenceLux: 500)
    let connection = try Connection(path: fixture.path)
    try connection.execute(
      "UPDATE calibration_pairs SET exposure_time = -1 WHERE id = ?", [.integer(pair.id)])
    do {
      _ = try store.calibrationPairs(deviceID: "generic")
      Issue.record("read a damaged pair")
    } catch let error as StoreError {
      #expect(error.code == .corrupt)
      guard case .badRow(let row, let column, _)? = error.problem else {
        Issue.record("expected a bad row, got \(error)")
        return
      }
      #expect(row == .calibrationPair(pair.id))
      #expect(column == "settings")
    }
  }

  @Test("the database refuses a pair without lux, whatever writes it")
  func constraint() throws {
    let fixture = try StoreFixture()
    _ = try SpotStore(path: fixture.path)
    let connection = try Connection(path: fixture.path)
    #expect(throws: StoreError.self) {
      try connection.execute(
        "INSERT INTO calibration_pairs (device_id, taken_unix, taken_offset, f_number, "
          + "exposure_time, iso, bias, reference_lux) VALUES ('generic', 0, 0, 1.9, 0.01, 100, 0, 0)"
      )
    }
  }
}
