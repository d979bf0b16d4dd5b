import Foundation
import Testing

@testable import SolspotKit

/// Files that are not a current Solspot store are refused and left byte-for-byte unchanged.
@Suite("Store refusals")
struct StoreRefusalTests {
  func expectRefused(
    _ fixture: StoreFixture, code: ResultCode, onlyFile: Bool = true,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let before = try fixture.bytes()
    let filesBefore = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path)
    #expect(sourceLocation: sourceLocation) {
      try SpotStore(path: fixture.path)
    } throws: { error in
      (error as? StoreError)?.code == code
    }
    #expect(try fixture.bytes() == before, "the file changed", sourceLocation: sourceLocation)
    guard onlyFile else { return }
    // Nothing was created beside the file (a store written before may have its check record).
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path)
    #expect(leftovers.sorted() == filesBefore.sorted(), sourceLocation: sourceLocation)
    #expect(leftovers.contains("spots.sqlite"), sourceLocation: sourceLocation)
  }

  @Test("a text file is not a database")
  func textFile() throws {
    let fixture = try StoreFixture()
    try Data("my shopping list: ferns, soil, a bigger pot\n".utf8)
      .write(to: URL(fileURLWithPath: fixture.path))
    try expectRefused(fixture, code: .notADatabase)
  }

  @Test("random bytes are not a database")
  func randomBytes() throws {
    let fixture = try StoreFixture()
    var generator = SeededGenerator(seed: 11)
    let bytes = (0..<8192).map { _ in UInt8.random(in: 0...255, using: &generator) }
    try Data(bytes).write(to: URL(fileURLWithPath: fixture.path))
    try expectRefused(fixture, code: .notADatabase)
  }

  @Test("a store whose header is damaged is refused")
  func damagedHeader() throws {
    let fixture = try StoreFixture()
    do {
      let store = try SpotStore(path: fixture.path)
      try store.add(try Readings.spot("shelf"))
    }
    var bytes = try fixture.bytes()
    for index in 0..<16 { bytes[index] = 0x41 }
    try bytes.write(to: URL(fileURLWithPath: fixture.path))
    try expectRefused(fixture, code: .notADatabase)
  }

  @Test("another program's SQLite database is refused, not taken over")
  func foreignDatabase() throws {
    let fixture = try StoreFixture()
    do {
      let connection = try Connection(path: fixture.path)
      try connection.executeScript(
        "CREATE TABLE bookmarks (url TEXT); INSERT INTO bookmarks VALUES ('x')")
    }
    try expectRefused(fixture, code: .notADatabase)
  }

  @Test("a store from a newer schema version is refused, not migrated down")
  func newerVersion() throws {
    let fixture = try StoreFixture()
    do {
      let store = try SpotStore(path: fixture.path)
      try store.add(try Readings.spot("shelf"))
    }
    do {
      let connection = try Connection(path: fixture.path)
      try connection.executeScript(
        "PRAGMA journal_mode = DELETE; PRAGMA user_version = \(SpotStore.schemaVersion + 1)")
    }
    try expectRefused(fixture, code: .schema)
    #expect(throws: StoreError.self) { try SpotStore(path: fixture.path) }
    do {
      _ = try SpotStore(path: fixture.path)
    } catch StoreError.schema {
      // Matching by code, as callers do.
    } catch {
      Issue.record("expected a schema error, got \(error)")
    }
  }

  @Test("a newer store still in WAL mode keeps its main file unchanged too")
  func newerVersionWAL() throws {
    let fixture = try StoreFixture()
    do {
      let store = try SpotStore(path: fixture.path)
      try store.add(try Readings.spot("shelf"))
    }
    do {
      let connection = try Connection(path: fixture.path)
      try connection.executeScript("PRAGMA user_version = \(SpotStore.schemaVersion + 5)")
    }
    try expectRefused(fixture, code: .schema, onlyFile: false)
  }

  @Test("an empty file becomes a store")
  func emptyFile() throws {
    let fixture = try StoreFixture()
    #expect(FileManager.default.createFile(atPath: fixture.path, contents: Data()))
    let store = try SpotStore(path: fixture.path)
    try store.add(try Readings.spot("shelf"))
    #expect(try store.listings().count == 1)
  }
}
