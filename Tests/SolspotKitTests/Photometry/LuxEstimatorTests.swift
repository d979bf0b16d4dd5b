import Testing

@testable import SolspotKit

@Suite("Lux estimates")
struct LuxEstimatorTests {
  let catalog: DeviceProfileCatalog
  let generic: LuxEstimator

  init() throws {
    catalog = try DeviceProfileCatalog.builtIn()
    generic = try LuxEstimator(profile: catalog.generic)
  }

  func estimator(_ id: String) throws -> LuxEstimator {
    try LuxEstimator(profile: try #require(catalog.profile(named: id)))
  }

  @Test("f/16, 1/125 s, ISO 100 is the default constant times 2^14.97")
  func sunny16() throws {
    let exposure = try Exposure(fNumber: 16, exposureTime: 1.0 / 125, iso: 100)
    let estimate = generic.estimate(exposure)
    let point = try #require(estimate.value.point)
    #expect(abs(exposure.ev100 - Math.log2(256 * 125)) < 1e-12)
    #expect(abs(point - Calibration.defaultConstantLux * 256 * 125) < 1e-6)
    #expect(catalog.generic.calibration.constantLux == Calibration.defaultConstantLux)
    // The band named is the likeliest.
    let likeliest = generic.bands.bands.max { a, b in
      func chance(_ band: Band) -> Double {
        estimate.distribution.probability(
          from: band.lowerLux.map { Math.log2($0 / point) } ?? -.infinity,
          to: band.upperLux.map { Math.log2($0 / point) } ?? .infinity)
      }
      return chance(a) < chance(b)
    }
    #expect(estimate.band.band.id == likeliest?.id)
  }

  @Test("the interval contains the point and leans upward", arguments: [0.5, 0.8, 0.9, 0.95, 0.99])
  func intervalShape(_ level: Double) throws {
    let confidence = try #require(Confidence(level))
    let estimate = generic.estimate(
      try Exposure(fNumber: 2.2, exposureTime: 1.0 / 60, iso: 200), confidence: confidence)
    let point = try #require(estimate.value.point)
    let interval = try #require(estimate.value.interval)
    #expect(interval.contains(point))
    // Cover glass only removes light: the interval reaches further above the point than below.
    #expect(interval.upper / point > point / interval.lower)
    #expect(interval.confidence == confidence)
  }

  @Test("a wider confidence gives a wider interval")
  func confidenceWidens() throws {
    let exposure = try Exposure(fNumber: 2.2, exposureTime: 1.0 / 60, iso: 200)
    var previous = 1.0
    for level in [0.5, 0.8, 0.9, 0.95, 0.99] {
      let confidence = try #require(Confidence(level))
      let spread = try #require(generic.estimate(exposure, confidence: confidence).value.interval)
        .spread
      #expect(spread > previous)
      previous = spread
    }
  }

  @Test("a measured profile gives a narrower interval than a nominal one")
  func measuredNarrower() throws {
    let nominal = try #require(catalog.profile(named: "iphone-15-front"))
    let measured = try DeviceProfile(
      id: "test-measured", displayName: "Test camera", camera: .front, fNumber: 1.9,
      exposureLimits: nominal.exposureLimits,
      calibration: Calibration(
        status: .measured(
          .init(
            samples: 12, referenceMeter: "test meter", date: "2026-11-30", scope: .unit,
            validLux: 10...100_000, residualSigmaEV: 0.2)),
        constantLux: 2.9, constantSigmaEV: 0.05, constantSource: "test fit",
        sigmaBasis: "standard error of the fit"))
    let exposure = try Exposure(fNumber: 1.9, exposureTime: 1.0 / 60, iso: 100)
    let wide = try #require(try LuxEstimator(profile: nominal).estimate(exposure).value.interval)
    let narrow = try #require(try LuxEstimator(profile: measured).estimate(exposure).value.interval)
    #expect(narrow.spread < wide.spread)
    #expect(
      try LuxEstimator(profile: measured).estimate(exposure).notes.contains(.uncalibrated) == false)
  }

