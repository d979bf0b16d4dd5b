import Testing

@testable import SolspotKit

@Suite("Calibration fit")
struct CalibrationFitTests {
  let catalog: DeviceProfileCatalog
  let model: ErrorModel
  /// The scatter the model expects of a calibration: scene and repeatability, measured sizes.
  let modelSigma: Double

  /// The rules take the model's scatter as a parameter; these tests give it a spot-specific
  /// part of 0.2 EV (the shipped model's 1.06 EV leaves few pairs ever outliers), so that each
  /// rule can be seen to act.
  init() throws {
    catalog = try DeviceProfileCatalog.builtIn()
    model = try ErrorModel.builtIn(resizing: ["scene"], to: 0.2)
    let scene = try #require(model.templates["scene"]).measuredSigmaEV
    let repeatability = try #require(model.templates["repeatability"]).measuredSigmaEV
    modelSigma = (scene * scene + repeatability * repeatability).squareRoot()
  }

  /// Pairs whose implied log2 C is `log2(constant) + offsetᵢ`, at the given lux.
  func pairs(
    constant: Double, lux: [Double], offsets: [Double], light: [String?] = []
  ) -> [CalibrationObservation] {
    zip(lux, offsets).enumerated().map { index, pair in
      let ev = Math.log2(pair.0) - Math.log2(constant) - pair.1
      return CalibrationObservation(
        reading: .exposureValue(ev100: ev, bias: 0), referenceLux: pair.0,
        light: index < light.count ? light[index] : "daylight", line: index + 2)
    }
  }

  /// Lux values spread evenly in log over `decades` decades from `low`.
  func spread(_ count: Int, from low: Double, decades: Double) -> [Double] {
    (0..<count).map { low * Math.pow(10, decades * Double($0) / Double(count - 1)) }
  }

  func fit(_ observations: [CalibrationObservation], profile: DeviceProfile? = nil) throws
    -> CalibrationFit
  {
    try CalibrationFit(
      observations: observations, profile: profile ?? catalog.generic, model: model)
  }

  @Test("the constant is the mean in log space, its σ the standard error and the meter's")
  func meanAndStandardError() throws {
    let offsets = [
      0.35, -0.35, 0.28, -0.28, 0.21, -0.21, 0.315, -0.315, 0.245, -0.245, 0.14, -0.14,
    ]
    let result = try fit(
      pairs(constant: 3.2, lux: spread(12, from: 10, decades: 3.5), offsets: offsets))
    #expect(abs(result.constantLux - 3.2) < 1e-9)
    let n = Double(offsets.count)
    let s = (offsets.map { $0 * $0 }.reduce(0, +) / (n - 1)).squareRoot()
    #expect(s > modelSigma)  // so the observed scatter is the one used
    #expect(abs(try #require(result.residualSigmaEV) - s) < 1e-12)
    #expect(abs(result.standardErrorEV - s / n.squareRoot()) < 1e-12)
    let meter = CalibrationFit.defaultReferenceSigmaEV
    let expected = (s * s / n + meter * meter).squareRoot()
    #expect(result.excessScatterEV == nil)
    #expect(abs(result.constantSigmaEV - expected) < 1e-12)
    #expect(result.samples == 12)
    #expect(result.isAcceptable)
    let interval = result.constantInterval()
    #expect(interval.contains(3.2))
    #expect(abs(Math.log2(interval.upperBound / 3.2) - 1.644_853_627 * expected) < 1e-6)
  }

  @Test("the spots' scatter is taken as the pairs show it, no less than the repeatability")
  func scatterFloor() throws {
    let offsets = (0..<8).map { $0 % 2 == 0 ? 0.01 : -0.01 }
    let result = try fit(
      pairs(constant: 2.5, lux: spread(8, from: 20, decades: 3), offsets: offsets))
    #expect(try #require(result.residualSigmaEV) < 0.02)
    let repeatability = try #require(ErrorModel.builtIn().templates["repeatability"])
      .measuredSigmaEV
    #expect(result.spotScatterEV == repeatability)
    #expect(result.spotScatterDegrees == 7)
    #expect(abs(result.standardErrorEV - repeatability / Double(8).squareRoot()) < 1e-12)
    // A wider scatter is taken as it is: the home's spots, not the model's.
    let wide = try fit(
      pairs(
        constant: 2.5, lux: spread(8, from: 20, decades: 3),
        offsets: (0..<8).map { $0 % 2 == 0 ? 0.3 : -0.3 }))
    let s = try #require(wide.residualSigmaEV)
    #expect(abs(try #require(wide.spotScatterEV) - s) < 1e-12)
  }

