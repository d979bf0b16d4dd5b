import Foundation
import Testing

@testable import SolspotKit

@Suite("Export and import")
struct SpotArchiveTests {
  /// A store with awkward names and texts and every kind of reading.
  func filledStore(_ fixture: StoreFixture) throws -> SpotStore {
    let store = try SpotStore(path: fixture.path)
    try store.add(
      try NewSpot(
        name: "Kid's \"nook\", by the door", room: "bed, room",
        notes: "line one\nline \"two\"\r\nthree; DROP TABLE readings; --",
        location: .latitude(-33.865), createdAt: try Readings.time("2024-03-01T09:15:30-03:00")))
    try store.add(
      try NewSpot(
        name: "Fensterbank ☀️", location: .hemisphere(.north),
        createdAt: try Readings.time("2024-03-02T10:00Z")))
    try store.add(try Readings.spot("empty"))
    let readings = [
      try Readings.make(shutter: 60),
      try Readings.make(shutter: 77_000, device: "iphone-x-front", iso: 19),
      try Readings.make(shutter: 3, device: "iphone-15-front", at: "2025-12-01T08:00-05:30"),
      try Readings.make(shutter: 500, source: .photo(file: "IMG_0042, \"copy\".HEIC")),
      try Readings.make(
        shutter: 250, at: "2025-07-01T13:00+09:30", source: .capture(file: "c.json")),
      try Readings.clipped(),
      try Readings.make(shutter: 2, device: "iphone-x-front", at: "2025-12-02T23:00Z", iso: 4_000),
    ]
    for reading in readings { try store.add(reading, toSpotNamed: "kid's \"nook\", by the door") }
    try store.add(readings[0], toSpotNamed: "Fensterbank ☀️")
    return store
  }

  @Test("JSON: export, import into an empty store and export again give the same file")
  func jsonRoundTrip() throws {
    let source = try StoreFixture()
    let archive = try filledStore(source).exportArchive()
    let json = try archive.json()
    let decoded = try SpotArchive(json: Data(json.utf8), file: "spots.json")
    #expect(decoded == archive)
    let target = try StoreFixture()
    let store = try SpotStore(path: target.path)
    let report = try store.importArchive(decoded)
    #expect(report.addedSpots.count == 3 && report.addedReadings == 8)
    #expect(try store.exportArchive().json() == json)
  }

  @Test("CSV: export, import into an empty store and export again give the same file")
  func csvRoundTrip() throws {
    let source = try StoreFixture()
    let archive = try filledStore(source).exportArchive()
    let csv = archive.csv()
    let decoded = try SpotArchive(csv: csv, file: "spots.csv")
    #expect(decoded == archive)
    let target = try StoreFixture()
    let store = try SpotStore(path: target.path)
    _ = try store.importArchive(decoded)
    #expect(try store.exportArchive().csv() == csv)
    #expect(try store.exportArchive().json() == archive.json())
  }

  @Test("importing the same file twice adds nothing the second time and counts duplicates")
  func duplicates() throws {
    let fixture = try StoreFixture()
    let store = try filledStore(fixture)
    let archive = try store.exportArchive()
    let report = try store.importArchive(archive)
    #expect(report.addedSpots.isEmpty)
    #expect(report.existingSpots.count == 3)
    #expect(report.differingSpots.isEmpty)
    #expect(report.addedReadings == 0)
    #expect(report.duplicateReadings == archive.readingCount)
    #expect(try store.readingCount() == archive.readingCount)
  }

  @Test("a file holding a spot twice keeps the first one's fields, told apart from the store's")
  func repeatedInFile() throws {
    let created = try Readings.time("2025-01-01T00:00Z")
    let first = try NewSpot(name: "Straße", room: "kitchen", createdAt: created)
    let second = try NewSpot(name: "STRASSE", room: "hall", createdAt: created)
    let archive = SpotArchive(spots: [
      ArchivedSpot(spot: first, readings: [try Readings.make(shutter: 60)]),
      ArchivedSpot(spot: second, readings: [try Readings.make(shutter: 500)]),
    ])
    let fixture = try StoreFixture()
    let store = try SpotStore(path: fixture.path)
    let report = try store.importArchive(archive)
    #expect(report.addedSpots == ["Straße"])
    #expect(report.repeatedSpots == ["Straße"])
    #expect(report.differingSpots.isEmpty)
    #expect(report.addedReadings == 2)
    #expect(try store.spot(named: "strasse").room == "kitchen")
    // Imported again, the store's spot is the one whose fields differ from the second entry.
    let again = try store.importArchive(archive)
    #expect(again.repeatedSpots.isEmpty)
    #expect(again.differingSpots == ["Straße"])
  }

