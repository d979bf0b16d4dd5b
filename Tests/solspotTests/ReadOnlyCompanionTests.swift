import Foundation
import Testing

/// What a reader that may not write the store leaves beside it (`PATH-wal`, `PATH-shm`) never
/// blocks a later writer, and what still blocks one is named: real files whose modes bind
/// (``Unprivileged``).
@Suite(
  "Read-only stores: companion files",
  .enabled(if: Unprivileged.isAvailable, Unprivileged.skipReason)
)
struct ReadOnlyCompanionTests {
  /// A store with one spot, `sill`, made by the unprivileged user in a folder anyone may write.
  static func makeStore(in folder: URL) throws -> String {
    let store = folder.appendingPathComponent("spots.sqlite").path
    let result = try Unprivileged.solspot(["spot", "add", "sill", "--store", store], home: folder)
    try #require(result.status == 0, "\(result.stderr)")
    return store
  }

  static func contents(_ folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test("the owner reads its chmod 444 store, makes it writable again, and writes")
  func ownerReadsThenWrites() throws {
    let folder = try Unprivileged.folder(writable: true)
    defer { Unprivileged.remove(folder) }
    let store = try Self.makeStore(in: folder)
    try Unprivileged.setMode(0o444, store)
    let read = try Unprivileged.solspot(["spot", "list", "--store", store], home: folder)
    #expect(read.status == 0, "\(read.stderr)")
    #expect(read.stdout.contains("sill"))
    // Reading created nothing beside the store (and the check record its writer left) that
    // would keep the file's mode.
    #expect(try Self.contents(folder) == ["spots.sqlite", "spots.sqlite-checked"])
    try Unprivileged.setMode(0o644, store)
    let write = try Unprivileged.solspot(["spot", "add", "desk", "--store", store], home: folder)
    #expect(write.status == 0, "\(write.stderr)")
    #expect(write.stderr.isEmpty)
  }

  @Test("companions an earlier reader left with a read-only mode are removed by the next writer")
  func leftoversRemoved() throws {
    let folder = try Unprivileged.folder(writable: true)
    defer { Unprivileged.remove(folder) }
    let store = try Self.makeStore(in: folder)
    // A read-only connection cannot remove its companions when it closes.
    let read = try Unprivileged.solspot(["spot", "list", "--store", store], home: folder)
    #expect(read.status == 0, "\(read.stderr)")
    for suffix in ["-wal", "-shm"] {
      try #require(FileManager.default.fileExists(atPath: store + suffix))
      try Unprivileged.setMode(0o444, store + suffix)
    }
    let write = try Unprivileged.solspot(["spot", "add", "desk", "--store", store], home: folder)
    #expect(write.status == 0, "\(write.stderr)")
    let list = try Unprivileged.solspot(["spot", "list", "--store", store], home: folder)
    #expect(list.stdout.contains("desk"))
  }

  @Test("a log with commits that this user may not write is named, and the fix given works")
  func unwritableLogNamed() throws {
    let work = try Unprivileged.folder()
    let folder = try Unprivileged.folder(writable: true)
    defer { Unprivileged.remove(folder) }
    defer { Unprivileged.remove(work) }
    let store = folder.appendingPathComponent("spots.sqlite").path
    try ReadOnlyStoreTests.copyWithWAL(
      try ReadOnlyStoreTests.makeStore(in: work), to: store, spot: "in the log only")
    for suffix in ["", "-wal"] { try Unprivileged.giveToUser(store + suffix) }
    try Unprivileged.setMode(0o444, store + "-wal")
    let refused = try Unprivileged.solspot(["spot", "add", "desk", "--store", store], home: folder)
    #expect(refused.status == 1)
    #expect(
      refused.stderr.hasPrefix(
        "solspot: \(store): the store is read-only: this user may not write \(store)-wal; make "
          + "it writable (chmod u+w \(store)-wal, as its owner)"), "\(refused.stderr)")
    try Unprivileged.setMode(0o644, store + "-wal")
    let write = try Unprivileged.solspot(["spot", "add", "desk", "--store", store], home: folder)
    #expect(write.status == 0, "\(write.stderr)")
    let list = try Unprivileged.solspot(["spot", "list", "--store", store], home: folder)
    #expect(list.stdout.contains("in the log only"))
    #expect(list.stdout.contains("desk"))
  }

  @Test(
    "another user's read leaves companions the owner's writer removes",
    .enabled(if: Unprivileged.otherPrefix != nil, "needs root and setpriv for a second user"))
  func otherUsersRead() throws {
    let folder = try Unprivileged.folder(writable: true)
    defer { Unprivileged.remove(folder) }
    let store = try Self.makeStore(in: folder)
    let read = try Unprivileged.solspotAsOther(["spot", "list", "--store", store], home: folder)
    #expect(read.status == 0, "\(read.stderr)")
    try #require(FileManager.default.fileExists(atPath: store + "-shm"))
    let write = try Unprivileged.solspot(["spot", "add", "desk", "--store", store], home: folder)
    #expect(write.status == 0, "\(write.stderr)")
  }

  @Test(
    "another user's companions in a sticky folder cannot be removed: the message names them",
    .enabled(if: Unprivileged.otherPrefix != nil, "needs root and setpriv for a second user"))
  func stickyFolderNamesBlocker() throws {
    let folder = try Unprivileged.folder(writable: true)
    defer { Unprivileged.remove(folder) }
    try Unprivileged.setMode(0o1777, folder.path)
    let store = try Self.makeStore(in: folder)
    let read = try Unprivileged.solspotAsOther(["spot", "list", "--store", store], home: folder)
    #expect(read.status == 0, "\(read.stderr)")
    let before = try Data(contentsOf: URL(fileURLWithPath: store))
    let write = try Unprivileged.solspot(["spot", "add", "desk", "--store", store], home: folder)
    #expect(write.status == 1)
    #expect(
      write.stderr.hasPrefix(
        "solspot: \(store): the store is read-only: this user may not write \(store)-wal;"),
      "\(write.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == before)
  }
}
