import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every command that reads a file says the same about one it cannot read: `solspot: PATH: no
/// such file`, `PATH: is a folder, not a file`, `PATH: permission denied`, exit code 1
/// (docs/cli.md, "Files that cannot be read"). Before, eight commands gave six wordings for a
/// missing file, and `spot import` called a folder missing.
@Suite("Files that cannot be read")
struct UnreadableFileTests {
  /// A command that reads a file, with the file's place in its arguments.
  struct Reader: CustomTestStringConvertible, Sendable {
    let name: String
    /// The arguments, given the file's path and a scratch folder for a store.
    let arguments: @Sendable (_ file: String, _ scratch: String) -> [String]
    /// Whether a folder is a valid argument (`lux DIR` reads the photos in it).
    var takesFolders = false
    var testDescription: String { name }
  }

  static let readers: [Reader] = [
    Reader(name: "lux PHOTO", arguments: { file, _ in ["lux", file] }, takesFolders: true),
    Reader(name: "exif", arguments: { file, _ in ["exif", file] }),
    Reader(name: "read", arguments: { file, _ in ["read", file] }),
    Reader(
      name: "calibrate fit",
      arguments: { file, _ in ["calibrate", "fit", file, "--device", "generic"] }),
    Reader(
      name: "calibrate check",
      arguments: { file, _ in ["calibrate", "check", file, "--device", "generic"] }),
    Reader(
      name: "spot import",
      arguments: { file, scratch in ["spot", "import", file, "--store", scratch + "/s.sqlite"] }),
    Reader(
      name: "spot measure --capture",
      arguments: { file, scratch in
        ["spot", "measure", "desk", "--capture", file, "--store", scratch + "/s.sqlite"]
      }),
    Reader(
      name: "spot measure --photo",
      arguments: { file, scratch in
        ["spot", "measure", "desk", "--photo", file, "--store", scratch + "/s.sqlite"]
      }),
    Reader(
      name: "plants --catalog",
      arguments: { file, _ in ["plants", "--catalog", file, "--band", "low"] }),
    Reader(
      name: "--profile",
      arguments: { file, _ in ["lux", "-f", "2", "-t", "1/60", "--iso", "100", "--profile", file] }
    ),
  ]

  /// A fresh folder with a store holding the spot `desk`, removed by the caller.
  static func scratch() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "solspot-unreadable-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let store = folder.appendingPathComponent("s.sqlite").path
    try #require(try SolspotProcess.run(["spot", "add", "desk", "--store", store]).status == 0)
    return folder
  }

  /// Runs `reader` on `file` and checks the first line on standard error and the exit code.
  func check(
    _ reader: Reader, file: String, reason: String, in folder: URL,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let result = try SolspotProcess.run(reader.arguments(file, folder.path))
    #expect(result.status == 1, sourceLocation: sourceLocation)
    #expect(result.stdout.isEmpty, sourceLocation: sourceLocation)
    let first = result.stderr.split(separator: "\n").first.map(String.init)
    #expect(first == "solspot: \(file): \(reason)", sourceLocation: sourceLocation)
  }

  @Test("a missing file: 'PATH: no such file', exit 1", arguments: readers)
  func missing(_ reader: Reader) throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("no-such-file.json").path
    try check(reader, file: file, reason: "no such file", in: folder)
    try check(reader, file: "/no/such.jpg", reason: "no such file", in: folder)
  }

  @Test(
    "a folder where a file is expected: 'PATH: is a folder, not a file', exit 1",
    arguments: readers.filter { !$0.takesFolders })
  func folder(_ reader: Reader) throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let inner = folder.appendingPathComponent("inner")
    try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
    let result = try SolspotProcess.run(reader.arguments(inner.path, folder.path))
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    // exif adds what to do instead: 'solspot lux DIR'.
    #expect(result.stderr.hasPrefix("solspot: \(inner.path): is a folder, not a file"))
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  @Test(
    "a file without read permission: 'PATH: permission denied', exit 1",
    .disabled(if: geteuid() == 0, "root may read a file whatever its permissions"),
    arguments: readers)
  func notReadable(_ reader: Reader) throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("locked.json")
    try Data("{}".utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: file.path)
    try check(reader, file: file.path, reason: "permission denied", in: folder)
  }
}
