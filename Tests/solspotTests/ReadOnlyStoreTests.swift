import Foundation
import SolspotKit
import Testing

/// A store that cannot be written is read by every command that only reads, and every
/// command that writes says "the store is read-only", with real files whose modes bind
/// (``Unprivileged``).
@Suite("Read-only stores", .enabled(if: Unprivileged.isAvailable, Unprivileged.skipReason))
struct ReadOnlyStoreTests {
  /// A store with two spots and readings, made by the test's own user in `folder`.
  static func makeStore(in folder: URL) throws -> String {
    let store = folder.appendingPathComponent("spots.sqlite").path
    let environment = SolspotProcess.isolatedEnvironment(in: folder)
    let commands =
      [
        ["spot", "add", "sill"], ["spot", "add", "shelf"],
        ["spot", "measure", "sill", "-f", "1.9", "-t", "1/500", "--iso", "40"],
        ["spot", "measure", "shelf", "-f", "1.9", "-t", "1/60", "--iso", "100"],
      ]
      // Six pairs over three decades, so the fit is one a measured profile can come from
      // (a refused fit exits 1).
      + (0..<6).map { step in
        let factor = 1 << (2 * step)
        return [
          "calibrate", "add", "--device", "iphone-15-front", "--lux", "\(50 * factor)", "-f",
          "1.9", "-t", "1/\(30 * factor)", "--iso", "100",
        ]
      }
    for arguments in commands {
      let result = try SolspotProcess.run(arguments + ["--store", store], environment: environment)
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
    }
    return store
  }

  /// The commands that only read, each with what it must print.
  static let readers: [(arguments: [String], contains: String)] = [
    (["spot", "list"], "sill"),
    (["spot", "show", "sill"], "sill"),
    (["spot", "history", "shelf"], "lux"),
    (["spot", "export"], "\"solspotSpots\""),
    (["spot", "export", "--format", "csv"], "#end,spots=2,readings=2"),
    (["spot", "compare", "sill", "shelf"], "sill"),
    (["spot", "seasons", "sill"], "sill"),
    (["plants", "--spot", "sill"], "sill"),
    (["calibrate", "pairs", "--device", "iphone-15-front"], "PAIR"),
    (["calibrate", "fit", "--device", "iphone-15-front"], "from the store"),
    (["calibrate", "check", "--device", "iphone-15-front"], "from the store"),
  ]

  /// The commands that write, each of which must refuse.
  static let writers: [[String]] = [
    ["spot", "add", "desk"],
    ["spot", "measure", "sill", "-f", "1.9", "-t", "1/100", "--iso", "100"],
    ["spot", "set", "sill", "--room", "kitchen"],
    ["spot", "rename", "sill", "window"],
    ["spot", "remove", "shelf", "--yes"],
    [
      "calibrate", "add", "--device", "iphone-15-front", "--lux", "700", "-f", "1.9", "-t", "1/30",
      "--iso", "100",
    ],
    ["calibrate", "pairs", "--device", "iphone-15-front", "--remove", "1"],
  ]

