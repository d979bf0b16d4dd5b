import Foundation
import SolspotKit
import Testing

/// A capture's bytes from memory or a file (``CaptureInput``): the same replay either way, and
/// a file that cannot be read as a value naming why.
@Suite("Capture inputs")
struct CaptureInputTests {
  static func replay(_ input: CaptureInput) throws -> CaptureReplayer.Outcome {
    var replayer = CaptureReplayer(catalog: try DeviceProfileCatalog.builtIn())
    return try replayer.replay(input) { _, _ in }
  }

  @Test(
    "a file gives the outcome its bytes give", arguments: ["clean-flat.jsonl", "dim-corner.csv"])
  func fileAndBytes(_ name: String) throws {
    let path = CaptureReplayerTests.examples.appendingPathComponent(name).path
    let fromFile = try Self.replay(.file(path: path))
    let fromBytes = try Self.replay(.bytes(try CaptureReplayerTests.example(name)))
    #expect(fromFile == fromBytes)
    #expect(fromFile.sampleCount > 30)
  }

  @Test("a missing file and a folder are refused before they are opened")
  func unreadable() throws {
    let folder = CaptureReplayerTests.examples.path
    #expect(throws: CaptureInput.Failure.unreadable(.missing)) {
      try Self.replay(.file(path: folder + "/no-such-capture.jsonl"))
    }
    #expect(throws: CaptureInput.Failure.unreadable(.notRegularFile(.directory))) {
      try Self.replay(.file(path: folder))
    }
  }

  @Test("chunks cover the bytes once, in order, whatever their number")
  func chunks() throws {
    let bytes = (0..<(CaptureInput.chunkSize * 2 + 17)).map { UInt8(truncatingIfNeeded: $0) }
    var seen: [UInt8] = []
    var count = 0
    try CaptureInput.bytes(bytes).forEachChunk { chunk in
      seen += chunk
      count += 1
    }
    #expect(seen == bytes)
    #expect(count == 3)
    var empty = 0
    try CaptureInput.bytes([]).forEachChunk { _ in empty += 1 }
    #expect(empty == 0)
  }
}
