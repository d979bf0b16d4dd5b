import Foundation
import Testing

@testable import SolspotKit

/// `spot export` and `spot import` keep a spot's device and a reading's forced flag.
@Suite("Export and import: devices and forced readings")
struct SpotCareArchiveTests {
  /// `sill` with a device, a forced and a plain reading; `desk` without a device or readings.
  static func store(_ fixture: StoreFixture) throws -> SpotStore {
    let store = try SpotStore(path: fixture.path)
    try store.add(
      try NewSpot(
        name: "sill", createdAt: try Readings.time("2025-01-01T00:00Z"),
        deviceID: "iphone-13-front"))
    try store.add(try Readings.spot("desk"))
    var forced = try Readings.make(shutter: 60)
    forced.isForced = true
    try store.add(forced, toSpotNamed: "sill")
    try store.add(try Readings.make(shutter: 30, at: "2025-06-22T12:00+02:00"), toSpotNamed: "sill")
    return store
  }

  static func expectKept(_ archive: SpotArchive, sourceLocation: SourceLocation = #_sourceLocation)
  {
    #expect(
      archive.spots.map(\.spot.deviceID) == ["iphone-13-front", nil],
      sourceLocation: sourceLocation)
    #expect(
      archive.spots.first?.readings.map(\.isForced) == [true, false],
      sourceLocation: sourceLocation)
  }

  @Test("JSON and CSV carry them through export, import into an empty store and export again")
  func roundTrip() throws {
    let archive = try Self.store(try StoreFixture()).exportArchive()
    Self.expectKept(archive)
    let json = try archive.json()
    #expect(json.contains(#""created":"2025-01-01T00:00:00Z","device":"iphone-13-front""#))
    #expect(json.components(separatedBy: #""forced":true"#).count == 2)
    #expect(!json.contains(#""forced":false"#))
    let csv = archive.csv()
    #expect(csv.hasPrefix(SpotArchive.csvColumns.joined(separator: ",")))
    #expect(SpotArchive.csvColumns.suffix(3) == ["spot_device", "forced", "spot_lit"])
    for text in [json, csv] {
      let read =
        text == json
        ? try SpotArchive(json: Data(text.utf8), file: "a.json")
        : try SpotArchive(csv: text, file: "a.csv")
      #expect(read == archive)
      let folder = try StoreFixture()
      let fresh = try SpotStore(path: folder.path)
      _ = try fresh.importArchive(read)
      let again = try fresh.exportArchive()
      Self.expectKept(again)
      #expect(try again.json() == json)
      #expect(again.csv() == csv)
    }
  }

  @Test("files without the fields (before version 7) import with no device and nothing forced")
  func olderFiles() throws {
    let archive = try Self.store(try StoreFixture()).exportArchive()
    var json = try archive.json()
    json = json.replacingOccurrences(of: #","forced":true"#, with: "")
      .replacingOccurrences(of: #""device":"iphone-13-front","#, with: "")
    let read = try SpotArchive(json: Data(json.utf8), file: "old.json")
    #expect(read.spots.map(\.spot.deviceID) == [nil, nil])
    #expect(read.spots.first?.readings.map(\.isForced) == [false, false])
    let lines = archive.csv().split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.hasPrefix("#end") || line.isEmpty
        ? String(line)
        : line.split(separator: ",", omittingEmptySubsequences: false)
          .dropLast(3).joined(separator: ",")
    }
    let csv = try SpotArchive(csv: lines.joined(separator: "\n"), file: "old.csv")
    #expect(csv.spots.map(\.spot.deviceID) == [nil, nil])
    #expect(csv.spots.first?.readings.map(\.isForced) == [false, false])
  }

  @Test("a reading above the sun in a file without the flag is flagged on import")
  func olderImplausible() throws {
    let bright = try Readings.make(
      shutter: 76_923, device: "iphone-x", at: "2025-06-23T12:00+02:00", iso: 19)
    #expect(!bright.isForced)
    let archive = SpotArchive(spots: [
      ArchivedSpot(
        spot: try Readings.spot("sill"), readings: [bright, try Readings.make(shutter: 60)])
    ])
    let json = try archive.json()
    #expect(!json.contains("forced"))
    let read = try SpotArchive(json: Data(json.utf8), file: "old.json")
    #expect(read.spots.first?.readings.map(\.isForced) == [true, false])
  }

  @Test("a forced field that is not yes, no or empty is refused with the line")
  func badForced() throws {
    let csv = try Self.store(try StoreFixture()).exportArchive().csv()
    let broken = csv.replacingOccurrences(of: ",yes,\n", with: ",maybe,\n")
    #expect(broken != csv)
    #expect(throws: DataError.self) { try SpotArchive(csv: broken, file: "b.csv") }
    do {
      _ = try SpotArchive(csv: broken, file: "b.csv")
    } catch {
      #expect(error.line == 2 && error.field == "forced")
    }
  }

  @Test("importing into a spot with another device keeps the store's and names the spot")
  func differingDevice() throws {
    let archive = try Self.store(try StoreFixture()).exportArchive()
    let folder = try StoreFixture()
    let other = try SpotStore(path: folder.path)
    try other.add(
      try NewSpot(
        name: "sill", createdAt: try Readings.time("2025-01-01T00:00Z"), deviceID: "generic"))
    let report = try other.importArchive(archive)
    #expect(report.differingSpots == ["sill"])
    #expect(try other.spot(named: "sill").deviceID == "generic")
  }
}
