import Foundation
import Testing

@testable import SolspotKit

/// A write skips the whole-file `quick_check` only when the file is byte for byte as a checked
/// writer left it (`PATH-checked`); any other change, of any byte, brings the check back.
@Suite("Store check record")
struct StoreCheckRecordTests {
  /// A store with one spot and two readings, written and released, so that its record is
  /// written.
  func writtenStore(_ fixture: StoreFixture) throws {
    let store = try SpotStore(path: fixture.path)
    try store.add(try Readings.spot("shelf"))
    try store.add(try Readings.make(shutter: 60), toSpotNamed: "shelf")
    try store.add(try Readings.make(shutter: 120), toSpotNamed: "shelf")
    #expect(store.soundness == .quickCheck)
  }

  /// How the first write of a newly opened store found the file sound, after adding a reading.
  func firstWrite(_ fixture: StoreFixture) throws -> SpotStore.Soundness? {
    let store = try SpotStore(path: fixture.path)
    try store.add(try Readings.make(shutter: 240), toSpotNamed: "shelf")
    return store.soundness
  }

  @Test("a store left by a checked writer is not checked again, and the record follows writes")
  func unchangedSkips() throws {
    let fixture = try StoreFixture()
    try writtenStore(fixture)
    let file = StoreFile(path: fixture.path)
    #expect(FileManager.default.fileExists(atPath: file.checkRecordPath))
    #expect(!FileManager.default.fileExists(atPath: file.walPath), "the log was merged")
    #expect(file.recordedFingerprint == StoreFingerprint.of(path: fixture.path))
    #expect(try firstWrite(fixture) == .unchangedSinceCheck)
    // The second write changed the file; its record is of the file as it left it.
    #expect(try firstWrite(fixture) == .unchangedSinceCheck)
    let store = try SpotStore(path: fixture.path, access: .readOnly)
    #expect(try store.spotWithReadings(named: "shelf").readings.count == 4)
  }

  @Test("the record is the one line docs/store.md gives: tag, format, size, hash")
  func recordFormat() throws {
    let fixture = try StoreFixture()
    try writtenStore(fixture)
    let record = try String(
      contentsOfFile: StoreFile(path: fixture.path).checkRecordPath, encoding: .utf8)
    let size = try #require(
      try FileManager.default.attributesOfItem(atPath: fixture.path)[.size] as? Int)
    let words = record.dropLast().split(separator: " ")
    #expect(record.hasSuffix("\n") && words.count == 4)
    #expect(words.prefix(3) == ["solspot-store-check", "1", "\(size)"])
    let hash = try #require(words.last)
    #expect(hash.allSatisfy { "0123456789abcdef".contains($0) } && UInt64(hash, radix: 16) != nil)
    let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../docs/store.md").standardized
    #expect(
      try String(contentsOf: docs, encoding: .utf8).contains(
        "Its one line is `solspot-store-check 1 SIZE HASH`"))
  }

  @Test("one byte changed inside, with the size and times put back, brings the check back")
  func oneByteChanged() throws {
    let fixture = try StoreFixture()
    try writtenStore(fixture)
    let url = URL(fileURLWithPath: fixture.path)
    let attributes = try FileManager.default.attributesOfItem(atPath: fixture.path)
    var bytes = try fixture.bytes()
    // A byte of the header's file change counter (offset 24), which a WAL store does not
    // need: the file stays sound, but it is not the file that was checked.
    bytes[27] ^= 0x01
    try bytes.write(to: url)
    try FileManager.default.setAttributes(
      [.modificationDate: attributes[.modificationDate] as Any], ofItemAtPath: fixture.path)
    #expect(
      try FileManager.default.attributesOfItem(atPath: fixture.path)[.size] as? Int
        == attributes[.size] as? Int)
    #expect(!StoreFile(path: fixture.path).isUnchangedSinceCheck)
    #expect(try firstWrite(fixture) == .quickCheck)
  }

  @Test("a damaged page is refused even though a record of the sound file exists")
  func damageAfterRecord() throws {
    let fixture = try StoreFixture()
    try writtenStore(fixture)
    let (root, pageSize): (Int64, Int64)
    do {
      let connection = try Connection(path: fixture.path)
      root = try connection.integer("SELECT rootpage FROM sqlite_master WHERE name = 'readings'")
      pageSize = try connection.integer("PRAGMA page_size")
    }
    var bytes = try fixture.bytes()
    for offset in 0..<200 { bytes[Int((root - 1) * pageSize) + offset] = 0xFF }
    try bytes.write(to: URL(fileURLWithPath: fixture.path))
    let before = try fixture.bytes()
    #expect {
      _ = try firstWrite(fixture)
    } throws: { error in
      (error as? StoreError)?.code == .corrupt
    }
    #expect(try fixture.bytes() == before, "the damaged file was written to")
  }

  @Test("commits waiting in the write-ahead log bring the check back")
  func walWithCommits() throws {
    let fixture = try StoreFixture()
    try writtenStore(fixture)
    // Another connection commits and stays open, so its commit stays in PATH-wal.
    let other = try Connection(path: fixture.path)
    _ = try other.scalar("PRAGMA journal_mode = WAL")
    try other.execute("UPDATE spots SET room = 'study' WHERE name = 'shelf'")
    #expect(!StoreFile(path: fixture.path).walHoldsNothing)
    #expect(try firstWrite(fixture) == .quickCheck)
    withExtendedLifetime(other) {}
  }

  @Test("a record that is missing, cut short or of another file brings the check back")
  func badRecords() throws {
    let fixture = try StoreFixture()
    try writtenStore(fixture)
    let file = StoreFile(path: fixture.path)
    let record = try String(contentsOfFile: file.checkRecordPath, encoding: .utf8)
    for text in [nil, String(record.dropLast(3)), "solspot-store-check 1 12 abc\n", "", "x"] {
      if let text {
        try text.write(toFile: file.checkRecordPath, atomically: false, encoding: .utf8)
      } else {
        try FileManager.default.removeItem(atPath: file.checkRecordPath)
      }
      #expect(!file.isUnchangedSinceCheck, "record \(text.debugDescription)")
    }
    // The write that checked the file recorded it again.
    #expect(try firstWrite(fixture) == .quickCheck)
    #expect(try firstWrite(fixture) == .unchangedSinceCheck)
  }
}