  @Test("an outlier is left out by the modified z-score rule and named by its line")
  func outlier() throws {
    var offsets = [0.1, -0.1, 0.2, -0.2, 0.15, -0.15, 0.05, -0.05, 0.12, -0.12]
    offsets[6] = 2.5
    let result = try fit(
      pairs(constant: 2.5, lux: spread(10, from: 10, decades: 3), offsets: offsets))
    #expect(result.outliers.map(\.line) == [8])
    #expect(abs(try #require(result.outliers.first).deviationEV - 2.5) < 0.2)
    #expect(result.samples == 9)
    // Without the outlier the offsets average to zero.
    let kept = offsets.enumerated().filter { $0.offset != 6 }.map(\.element)
    #expect(abs(result.log2Constant - (Math.log2(2.5) + kept.reduce(0, +) / 9)) < 1e-12)
  }

  @Test("the outlier scale is no smaller than the model's: close agreement makes no outliers")
  func outlierFloor() throws {
    // Eight daylight pairs that agree to 0.08 EV and two LED pairs 0.7 EV off: under the model
    // (0.22 EV of scene and scatter) 0.7 EV is 3.1 σ, not an outlier; the MAD alone would
    // make it one.
    let offsets = [0.05, -0.08, 0.1, 0.7, -0.04, 0.02, -0.1, 0.72, 0.06, -0.03]
    let lights = (0..<10).map { [3, 7].contains($0) ? "led" : "daylight" }
    let result = try fit(
      pairs(
        constant: 2.5, lux: spread(10, from: 20, decades: 3), offsets: offsets, light: lights))
    #expect(result.outliers.isEmpty)
    #expect(result.samples == 10)
    #expect(result.lightTypes == ["daylight", "led"])
    // Beyond 3.5 σ_model (0.78 EV) a pair is still an outlier.
    var far = offsets
    far[3] = 1.2
    #expect(
      try fit(pairs(constant: 2.5, lux: spread(10, from: 20, decades: 3), offsets: far))
        .outliers.map(\.line) == [5])
  }

  @Test("outliers under one kind of light warn; more than one in five refuse")
  func outlierShare() throws {
    let lux = spread(10, from: 20, decades: 3)
    var offsets = [0.1, -0.1, 0.2, -0.2, 0.15, -0.15, 0.05, -0.05, 0.12, -0.12]
    offsets[3] = 1.5
    offsets[7] = 1.6
    let lights = (0..<10).map { [3, 7].contains($0) ? "LED" : "daylight" }
    let two = try fit(pairs(constant: 2.5, lux: lux, offsets: offsets, light: lights))
    #expect(two.outliers.count == 2)
    #expect(two.warnings.contains(.outliersOneLight("led", count: 2)))
    // The fit is left under daylight alone because the LED pairs were outliers: that warning
    // says it, not "add readings under other light".
    #expect(two.lightTypes == ["daylight"])
    #expect(!two.warnings.contains { $0.code == "one-light-type" })
    // Two of ten is one in five: a warning that they are many, not yet a refusal.
    #expect(two.warnings.contains(.manyOutliers(2, of: 10)))
    #expect(two.isAcceptable)
    offsets[5] = -1.5
    let three = try fit(pairs(constant: 2.5, lux: lux, offsets: offsets, light: lights))
    #expect(three.outliers.count == 3)
    #expect(three.refusals.map(\.code) == ["too-many-outliers"])
    #expect(!three.warnings.contains { $0.code == "outliers-one-light" })
  }

  @Test("a constant no camera read right has is refused")
  func implausibleConstant() throws {
    let result = try fit(
      pairs(
        constant: 300, lux: spread(10, from: 20, decades: 3),
        offsets: Array(repeating: 0, count: 10)))
    #expect(result.refusals.map(\.code) == ["implausible-constant"])
    guard case .implausibleConstant(let constant)? = result.refusals.first else {
      Issue.record("expected an implausible constant, got \(result.refusals)")
      return
    }
    #expect(abs(constant - 300) < 1)
  }

  @Test("pairs at the camera's exposure limits are left out as bounds")
  func bounds() throws {
    let profile = try #require(catalog.profile(named: "iphone-x-front"))
    var observations = try (0..<6).map { index in
      CalibrationObservation(
        reading: .settings(
          try Exposure(fNumber: 2.2, exposureTime: 1.0 / Double(30 * (index + 1)), iso: 100)),
        referenceLux: 250 * Double(index + 1), line: index + 2)
    }
    observations.append(
      CalibrationObservation(
        reading: .settings(try Exposure(fNumber: 2.2, exposureTime: 0.000_013, iso: 20)),
        referenceLux: 900_000, line: 20))
    observations.append(
      CalibrationObservation(
        reading: .settings(try Exposure(fNumber: 2.2, exposureTime: 0.5, iso: 1800)),
        referenceLux: 0.5, line: 21))
    let result = try fit(observations, profile: profile)
    #expect(result.boundedReadings.map(\.line) == [20, 21])
    #expect(result.boundedReadings.map(\.limit) == [.brightEnd, .darkEnd])
    #expect(result.samples == 6)
    #expect(result.luxRange == 250...1500)
    #expect(!result.warnings.contains { $0.code == "limits-not-checked" })
    // The generic profile has no limits: nothing can be recognised, and the fit says so.
    let unchecked = try fit(observations)
    #expect(unchecked.boundedReadings.isEmpty)
    #expect(unchecked.warnings.contains(.limitsNotChecked(8)))
  }

  @Test("fewer than 5 usable pairs or less than two decades is refused, with the reason")
  func refusals() throws {
    let few = try fit(
      pairs(constant: 2.5, lux: [10, 100, 1000, 10_000], offsets: [0.1, -0.1, 0.2, -0.2]))
    #expect(few.refusals == [.tooFewReadings(usable: 4, required: 5, excluded: 0)])
    #expect(throws: CalibrationRefusal.tooFewReadings(usable: 4, required: 5, excluded: 0)) {
      try few.calibration(
        referenceMeter: "meter", date: "2026-03-14", scope: .unit, constantSource: "fit",
        sigmaBasis: "fit")
    }
    let narrow = try fit(
      pairs(
        constant: 2.5, lux: spread(10, from: 100, decades: 1.5),
        offsets: Array(repeating: 0, count: 10)))
    #expect(narrow.refusals.map(\.code) == ["too-narrow-range"])
    guard case .tooNarrowRange(let range)? = narrow.refusals.first else {
      Issue.record("expected a narrow range, got \(narrow.refusals)")
      return
    }
    #expect(abs(Math.log10(range.upperBound / range.lowerBound) - 1.5) < 0.01)
    // The warning for a narrow range has a code of its own.
    #expect(narrow.warnings.map(\.code).contains("narrow-range"))
    #expect(throws: CalibrationRefusal.noReadings) { try fit([]) }
  }

  @Test("a strong trend with brightness is found, reported and widens the constant")
  func trend() throws {
    let lux = spread(12, from: 10, decades: 4)
    let x = lux.map { Math.log2($0) }
    let meanX = x.reduce(0, +) / 12
    let noise = (0..<12).map { $0 % 2 == 0 ? 0.05 : -0.05 }
    let slope = 0.08
    let offsets = zip(x, noise).map { slope * ($0 - meanX) + $1 }
    let result = try fit(pairs(constant: 2.5, lux: lux, offsets: offsets))
    let trend = try #require(result.trend)
    #expect(abs(trend.slope - slope) < 0.01)
    #expect(trend.isStrong)
    // The bias one constant leaves at either end, half the change, is the 50% half-width.
    let span = (x.max() ?? 0) - (x.min() ?? 0)
    #expect(abs(trend.changeEV - trend.slope * span) < 1e-12)
    let halfSpan = abs(trend.slope) * span / 2
    #expect(abs(try #require(result.trendSigmaEV) - halfSpan / 0.674_489_750_196) < 1e-9)
    // The profile records the trend, and estimates from it say so.
    let profile = try result.measuredProfile(
      from: catalog.generic, referenceMeter: "meter", date: "2026-03-14", scope: .unit,
      constantSource: "fit", sigmaBasis: "fit")
    let change = try #require(profile.calibration.measurement?.trendChangeEV)
    #expect(abs(change - trend.changeEV) < 0.001)
    #expect(change > 0)
    #expect(try DeviceProfile.decode(try profile.fileContents(), file: "t.json") == profile)
    #expect(result.warnings.contains { $0.code == "strong-trend" })
    // Scatter is judged around the line, so the trend is not counted twice.
    #expect(result.excessScatterEV == nil)
    let flat = try fit(pairs(constant: 2.5, lux: lux, offsets: noise))
    #expect(flat.trend?.isStrong == false)
    #expect(flat.trendSigmaEV == nil)
  }

  @Test("scatter well beyond the model's is named, and new readings rest on it")
  func excessScatter() throws {
    let offsets = (0..<12).map { $0 % 2 == 0 ? 1.2 : -1.2 }
    let result = try fit(
      pairs(constant: 2.5, lux: spread(12, from: 10, decades: 3), offsets: offsets))
    let s = try #require(result.residualSigmaEV)
    let excess = try #require(result.excessScatterEV)
    #expect(abs(excess - (s * s - modelSigma * modelSigma).squareRoot()) < 1e-12)
    #expect(abs(try #require(result.spotScatterEV) - s) < 1e-12)
    #expect(result.warnings.contains { $0.code == "large-scatter" })
  }

  @Test("an excess among five pairs widens the constant: the test runs at 90%")
  func excessAmongFive() throws {
    // s² = 0.125 against σ_model² = 0.05: 4·s²/σ_model² = 10, above χ²(0.90; 4) = 7.78 and
    // below χ²(0.99; 4) = 13.28.
    let offsets = [0.4, -0.4, 0.3, -0.3, 0]
    let result = try fit(
      pairs(constant: 2.5, lux: spread(5, from: 10, decades: 3), offsets: offsets))
    let excess = try #require(result.excessScatterEV)
    #expect(abs(excess - (0.125 - modelSigma * modelSigma).squareRoot()) < 1e-9)
    #expect(result.warnings.contains { $0.code == "large-scatter" })
    #expect(CalibrationFit.excessSignificance == 0.9)
  }

  @Test("outliers left out of the mean widen the constant for new readings")
  func outliersWiden() throws {
    let small = (0..<10).map { $0 % 2 == 0 ? 0.05 : -0.05 }
    let lux = spread(11, from: 10, decades: 3)
    let clean = try fit(pairs(constant: 2.5, lux: Array(lux.prefix(10)), offsets: small))
    let withOutlier = try fit(pairs(constant: 2.5, lux: lux, offsets: small + [2.0]))
    #expect(withOutlier.outliers.count == 1)
    // The mean is the same ten pairs' ...
    #expect(abs(withOutlier.log2Constant - clean.log2Constant) < 1e-12)
    // ... but the outlier is back in the scatter new readings rest on, so the fit promises
    // less.
    let cleanScatter = try #require(clean.spotScatterEV)
    let scatter = try #require(withOutlier.spotScatterEV)
    #expect(scatter > cleanScatter + 0.4)
    #expect(withOutlier.spotScatterDegrees == 10)
    #expect(withOutlier.constantSigmaEV > clean.constantSigmaEV)
  }

  @Test("warnings: few readings, a narrow range, one kind of light, light not recorded")
  func warnings() throws {
    let offsets = [0.1, -0.1, 0.2, -0.2, 0.0, 0.05]
    let one = try fit(
      pairs(constant: 2.5, lux: spread(6, from: 10, decades: 2.5), offsets: offsets))
    #expect(one.warnings.contains(.fewReadings(6)))
    #expect(one.warnings.contains { $0.code == "narrow-range" })
    #expect(one.warnings.contains(.oneLightType("daylight")))
    let mixed = try fit(
      pairs(
        constant: 2.5, lux: spread(12, from: 10, decades: 3.5),
        offsets: Array(repeating: 0, count: 12), light: ["LED ", "daylight", "led"]))
    #expect(mixed.lightTypes == ["daylight", "led"])
    // EV-only pairs cannot be checked against limits; nothing else is wrong with these.
    #expect(mixed.warnings == [.limitsNotChecked(12)])
    let unknown = try fit(
      pairs(
        constant: 2.5, lux: spread(12, from: 10, decades: 3.5),
        offsets: Array(repeating: 0, count: 12), light: Array(repeating: nil, count: 12)))
    #expect(unknown.warnings == [.lightNotRecorded, .limitsNotChecked(12)])
  }

  @Test("the measured profile keeps the device and carries the fit, and reads back equal")
  func measuredProfile() throws {
    let base = try #require(catalog.profile(named: "iphone-15-front"))
    let offsets = [0.3, -0.3, 0.25, -0.25, 0.1, -0.1, 0.2, -0.2, 0.05, -0.05]
    let result = try fit(
      pairs(constant: 3.1, lux: spread(10, from: 20, decades: 3), offsets: offsets), profile: base)
    let profile = try result.measuredProfile(
      from: base, referenceMeter: " Sekonic C-800 ", date: "2026-03-14", scope: .model,
      notes: ["made on another unit.", "one kind of light."], constantSource: "fit",
      sigmaBasis: "fit")
    #expect(profile.id == base.id && profile.displayName == base.displayName)
    #expect(profile.fNumber == base.fNumber && profile.exposureLimits == base.exposureLimits)
    #expect(profile.modelIdentifiers == base.modelIdentifiers && profile.match == base.match)
    let measurement = try #require(profile.calibration.measurement)
    #expect(measurement.samples == 10 && measurement.scope == .model)
    #expect(measurement.referenceMeter == "Sekonic C-800")
    #expect(measurement.validLux == result.luxRange)
    #expect(abs(profile.calibration.constantLux - 3.1) < 0.0005 * 3.1)
    // σ is rounded up, never down, and to the thousandth.
    let sigma = profile.calibration.constantSigmaEV
    #expect(sigma >= result.constantSigmaEV && sigma - result.constantSigmaEV < 0.001)
    #expect(!profile.notes.contains { $0.hasPrefix("Not calibrated") })
    #expect(profile.notes.contains { $0.contains("another unit") })
    // Fitting again on top of the measured profile replaces the earlier fit's notes.
    let again = try result.measuredProfile(
      from: profile, referenceMeter: "meter", date: "2026-03-15", scope: .unit,
      notes: ["one kind of light."], constantSource: "fit", sigmaBasis: "fit")
    #expect(!again.notes.contains { $0.contains("another unit") })
    // The caller's notes replace the earlier fit's: one stays, once; the scope note goes.
    #expect(profile.notes.filter { $0.hasPrefix("Calibration: ") }.count == 2)
    #expect(again.notes.filter { $0.hasPrefix("Calibration: ") }.count == 1)
    let text = try profile.fileContents()
    #expect(try DeviceProfile.decode(text, file: "x.json") == profile)
    // Estimates with it carry the unit variation, and no "uncalibrated" note.
    let estimate = try LuxEstimator(profile: profile).estimate(
      try Exposure(fNumber: 1.9, exposureTime: 1.0 / 60, iso: 100))
    #expect(estimate.budget["unitVariation"] != nil)
    #expect(!estimate.notes.contains(.uncalibrated))
  }

  @Test("a measured profile needs a meter's name and a real date")
  func measuredProfileInputs() throws {
    let result = try fit(
      pairs(
        constant: 3.1, lux: spread(10, from: 20, decades: 3),
        offsets: Array(repeating: 0, count: 10)))
    #expect(throws: CalibrationRefusal.missingReferenceMeter) {
      try result.calibration(
        referenceMeter: "  ", date: "2026-03-14", scope: .unit, constantSource: "fit",
        sigmaBasis: "fit")
    }
    #expect(throws: CalibrationRefusal.invalidDate("2026-02-30")) {
      try result.calibration(
        referenceMeter: "meter", date: "2026-02-30", scope: .unit, constantSource: "fit",
        sigmaBasis: "fit")
    }
    #expect(throws: CalibrationRefusal.futureDate("2026-03-15")) {
      try result.calibration(
        referenceMeter: "meter", date: "2026-03-15", scope: .unit, today: "2026-03-14",
        constantSource: "fit", sigmaBasis: "fit")
    }
    #expect(
      result.refusals(referenceMeter: "meter", date: "2026-03-14", today: "2026-03-14").isEmpty)
  }

  @Test("every refusal is listed, the fit's first, then the meter's and the date's")
  func everyRefusal() throws {
    let few = try fit(
      pairs(constant: 2.5, lux: [100, 150, 200, 250], offsets: [0.1, -0.1, 0.2, -0.2]))
    let refusals = few.refusals(referenceMeter: "", date: "2026-02-29", today: "2026-03-14")
    #expect(
      refusals.map(\.code) == [
        "too-few-readings", "too-narrow-range", "missing-reference-meter", "invalid-date",
      ])
    #expect(refusals.last == .invalidDate("2026-02-29"))
    #expect(DayProblem("2026-02-29") == .pastMonthEnd(month: 2, year: 2026, days: 28))
    #expect(DayProblem("2024-02-30") == .pastMonthEnd(month: 2, year: 2024, days: 29))
    #expect(DayProblem("2024-13-01") == .noSuchMonth(13))
    #expect(DayProblem("2024-02-29") == nil, "a real day has no problem")
    #expect(DayProblem("2024/02/30") == nil, "not written YYYY-MM-DD: no day to judge")
  }
}
