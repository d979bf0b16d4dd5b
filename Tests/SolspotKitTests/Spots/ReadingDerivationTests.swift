import Testing

@testable import SolspotKit

/// Saved readings worked out again with the current profiles (issue 14, point 7).
@Suite("Readings re-derived with the current profile")
struct ReadingDerivationTests {
  let catalog: DeviceProfileCatalog
  let bands: BandTable

  init() throws {
    catalog = try DeviceProfileCatalog.builtIn()
    bands = try BandTable.builtIn()
  }

  /// `iphone-15-front` calibrated on `date` (``AnswerFixture/calibrated(_:)``).
  func calibrated(_ date: String) throws -> DeviceProfile {
    try AnswerFixture.calibrated(date)
  }

  @Test("a reading saved with the current profile comes back unchanged")
  func unchanged() throws {
    let readings = [
      try Readings.make(shutter: 60), try Readings.make(shutter: 500, device: "iphone-15-front"),
      try Readings.make(shutter: 77_000, device: "iphone-x-front", iso: 19),
      // A photo is estimated as the scene's reflected light, as `spot measure --photo` does.
      Reading(
        estimate: try LuxEstimator(profile: catalog.generic).estimate(
          try Exposure(fNumber: 1.9, exposureTime: 1.0 / 250, iso: 100), geometry: .photo),
        takenAt: try Readings.time("2025-06-01T12:00Z"), source: .photo(file: "IMG_1.HEIC")),
    ]
    let derived = try ReadingDerivation(profiles: catalog.profiles).rederive(readings)
    for (before, after) in zip(readings, derived) {
      #expect(after.value == before.value)
      #expect(after.bandID == before.bandID)
      #expect(after.calibration == before.calibration)
    }
  }

  @Test("after a calibration, old readings take its constant and sharper interval")
  func sharpened() throws {
    let old = try Readings.make(shutter: 500, device: "iphone-15-front")
    let profile = try calibrated("2025-07-01")
    let derived = try ReadingDerivation(profiles: catalog.profiles + [profile]).rederive([old])
    let reading = try #require(derived.first)
    #expect(reading.calibration == ReadingCalibration(profile.calibration))
    let before = try #require(old.value.interval)
    let after = try #require(reading.value.interval)
    #expect(Math.log2(after.upper / after.lower) < Math.log2(before.upper / before.lower))
    let ratio = try #require(reading.value.point) / (try #require(old.value.point))
    #expect(abs(ratio - profile.calibration.constantLux / 0.53) < 1e-9)
    // Old and new readings of the device now share one calibration: they compare as one.
    let new = Reading(
      estimate: try LuxEstimator(profile: profile).estimate(
        try Exposure(fNumber: 1.9, exposureTime: 1.0 / 60, iso: 100)),
      takenAt: old.takenAt, source: .manual)
    #expect(reading.sharesCalibration(with: new))
  }

  @Test("a device without a profile, or a newer calibration than the current one, is kept")
  func kept() throws {
    let unknown = try Reading(
      takenAt: try Readings.time("2025-06-01T12:00Z"), source: .manual, deviceID: "pixel-front",
      calibration: try #require(
        ReadingCalibration(isMeasured: false, date: nil, constantLux: 2.5, constantSigmaEV: 0.5)),
      exposure: try Exposure(fNumber: 1.9, exposureTime: 0.01, iso: 100), ev100: 8.495,
      sceneEV: 8.495, observedSpreadEV: nil,
      uncertainty: try #require(
        ReadingUncertainty(
          deviceSigmaEV: 0.5, deviceUpwardEV: 0.25, sceneSigmaEV: 0.2, randomSigmaEV: 0.1)),
      value: .estimate(
        point: 900, interval: LuxInterval(lower: 600, upper: 1500, confidence: .ninety)),
      confidence: .ninety, bandID: "low", limitCheck: .unknownLimits)
    let derivation = try ReadingDerivation(profiles: catalog.profiles)
    #expect(derivation.rederive([unknown]) == [unknown])
    // Saved with a calibration of July; the device's current profile is older (March).
    let july = try calibrated("2025-07-01")
    let saved = Reading(
      estimate: try LuxEstimator(profile: july).estimate(
        try Exposure(fNumber: 1.9, exposureTime: 1.0 / 60, iso: 100)),
      takenAt: try Readings.time("2025-07-02T12:00Z"), source: .manual)
    let march = try calibrated("2025-03-01")
    #expect(try ReadingDerivation(profiles: [march]).rederive([saved]) == [saved])
    #expect(try ReadingDerivation(profiles: catalog.profiles).rederive([saved]) == [saved])
  }

  @Test("a forced reading stays forced, so levels still leave it out")
  func forcedKept() throws {
    var forced = try Readings.make(shutter: 500, device: "iphone-15-front")
    forced.isForced = true
    let plain = try Readings.make(shutter: 250, device: "iphone-15-front")
    let derived = try ReadingDerivation(profiles: catalog.profiles + [try calibrated("2025-07-01")])
      .rederive([forced, plain])
    #expect(derived.map(\.isForced) == [true, false])
    #expect(derived[0].calibration != forced.calibration)
  }
}