  @Test("outside a measured calibration's range the interval widens and says so")
  func extrapolation() throws {
    let measured = try DeviceProfile(
      id: "test-measured", displayName: "Test camera", camera: .front, fNumber: 2,
      calibration: Calibration(
        status: .measured(
          .init(
            samples: 8, referenceMeter: "meter", date: "2026-01-02", scope: .unit,
            validLux: 100...10_000)),
        constantLux: 2.5, constantSigmaEV: 0.05, constantSource: "fit", sigmaBasis: "fit"))
    let estimator = try LuxEstimator(profile: measured)
    // EV 10 → 2,560 lux (inside); EV 17 → 327,680 lux (1.5 decades above).
    let inside = estimator.estimate(
      sceneEV: 10, settings: try Exposure(fNumber: 2, exposureTime: 1, iso: 100))
    let outside = estimator.estimate(
      sceneEV: 17, settings: try Exposure(fNumber: 2, exposureTime: 1, iso: 100))
    let insideSpread = try #require(inside.value.interval).spread
    let outsideSpread = try #require(outside.value.interval).spread
    #expect(outsideSpread > insideSpread)
    #expect(outside.notes.contains(.outsideCalibratedRange(100...10_000)))
    #expect(!inside.notes.contains(.outsideCalibratedRange(100...10_000)))
  }

  @Test("the bright end of the device range gives only a lower bound")
  func saturatedBright() throws {
    let estimator = try estimator("iphone-x-front")
    let estimate = estimator.estimate(try Exposure(fNumber: 2.2, exposureTime: 0.000013, iso: 19))
    #expect(estimate.limitCheck == .brightEnd)
    guard case .atLeast(let bound) = estimate.value else {
      Issue.record("expected a lower bound, got \(estimate.value)")
      return
    }
    #expect(estimate.value.point == nil)
    // The bound is the conservative lower end of the reading's interval.
    let unbounded = try LuxEstimator(profile: catalog.generic)
      .estimate(try Exposure(fNumber: 2.2, exposureTime: 0.000013, iso: 19))
    let interval = try #require(unbounded.value.interval)
    #expect(abs(bound - interval.lower) < 1e-6 * bound)
    guard case .atLeast = estimate.band else {
      Issue.record("the band of a bound must be a bound")
      return
    }
  }

  @Test("the dark end of the device range gives only an upper bound")
  func saturatedDark() throws {
    let estimate = try estimator("iphone-x-front")
      .estimate(try Exposure(fNumber: 2.2, exposureTime: 0.5, iso: 1824))
    #expect(estimate.limitCheck == .darkEnd)
    guard case .atMost = estimate.value else {
      Issue.record("expected an upper bound, got \(estimate.value)")
      return
    }
    #expect(estimate.band == .atMost(try BandTable.builtIn().bands[0]))
  }

  @Test("settings inside the range are an estimate; generic limits say so")
  func within() throws {
    let estimate = try estimator("iphone-15-front")
      .estimate(try Exposure(fNumber: 1.9, exposureTime: 1.0 / 120, iso: 50))
    #expect(estimate.limitCheck == .within)
    #expect(estimate.value.point != nil)
    #expect(estimate.notes.contains(.genericLimits))
    #expect(estimate.notes.contains(.uncalibrated))
    #expect(!estimate.notes.contains(.apertureMismatch(profile: 1.9, given: 1.9)))
  }

  @Test("an unknown device cannot recognise saturation and says so")
  func unknownLimits() throws {
    let estimate = generic.estimate(try Exposure(fNumber: 2, exposureTime: 0.000013, iso: 19))
    #expect(estimate.limitCheck == .unknownLimits)
    #expect(estimate.notes.contains(.unknownLimits))
  }

