import Foundation
import SolspotTestSupport
import Testing

@testable import SolspotKit

/// Only regular files are read: everything else is refused at once with the reason, before any
/// `open(2)` that could block (a named pipe without a writer blocks it forever).
@Suite("Files that are not regular files")
struct FileKindTests {
  let reader = MetadataReader()

  static func scratch() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "solspot-kinds-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Why `read(path:)` refuses `path`, or `nil` when it reads it (any other error fails).
  func reason(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) -> ReadFailure? {
    do {
      _ = try reader.read(path: path)
      return nil
    } catch {
      guard case .cannotRead(let failure) = error.kind else {
        Issue.record("not a read failure: \(error)", sourceLocation: sourceLocation)
        return nil
      }
      #expect(error.file == path, sourceLocation: sourceLocation)
      #expect(error.code == "cannot-read", sourceLocation: sourceLocation)
      return failure
    }
  }

  @Test("a named pipe (FIFO) is refused at once, even behind a link or named .jpg")
  func fifo() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("f.jpg").path
    try #require(FIFOWatchdog.makeFIFO(fifo))
    let link = folder.appendingPathComponent("link.jpg").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: fifo)
    for path in [fifo, link] {
      let watchdog = FIFOWatchdog(path: fifo)
      let reason = reason(path)
      watchdog.expectReturned("reading \(path) blocked on the FIFO")
      #expect(reason == .notRegularFile(.fifo))
    }
  }

  @Test("the watchdog frees a read blocked on a FIFO and says it was stuck")
  func watchdogCatchesAHang() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("blocking").path
    try #require(FIFOWatchdog.makeFIFO(fifo))
    let watchdog = FIFOWatchdog(path: fifo, seconds: 0.2)
    // A plain blocking open, as the reader did before it checked the file kind.
    let descriptor = open(fifo, O_RDONLY)
    watchdog.finish()
    if descriptor >= 0 { close(descriptor) }
    #expect(watchdog.isStuck)
  }

  @Test("a device, a folder, a broken link and a link loop are refused with their reason")
  func others() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let manager = FileManager.default
    let dangling = folder.appendingPathComponent("dangling.jpg").path
    try manager.createSymbolicLink(atPath: dangling, withDestinationPath: "missing.jpg")
    let loop = folder.appendingPathComponent("loop.jpg").path
    try manager.createSymbolicLink(atPath: loop, withDestinationPath: loop)
    if manager.fileExists(atPath: "/dev/null") {
      #expect(reason("/dev/null") == .notRegularFile(.characterDevice))
    }
    if manager.fileExists(atPath: "/dev/zero") {
      #expect(reason("/dev/zero") == .notRegularFile(.characterDevice))
    }
    #expect(reason(folder.path) == .notRegularFile(.directory))
    #expect(reason(dangling) == .brokenSymbolicLink)
    #expect(reason(loop) == .system(errno: ELOOP))
    #expect(reason(folder.appendingPathComponent("none.jpg").path) == .missing)
    // ENOTDIR: a file where the path needs a folder.
    let file = folder.appendingPathComponent("file.jpg")
    try Data([0xFF]).write(to: file)
    #expect(reason(file.appendingPathComponent("inside.jpg").path) == .missing)
  }

  /// What `read(listedRegularFile:)` says about `path`, in the form of ``reason(_:)``.
  func listedReason(_ path: String) -> ReadFailure? {
    do {
      _ = try reader.read(listedRegularFile: path)
      return nil
    } catch {
      guard case .cannotRead(let failure) = error.kind else {
        Issue.record("not a read failure: \(error)")
        return nil
      }
      #expect(error.file == path)
      return failure
    }
  }

  @Test("a path a listing called a regular file reads as read(path:) does, and is refused alike")
  func listedRegularFile() throws {
    let fixture = MetadataFixtures.folder.appendingPathComponent("heic-exif.heic").path
    #expect(try reader.read(listedRegularFile: fixture) == reader.read(path: fixture))
    // Each of these could replace a listed file before it is opened.
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let manager = FileManager.default
    let fifo = folder.appendingPathComponent("f.jpg").path
    try #require(FIFOWatchdog.makeFIFO(fifo))
    let dangling = folder.appendingPathComponent("dangling.jpg").path
    try manager.createSymbolicLink(atPath: dangling, withDestinationPath: "missing.jpg")
    let loop = folder.appendingPathComponent("loop.jpg").path
    try manager.createSymbolicLink(atPath: loop, withDestinationPath: loop)
    let missing = folder.appendingPathComponent("none.jpg").path
    for path in [fifo, folder.path, dangling, loop, missing] {
      let watchdog = FIFOWatchdog(path: fifo)
      let listed = listedReason(path)
      watchdog.expectReturned("reading \(path) blocked on the FIFO")
      #expect(listed != nil, "\(path)")
      #expect(listed == reason(path), "\(path)")
    }
  }
}
