import Foundation
import SolspotKit
import Testing

/// Replaying a capture file through the gates, fed in chunks as a file is read: the outcome,
/// the device profile chosen, and the failures, as values.
@Suite("Capture replays")
struct CaptureReplayerTests {
  static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs/examples")

  /// Replays `bytes` in chunks of `chunk` bytes; the phases seen and the outcome.
  static func replay(
    _ bytes: [UInt8], chunk: Int = 4096, profile: DeviceProfile? = nil,
    source: CaptureReplayer.DeviceChoice.Source = .option, remembered: RememberedDevice? = nil
  ) throws -> (phases: [GateState.Kind], outcome: CaptureReplayer.Outcome) {
    var replayer = CaptureReplayer(
      catalog: try DeviceProfileCatalog.builtIn(), profile: profile, source: source,
      remembered: remembered)
    var phases: [GateState.Kind] = []
    for start in stride(from: 0, to: bytes.count, by: chunk) {
      try bytes[start..<min(bytes.count, start + chunk)].withUnsafeBytes { buffer in
        try replayer.append(buffer) { state, _ in phases.append(state.kind) }
      }
    }
    let outcome = try replayer.finish { state, _ in phases.append(state.kind) }
    return (phases, outcome)
  }

  static func example(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: examples.appendingPathComponent(name)))
  }

  @Test("a clean capture commits a reading that stands, with the header's device")
  func clean() throws {
    let (phases, outcome) = try Self.replay(try Self.example("clean-flat.jsonl"))
    #expect(outcome.isStanding)
    #expect(phases.last == .ready)
    #expect(outcome.device.source == .header)
    #expect(outcome.device.profile.id == "iphone-15-front")
    #expect(outcome.device.overriddenHeaderDevice == nil)
    #expect(outcome.sampleCount > 30)
    #expect(outcome.header?.device == "iphone-15-front")
  }

  @Test("chunks of any size give the same outcome", arguments: [1, 7, 100, 1 << 20])
  func chunking(_ size: Int) throws {
    let bytes = try Self.example("clean-flat.jsonl")
    let whole = try Self.replay(bytes, chunk: 1 << 20)
    let split = try Self.replay(bytes, chunk: size)
    #expect(split.outcome == whole.outcome)
    #expect(split.phases == whole.phases)
  }

  @Test("a given profile replaces the header's device and says which it replaced")
  func givenProfile() throws {
    let catalog = try DeviceProfileCatalog.builtIn()
    let other = try #require(catalog.profile(named: "iphone-x-front"))
    let outcome = try Self.replay(
      try Self.example("clean-flat.jsonl"), profile: other, source: .profileFile
    ).outcome
    #expect(outcome.device.profile.id == "iphone-x-front")
    #expect(outcome.device.source == .profileFile)
    #expect(outcome.device.overriddenHeaderDevice == "iphone-15-front")
  }

  @Test("no header and no profile: the generic one")
  func generic() throws {
    let clean = try Self.example("clean-flat.jsonl")
    let outcome = try Self.replay(Array(clean.drop { $0 != 10 }.dropFirst())).outcome
    #expect(outcome.header == nil)
    #expect(outcome.device.source == .generic)
    #expect(outcome.device.profile.id == "generic")
  }

  @Test(
    "a remembered device serves a header naming none, with its origin as the source",
    arguments: [
      (RememberedDevice.Origin.spot, CaptureReplayer.DeviceChoice.Source.spot),
      (.environment, .environment),
    ])
  func remembered(
    _ origin: RememberedDevice.Origin, _ source: CaptureReplayer.DeviceChoice.Source
  ) throws {
    let catalog = try DeviceProfileCatalog.builtIn()
    let device = RememberedDevice(
      profile: try #require(catalog.profile(named: "iphone-13-front")), origin: origin)
    let clean = try Self.example("clean-flat.jsonl")
    let bare = try Self.replay(Array(clean.drop { $0 != 10 }.dropFirst()), remembered: device)
    #expect(bare.outcome.device.profile.id == "iphone-13-front")
    #expect(bare.outcome.device.source == source)
    #expect(bare.outcome.device.overriddenHeaderDevice == nil)
    // The header's device and a given profile both come before it.
    let named = try Self.replay(clean, remembered: device).outcome
    #expect(named.device.source == .header)
    #expect(named.device.profile.id == "iphone-15-front")
    let other = try #require(catalog.profile(named: "iphone-x-front"))
    let given = try Self.replay(clean, profile: other, remembered: device).outcome
    #expect(given.device.source == .option)
    #expect(given.device.profile.id == "iphone-x-front")
  }

  @Test("an unknown header device fails with its line and the ids close to it")
  func unknownDevice() throws {
    let bytes = Array(
      #"{"solspotCapture": 1, "device": "iphone-15-frnt"}"#.utf8 + [10]
        + Array(try Self.example("clean-flat.jsonl").drop { $0 != 10 }.dropFirst()))
    #expect {
      _ = try Self.replay(bytes)
    } throws: { error in
      guard
        case .unknownDevice(let name, let line, let suggestions) =
          error as? CaptureReplayer.Failure
      else { return false }
      return name == "iphone-15-frnt" && line == 1 && suggestions.contains("iphone-15-front")
    }
  }

  @Test("a bad line fails as a capture error with its line number")
  func badLine() throws {
    var bytes = try Self.example("clean-flat.jsonl")
    bytes += Array("{\"t\": \"soon\"}\n".utf8)
    #expect {
      _ = try Self.replay(bytes)
    } throws: { error in
      guard case .capture(let failure) = error as? CaptureReplayer.Failure else { return false }
      return failure.line != nil
    }
  }

  @Test("an empty file ends waiting, with no reading")
  func empty() throws {
    let outcome = try Self.replay([]).outcome
    #expect(outcome.state == .waiting)
    #expect(outcome.reading == nil)
    #expect(!outcome.isStanding)
    #expect(outcome.sampleCount == 0)
  }
}
