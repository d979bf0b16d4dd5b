import Foundation
import Testing

@testable import SolspotKit

/// Why a bound is a bound, in export files: written in format 2, worked out for format 1.
@Suite("Export and import: bound reasons")
struct BoundReasonArchiveTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Store/Fixtures")

  /// A store with a value and a bound of each reason, in one spot.
  func store(_ fixture: StoreFixture) throws -> SpotStore {
    let store = try SpotStore(path: fixture.path)
    try store.add(try Readings.spot("sill"))
    for reading in [
      try Readings.make(shutter: 60),
      try Readings.make(shutter: 77_000, device: "iphone-x-front", iso: 19),
      try Readings.clipped(),
      try Readings.make(shutter: 2, device: "iphone-x-front", iso: 4_000),
    ] {
      try store.add(reading, toSpotNamed: "sill")
    }
    return store
  }

  @Test("each reading's reason is written, read back and stored again, in JSON and CSV")
  func roundTrip() throws {
    let archive = try store(try StoreFixture()).exportArchive()
    let reasons = archive.spots[0].readings.map(\.boundReason)
    #expect(reasons == [nil, .brightEnd, .darkEnd, .clipped])
    let json = try archive.json()
    #expect(json.hasPrefix(#"{"solspotSpots":2,"#))
    for reason in ReadingBound.allCases {
      #expect(json.components(separatedBy: #""boundReason":"\#(reason.rawValue)""#).count == 2)
    }
    let csv = archive.csv()
    #expect(csv.hasPrefix(SpotArchive.csvColumns.joined(separator: ",") + "\n"))
    #expect(SpotArchive.formatTwoColumns.last == "bound_reason")
    for decoded in [
      try SpotArchive(json: Data(json.utf8), file: "spots.json"),
      try SpotArchive(csv: csv, file: "spots.csv"),
    ] {
      #expect(decoded == archive)
      let target = try StoreFixture()
      let store = try SpotStore(path: target.path)
      _ = try store.importArchive(decoded)
      let stored = try store.spotWithReadings(named: "sill").readings.map(\.reading)
      #expect(stored.map(\.boundReason) == reasons)
      #expect(try store.exportArchive().json() == json)
      #expect(try store.exportArchive().csv() == csv)
    }
  }

  @Test("files of format 1, without the field, import with each bound's reason worked out")
  func formatOne() throws {
    let json = try Data(contentsOf: Self.fixtures.appendingPathComponent("export-format-1.json"))
    let csv = try String(
      contentsOf: Self.fixtures.appendingPathComponent("export-format-1.csv"), encoding: .utf8)
    #expect(String(decoding: json, as: UTF8.self).hasPrefix(#"{"solspotSpots":1,"#))
    #expect(!String(decoding: json, as: UTF8.self).contains("boundReason"))
    #expect(!csv.contains("bound_reason"))
    let fromJSON = try SpotArchive(json: json, file: "export-format-1.json")
    let fromCSV = try SpotArchive(csv: csv, file: "export-format-1.csv")
    #expect(fromJSON == fromCSV)
    let readings = Dictionary(
      uniqueKeysWithValues: fromJSON.spots.map { ($0.spot.name, $0.readings) })
    // The clipped capture (settings within the range) is told from the bright end.
    #expect(
      readings["windowsill"]?.map(\.boundReason) == [nil, nil, .brightEnd, .clipped])
    #expect(readings["windowsill"]?.last?.source == .capture(file: "bright-window.jsonl"))
    #expect(readings["desk"]?.map(\.boundReason) == [nil, .darkEnd])
    let target = try StoreFixture()
    let store = try SpotStore(path: target.path)
    #expect(try store.importArchive(fromCSV).addedReadings == 6)
    let exported = try store.exportArchive().json()
    #expect(exported.hasPrefix(#"{"solspotSpots":2,"#))
    #expect(exported.contains(#""boundReason":"clipped""#))
  }

  @Test("an unknown reason, or one its value and limit check contradict, is refused by field")
  func refused() throws {
    let archive = try store(try StoreFixture()).exportArchive()
    let json = try archive.json()
    let csv = archive.csv()
    let cases: [(from: String, to: String, field: String)] = [
      (#""boundReason":"clipped""#, #""boundReason":"glare""#, "spots[0].readings[3].boundReason"),
      (
        #""boundReason":"clipped""#, #""boundReason":"bright-end""#,
        "spots[0].readings[3].boundReason"
      ),
      (
        #""boundReason":"dark-end""#, #""boundReason":"clipped""#,
        "spots[0].readings[2].boundReason"
      ),
      (
        #""limitCheck":"unknownLimits""#, #""boundReason":"clipped","limitCheck":"unknownLimits""#,
        "spots[0].readings[0].boundReason"
      ),
    ]
    for (from, to, field) in cases {
      let broken = json.replacingOccurrences(of: from, with: to)
      #expect(broken != json)
      #expect {
        try SpotArchive(json: Data(broken.utf8), file: "x.json")
      } throws: { error in
        (error as? DataError)?.field == field
      }
    }
    let broken = csv.replacingOccurrences(of: ",clipped,,,,,,no,\n", with: ",glare,,,,,,no,\n")
    #expect(broken != csv)
    #expect {
      try SpotArchive(csv: broken, file: "x.csv")
    } throws: { error in
      (error as? DataError).map { $0.line == 5 && $0.field == "bound_reason" } == true
    }
  }
}