  @Test("an import that fails part-way adds nothing")
  func allOrNothing() throws {
    let source = try StoreFixture()
    let archive = try filledStore(source).exportArchive()
    let target = try StoreFixture()
    let store = try SpotStore(path: target.path)
    try store.add(try Readings.spot("already here"))
    do {
      // A trigger that fails on the last reading of the file, after everything before it.
      let connection = try Connection(path: target.path)
      try connection.executeScript(
        "CREATE TRIGGER fail BEFORE INSERT ON readings WHEN NEW.source = 'capture' "
          + "BEGIN SELECT RAISE(ABORT, 'simulated failure'); END")
    }
    #expect(throws: StoreError.self) { try store.importArchive(archive) }
    #expect(try store.listings().map(\.spot.name) == ["already here"])
    #expect(try store.readingCount() == 0)
  }

  @Test(
    "bad JSON is refused with the field's path",
    arguments: [
      (#"{"solspotSpots":3,"spots":[]}"#, "solspotSpots"),
      (#"{"solspotSpots":0,"spots":[]}"#, "solspotSpots"),
      (#"{"solspotSpots":1,"spots":[],"extra":1}"#, "extra"),
      (
        #"{"solspotSpots":1,"spots":[{"name":"","created":"2025-01-01T00:00Z","readings":[]}]}"#,
        "spots[0].name"
      ),
      (
        #"{"solspotSpots":1,"spots":[{"name":"a","created":"2025-01-01","readings":[]}]}"#,
        "spots[0].created"
      ),
      (
        #"{"solspotSpots":1,"spots":[{"name":"a","latitude":95,"created":"2025-01-01T00:00Z","readings":[]}]}"#,
        "spots[0].latitude"
      ),
      (#"{"solspotSpots":1,"spots":[{"name":"a","creatd":"x","readings":[]}]}"#, "spots[0].creatd"),
      ("not json", ""),
    ])
  func badJSON(_ text: String, _ field: String) {
    #expect {
      try SpotArchive(json: Data(text.utf8), file: "x.json")
    } throws: { error in
      (error as? DataError)?.field == field
    }
  }

  @Test("a bad reading field names the reading")
  func badReading() throws {
    let source = try StoreFixture()
    let json = try filledStore(source).exportArchive().json()
    let broken = json.replacingOccurrences(of: #""iso":100"#, with: #""iso":-5"#)
    #expect(broken != json)
    #expect {
      try SpotArchive(json: Data(broken.utf8), file: "x.json")
    } throws: { error in
      guard let error = error as? DataError else { return false }
      return error.field.hasPrefix("spots[0].readings[") && error.field.hasSuffix("settings.iso")
    }
    let misspelt = json.replacingOccurrences(of: #""point":"#, with: #""poynt":"#)
    #expect(throws: DataError.self) { try SpotArchive(json: Data(misspelt.utf8), file: "x.json") }
  }

  @Test("a reading whose EV100 is not its settings' own is refused, naming it")
  func inconsistentEV() throws {
    let source = try StoreFixture()
    let archive = try filledStore(source).exportArchive()
    let reading = try #require(archive.spots.first?.readings.first)
    // Rounded to two decimals, as a person editing a file might: still the settings' own.
    let rounded = (reading.ev100 * 100).rounded() / 100
    #expect(throws: Never.self) { try self.copy(reading, ev100: rounded) }
    #expect {
      try self.copy(reading, ev100: reading.ev100 + 1)
    } throws: { error in
      (error as? DataError)?.field == "ev100"
    }
    let csv = archive.csv()
    let ev = "\(reading.ev100)"
    #expect(csv.contains(ev))
    let broken = csv.replacingOccurrences(of: ",\(ev),", with: ",\(reading.ev100 + 2),")
    #expect(broken != csv)
    #expect {
      try SpotArchive(csv: broken, file: "x.csv")
    } throws: { error in
      guard let error = error as? DataError else { return false }
      guard case .ev100Mismatch(let given, let settings) = error.reason else { return false }
      return error.line == 2 && error.field == "ev100"
        && given == reading.ev100 + 2 && abs(settings - reading.ev100) < 0.001
    }
  }

  func copy(_ reading: Reading, ev100: Double) throws -> Reading {
    try Reading(
      takenAt: reading.takenAt, source: reading.source, deviceID: reading.deviceID,
      calibration: reading.calibration, exposure: reading.exposure, ev100: ev100,
      sceneEV: reading.sceneEV, observedSpreadEV: reading.observedSpreadEV,
      uncertainty: reading.uncertainty, value: reading.value, confidence: reading.confidence,
      bandID: reading.bandID, limitCheck: reading.limitCheck)
  }

  @Test("a current-layout CSV without its end row was cut short: refused; an older one is read")
  func missingEndRow() throws {
    let fixture = try StoreFixture()
    let store = try SpotStore(path: fixture.path)
    try store.add(try Readings.spot("sill"))
    try store.add(try Readings.make(shutter: 60), toSpotNamed: "sill")
    try store.add(try Readings.make(shutter: 500), toSpotNamed: "sill")
    let lines = try store.exportArchive().csv().split(separator: "\n").map(String.init)
    #expect(lines.count == 4)
    let cut = lines.dropLast().joined(separator: "\n") + "\n"
    #expect {
      try SpotArchive.readCSV(cut, file: "x.csv")
    } throws: { error in
      (error as? DataError).map { $0.line == 4 && $0.field.isEmpty && !$0.isEndRow } == true
    }
    // An end row whose counts are not the file's names its line as the end row.
    let miscounted =
      (lines.dropLast() + ["\(SpotArchive.endRowMarker),spots=1,readings=3"])
      .joined(separator: "\n") + "\n"
    #expect {
      try SpotArchive.readCSV(miscounted, file: "x.csv")
    } throws: { error in
      (error as? DataError).map { $0.line == 4 && $0.field.isEmpty && $0.isEndRow } == true
    }
    // The same rows in the layout before lamps and plants (written before end rows were).
    let older =
      lines.dropLast().map { line in
        line.split(separator: ",", omittingEmptySubsequences: false).dropLast(7)
          .joined(separator: ",")
      }.joined(separator: "\n") + "\n"
    let read = try SpotArchive.readCSV(older, file: "x.csv")
    #expect(!read.hasEndRow)
    #expect(read.archive.readingCount == 2)
    #expect(try SpotArchive.readCSV(lines.joined(separator: "\n") + "\n", file: "x.csv").hasEndRow)
  }

