import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `read --trace` on a live stream: each state change reaches standard output as it happens,
/// and a SIGTERM loses none of what was traced.
@Suite("solspot read --trace, live")
struct ReadTraceTests {
  /// The first lines of the clean capture: its header and enough samples for a first state.
  static func start() throws -> Data {
    let text = try String(
      contentsOfFile: ReadCommandTests.example("clean-flat.jsonl"), encoding: .utf8)
    return Data((text.split(separator: "\n").prefix(10).joined(separator: "\n") + "\n").utf8)
  }

  /// Runs `solspot read - --trace` with its input a pipe left open, `output` as its standard
  /// output; waits until `isTraced` says the first state is out, then ends it with SIGTERM.
  ///
  /// - Returns: Whether the first state came out before the input ended, within 20 seconds.
  static func traceLive(output: FileHandle, isTraced: () -> Bool) throws -> Bool {
    let process = Process()
    process.executableURL = SolspotProcess.binary
    process.arguments = ["read", "-", "--trace"]
    let input = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    // The test runner's threads block SIGTERM, and a child inherits the mask; a shell would
    // start solspot with it unblocked, so this thread unblocks it around the spawn.
    var term = sigset_t()
    var previous = sigset_t()
    sigemptyset(&term)
    sigaddset(&term, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &term, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    try process.run()
    input.fileHandleForWriting.write(try start())
    let deadline = Date().addingTimeInterval(20)
    var traced = false
    while Date() < deadline {
      if isTraced() {
        traced = true
        break
      }
      usleep(20_000)
    }
    kill(process.processIdentifier, SIGTERM)
    let ends = Date().addingTimeInterval(10)
    while process.isRunning, Date() < ends { usleep(20_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    try input.fileHandleForWriting.close()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == SIGTERM, "SIGTERM did not end the read")
    return traced
  }

  @Test("through a pipe, the first state arrives while the capture is still coming")
  func pipe() throws {
    let output = Pipe()
    let reader = output.fileHandleForReading
    let flags = fcntl(reader.fileDescriptor, F_GETFL)
    _ = fcntl(reader.fileDescriptor, F_SETFL, flags | O_NONBLOCK)
    var received = Data()
    let traced = try Self.traceLive(output: output.fileHandleForWriting) {
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = read(reader.fileDescriptor, &buffer, buffer.count)
      if count > 0 { received.append(contentsOf: buffer[0..<count]) }
      return String(decoding: received, as: UTF8.self).contains("settling (camera-adjusting)")
    }
    #expect(traced, "nothing was traced: \(String(decoding: received, as: UTF8.self))")
  }

  @Test("into a file, the trace written before a SIGTERM is kept")
  func sigterm() throws {
    let fixture = try SpotFixture()
    let path = fixture.path("trace.txt")
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let file = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    let traced = try Self.traceLive(output: file) {
      ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "")
        .contains("settling (camera-adjusting)")
    }
    try file.close()
    #expect(traced)
    #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("3.200 s  settling"))
  }
}