  func expectReadable(_ store: String, home: URL, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    for reader in Self.readers {
      let result = try Unprivileged.solspot(reader.arguments + ["--store", store], home: home)
      #expect(
        result.status == 0, "\(reader.arguments): \(result.stderr)", sourceLocation: sourceLocation)
      #expect(
        result.stdout.contains(reader.contains), "\(reader.arguments)",
        sourceLocation: sourceLocation)
      #expect(
        !result.stderr.contains("read-only"), "\(result.stderr)", sourceLocation: sourceLocation)
    }
  }

  @Test("a chmod 444 store in a writable folder: readers read it, writers say it is read-only")
  func readOnlyFile() throws {
    let folder = try Unprivileged.folder()
    defer { Unprivileged.remove(folder) }
    let store = try Self.makeStore(in: folder)
    let before = try Data(contentsOf: URL(fileURLWithPath: store))
    try Unprivileged.setMode(0o444, store)
    try Unprivileged.setMode(0o777, folder.path)
    try expectReadable(store, home: folder)
    for writer in Self.writers {
      let result = try Unprivileged.solspot(writer + ["--store", store], home: folder)
      #expect(result.status == 1, "\(writer)")
      #expect(
        result.stderr.hasPrefix("solspot: \(store): the store is read-only: "), "\(result.stderr)")
      #expect(result.stderr.contains("chmod u+w"), "\(result.stderr)")
      #expect(result.stdout.isEmpty)
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == before)
  }

  @Test("a store in a read-only folder, with no -wal: readers read it, writers name the folder")
  func readOnlyFolder() throws {
    let folder = try Unprivileged.folder()
    defer { Unprivileged.remove(folder) }
    let store = try Self.makeStore(in: folder)
    try Unprivileged.setMode(0o444, store)
    try Unprivileged.setMode(0o555, folder.path)
    try expectReadable(store, home: folder)
    // Nothing was created beside the store and the check record its writer left.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "spots.sqlite", "spots.sqlite-checked",
      ])
    let result = try Unprivileged.solspot(["spot", "add", "desk", "--store", store], home: folder)
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("solspot: \(store): the store is read-only: "))
  }

  @Test("a -wal without its -shm in a read-only folder is never read stale: the message says why")
  func walWithoutIndex() throws {
    let work = try Unprivileged.folder()
    let folder = try Unprivileged.folder()
    defer { Unprivileged.remove(folder) }
    defer { Unprivileged.remove(work) }
    let store = folder.appendingPathComponent("spots.sqlite").path
    try Self.copyWithWAL(try Self.makeStore(in: work), to: store, spot: "in the log only")
    #expect(!FileManager.default.fileExists(atPath: store + "-shm"))
    try Unprivileged.setMode(0o555, folder.path)
    let result = try Unprivileged.solspot(["spot", "list", "--store", store], home: folder)
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty, "stale data was printed: \(result.stdout)")
    #expect(
      result.stderr.hasPrefix(
        "solspot: \(store): the store has changes in its write-ahead log \(store)-wal that "
          + "SQLite cannot read without \(store)-shm, which it cannot create in the read-only "
          + "folder \(folder.path); "), "\(result.stderr)")
    // The fix it gives works: with the folder writable, the log's spot is there.
    try Unprivileged.setMode(0o777, folder.path)
    let fixed = try Unprivileged.solspot(["spot", "list", "--store", store], home: folder)
    #expect(fixed.status == 0, "\(fixed.stderr)")
    #expect(fixed.stdout.contains("in the log only"))
  }

  @Test("an older store that cannot be written: a clear message instead of a migration")
  func olderReadOnly() throws {
    let folder = try Unprivileged.folder()
    defer { Unprivileged.remove(folder) }
    let store = folder.appendingPathComponent("spots.sqlite").path
    try FileManager.default.copyItem(atPath: SpotStoreMigrationTests.fixture.path, toPath: store)
    try Unprivileged.setMode(0o444, store)
    try Unprivileged.setMode(0o555, folder.path)
    let result = try Unprivileged.solspot(["spot", "list", "--store", store], home: folder)
    #expect(result.status == 1)
    #expect(
      result.stderr.hasPrefix(
        "solspot: \(store): the store is at schema version 2 and this Solspot reads version "),
      "\(result.stderr)")
    #expect(result.stderr.contains("the store is read-only"))
    // Both the file and the folder must be made writable for the upgrade, and it says so.
    #expect(
      result.stderr.contains(
        "this user may write neither the file nor its folder \(folder.path)"),
      "\(result.stderr)")
    #expect(result.stderr.contains("chmod u+w \(store) \(folder.path)"), "\(result.stderr)")
  }

  @Test(
    "an empty -wal without its -shm in a read-only folder holds nothing: the store is read",
    arguments: [0o644, 0o444])
  func emptyLogReadOnlyFolder(mode: Int) throws {
    let folder = try Unprivileged.folder()
    defer { Unprivileged.remove(folder) }
    let store = try Self.makeStore(in: folder)
    #expect(FileManager.default.createFile(atPath: store + "-wal", contents: Data()))
    #expect(!FileManager.default.fileExists(atPath: store + "-shm"))
    try Unprivileged.setMode(mode, store)
    try Unprivileged.setMode(0o555, folder.path)
    let result = try Unprivileged.solspot(["spot", "list", "--store", store], home: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("sill"))
    #expect(result.stdout.contains("shelf"))
  }

  @Test("a store of mode 000 is 'permission denied', for readers and writers")
  func unreadable() throws {
    let folder = try Unprivileged.folder()
    defer { Unprivileged.remove(folder) }
    let store = try Self.makeStore(in: folder)
    try Unprivileged.setMode(0o000, store)
    for arguments in [["spot", "list"], ["spot", "add", "desk"]] {
      let result = try Unprivileged.solspot(arguments + ["--store", store], home: folder)
      #expect(result.status == 1)
      #expect(result.stderr.hasPrefix("solspot: \(store): permission denied"), "\(result.stderr)")
    }
  }

  /// Copies the store at `source` to `destination` as a writer killed after its last commit
  /// leaves it: a spot named `spot` is committed through a store kept open, so the commit is in
  /// `-wal` only, and the file and its `-wal` are copied while it is open.
  static func copyWithWAL(_ source: String, to destination: String, spot: String) throws {
    let store = try SpotStore(path: source)
    try store.add(
      try NewSpot(name: spot, createdAt: try #require(Timestamp(iso8601: "2025-01-01T00:00Z"))))
    for suffix in ["", "-wal"] {
      try FileManager.default.copyItem(atPath: source + suffix, toPath: destination + suffix)
    }
    withExtendedLifetime(store) {}
  }
}
