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

  /// Runs `solspot` with `arguments`, feeding `input` on standard input.
  static func run(
    _ arguments: [String], input: Data? = nil, environment: [String: String]? = nil,
    directory: URL? = nil, executable: URL = binary
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
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