  @Test("bad CSV is refused with the line")
  func badCSV() throws {
    let header = SpotArchive.csvColumns.joined(separator: ",") + "\n"
    #expect(throws: DataError.self) { try SpotArchive(csv: "name,room\n", file: "x.csv") }
    #expect {
      try SpotArchive(csv: header + "a,\"unterminated\n", file: "x.csv")
    } throws: { error in
      (error as? DataError).map { $0.line == 2 && $0.field == "" } == true
    }
    let short = header + "a,b\n"
    #expect {
      try SpotArchive(csv: short, file: "x.csv")
    } throws: { error in
      (error as? DataError)?.reason
        == .rowCutShort(count: 2, expected: SpotArchive.csvColumns.count, isLastLine: true)
    }
    // A short row with rows after it was not cut at the end of the file.
    #expect {
      try SpotArchive(csv: short + "#end,spots=1,readings=0\n", file: "x.csv")
    } throws: { error in
      (error as? DataError)?.reason
        == .rowCutShort(count: 2, expected: SpotArchive.csvColumns.count, isLastLine: false)
    }
    let long =
      header
      + Array(repeating: "a", count: SpotArchive.csvColumns.count + 1)
      .joined(separator: ",") + "\n"
    #expect {
      try SpotArchive(csv: long, file: "x.csv")
    } throws: { error in
      (error as? DataError)?.reason
        == .fieldCount(SpotArchive.csvColumns.count + 1, expected: SpotArchive.csvColumns.count)
    }
  }
}