  @Test("a reading near a boundary says that even the band is uncertain")
  func bandUncertain() throws {
    let near = generic.estimate(
      sceneEV: 11.9, settings: try Exposure(fNumber: 2, exposureTime: 0.01, iso: 100))
    #expect(near.notes.first == .bandUncertain)
    let mid = generic.estimate(
      sceneEV: 7, settings: try Exposure(fNumber: 2, exposureTime: 0.01, iso: 100))
    #expect(!mid.notes.contains(.bandUncertain))
  }

  @Test("a lens that does not match the profile is noted")
  func apertureMismatch() throws {
    let estimate = try estimator("iphone-15-front")
      .estimate(try Exposure(fNumber: 2.8, exposureTime: 1.0 / 60, iso: 100))
    #expect(estimate.notes.contains(.apertureMismatch(profile: 1.9, given: 2.8)))
  }

  @Test("band probabilities sum to 1 and the estimate is monotonic in EV")
  func probabilities() throws {
    var previousPoint = 0.0
    for ev in stride(from: -2.0, through: 18, by: 0.5) {
      let estimate = generic.estimate(
        sceneEV: ev, settings: try Exposure(fNumber: 2, exposureTime: 0.01, iso: 100))
      guard case .estimate(let assessment) = estimate.band else {
        Issue.record("expected an estimate")
        continue
      }
      let sum = assessment.probabilities.reduce(0) { $0 + $1.probability }
      #expect(abs(sum - 1) < 1e-12)
      #expect(assessment.probabilities.count == 4)
      let point = try #require(estimate.value.point)
      #expect(point > previousPoint)
      previousPoint = point
    }
  }

  @Test("a measured repeatability larger than the floor widens the interval")
  func observedSpread() throws {
    let settings = try Exposure(fNumber: 2, exposureTime: 0.01, iso: 100)
    let quiet = generic.estimate(sceneEV: 9, settings: settings, observedSpreadEV: 0.01)
    let noisy = generic.estimate(sceneEV: 9, settings: settings, observedSpreadEV: 0.6)
    #expect(quiet.budget["repeatability"]?.sigmaEV == 0.1)
    #expect(noisy.budget["repeatability"]?.sigmaEV == 0.6)
    let noisyInterval = try #require(noisy.value.interval)
    let quietInterval = try #require(quiet.value.interval)
    #expect(noisyInterval.spread > quietInterval.spread)
  }
}

@Suite("Lux estimates from a capture's verdict")
struct LuxEstimatorCaptureTests {
  let estimator: LuxEstimator
  let settings: Exposure

  init() throws {
    let catalog = try DeviceProfileCatalog.builtIn()
    estimator = try LuxEstimator(profile: try #require(catalog.profile(named: "iphone-x-front")))
    settings = try Exposure(fNumber: 2.2, exposureTime: 1.0 / 120, iso: 50)
  }

  @Test("a clipped frame gives a lower bound and a note, even inside the range")
  func clipped() throws {
    let estimate = estimator.estimate(sceneEV: settings.ev100, settings: settings, isClipped: true)
    #expect(estimate.limitCheck == .within)
    let plain = estimator.estimate(sceneEV: settings.ev100, settings: settings)
    guard case .atLeast(let bound) = estimate.value else {
      Issue.record("expected a lower bound, got \(estimate.value)")
      return
    }
    #expect(bound == plain.value.interval?.lower)
    #expect(estimate.notes.first == .clippedFrame)
    #expect(!plain.notes.contains(.clippedFrame))
  }

  @Test("a given limit check replaces the check of the settings")
  func givenLimitCheck() {
    let dark = estimator.estimate(sceneEV: 3, settings: settings, limitCheck: .darkEnd)
    #expect(dark.limitCheck == .darkEnd)
    #expect(dark.value.isBound && dark.value.point == nil)
    let within = estimator.estimate(sceneEV: 3, settings: settings)
    #expect(within.limitCheck == .within)
  }

  @Test("the margin checks agree with check(_:) at its tolerance")
  func margins() throws {
    let limits = try #require(estimator.profile.exposureLimits)
    let margin = Math.exp2(ExposureLimits.tolerance)
    for iso in [19.0, 21, 21.4, 23, 1600, 1824] {
      for duration in [0.000013, 0.000014, 0.45, 0.5] {
        let exposure = try Exposure(fNumber: 2.2, exposureTime: duration, iso: iso)
        #expect(
          (limits.check(exposure) == .brightEnd) == limits.isAtBrightEnd(exposure, margin: margin))
        #expect(
          (limits.check(exposure) == .darkEnd) == limits.isAtDarkEnd(exposure, margin: margin))
      }
    }
  }
}

