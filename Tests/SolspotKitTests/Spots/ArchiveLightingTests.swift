import Foundation
import Testing

@testable import SolspotKit

/// `spot export` and `spot import` keep a spot's lamp schedule and the plants named for it.
@Suite("Export and import: lamps and plants")
struct ArchiveLightingTests {
  static let lamp: LampSchedule = {
    guard
      let lamp = try? LampSchedule(
        startMinute: 22 * 60, endMinute: 6 * 60 + 30, source: .ledCoolWhite, hasDaylight: false)
    else { preconditionFailure("22:00–06:30 is a schedule") }
    return lamp
  }()

  /// A store with a lamp and plants at a spot with readings, plants alone at an empty spot,
  /// and a spot with neither.
  static func store(_ fixture: StoreFixture) throws -> SpotStore {
    let store = try SpotStore(path: fixture.path)
    try store.add(try Readings.spot("shelf, \"left\"", location: .latitude(48.1)))
    try store.add(try Readings.spot("empty"))
    try store.add(try Readings.spot("plain"))
    try store.add(try Readings.make(shutter: 60), toSpotNamed: "shelf, \"left\"")
    try store.add(try Readings.make(shutter: 120), toSpotNamed: "shelf, \"left\"")
    try store.add(try Readings.make(shutter: 30), toSpotNamed: "plain")
    try store.update(
      "shelf, \"left\"", with: SpotUpdate(),
      lighting: LightingChange(
        lamp: .some(Self.lamp), plantIDs: ["monstera-deliciosa", "epipremnum-aureum"]))
    try store.setPlants(["zamioculcas-zamiifolia"], forSpotNamed: "empty")
    return store
  }

