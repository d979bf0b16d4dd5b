import Foundation
import Testing

/// Runs the built `solspot` binary as a separate process, the way a user or script does.
struct SolspotProcess {
  /// What one run printed and how it ended.
  struct Result: Sendable {
    let stdout: String
    let stderr: String
    let status: Int32
  }

  /// The built binary: next to the test bundle in SwiftPM's build folder.
  static let binary: URL = {
    let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidates = [
      products.appendingPathComponent("solspot"),
      products.deletingLastPathComponent().appendingPathComponent("solspot"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
      ?? candidates[0]
  }()

  /// The variables through which a developer's own data could reach a test: the store and
  /// the profile folder are found from them (docs/cli.md, docs/store.md).
  static let personalVariables = [
    "HOME", "XDG_DATA_HOME", "SOLSPOT_STORE", "SOLSPOT_UNIT", "SOLSPOT_DEVICE",
  ]

  /// The environment a test runs `solspot` in unless it sets one on purpose: the test
  /// runner's own, without ``personalVariables``, and with `HOME` and `XDG_DATA_HOME` in
  /// `folder`, a fresh empty folder. So no test reads or writes the developer's saved spots or
  /// profiles, whatever their shell sets.
  ///
  /// - Parameter base: The environment to start from; the test runner's by default.
  static func isolatedEnvironment(
    in folder: URL, from base: [String: String] = ProcessInfo.processInfo.environment
  ) -> [String: String] {
    var environment = base
    for name in personalVariables { environment[name] = nil }
    environment["HOME"] = folder.path
    environment["XDG_DATA_HOME"] = folder.appendingPathComponent("data").path
    return environment
  }

  /// Runs `solspot` with `arguments`, feeding `input` on standard input.
  ///
  /// - Parameter environment: The whole environment of the process, for a test that sets
  ///   `HOME`, `XDG_DATA_HOME` or `SOLSPOT_STORE` on purpose (start from
  ///   ``isolatedEnvironment(in:)`` to change one variable); `nil`, the default, runs it in an
  ///   isolated environment in a fresh temporary folder, removed afterwards.
  static func run(
    _ arguments: [String], input: Data? = nil, environment: [String: String]? = nil,
    directory: URL? = nil, executable: URL = binary
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var isolatedFolder: URL?
    if let environment {
      process.environment = environment
    } else {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("solspot-test-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      isolatedFolder = folder
      process.environment = isolatedEnvironment(in: folder)
    }
    defer { if let isolatedFolder { try? FileManager.default.removeItem(at: isolatedFolder) } }
    if let directory { process.currentDirectoryURL = directory }
    let out = Pipe()
    let err = Pipe()
    let inPipe = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = inPipe
    try process.run()
    if let input { inPipe.fileHandleForWriting.write(input) }
    try inPipe.fileHandleForWriting.close()
    // Read both pipes to the end before waiting, so a large output cannot block the child.
    let group = DispatchGroup()
    nonisolated(unsafe) var errData = Data()
    group.enter()
    DispatchQueue.global().async {
      errData = err.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return Result(
      stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self),
      status: process.terminationStatus)
  }

  /// Parses one line of JSON output into a dictionary.
  static func json(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> [String: Any]
  {
    let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
    return try #require(object as? [String: Any], sourceLocation: sourceLocation)
  }
}
