import Testing

@testable import SolspotKit

@Suite("Profiles from files")
struct UserProfileTests {
  @Test("a profile's file text reads back equal, and the built-in files read the same way")
  func roundTrip() throws {
    let catalog = try DeviceProfileCatalog.builtIn()
    for profile in catalog.profiles {
      #expect(
        try DeviceProfile.decode(try profile.fileContents(), file: "\(profile.id).json") == profile)
    }
  }

  @Test("a broken file is an error naming the file and the field")
  func broken() {
    #expect(throws: DataError(file: "mine.json", field: "", reason: .notJSON)) {
      try DeviceProfile.decode("{ nope", file: "mine.json")
    }
  }

  @Test("own profiles replace built-in ones with the same id, and may add new ones")
  func replacing() throws {
    let catalog = try DeviceProfileCatalog.builtIn()
    let base = try #require(catalog.profile(named: "iphone-15-front"))
    let measured = try DeviceProfile(
      id: base.id, displayName: base.displayName, camera: base.camera,
      modelIdentifiers: base.modelIdentifiers, match: base.match, fNumber: base.fNumber,
      exposureLimits: base.exposureLimits,
      calibration: Calibration(
        status: .measured(
          .init(
            samples: 10, referenceMeter: "meter", date: "2026-03-14", scope: .unit,
            validLux: 10...10_000)),
        constantLux: 3, constantSigmaEV: 0.1, constantSource: "test", sigmaBasis: "test"))
    let other = try DeviceProfile(
      id: "pixel-9-front", displayName: "Pixel 9 front camera", camera: .front,
      calibration: base.calibration)
    let merged = try catalog.replacing(with: [measured, other])
    #expect(merged.profiles.count == catalog.profiles.count + 1)
    #expect(merged.profile(named: "iPhone15,4")?.isCalibrated == true)
    #expect(merged.profile(named: "pixel-9")?.id == "pixel-9-front")
    // A new profile may not claim a model identifier another profile has.
    let thief = try DeviceProfile(
      id: "thief-front", displayName: "Thief", camera: .front,
      modelIdentifiers: base.modelIdentifiers, calibration: base.calibration)
    #expect(throws: DataError.self) { try catalog.replacing(with: [thief]) }
  }
}
