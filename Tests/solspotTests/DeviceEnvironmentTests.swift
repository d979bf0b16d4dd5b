import Foundation
import Testing

@testable import SolspotKit

/// `SOLSPOT_DEVICE` names the device for every command that takes `--device` and is given
/// neither it nor `--profile`: `lux`, `read` (for a capture whose header names none) and the
/// `calibrate` commands, as `spot measure` already did (`DeviceArguments.environmentDevice`).
@Suite("SOLSPOT_DEVICE: every command that takes --device")
struct DeviceEnvironmentTests {
  static let settings = ["-f", "1.9", "-t", "1/100", "--iso", "40"]

  /// Runs `solspot ARGS…` with `SOLSPOT_DEVICE` set to `device`.
  static func run(_ fixture: SpotFixture, _ arguments: [String], device: String?) throws
    -> SolspotProcess.Result
  {
    var environment = SolspotProcess.isolatedEnvironment(in: fixture.folder)
    environment["SOLSPOT_DEVICE"] = device
    return try SolspotProcess.run(arguments, environment: environment)
  }

  /// The `device.id` of a command's JSON line.
  static func deviceID(_ result: SolspotProcess.Result) throws -> String? {
    let object = try SolspotProcess.json(result.stdout)
    return (object["device"] as? [String: Any])?["id"] as? String
  }

  @Test("lux with settings takes it; --device comes first; an unknown one names the variable")
  func lux() throws {
    let fixture = try SpotFixture()
    let lux = ["lux", "--json"] + Self.settings
    #expect(try Self.deviceID(try Self.run(fixture, lux, device: "iPhone 15")) == "iphone-15-front")
    #expect(try Self.deviceID(try Self.run(fixture, lux, device: nil)) == "generic")
    let given = try Self.run(fixture, lux + ["--device", "iphone-13"], device: "iPhone 15")
    #expect(try Self.deviceID(given) == "iphone-13-front")
    let bad = try Self.run(fixture, lux, device: "iphone-99")
    #expect(bad.status == 1)
    #expect(bad.stdout.isEmpty)
    #expect(bad.stderr.hasPrefix("solspot: SOLSPOT_DEVICE: unknown device 'iphone-99'"))
  }

  @Test("read takes it for a capture whose header names no device")
  func read() throws {
    let fixture = try SpotFixture()
    let example = try String(
      contentsOfFile: ReadCommandTests.example("clean-flat.jsonl"), encoding: .utf8)
    let bare = example.replacingOccurrences(of: #""device": "iphone-15-front", "#, with: "")
    #expect(bare != example)
    let file = fixture.path("bare.jsonl")
    try bare.write(toFile: file, atomically: true, encoding: .utf8)
    let remembered = try Self.run(fixture, ["read", file, "--json"], device: "iphone-13")
    #expect(try Self.deviceID(remembered) == "iphone-13-front")
    let named = try Self.run(
      fixture, ["read", ReadCommandTests.example("clean-flat.jsonl"), "--json"],
      device: "iphone-13")
    #expect(try Self.deviceID(named) == "iphone-15-front")
  }

  @Test("calibrate add saves the pair for it; without it or --device the device is required")
  func calibrateAdd() throws {
    let fixture = try SpotFixture()
    let add = ["calibrate", "add", "--lux", "640", "--store", fixture.store] + Self.settings
    let saved = try Self.run(fixture, add, device: "iPhone 15")
    #expect(saved.status == 0, "\(saved.stderr)")
    let pairs = try SpotStore(path: fixture.store, access: .readOnly)
      .calibrationPairs(deviceID: "iphone-15-front")
    #expect(pairs.count == 1)
    let missing = try Self.run(fixture, add, device: nil)
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("SOLSPOT_DEVICE"))
    let listed = try Self.run(
      fixture, ["calibrate", "pairs", "--store", fixture.store, "--json"], device: "iPhone 15")
    #expect(listed.status == 0)
    #expect(listed.stdout.split(separator: "\n").count == 1)
  }
}
