import Foundation
import SolspotKit
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The store's promises under stress, with real processes and real SQLite files.
@Suite("Store reliability")
struct SpotReliabilityTests {
  @Test("two processes writing at once lose nothing and never show 'database is locked'")
  func concurrentWriters() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "shelf"])
    let file = try fixture.bigImport("batch.json", spot: "shelf", count: 5_000)
    let perWorker = 15
    nonisolated(unsafe) var results: [[SolspotProcess.Result]] = [[], [], []]
    let lock = NSLock()
    DispatchQueue.concurrentPerform(iterations: 3) { worker in
      var mine: [SolspotProcess.Result] = []
      if worker == 2 {
        // A long write transaction while the others keep writing.
        if let result = try? fixture.spot(["import", file]) { mine.append(result) }
      } else {
        for index in 0..<perWorker {
          let shutter = "1/\(60 + worker * 100 + index)"
          if let result = try? fixture.spot([
            "measure", "shelf", "-f", "1.9", "-t", shutter, "--iso", "100",
          ]) {
            mine.append(result)
          }
        }
      }
      lock.lock()
      results[worker] = mine
      lock.unlock()
    }
    let all = results.flatMap { $0 }
    #expect(all.count == 2 * perWorker + 1)
    for result in all {
      #expect(result.status == 0)
      #expect(!result.stderr.contains("locked"), "\(result.stderr)")
      #expect(result.stderr.isEmpty, "\(result.stderr)")
    }
    let store = try SpotStore(path: fixture.store)
    #expect(try store.readingCount() == 2 * perWorker + 5_000)
    #expect(try store.integrityCheck() == ["ok"])
  }

  @Test("a writer killed with SIGKILL in the middle of an import leaves all or nothing")
  func killedImport() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "before"])
    let count = 30_000
    let file = try fixture.bigImport("big.csv", spot: "imported", count: count, format: "csv")
    let wal = fixture.store + "-wal"
    let process = Process()
    process.executableURL = SolspotProcess.binary
    process.arguments = ["spot", "import", file, "--store", fixture.store]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    // The import opens the store only after reading the whole file, so the WAL holds the
    // import's own pages once it grows: the transaction has begun and spilled to disk.
    var killedMidway = false
    let deadline = Date().addingTimeInterval(60)
    while process.isRunning, Date() < deadline {
      let size = (try? FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int) ?? 0
      if size > 1_000_000 {
        kill(process.processIdentifier, SIGKILL)
        killedMidway = true
        break
      }
      usleep(2_000)
    }
    process.waitUntilExit()
    #expect(killedMidway, "the import finished before it could be killed; make the file larger")
    #expect(process.terminationReason == .uncaughtSignal)
    let store = try SpotStore(path: fixture.store)
    #expect(try store.integrityCheck() == ["ok"])
    #expect(try store.listings().map(\.spot.name) == ["before"])
    #expect(try store.readingCount() == 0)
    // The store works afterwards, and the same import now completes.
    let again = try fixture.spot(["import", file])
    #expect(again.status == 0)
    #expect(try store.readingCount() == count)
  }

  @Test(
    "a corrupt or foreign file at the store path is refused and left byte-for-byte unchanged",
    arguments: [
      ("text", Data("ferns, soil, a bigger pot\n".utf8)),
      ("zeros", Data(repeating: 0, count: 4096)),
      ("damaged header", Data("SQLite format 2\0".utf8) + Data(repeating: 7, count: 4080)),
    ])
  func corruptFile(_ name: String, _ contents: Data) throws {
    let fixture = try SpotFixture()
    try contents.write(to: URL(fileURLWithPath: fixture.store))
    for arguments in [["list"], ["add", "shelf"], ["show", "shelf"]] {
      let result = try fixture.spot(arguments)
      #expect(result.status == 1)
      #expect(
        result.stderr.hasPrefix("solspot: \(fixture.store): the file is not a Solspot store"),
        "\(result.stderr)")
      #expect(result.stderr.hasSuffix("it was left unchanged\n"))
      #expect(try fixture.bytes(fixture.store) == contents)
    }
  }

  @Test("a store from a newer schema version is refused with a message and left unchanged")
  func newerStore() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "shelf"])
    // user_version lives at offset 60 of the header, big-endian.
    var bytes = try fixture.bytes(fixture.store)
    bytes[63] = UInt8(SpotStore.schemaVersion + 1)
    try bytes.write(to: URL(fileURLWithPath: fixture.store))
    let result = try fixture.spot(["list"])
    #expect(result.status == 1)
    #expect(
      result.stderr.contains(
        "written by a newer version of Solspot (schema version \(SpotStore.schemaVersion + 1)"))
    #expect(try fixture.bytes(fixture.store) == bytes)
  }

  @Test("export and import round-trip names with quotes, unicode and SQL metacharacters")
  func roundTrip() throws {
    let fixture = try SpotFixture()
    let names = ["Kid's \"nook\"", "'; DROP TABLE spots; --", "Fensterbank ☀️ Küche", "a,b;c|d"]
    for (index, name) in names.enumerated() {
      try fixture.ok(["add", name, "--notes", "line 1, \"quoted\""])
      try fixture.ok([
        "measure", name, "-f", "1.9", "-t", "1/\(30 + index)", "--iso", "100", "--at",
        "2025-03-0\(index + 1)T10:00-04:00",
      ])
    }
    #expect(try fixture.ok(["list"]).contains("Fensterbank ☀️ Küche"))
    for format in ["json", "csv"] {
      let exported = try fixture.ok(["export", "--format", format])
      let file = fixture.path("export.\(format)")
      try Data(exported.utf8).write(to: URL(fileURLWithPath: file))
      let other = fixture.path("other-\(format).sqlite")
      let imported = try fixture.spot(["import", file], store: other)
      #expect(imported.status == 0, "\(imported.stderr)")
      #expect(imported.stdout.hasPrefix("Imported 4 new spots and 4 readings"))
      let again = try fixture.spot(["export", "--format", format], store: other)
      #expect(again.stdout == exported)
      let twice = try fixture.spot(["import", file], store: other)
      #expect(twice.stdout.contains("skipped 4 duplicate readings"))
    }
  }
}
