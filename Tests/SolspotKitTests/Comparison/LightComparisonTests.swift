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

  @Test("one reading alone: its own point, its interval widened by the light's prior variation")
  func singleReading() throws {
    for reading in [
      try Readings.make(shutter: 60), try Readings.make(shutter: 3, device: "iphone-15-front"),
    ] {
      let summary = try #require(ReadingSummary([reading], bands: bands))
      let own = try #require(reading.value.interval)
      let combined = try #require(summary.value?.interval)
      let point = try #require(summary.value?.point)
      #expect(abs(point / (try #require(reading.value.point)) - 1) < 1e-12)
      #expect(combined.lower < own.lower && combined.upper > own.upper)
      // The reading's device and scene parts, and the prior's variation in place of its own
      // repeatability.
      let u = reading.uncertainty
      let expected = LogErrorDistribution(
        spread: u.device + u.scene + LightVariation(groups: [[0]]).spread(count: 1),
        upwardSigma: u.deviceUpwardEV)
      let found = try #require(summary.distribution)
      #expect(abs(found.symmetricSigma - expected.symmetricSigma) < 1e-12)
      #expect(abs((found.degrees ?? 0) - (expected.degrees ?? 0)) < 1e-9)
      #expect(found.upwardSigma == expected.upwardSigma)
      #expect(summary.variation.degrees == LightVariation.priorDegrees)
    }
  }

  @Test("more readings that agree narrow the interval, but never below the device and scene parts")
  func moreReadings() throws {
    let one = try #require(ReadingSummary([try Readings.make(shutter: 60)], bands: bands))
    var previous = try #require(one.value?.interval).spread
    for count in [2, 3, 5, 16] {
      let many = try #require(
        ReadingSummary(try (0..<count).map { _ in try Readings.make(shutter: 60) }, bands: bands))
      let spread = try #require(many.value?.interval).spread
      #expect(spread < previous, "\(count) readings")
      previous = spread
    }
    // With the light's variation gone entirely, what remains:
    let reading = try Readings.make(shutter: 60)
    let floor = LogErrorDistribution(
      spread: reading.uncertainty.device + reading.uncertainty.scene,
      upwardSigma: reading.uncertainty.deviceUpwardEV)
    let floorSpread = Math.exp2(floor.quantile(0.95) - floor.quantile(0.05))
    #expect(previous > floorSpread)
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

  @Test("on one device the ratio keeps both spots' own geometry and light, not the device's")
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
    let scene = ErrorSpread(sigma: try sigma("scene"), degrees: 3)
    let light = LightVariation(groups: [[0]]).spread(count: 1)
    let expected = LogErrorDistribution(spread: scene + scene + light + light)
    let stops = expected.centralInterval(.ninety)
    #expect(abs(Math.log2(upper / point) - stops.upperBound) < 1e-9)
    #expect(abs(Math.log2(lower / point) - stops.lowerBound) < 1e-9)
    #expect(comparison.ratio.direction == .less)
    let probability = try #require(comparison.probabilityFirstBrighter)
    #expect(abs(probability - (1 - expected.cdf(7))) < 1e-12)
    #expect(probability < 0.01)
    #expect(
      comparison.basis
        == .sameCalibration(
          deviceID: "iphone-15-front", calibration: shelf[0].calibration))
  }

  @Test("two same-device spots 4× apart get a direction and its probability, not 'unknown'")
  func fourTimesApart() throws {
    // 1/60 s against 1/15 s: the shelf gets four times the bath's light.
    for count in [1, 2, 4] {
      let shelf = try (0..<count).map { index in
        try Readings.make(shutter: 60 + Double(index), device: "iphone-13-front")
      }
      let bath = try (0..<count).map { index in
        try Readings.make(shutter: (60 + Double(index)) / 4, device: "iphone-13-front")
      }
      let comparison = try #require(LightComparison(shelf, bath, bands: bands))
      #expect(comparison.ratio.point.map { abs($0 - 4) < 1e-9 } == true)
      let likelier = try #require(comparison.likelier)
      #expect(likelier.firstIsBrighter)
      #expect(likelier.probability > 0.85, "\(count) readings: \(likelier.probability)")
    }
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
    // Nothing cancels: both levels' whole errors add, the one-sided parts at full scale.
    let a = absolute.first
    let b = absolute.second
    let expected = LogErrorDistribution(
      spread: a.spread + b.spread + ErrorSpread(sigma: a.upwardSigmaEV)
        + ErrorSpread(sigma: b.upwardSigmaEV))
    #expect(absolute.distribution == expected)
    let stops = expected.centralInterval(.ninety)
    #expect(abs(Math.log2(al / point) - stops.lowerBound) < 1e-9)
    #expect(abs(Math.log2(au / point) - stops.upperBound) < 1e-9)
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
    // The bound's level over the other level's upper end (the level adds the light's
    // variation to the reading's own interval).
    let low = try #require(comparison.first.value?.lowerLux)
    let high = try #require(comparison.second.value?.upperLux)
    #expect(abs(ratio / (low / high) - 1) < 1e-12)
    #expect(comparison.ratio.direction == .more)
    #expect(comparison.probabilityFirstBrighter == nil)
    let both = try #require(LightComparison([saturated], [saturated], bands: bands))
    #expect(both.ratio == .unknown)
    let summary = try #require(ReadingSummary([saturated, dim], bands: bands))
    #expect(summary.count == 1 && summary.boundReadings == 1)
  }
}

@Suite("A comparison that assumes one phone")
struct ComparisonOnePhoneTests {
  @Test("generic readings share a calibration only if one phone took them; a profile's do")
  func assumesOnePhone() throws {
    let bands = try BandTable.builtIn()
    for (device, assumes) in [
      (DeviceProfileCatalog.genericID, true), ("iphone-15-front", false),
    ] {
      let shelf = [try Readings.make(shutter: 60, device: device)]
      let sill = [try Readings.make(shutter: 500, device: device)]
      let comparison = try #require(LightComparison(shelf, sill, bands: bands))
      #expect(comparison.basis.isRelative, "\(device)")
      #expect(comparison.basis.assumesOnePhone == assumes, "\(device)")
    }
    let mixed = try #require(
      LightComparison(
        [try Readings.make(shutter: 60, device: DeviceProfileCatalog.genericID)],
        [try Readings.make(shutter: 500, device: "iphone-15-front")], bands: bands))
    #expect(!mixed.basis.isRelative && !mixed.basis.assumesOnePhone)
  }
}
