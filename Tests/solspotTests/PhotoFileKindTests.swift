import Foundation
import SolspotTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `lux`, `exif` and `spot measure --photo` do with things that are not photos: named
/// pipes (which once blocked `open(2)` forever), devices, broken links, link loops, videos,
/// links to folders and folders that cannot be listed. Nothing hangs, nothing is dropped
/// silently, and each is reported as it would be when named on the command line.
@Suite("Photos that are not regular files, and folders that hold them")
struct PhotoFileKindTests {
  /// A fresh folder, removed by the caller.
  static func scratch() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "solspot-kinds-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// The start of a real MP4 (`isom`) or QuickTime (`qt  `) file: ftyp, free, an empty mdat.
  static func video(major: String, compatible: [String]) -> Data {
    var bytes: [UInt8] = [0, 0, 0, UInt8(16 + 4 * compatible.count)]
    bytes += Array(("ftyp" + major).utf8) + [0, 0, 2, 0] + compatible.flatMap { Array($0.utf8) }
    bytes += [0, 0, 0, 8] + Array("free".utf8) + [0, 0, 0, 8] + Array("mdat".utf8)
    return Data(bytes)
  }

  /// Runs `solspot` on a FIFO with a watchdog that frees it if it blocks, and checks it did not.
  func runOnFIFO(
    _ arguments: [String], fifo: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> SolspotProcess.Result {
    let watchdog = FIFOWatchdog(path: fifo)
    let result = try SolspotProcess.run(arguments)
    watchdog.expectReturned("solspot blocked on the FIFO", sourceLocation: sourceLocation)
    return result
  }

  @Test("a FIFO named on the command line is refused at once by lux, exif and spot measure")
  func fifoNamed() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("f.jpg").path
    try #require(mkfifo(fifo, 0o644) == 0)
    let reason = "is a named pipe (FIFO), not a regular file"
    let lux = try runOnFIFO(["lux", fifo], fifo: fifo)
    #expect(lux.status == 1)
    #expect(lux.stderr == "solspot: \(fifo): \(reason)\nsolspot: 1 of 1 file gave no estimate\n")
    let exif = try runOnFIFO(["exif", fifo], fifo: fifo)
    #expect(exif.status == 1)
    #expect(exif.stderr == "solspot: \(fifo): \(reason)\n")
    let store = folder.appendingPathComponent("spots.sqlite").path
    #expect(try SolspotProcess.run(["spot", "add", "desk", "--store", store]).status == 0)
    let measure = try runOnFIFO(
      ["spot", "measure", "desk", "--photo", fifo, "--store", store], fifo: fifo)
    #expect(measure.status == 1)
    #expect(measure.stderr == "solspot: \(fifo): \(reason)\n")
    #expect(measure.stdout.isEmpty)
  }

