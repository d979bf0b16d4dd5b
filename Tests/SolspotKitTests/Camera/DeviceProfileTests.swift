import Foundation
import Testing

@testable import SolspotKit

@Suite("Device profiles")
struct DeviceProfileTests {
  let catalog: DeviceProfileCatalog

  init() throws { catalog = try DeviceProfileCatalog.builtIn() }

  @Test("every shipped profile loads, and every built-in file is one of them")
  func shippedProfilesLoad() {
    let files = BuiltInData.paths.filter { $0.hasPrefix("Calibration/") }
    #expect(files.count == catalog.profiles.count)
    #expect(catalog.profiles.count >= 32)
    #expect(catalog.generic.id == "generic")
    #expect(catalog.generic.exposureLimits == nil)
  }

  @Test("the iPhone front cameras from iPhone X onward are there")
  func iPhones() throws {
    for id in [
      "iphone-x-front", "iphone-xs-front", "iphone-xr-front", "iphone-11-pro-front",
      "iphone-12-mini-front", "iphone-13-pro-max-front", "iphone-14-front", "iphone-15-pro-front",
      "iphone-16-plus-front", "iphone-17-pro-front", "iphone-air-front",
    ] {
      let profile = try #require(catalog.profile(named: id), "\(id)")
      #expect(profile.camera == .front)
      #expect(profile.calibration.status == .nominal)
      #expect(!profile.isCalibrated)
    }
  }

  @Test("every stated hardware fact has a source; unset facts are explained")
  func sources() {
    for profile in catalog.profiles where profile.id != "generic" {
      let facts = Set(profile.sources.map(\.fact))
      #expect(facts.contains("modelIdentifiers"), "\(profile.id)")
      if profile.fNumber != nil {
        #expect(facts.contains("fNumber"), "\(profile.id)")
      } else {
        #expect(profile.notes.contains { $0.contains("f-number") }, "\(profile.id)")
      }
      if let limits = profile.exposureLimits {
        #expect(!limits.iso.source.isEmpty && !limits.exposureDuration.source.isEmpty)
        if limits.isGeneric { #expect(profile.notes.contains { $0.contains("generic") }) }
      }
      #expect(!profile.calibration.sigmaBasis.isEmpty)
    }
  }

  @Test("profiles are found by id, model identifier or short name")
  func lookup() {
    #expect(catalog.profile(named: "iPhone16,1")?.id == "iphone-15-pro-front")
    #expect(catalog.profile(named: "iphone16,1-front")?.id == "iphone-15-pro-front")
    #expect(catalog.profile(named: "IPHONE-X-FRONT")?.id == "iphone-x-front")
    #expect(catalog.profile(named: "iphone-x")?.id == "iphone-x-front")
    #expect(catalog.profile(named: "iPhone10,6")?.id == "iphone-x-front")
    #expect(catalog.profile(named: "pixel-8") == nil)
    #expect(catalog.suggestions(for: "iphone15").first == "iphone-15-front")
  }

  @Test("photo metadata finds the front camera and not the back one")
  func matching() {
    let front = catalog.match(
      make: "Apple", model: "iPhone 15 Pro", lensModel: "iPhone 15 Pro front camera 2.69mm f/1.9")
    #expect(front?.id == "iphone-15-pro-front")
    let back = catalog.match(
      make: "Apple", model: "iPhone 15 Pro", lensModel: "iPhone 15 Pro back camera 6.765mm f/1.78")
    #expect(back == nil)
    #expect(catalog.match(make: "Canon", model: "Canon EOS 70D", lensModel: nil) == nil)
    #expect(
      catalog.match(
        make: " apple ", model: "iphone x", lensModel: "iPhone X front camera 2.87mm f/2.2")?.id
        == "iphone-x-front")
  }

  @Test("a profile survives encoding and decoding unchanged")
  func roundTrip() throws {
    let encoder = JSONEncoder()
    for profile in catalog.profiles {
      let data = try encoder.encode(profile)
      let decoded = try DataDecoding.decode(DeviceProfile.self, from: data, file: "x.json")
      #expect(decoded == profile)
    }
  }

  /// A broken profile and the field its error must name.
  struct BrokenCase: CustomTestStringConvertible, Sendable {
    let name: String
    let edit: @Sendable (inout [String: Any]) -> Void
    let field: String
    var testDescription: String { name }
  }