  static func expectRestored(_ store: SpotStore, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    let shelf = try store.lighting(named: "shelf, \"left\"")
    #expect(shelf.lamp == Self.lamp, sourceLocation: sourceLocation)
    #expect(
      shelf.plantIDs == ["epipremnum-aureum", "monstera-deliciosa"],
      sourceLocation: sourceLocation)
    #expect(shelf.samples.count == 2, sourceLocation: sourceLocation)
    let empty = try store.lighting(named: "empty")
    #expect(empty.lamp == nil && empty.plantIDs == ["zamioculcas-zamiifolia"])
    let plain = try store.lighting(named: "plain")
    #expect(plain.lamp == nil && plain.plantIDs.isEmpty, sourceLocation: sourceLocation)
  }

  @Test("JSON and CSV carry them through export, import into an empty store and export again")
  func roundTrip() throws {
    let archive = try Self.store(try StoreFixture()).exportArchive()
    let shelf = try #require(archive.spots.first)
    #expect(shelf.lamp == Self.lamp)
    #expect(shelf.plantIDs == ["epipremnum-aureum", "monstera-deliciosa"])
    let json = try archive.json()
    #expect(
      json.contains(
        #""lamp":{"daylight":false,"end":"06:30","source":"led-cool","start":"22:00"}"#))
    #expect(json.contains(#""plants":["epipremnum-aureum","monstera-deliciosa"]"#))
    let csv = archive.csv()
    #expect(csv.hasPrefix(SpotArchive.csvColumns.joined(separator: ",") + "\n"))
    #expect(csv.contains(",22:00-06:30,led-cool,no,epipremnum-aureum;monstera-deliciosa,,no,\n"))
    for (name, read) in [
      ("json", { try SpotArchive(json: Data(json.utf8), file: "spots.json") }),
      ("csv", { try SpotArchive(csv: csv, file: "spots.csv") }),
    ] as [(String, () throws -> SpotArchive)] {
      let back = try read()
      #expect(back == archive, "\(name)")
      let fixture = try StoreFixture()
      let store = try SpotStore(path: fixture.path)
      _ = try store.importArchive(back)
      try Self.expectRestored(store)
      let again = try store.exportArchive()
      #expect(name == "json" ? try again.json() == json : again.csv() == csv)
    }
  }

  @Test("files written before lamps were kept still import, without them")
  func olderFiles() throws {
    let archive = try Self.store(try StoreFixture()).exportArchive()
    // The CSV of format 2: the header without the four columns, the two of version 7 and
    // the spot's lighting, each row without their fields.
    let rows = archive.csv().split(separator: "\n").map { line in
      // The end row (three fields) stays as it is.
      line.hasPrefix(SpotArchive.endRowMarker + ",")
        ? String(line)
        : line.split(separator: ",", omittingEmptySubsequences: false).dropLast(7)
          .joined(separator: ",")
    }
    let older = rows.joined(separator: "\n") + "\n"
    #expect(older.hasPrefix(SpotArchive.formatTwoColumns.joined(separator: ",") + "\n"))
    let fromCSV = try SpotArchive(csv: older, file: "old.csv")
    #expect(fromCSV.spots.allSatisfy { $0.lamp == nil && $0.plantIDs.isEmpty })
    #expect(fromCSV.readingCount == 3)
    let bare = SpotArchive(
      spots: archive.spots.map { ArchivedSpot(spot: $0.spot, readings: $0.readings) })
    #expect(fromCSV == bare)
    let json = try bare.json()
    #expect(!json.contains("lamp") && !json.contains("plants"))
    #expect(try SpotArchive(json: Data(json.utf8), file: "old.json") == bare)
  }

  @Test("a bad lamp or plant is refused, naming the field")
  func refused() throws {
    let archive = try Self.store(try StoreFixture()).exportArchive()
    let json = try archive.json()
    let cases: [(from: String, to: String, field: String)] = [
      (#""start":"22:00""#, #""start":"25:00""#, "spots[0].lamp.start"),
      (#""end":"06:30""#, #""end":"22:00""#, "spots[0].lamp.end"),
      (#""source":"led-cool""#, #""source":"daylight""#, "spots[0].lamp.source"),
      (#""plants":["epipremnum-aureum""#, #""plants":["""#, "spots[0].plants[0]"),
    ]
    let named = cases.map { change -> String? in
      let broken = json.replacingOccurrences(of: change.from, with: change.to)
      guard broken != json else { return "unchanged" }
      do {
        _ = try SpotArchive(json: Data(broken.utf8), file: "x.json")
        return nil
      } catch {
        return (error as? DataError)?.field
      }
    }
    #expect(named == cases.map(\.field))
    let unknown = json.replacingOccurrences(of: #""daylight":false"#, with: #""dimmer":1"#)
    #expect(throws: (any Error).self) { try SpotArchive(json: Data(unknown.utf8), file: "x.json") }
    let csv = archive.csv().replacingOccurrences(of: ",led-cool,no,", with: ",led-cool,maybe,")
    #expect {
      try SpotArchive(csv: csv, file: "x.csv")
    } throws: { error in
      (error as? DataError).map { $0.line == 2 && $0.field == "lamp" } == true
    }
  }

  @Test("importing into a spot the store has keeps the store's lamp and plants, and says so")
  func existingSpotKeepsItsOwn() throws {
    let archive = try Self.store(try StoreFixture()).exportArchive()
    let fixture = try StoreFixture()
    let store = try SpotStore(path: fixture.path)
    try store.add(try Readings.spot("shelf, \"left\"", location: .latitude(48.1)))
    try store.add(try Readings.spot("plain"))
    try store.setPlants(["monstera-deliciosa"], forSpotNamed: "shelf, \"left\"")
    let report = try store.importArchive(archive)
    #expect(report.differingSpots == ["shelf, \"left\""])
    #expect(report.addedSpots == ["empty"])
    let shelf = try store.lighting(named: "shelf, \"left\"")
    #expect(shelf.lamp == nil)
    #expect(shelf.plantIDs == ["monstera-deliciosa"])
    #expect(try store.lighting(named: "empty").plantIDs == ["zamioculcas-zamiifolia"])
  }
}