  @Test("devices are refused with their reason")
  func devices() throws {
    for device in ["/dev/null", "/dev/zero"] where FileManager.default.fileExists(atPath: device) {
      let result = try SolspotProcess.run(["exif", device])
      #expect(result.status == 1)
      #expect(
        result.stderr
          == "solspot: \(device): is a device, not a regular file\n")
    }
  }

  @Test("in a folder: pipes, broken links and link loops are reported, links to folders counted")
  func folderEntries() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let manager = FileManager.default
    try manager.createDirectory(
      at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
    try manager.copyItem(
      atPath: PhotoFixtures.path("jpeg-ii.jpg"),
      toPath: folder.appendingPathComponent("sub/a.jpg").path)
    let fifo = folder.appendingPathComponent("pipe.jpg").path
    try #require(mkfifo(fifo, 0o644) == 0)
    func link(_ name: String, to target: String) throws {
      try manager.createSymbolicLink(
        atPath: folder.appendingPathComponent(name).path, withDestinationPath: target)
    }
    try link("broken.jpg", to: "moved-away.jpg")
    try link("loop.jpg", to: "loop.jpg")
    try link("sub-link", to: "sub")
    let result = try runOnFIFO(["lux", folder.path], fifo: fifo)
    #expect(result.status == 1)
    #expect(result.stdout.hasPrefix(folder.path + "/sub/a.jpg: "))
    let path = folder.path
    #expect(
      result.stderr.split(separator: "\n").map(String.init) == [
        "solspot: \(path)/broken.jpg: is a symbolic link to a missing file",
        "solspot: \(path)/loop.jpg: too many levels of symbolic links",
        "solspot: \(path)/pipe.jpg: is a named pipe (FIFO), not a regular file",
        "solspot: skipped 1 symbolic link to a folder (links to folders inside folders are not followed)",
        "solspot: 3 of 4 files gave no estimate",
      ])
    // Named on the command line, a broken link reads the same.
    let named = try SolspotProcess.run(["lux", folder.path + "/broken.jpg"])
    #expect(
      named.stderr.hasPrefix(
        "solspot: \(path)/broken.jpg: is a symbolic link to a missing file\n")
    )
  }

  @Test("videos in a folder are skipped as not photos; named, they are reported")
  func videos() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let clip = folder.appendingPathComponent("clip.mp4")
    let movie = folder.appendingPathComponent("IMG_0001.MOV")
    try Self.video(major: "isom", compatible: ["isom", "iso2", "avc1", "mp41"]).write(to: clip)
    try Self.video(major: "qt  ", compatible: ["qt  "]).write(to: movie)
    try FileManager.default.copyItem(
      atPath: PhotoFixtures.path("heic-exif.heic"),
      toPath: folder.appendingPathComponent("IMG_0001.HEIC").path)
    let result = try SolspotProcess.run(["lux", "--json", folder.path])
    #expect(result.status == 0)
    #expect(result.stdout.split(separator: "\n").count == 1)
    #expect(result.stderr == "solspot: skipped 2 files in folders that are not a photo format\n")
    let named = try SolspotProcess.run(["lux", clip.path])
    #expect(named.status == 1)
    #expect(named.stderr.hasPrefix("solspot: \(clip.path): not a photo format solspot reads"))
  }

  @Test("a folder that cannot be listed is reported as a folder, with the system's reason")
  func unreadableFolder() throws {
    let folder = try Self.scratch()
    defer {
      _ = chmod(folder.appendingPathComponent("locked").path, 0o755)
      try? FileManager.default.removeItem(at: folder)
    }
    let locked = folder.appendingPathComponent("locked")
    try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: PhotoFixtures.path("jpeg-ii.jpg"), toPath: folder.appendingPathComponent("a.jpg").path
    )
    try #require(chmod(locked.path, 0) == 0)
    // Root reads every folder; run as nobody then, when setpriv(1) can, and skip otherwise.
    var arguments = ["lux", folder.path]
    var executable = SolspotProcess.binary
    if getuid() == 0 {
      let setpriv = URL(fileURLWithPath: "/usr/bin/setpriv")
      guard FileManager.default.isExecutableFile(atPath: setpriv.path) else { return }
      _ = chmod(folder.path, 0o755)
      let asNobody = ["--reuid=65534", "--regid=65534", "--clear-groups"]
      // The build folder may be out of nobody's reach (a checkout under /root): skip then.
      let probe = try SolspotProcess.run(
        asNobody + [SolspotProcess.binary.path, "--version"], executable: setpriv)
      guard probe.status == 0 else { return }
      arguments = asNobody + [SolspotProcess.binary.path] + arguments
      executable = setpriv
    }
    let result = try SolspotProcess.run(arguments, executable: executable)
    #expect(result.status == 1)
    #expect(result.stdout.hasPrefix(folder.path + "/a.jpg: "))
    #expect(
      result.stderr
        == "solspot: \(locked.path): cannot read the folder: permission denied\n"
        + "solspot: 1 of 2 files gave no estimate\n")
  }
}