  static let brokenCases: [BrokenCase] = [
    BrokenCase(
      name: "ISO min above max",
      edit: { profile in
        var limits = profile["exposureLimits"] as? [String: Any] ?? [:]
        var iso = limits["iso"] as? [String: Any] ?? [:]
        iso["min"] = 5000
        limits["iso"] = iso
        profile["exposureLimits"] = limits
      }, field: "exposureLimits.iso.min"),
    BrokenCase(
      name: "C of zero",
      edit: { profile in
        var calibration = profile["calibration"] as? [String: Any] ?? [:]
        calibration["constantLux"] = 0
        profile["calibration"] = calibration
      }, field: "calibration.constantLux"),
    BrokenCase(
      name: "negative C",
      edit: { profile in
        var calibration = profile["calibration"] as? [String: Any] ?? [:]
        calibration["constantLux"] = -2.5
        profile["calibration"] = calibration
      }, field: "calibration.constantLux"),
    BrokenCase(
      name: "a C too small for any camera (the smallest double)",
      edit: { profile in
        var calibration = profile["calibration"] as? [String: Any] ?? [:]
        calibration["constantLux"] = Double.leastNonzeroMagnitude
        profile["calibration"] = calibration
      }, field: "calibration.constantLux"),
    BrokenCase(
      name: "a C too large for any camera",
      edit: { profile in
        var calibration = profile["calibration"] as? [String: Any] ?? [:]
        calibration["constantLux"] = 1e300
        profile["calibration"] = calibration
      }, field: "calibration.constantLux"),
    BrokenCase(
      name: "C far beyond any camera",
      edit: { profile in
        var calibration = profile["calibration"] as? [String: Any] ?? [:]
        calibration["constantLux"] = 1e25
        profile["calibration"] = calibration
      }, field: "calibration.constantLux"),
    BrokenCase(
      name: "measured over lux no meter reads",
      edit: { profile in
        profile["calibration"] = measured(["validLux": ["min": 1e-30, "max": 10_000]])
      }, field: "calibration.validLux"),
    BrokenCase(
      name: "a trend without its slope",
      edit: { profile in
        profile["calibration"] = measured(["trendChangeEV": 1.0])
      }, field: "calibration.residualSlope"),
    BrokenCase(
      name: "a spot scatter without its degrees",
      edit: { profile in
        profile["calibration"] = measured(["spotScatterEV": 0.5])
      }, field: "calibration.spotScatterDegrees"),
    BrokenCase(
      name: "a centre outside the range",
      edit: { profile in
        profile["calibration"] = measured(["centerLux": 5])
      }, field: "calibration.centerLux"),
    BrokenCase(
      name: "a trend of zero",
      edit: { profile in
        profile["calibration"] = measured(["trendChangeEV": 0])
      }, field: "calibration.trendChangeEV"),
    BrokenCase(
      name: "unknown status",
      edit: { profile in
        var calibration = profile["calibration"] as? [String: Any] ?? [:]
        calibration["status"] = "guessed"
        profile["calibration"] = calibration
      }, field: "calibration.status"),
    BrokenCase(
      name: "measured with three readings",
      edit: { profile in
        var calibration = profile["calibration"] as? [String: Any] ?? [:]
        calibration["status"] = "measured"
        calibration["samples"] = 3
        calibration["referenceMeter"] = "meter"
        calibration["date"] = "2026-11-30"
        calibration["scope"] = "unit"
        calibration["validLux"] = ["min": 10, "max": 10_000]
        profile["calibration"] = calibration
      }, field: "calibration.samples"),
    BrokenCase(
      name: "misspelt field",
      edit: { profile in
        profile["fNumbr"] = 1.9
      }, field: "fNumbr"),
    BrokenCase(
      name: "missing calibration",
      edit: { profile in
        profile["calibration"] = nil
      }, field: "calibration"),
    BrokenCase(
      name: "nominal claiming a measured profile's narrow constant",
      edit: { profile in
        var calibration = profile["calibration"] as? [String: Any] ?? [:]
        calibration["constantSigmaEV"] = 0.01
        profile["calibration"] = calibration
      }, field: "calibration.constantSigmaEV"),
    BrokenCase(
      name: "f/0.3 lens",
      edit: { profile in
        profile["fNumber"] = 0.3
      }, field: "fNumber"),
    BrokenCase(
      name: "string for a number",
      edit: { profile in
        profile["fNumber"] = "wide"
      }, field: "fNumber"),
  ]

  /// A valid measured calibration block with `changes` applied.
  static func measured(_ changes: [String: Any]) -> [String: Any] {
    var calibration: [String: Any] = [
      "status": "measured", "constantLux": 2.9, "constantSigmaEV": 0.9, "constantSource": "fit",
      "sigmaBasis": "fit", "samples": 10, "referenceMeter": "meter", "date": "2026-03-14",
      "scope": "unit", "validLux": ["min": 10, "max": 10_000],
    ]
    for (key, value) in changes { calibration[key] = value }
    return calibration
  }

  @Test("a malformed or inconsistent profile names the file and field", arguments: brokenCases)
  func rejectsBroken(_ row: BrokenCase) throws {
    let text = try #require(BuiltInData.contents(of: "Calibration/iphone-x-front.json"))
    var object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    row.edit(&object)
    let data = try JSONSerialization.data(withJSONObject: object)
    do {
      _ = try DataDecoding.decode(DeviceProfile.self, from: data, file: "broken.json")
      Issue.record("the broken profile was accepted")
    } catch {
      #expect(error.file == "broken.json")
      #expect(error.field == row.field, "\(error)")
    }
  }

  @Test("not JSON at all is a clear error")
  func notJSON() {
    #expect(throws: DataError(file: "junk.json", field: "", reason: .notJSON)) {
      try DataDecoding.decode(DeviceProfile.self, from: Data("{ nope".utf8), file: "junk.json")
    }
  }

  @Test("a built-in profile decoded alone is the catalog's profile of that id")
  func builtInProfileAlone() throws {
    let catalog = try DeviceProfileCatalog.builtIn()
    for profile in catalog.profiles {
      #expect(try DeviceProfileCatalog.builtInProfile(id: profile.id) == profile)
    }
    #expect(try DeviceProfileCatalog.builtInProfile(id: "no-such-phone") == nil)
    #expect(try DeviceProfileCatalog.builtInProfile(id: "iPhone 13") == nil)
  }
}
