import Testing

@testable import SolspotKit

@Suite("Readings that disagree")
struct ReadingScatterTests {
  let bands: BandTable

  init() throws {
    bands = try BandTable.builtIn()
  }

  /// Six readings of a windowsill alternating direct sun (about 36,000 lux) and shade (about
  /// 270 lux): the audit's case, which gave "3,100 lux (90% interval 1,700–7,500 lux)".
  func alternating() throws -> [Reading] {
    try (1...3).flatMap { day in
      [
        try Readings.make(shutter: 4_000, at: "2025-01-0\(day)T10:00Z"),
        try Readings.make(shutter: 30, at: "2025-01-0\(day)T16:00Z"),
      ]
    }
  }

  @Test("two readings that disagree leave the level unsettled, with their span; three settle it")
  func unsettled() throws {
    let two = [
      try Readings.make(shutter: 4_000, at: "2025-01-01T10:00Z"),
      try Readings.make(shutter: 30, at: "2025-01-01T16:00Z"),
    ]
    let summary = try #require(ReadingSummary(two, bands: bands))
    #expect(summary.isUnsettled && !summary.isPinned)
    #expect(summary.value == nil && summary.distribution == nil && summary.log2Lux == nil)
    #expect(summary.scatter?.degrees == 1)
    let span = try #require(summary.readingsSpan)
    let intervals = two.compactMap(\.value.interval)
    #expect(span.lower == intervals.map(\.lower).min())
    #expect(span.upper == intervals.map(\.upper).max())
    #expect(summary.valueText.hasPrefix("not known: its 2 readings disagree by 130×"))
    // Two readings that agree give a level; so do three that disagree.
    let agreeing = [try Readings.make(shutter: 60), try Readings.make(shutter: 64)]
    #expect(try #require(ReadingSummary(agreeing, bands: bands)).isUnsettled == false)
    let three = two + [try Readings.make(shutter: 500, at: "2025-01-02T12:00Z")]
    let settled = try #require(ReadingSummary(three, bands: bands))
    #expect(settled.hasExcessScatter && !settled.isUnsettled && settled.value != nil)
  }

  @Test("readings of two phones whose intervals do not meet give no level; ones that meet do")
  func devicesDisagree() throws {
    let dim = try Readings.make(shutter: 30, device: "iphone-15-front")
    let bright = try Readings.make(shutter: 4_000, device: "iphone-x-front")
    let summary = try #require(ReadingSummary([dim, bright], bands: bands))
    #expect(summary.unsettledReason == .devicesDisagree && summary.value == nil)
    #expect(summary.valueText.hasPrefix("not known: readings from different phones"))
    // A reading of each phone a third of a stop apart: their intervals meet, a level is given.
    let near = try Readings.make(shutter: 40, device: "iphone-x-front")
    let agreeing = try #require(ReadingSummary([dim, near], bands: bands))
    #expect(!agreeing.isUnsettled && agreeing.value != nil)
    // Many readings of one phone that disagree among themselves, with another phone's reading
    // inside their span: the scatter rule applies, not this one.
    let mixed = try #require(ReadingSummary(alternating() + [near], bands: bands))
    #expect(mixed.unsettledReason == nil && mixed.hasExcessScatter)
  }

  @Test("readings 130× apart are in excess of the model, and the level's interval says so")
  func alternatingLevel() throws {
    let readings = try alternating()
    let summary = try #require(ReadingSummary(readings, bands: bands))
    let scatter = try #require(summary.scatter)
    #expect(scatter.isExcess && summary.hasExcessScatter)
    #expect(scatter.degrees == 5)
    #expect(abs(scatter.spreadRatio - 133.3) < 1)
    let interval = try #require(summary.value?.interval)
    // The model alone gave a factor of about two either way; the observed scatter, with
    // Student's t for 5 degrees of freedom, gives more than a factor of ten.
    let point = try #require(summary.value?.point)
    #expect(point / interval.lower > 8 && interval.upper / point > 10)
    // The random part is s/√n · t(0.95; 5)/z(0.95), exactly.
    let s = scatter.observedSigmaEV
    let t = StudentTDistribution.quantile(0.95, degrees: 5)
    let z = NormalDistribution.quantile(0.95)
    let random = try #require(scatter.sigmaOfMean(count: 6, confidence: .ninety))
    #expect(abs(random - s / 6.0.squareRoot() * t / z) < 1e-12)
    // A band is no longer stated with the model's confidence.
    guard case .estimate(let assessment) = summary.band else {
      Issue.record("expected an estimate")
      return
    }
    #expect(!assessment.isConfident)
  }

