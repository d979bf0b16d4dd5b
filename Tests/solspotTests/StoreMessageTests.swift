import Foundation
import SolspotKit
import SolspotTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Each store path that cannot be used gets its own message, the same for a command that
/// reads and one that writes, and the file is left as it was.
@Suite("Store messages")
struct StoreMessageTests {
  /// A path that is not a store, and the message after `solspot: PATH: `.
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let message: String
    var testDescription: String { name }
  }

  func expectMessage(
    _ store: String, _ message: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let fixture = try SpotFixture()
    for arguments in [["list"], ["export"], ["show", "sill"], ["add", "desk"]] {
      let result = try fixture.spot(arguments, store: store)
      #expect(result.status == 1, "\(arguments)", sourceLocation: sourceLocation)
      #expect(
        result.stderr.hasPrefix("solspot: \(store): \(message)"), "\(arguments): \(result.stderr)",
        sourceLocation: sourceLocation)
      #expect(result.stderr.split(separator: "\n").count == 1, sourceLocation: sourceLocation)
      #expect(result.stdout.isEmpty, sourceLocation: sourceLocation)
    }
  }

  @Test("--store naming a folder says it is a folder")
  func folder() throws {
    let fixture = try SpotFixture()
    try expectMessage(
      fixture.folder.path,
      "is a folder, not a file; give the store's file, such as \(fixture.folder.path)/spots.sqlite")
  }

  @Test("/dev/null and a named pipe are not regular files, and a pipe is never waited on")
  func notRegular() throws {
    try expectMessage("/dev/null", "is not a regular file (a device, such as /dev/null)")
    let fixture = try SpotFixture()
    let fifo = fixture.path("pipe")
    #expect(mkfifo(fifo, 0o600) == 0)
    let watchdog = FIFOWatchdog(path: fifo)
    try expectMessage(fifo, "is not a regular file (a named pipe)")
    watchdog.expectReturned("the store opened the named pipe and waited for a writer")
  }

  @Test("user_version reset to 0 on an existing store: 'schema version missing', file unchanged")
  func missingVersion() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "sill"])
    // user_version is the 4 bytes at offset 60 of the header.
    var bytes = try fixture.bytes(fixture.store)
    for offset in 60..<64 { bytes[offset] = 0 }
    try bytes.write(to: URL(fileURLWithPath: fixture.store))
    try expectMessage(
      fixture.store, "the store's schema version is missing: PRAGMA user_version is 0")
    #expect(try fixture.bytes(fixture.store) == bytes)
  }

  @Test("a store cut to half its size: damaged beyond salvage, and export does not offer itself")
  func truncated() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "sill"])
    try fixture.ok(["add", "shelf"])
    for step in 1...40 {
      try fixture.ok(["measure", "sill", "-f", "1.9", "-t", "1/\(60 + step)", "--iso", "100"])
    }
    let bytes = try fixture.bytes(fixture.store)
    let half = bytes.prefix(bytes.count / 2)
    try half.write(to: URL(fileURLWithPath: fixture.store))
    try expectMessage(fixture.store, "the store is damaged beyond salvage: ")
    let export = try fixture.spot(["export"])
    #expect(!export.stderr.contains("salvage what can be read with 'solspot spot export'"))
    #expect(export.stderr.contains("restore a backup copy"))
    #expect(try fixture.bytes(fixture.store) == half)
  }
}