/// ``StoreFingerprint``: the same bytes give the same fingerprint; any change gives another.
@Suite("Store fingerprint")
struct StoreFingerprintTests {
  @Test("a byte changed anywhere, a byte added or removed, changes the fingerprint")
  func everyChange() throws {
    let fixture = try StoreFixture()
    // Over 1 MiB, and not a whole number of 32-byte blocks (the last 13 bytes are a tail).
    var generator = SplitMix64(seed: 7)
    let original = Data(
      (0..<((1 << 20) + 45)).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
    let url = URL(fileURLWithPath: fixture.path)
    try original.write(to: url)
    let reference = try #require(StoreFingerprint.of(path: fixture.path))
    #expect(reference.size == Int64(original.count))
    #expect(StoreFingerprint.of(path: fixture.path) == reference)
    var seen: Set<UInt64> = [reference.hash]
    for position in [0, 7, 31, 32, (1 << 20) - 1, 1 << 20, original.count - 1] {
      var changed = original
      changed[position] ^= 0x80
      try changed.write(to: url)
      let fingerprint = try #require(StoreFingerprint.of(path: fixture.path))
      #expect(seen.insert(fingerprint.hash).inserted, "byte \(position)")
    }
    for changed in [original + Data([0]), original.dropLast()] {
      try Data(changed).write(to: url)
      let fingerprint = try #require(StoreFingerprint.of(path: fixture.path))
      #expect(fingerprint.size == Int64(changed.count))
      #expect(seen.insert(fingerprint.hash).inserted)
    }
    #expect(StoreFingerprint.of(path: fixture.path + ".missing") == nil)
  }

  @Test("the record's text reads back, and nothing else reads")
  func text() {
    let fingerprint = StoreFingerprint(size: 23_000_000, hash: 0xDEAD_BEEF_0123_4567)
    #expect(fingerprint.text == "solspot-store-check 1 23000000 deadbeef01234567\n")
    #expect(StoreFingerprint(text: fingerprint.text) == fingerprint)
    for bad in [
      "", "solspot-store-check 1 23000000 deadbeef01234567", "solspot-store-check 2 1 2\n",
      "solspot-store-check 1 x 2\n", "solspot-store-check 1 1 zz\n",
    ] {
      #expect(StoreFingerprint(text: bad) == nil, "\(bad.debugDescription)")
    }
  }
}
