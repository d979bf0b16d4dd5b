import Foundation
import SolspotKit
import Testing

@testable import solspot

/// A spot remembers its device (`spot add/set --device`), and `SOLSPOT_DEVICE` names one for
/// every spot without its own: `spot measure` without `--device` takes the spot's, then the
/// environment's, then the generic profile.
@Suite("solspot spot: the device is remembered")
struct SpotDeviceMemoryTests {
  static let settings = ["-f", "1.9", "-t", "1/100", "--iso", "40"]

  /// Runs `solspot spot ARGS… --store STORE` with `SOLSPOT_DEVICE` set to `device`.
  func spot(_ fixture: SpotFixture, _ arguments: [String], environment device: String?) throws
    -> SolspotProcess.Result
  {
    var environment = SolspotProcess.isolatedEnvironment(in: fixture.folder)
    environment["SOLSPOT_DEVICE"] = device
    return try SolspotProcess.run(
      ["spot"] + arguments + ["--store", fixture.store], environment: environment)
  }

  /// The device of the estimate `spot measure --json` saved, its notes' codes, and the values
  /// of its `remembered-device` note, if any.
  func measured(
    _ fixture: SpotFixture, _ spot: String, _ extra: [String] = [], environment: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> (device: String?, notes: [String], remembered: [String: String]) {
    let result = try self.spot(
      fixture, ["measure", spot, "--json"] + Self.settings + extra, environment: environment)
    #expect(result.status == 0, "\(result.stderr)", sourceLocation: sourceLocation)
    let object = try SolspotProcess.json(result.stdout)
    let estimate = object["estimate"] as? [String: Any]
    let notes = object["notes"] as? [[String: Any]] ?? []
    let remembered = notes.first { $0["code"] as? String == "remembered-device" }
    var values: [String: String] = [:]
    for key in ["spot", "device", "origin"] { values[key] = remembered?[key] as? String }
    return (
      (estimate?["device"] as? [String: Any])?["id"] as? String,
      notes.compactMap { $0["code"] as? String }, values
    )
  }

  /// The line `spot measure` prints for a reading of `spot` that used the remembered `device`
  /// (`NoteText`'s words, pinned by the output snapshots).
  static func noteLine(_ device: String, _ origin: RememberedDevice.Origin, spot: String) throws
    -> String
  {
    let profile = try #require(try DeviceProfileCatalog.builtIn().profile(named: device))
    let note = RememberedDeviceNote(RememberedDevice(profile: profile, origin: origin), spot: spot)
    return "\nNote: \(NoteText.render(.rememberedDevice(note))).\n"
  }

  @Test("add --device takes any name --device takes; show, list and measure use the id")
  func addAndMeasure() throws {
    let fixture = try SpotFixture()
    let added = try fixture.ok(["add", "sill", "--device", "iPhone 13"])
    #expect(added.hasSuffix("; device: iphone-13-front).\n"))
    #expect(try fixture.ok(["show", "sill"]).contains("\nDevice: iphone-13-front\n"))
    let listed = try SolspotProcess.json(try fixture.ok(["list", "--json"]))
    #expect(listed["device"] as? String == "iphone-13-front")
    let first = try measured(fixture, "sill")
    #expect(first.device == "iphone-13-front")
    #expect(first.notes.contains("remembered-device"))
    #expect(first.remembered == ["spot": "sill", "device": "iphone-13-front", "origin": "spot"])
    let text = try fixture.ok(["measure", "sill"] + Self.settings)
    #expect(text.contains(try Self.noteLine("iphone-13-front", .spot, spot: "sill")))
    // --device overrides it, with the other-device warning of today.
    let other = try measured(fixture, "sill", ["--device", "iphone-15"])
    #expect(other.device == "iphone-15-front")
    #expect(other.notes == ["other-device"])
    let stored = try SpotStore(path: fixture.store, access: .readOnly)
      .spotWithReadings(named: "sill").readings.map(\.reading.deviceID)
    #expect(stored == ["iphone-13-front", "iphone-13-front", "iphone-15-front"])
  }

  @Test("set --device (a model identifier) changes it, --no-device forgets it")
  func setAndClear() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "sill"])
    let set = try SolspotProcess.json(
      try fixture.ok(["set", "sill", "--device", "iPhone14,7", "--json"]))
    #expect(set["device"] as? String == "iphone-14-front")
    #expect(try measured(fixture, "sill").device == "iphone-14-front")
    let cleared = try SolspotProcess.json(try fixture.ok(["set", "sill", "--no-device", "--json"]))
    #expect(cleared["device"] == nil)
    let generic = try measured(fixture, "sill")
    #expect(generic.device == "generic")
    #expect(!generic.notes.contains("remembered-device"))
  }

  @Test("an unknown device or two at once are refused, nothing changed")
  func refusals() throws {
    let fixture = try SpotFixture()
    let unknown = try fixture.spot(["add", "sill", "--device", "iphone-99"])
    #expect(unknown.status == 1)
    #expect(unknown.stderr.hasPrefix("solspot: unknown device 'iphone-99'"))
    #expect(!FileManager.default.fileExists(atPath: fixture.store))
    try fixture.ok(["add", "sill", "--device", "iphone-13"])
    let both = try fixture.spot(["set", "sill", "--device", "iphone-15", "--no-device"])
    #expect(both.status == 2)
    #expect(both.stderr.hasPrefix("solspot: give --device or --no-device, not both"))
    #expect(try fixture.ok(["show", "sill"]).contains("\nDevice: iphone-13-front\n"))
  }

  @Test("SOLSPOT_DEVICE serves spots without their own; the spot's and --device come first")
  func environment() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "plain"])
    try fixture.ok(["add", "own", "--device", "iphone-13"])
    let fromEnvironment = try measured(fixture, "plain", environment: "iPhone 15")
    #expect(fromEnvironment.device == "iphone-15-front")
    #expect(fromEnvironment.notes.contains("remembered-device"))
    #expect(
      fromEnvironment.remembered
        == ["spot": "plain", "device": "iphone-15-front", "origin": "environment"])
    #expect(try measured(fixture, "own", environment: "iPhone 15").device == "iphone-13-front")
    #expect(
      try measured(fixture, "plain", ["--device", "iphone-12"], environment: "iPhone 15").device
        == "iphone-12-front")
    let bad = try spot(fixture, ["measure", "plain"] + Self.settings, environment: "iphone-99")
    #expect(bad.status == 1)
    #expect(bad.stderr.hasPrefix("solspot: SOLSPOT_DEVICE: unknown device 'iphone-99'"))
    let count = try SpotStore(path: fixture.store, access: .readOnly)
      .spotWithReadings(named: "plain").readings.count
    #expect(count == 2)
  }

  @Test("a capture whose header names no device takes the spot's; one that names it keeps it")
  func capture() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "sill", "--device", "iphone-13"])
    let example = try String(
      contentsOfFile: ReadCommandTests.example("clean-flat.jsonl"), encoding: .utf8)
    let bare = example.replacingOccurrences(of: #""device": "iphone-15-front", "#, with: "")
    #expect(bare != example)
    let file = fixture.path("bare.jsonl")
    try bare.write(toFile: file, atomically: true, encoding: .utf8)
    let named = try fixture.ok([
      "measure", "sill", "--capture", ReadCommandTests.example("clean-flat.jsonl"), "--at",
      "2025-06-21T12:00Z",
    ])
    let line = try Self.noteLine("iphone-13-front", .spot, spot: "sill")
    #expect(!named.contains(line))
    let remembered = try fixture.ok([
      "measure", "sill", "--capture", file, "--at", "2025-06-21T13:00Z",
    ])
    #expect(remembered.contains(line))
    let devices = try SpotStore(path: fixture.store, access: .readOnly)
      .spotWithReadings(named: "sill").readings.map(\.reading.deviceID)
    #expect(devices == ["iphone-15-front", "iphone-13-front"])
  }

  @Test("export and import carry the spot's device, in JSON and CSV")
  func exportImport() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "sill", "--device", "iphone-13"])
    try fixture.ok(["add", "plain"])
    for format in ["json", "csv"] {
      let file = fixture.path("spots.\(format)")
      let export = try fixture.spot(["export", "--format", format, "-o", file])
      #expect(export.status == 0)
      let store = fixture.path("copy-\(format).sqlite")
      #expect(try fixture.spot(["import", file], store: store).status == 0)
      let copy = try SpotStore(path: store, access: .readOnly)
      #expect(try copy.spot(named: "sill").deviceID == "iphone-13-front")
      #expect(try copy.spot(named: "plain").deviceID == nil)
    }
  }
}