  @Test("the same readings compared with a steady spot no longer say 'clearly less'")
  func alternatingComparison() throws {
    let steady = try (1...3).map { try Readings.make(shutter: 1_000, at: "2025-01-0\($0)T10:00Z") }
    let comparison = try #require(LightComparison(try alternating(), steady, bands: bands))
    #expect(comparison.basis.isRelative)
    #expect(comparison.ratio.direction == .similar)
    // Without the excess the same point ratio would have the model's narrow interval.
    let agreeing = try (1...6).map { _ in try Readings.make(shutter: 346.4) }
    let narrow = try #require(LightComparison(agreeing, steady, bands: bands))
    guard case .estimate(_, let lower, let upper, _) = comparison.ratio,
      case .estimate(_, let narrowLower, let narrowUpper, _) = narrow.ratio
    else {
      Issue.record("expected estimates")
      return
    }
    #expect(upper / lower > 4 * narrowUpper / narrowLower)
  }

  @Test("readings that agree within the model show no excess and keep the model's interval")
  func agreeing() throws {
    let readings = [
      try Readings.make(shutter: 60), try Readings.make(shutter: 64),
      try Readings.make(shutter: 58),
    ]
    let summary = try #require(ReadingSummary(readings, bands: bands))
    let scatter = try #require(summary.scatter)
    #expect(!scatter.isExcess)
    #expect(scatter.sigmaOfMean(count: 3, confidence: .ninety) == nil)
    let model = ReadingSummary.randomSigmaOfMean(readings)
    let scene = ReadingSummary.rms(readings.map(\.uncertainty.sceneSigmaEV))
    #expect(abs(summary.relativeSigmaEV - (scene * scene + model * model).squareRoot()) < 1e-12)
  }

  @Test("readings that follow the model set the test off about once in a hundred sets")
  func falseAlarms() throws {
    var generator = SplitMix64(seed: 7)
    let base = try Readings.make(shutter: 60)
    let sigma = base.uncertainty.randomSigmaEV
    var alarms = 0
    let sets = 2_000
    for _ in 0..<sets {
      let readings = try (0..<5).map { _ in
        try shifted(base, byEV: sigma * generator.normal())
      }
      if ReadingScatter(readings, log2Lux: readings.map(ReadingSummary.log2Value))?.isExcess
        == true
      {
        alarms += 1
      }
    }
    // 1% expected: 20 of 2,000, standard deviation 4.5.
    #expect(alarms >= 5 && alarms <= 40, "\(alarms) alarms")
  }

  @Test("two phones that differ are device error, not changing light: no excess")
  func twoDevices() throws {
    let readings = [
      try Readings.make(shutter: 60, device: "iphone-15-front"),
      try Readings.make(shutter: 62, device: "iphone-15-front"),
      try Readings.make(shutter: 480, device: "iphone-12-front"),
      try Readings.make(shutter: 470, device: "iphone-12-front"),
    ]
    let scatter = try #require(
      ReadingScatter(readings, log2Lux: readings.map(ReadingSummary.log2Value)))
    #expect(scatter.degrees == 2)
    #expect(!scatter.isExcess)
    #expect(scatter.spreadRatio > 5)
  }

  @Test("one reading per device and calibration gives no test")
  func noTest() throws {
    let readings = [
      try Readings.make(shutter: 60, device: "iphone-15-front"),
      try Readings.make(shutter: 6_000, device: "iphone-12-front"),
    ]
    #expect(ReadingScatter(readings, log2Lux: readings.map(ReadingSummary.log2Value)) == nil)
    #expect(try #require(ReadingSummary(readings, bands: bands)).scatter == nil)
  }

  /// `reading` with its scene EV (and so its point value and interval) moved by `ev`.
  func shifted(_ reading: Reading, byEV ev: Double) throws -> Reading {
    let factor = Math.exp2(ev)
    let interval = try #require(reading.value.interval)
    let point = try #require(reading.value.point)
    return try Reading(
      takenAt: reading.takenAt, source: reading.source, deviceID: reading.deviceID,
      calibration: reading.calibration, exposure: reading.exposure, ev100: reading.ev100,
      sceneEV: reading.sceneEV + ev, observedSpreadEV: nil, uncertainty: reading.uncertainty,
      value: .estimate(
        point: point * factor,
        interval: LuxInterval(
          lower: interval.lower * factor, upper: interval.upper * factor,
          confidence: interval.confidence)),
      confidence: reading.confidence, bandID: reading.bandID, limitCheck: reading.limitCheck)
  }
}