@Suite("Photo geometry and plausibility")
struct PhotoGeometryTests {
  @Test("a photo's interval is wider and carries the photo note; flat readings do not")
  func photoWider() throws {
    let estimator = try LuxEstimator(profile: try DeviceProfileCatalog.builtIn().generic)
    let exposure = try Exposure(fNumber: 1.8, exposureTime: 1.0 / 400, iso: 32)
    let flat = estimator.estimate(exposure)
    let photo = estimator.estimate(exposure, geometry: .photo)
    let flatInterval = try #require(flat.value.interval)
    let photoInterval = try #require(photo.value.interval)
    // A photo metered a scene's reflected light: its point is that of an 18% grey scene.
    let offset = try #require(try ErrorModel.builtIn().templates["photoScene"]).pointOffsetEV
    let ratio = try #require(photo.value.point) / (try #require(flat.value.point))
    #expect(offset > 1.5 && abs(ratio - Math.exp2(offset)) < 1e-9)
    #expect(photoInterval.spread > 1.5 * flatInterval.spread)
    #expect(photo.pointLux == photo.value.point)
    #expect(photo.budget["photoScene"]?.kind == .scene)
    #expect(flat.budget["photoScene"] == nil)
    #expect(photo.notes.contains(.photoGeometry))
    #expect(!flat.notes.contains(.photoGeometry))
  }

  @Test("a point brighter than full sunlight is flagged as implausible")
  func implausible() throws {
    let estimator = try LuxEstimator(profile: try DeviceProfileCatalog.builtIn().generic)
    let bright = estimator.estimate(try Exposure(fNumber: 2.2, exposureTime: 1.0 / 50_000, iso: 20))
    #expect(bright.notes.first == .implausiblyBright)
    let sunny = estimator.estimate(try Exposure(fNumber: 16, exposureTime: 1.0 / 125, iso: 100))
    #expect(!sunny.notes.contains(.implausiblyBright))
  }

  @Test("an 'at least' bound above full sunlight is flagged too; an 'at most' bound never is")
  func implausibleBound() throws {
    // iPhone X front at its documented bright end: at least about 2.7 million lux.
    let x = try LuxEstimator(
      profile: try #require(try DeviceProfileCatalog.builtIn().profile(named: "iphone-x-front")))
    let saturated = x.estimate(try Exposure(fNumber: 2.2, exposureTime: 0.000_013, iso: 19))
    guard case .atLeast(let bound) = saturated.value else {
      Issue.record("expected an 'at least' bound")
      return
    }
    #expect(bound > EstimateNote.brightestDaylightLux)
    #expect(saturated.notes.first == .implausiblyBright)
    // A clipped capture at an ordinary level is a plausible bound.
    let clipped = x.estimate(
      sceneEV: 10, settings: try Exposure(fNumber: 2.2, exposureTime: 1.0 / 500, iso: 50),
      isClipped: true)
    #expect(clipped.value.isBound)
    #expect(!clipped.notes.contains(.implausiblyBright))
    #expect(!EstimateNote.isImplausiblyBright(.atMost(1e9)))
    #expect(EstimateNote.isImplausiblyBright(.atLeast(200_000)))
    #expect(!EstimateNote.isImplausiblyBright(.atLeast(100_000)))
  }
}
