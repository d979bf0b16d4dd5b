import Testing

@testable import SolspotKit

@Suite("Comparing readings")
struct LightComparisonTests {
  let bands: BandTable
  let model: ErrorModel
  /// The 95th percentile of the standard normal distribution, for 90% central intervals.
  let z90 = 1.644_853_626_951_472

  init() throws {
    bands = try BandTable.builtIn()
    model = try ErrorModel.builtIn()
  }

  func sigma(_ id: String) throws -> Double {
    try #require(model.templates[id]).nominalSigmaEV
  }

  @Test("one reading alone is its own level: the same value and interval")
  func singleReading() throws {
    for reading in [
      try Readings.make(shutter: 60), try Readings.make(shutter: 3, device: "iphone-15-front"),
    ] {
      let summary = try #require(ReadingSummary([reading], bands: bands))
      let own = try #require(reading.value.interval)
      let combined = try #require(summary.value?.interval)
      let point = try #require(summary.value?.point)
      #expect(abs(point / (try #require(reading.value.point)) - 1) < 1e-12)
      #expect(abs(combined.lower / own.lower - 1) < 1e-9)
      #expect(abs(combined.upper / own.upper - 1) < 1e-9)
      #expect(summary.band.band.id == reading.bandID)
    }
  }

  @Test("more readings of one spot narrow the interval, but never below the device and scene parts")
  func moreReadings() throws {
    let one = try #require(ReadingSummary([try Readings.make(shutter: 60)], bands: bands))
    let many = try #require(
      ReadingSummary(try (0..<16).map { _ in try Readings.make(shutter: 60) }, bands: bands))
    let oneSpread = try #require(one.value?.interval).spread
    let manySpread = try #require(many.value?.interval).spread
    #expect(manySpread < oneSpread)
    // With the reading-to-reading part gone entirely, what remains:
    let constant = Readings.catalog.generic.calibration.constantSigmaEV
    let scene = try sigma("scene")
    let floor = LogErrorDistribution(
      symmetricSigma: (constant * constant + scene * scene).squareRoot(),
      upwardSigma: try sigma("attenuation"))
    let floorSpread = Math.exp2(floor.quantile(0.95) - floor.quantile(0.05))
    #expect(manySpread > floorSpread)
    #expect(many.count == 16)
  }

  @Test("readings combine by their mean in stops: the geometric mean of the lux values")
  func geometricMean() throws {
    // Three readings a third of a stop apart: within what one phone's readings vary by.
    let readings = [
      try Readings.make(shutter: 50), try Readings.make(shutter: 60),
      try Readings.make(shutter: 64),
    ]
    let summary = try #require(ReadingSummary(readings, bands: bands))
    let first = try #require(readings[0].value.point)
    let second = try #require(readings[1].value.point)
    let third = try #require(readings[2].value.point)
    let point = try #require(summary.value?.point)
    #expect(
      abs(point / Math.exp2((Math.log2(first) + Math.log2(second) + Math.log2(third)) / 3) - 1)
        < 1e-12)
  }

  @Test("on one device the ratio's interval holds only the scene and random parts")
  func sameDevice() throws {
    // 1/2 s against 1/256 s at the same aperture and ISO: seven stops less light, beyond
    // even the spot-specific geometry's wide interval.
    let shelf = [try Readings.make(shutter: 2, device: "iphone-15-front")]
    let sill = [try Readings.make(shutter: 256, device: "iphone-15-front")]
    let comparison = try #require(LightComparison(shelf, sill, bands: bands))
    guard case .estimate(let point, let lower, let upper, _) = comparison.ratio else {
      Issue.record("expected an estimate")
      return
    }
    #expect(abs(point - 1.0 / 128) < 1e-12)
    let scene = try sigma("scene")
    let random = try sigma("repeatability")
    let expected = (2 * scene * scene + 2 * random * random).squareRoot()
    #expect(abs(Math.log2(upper / point) - z90 * expected) < 1e-6)
    #expect(abs(Math.log2(point / lower) - z90 * expected) < 1e-6)
    #expect(comparison.ratio.direction == .less)
    #expect(
      comparison.basis
        == .sameCalibration(
          deviceID: "iphone-15-front", calibration: shelf[0].calibration))
  }

  @Test("swapping the spots inverts the ratio and its interval")
  func swap() throws {
    let a = [try Readings.make(shutter: 200), try Readings.make(shutter: 250)]
    let b = [try Readings.make(shutter: 50)]
    for (x, y) in [(a, b), (a, [try Readings.make(shutter: 60, device: "iphone-12-front")])] {
      let forward = try #require(LightComparison(x, y, bands: bands))
      let backward = try #require(LightComparison(y, x, bands: bands))
      guard case .estimate(let p1, let l1, let u1, _) = forward.ratio,
        case .estimate(let p2, let l2, let u2, _) = backward.ratio
      else {
        Issue.record("expected estimates")
        return
      }
      #expect(abs(p1 * p2 - 1) < 1e-9)
      #expect(abs(l1 * u2 - 1) < 1e-9)
      #expect(abs(u1 * l2 - 1) < 1e-9)
    }
  }

  @Test("different devices fall back to the wide absolute intervals, and say why")
  func differentDevices() throws {
    let shelf = [try Readings.make(shutter: 240, device: "iphone-15-front")]
    let sill = [try Readings.make(shutter: 60, device: "iphone-15-front")]
    let other = [try Readings.make(shutter: 60, device: "iphone-12-front")]
    let relative = try #require(LightComparison(shelf, sill, bands: bands))
    let absolute = try #require(LightComparison(shelf, other, bands: bands))
    #expect(
      absolute.basis
        == .absolute(
          .differentDevices(
            first: ["iphone-15-front"], second: ["iphone-12-front"])))
    guard case .estimate(_, let rl, let ru, _) = relative.ratio,
      case .estimate(let point, let al, let au, _) = absolute.ratio
    else {
      Issue.record("expected estimates")
      return
    }
    #expect(au / al > ru / rl)
    let first = try #require(shelf[0].value.interval)
    let second = try #require(other[0].value.interval)
    #expect(abs(al - first.lower / second.upper) < 1e-12)
    #expect(abs(au - first.upper / second.lower) < 1e-12)
    #expect(al < point && point < au)
  }

  @Test("a calibration change between the readings is not treated as one device")
  func calibrationChange() throws {
    let before = try Readings.make(shutter: 60, device: "iphone-15-front")
    let after = try Reading(
      takenAt: before.takenAt, source: .manual, deviceID: before.deviceID,
      calibration: try #require(
        ReadingCalibration(
          isMeasured: true, date: "2025-05-01", constantLux: 2.9, constantSigmaEV: 0.05)),
      exposure: before.exposure, ev100: before.ev100, sceneEV: before.sceneEV,
      observedSpreadEV: nil, uncertainty: before.uncertainty, value: before.value,
      confidence: before.confidence, bandID: before.bandID, limitCheck: before.limitCheck)
    let comparison = try #require(LightComparison([before], [after], bands: bands))
    #expect(comparison.basis == .absolute(.calibrationChanged(deviceID: "iphone-15-front")))
  }

  @Test("when both spots share a device, readings from other devices are left out")
  func sharedSubset() throws {
    let shelf = [
      try Readings.make(shutter: 240, device: "iphone-15-front"),
      try Readings.make(shutter: 240, device: "iphone-12-front"),
    ]
    let sill = [try Readings.make(shutter: 60, device: "iphone-15-front")]
    let comparison = try #require(LightComparison(shelf, sill, bands: bands))
    #expect(comparison.basis.isRelative)
    #expect(comparison.firstLeftOut == 1 && comparison.secondLeftOut == 0)
    #expect(comparison.first.count == 1)
  }

  @Test("a spot brighter than the device can measure gives an 'at least' ratio")
  func bounds() throws {
    let saturated = try Readings.make(shutter: 77_000, device: "iphone-x-front", iso: 19)
    #expect(saturated.value.isBound)
    let dim = try Readings.make(shutter: 30, device: "iphone-x-front")
    let comparison = try #require(LightComparison([saturated], [dim], bands: bands))
    guard case .atLeast(let ratio) = comparison.ratio else {
      Issue.record("expected a lower bound, got \(comparison.ratio)")
      return
    }
    let low = try #require(saturated.value.lowerLux)
    let high = try #require(dim.value.upperLux)
    #expect(abs(ratio / (low / high) - 1) < 1e-12)
    #expect(comparison.ratio.direction == .more)
    let both = try #require(LightComparison([saturated], [saturated], bands: bands))
    #expect(both.ratio == .unknown)
    let summary = try #require(ReadingSummary([saturated, dim], bands: bands))
    #expect(summary.count == 1 && summary.boundReadings == 1)
  }
}
