import Testing

@testable import SolspotKit

@Suite("Coverage tallies and checks")
struct CoverageTests {
  let ninety = Confidence.ninety

  @Test("the Wilson interval matches the textbook formula and stays inside 0...1")
  func wilson() throws {
    // 9 of 10 at z = 1.96: centre (0.9 + 1.96²/20)/(1 + 1.96²/10), half-width
    // 1.96/(1 + 1.96²/10)·√(0.9·0.1/10 + 1.96²/400), by hand: 0.5958 to 0.9821.
    let range = try #require(
      CoverageTally(confidence: ninety, contained: 9, total: 10).wilsonInterval())
    #expect(abs(range.lowerBound - 0.5958) < 1e-4)
    #expect(abs(range.upperBound - 0.9821) < 1e-4)
    let all = try #require(
      CoverageTally(confidence: ninety, contained: 20, total: 20).wilsonInterval())
    #expect(all.upperBound == 1 && all.lowerBound > 0.8 && all.lowerBound < 0.9)
    let none = try #require(
      CoverageTally(confidence: ninety, contained: 0, total: 5).wilsonInterval())
    #expect(none.lowerBound == 0)
    #expect(CoverageTally(confidence: ninety).wilsonInterval() == nil)
    #expect(CoverageTally(confidence: ninety).coverage == nil)
  }

  @Test("the exact range matches Clopper–Pearson's tables and the binomial sums")
  func exactRange() throws {
    // 9 of 10 at 95%: 0.5550 to 0.9975 (Clopper and Pearson's exact interval, as tabled).
    let range = try #require(
      CoverageTally(confidence: ninety, contained: 9, total: 10).exactInterval(confidence: 0.95))
    #expect(abs(range.lowerBound - 0.5550) < 1e-4)
    #expect(abs(range.upperBound - 0.9975) < 1e-4)
    let all = try #require(
      CoverageTally(confidence: ninety, contained: 20, total: 20).exactInterval(confidence: 0.95))
    // (0.025)^(1/20) = 0.8316.
    #expect(all.upperBound == 1 && abs(all.lowerBound - 0.8316) < 1e-4)
    #expect(CoverageTally(confidence: ninety).exactInterval(confidence: 0.95) == nil)
    // The tails against a direct sum of the binomial terms.
    for n in [1, 7, 30] {
      for p in [0.05, 0.5, 0.9] {
        var term = Math.pow(1 - p, Double(n))
        var sum = 0.0
        for k in 0...n {
          sum += term
          let exact = BinomialDistribution.cumulative(k, trials: n, probability: p)
          #expect(abs(exact - sum) < 1e-10, "n \(n) p \(p) k \(k)")
          term *= Double(n - k) / Double(k + 1) * p / (1 - p)
        }
      }
    }
    // Large counts stay accurate: the normal approximation at 100,000 trials.
    let tail = BinomialDistribution.cumulative(49_800, trials: 100_000, probability: 0.5)
    #expect(abs(tail - 0.102_6) < 0.001)
  }

  @Test("verdict: nominal above the range is too narrow, below it too wide, inside about right")
  func verdict() throws {
    let four = CoverageVerdict.rangeConfidence(levels: 4)
    #expect(abs(four - 0.975) < 1e-12)
    func verdict(_ level: Confidence, _ contained: Int, _ total: Int) -> CoverageVerdict? {
      CoverageTally(confidence: level, contained: contained, total: total)
        .verdict(rangeConfidence: four)
    }
    #expect(verdict(ninety, 70, 100) == .tooNarrow)
    #expect(verdict(ninety, 90, 100) == .aboutRight)
    let half = try #require(Confidence(0.5))
    #expect(verdict(half, 95, 100) == .tooWide)
    // Few readings catch only gross errors: 4 of 5 is consistent with 90%.
    #expect(verdict(ninety, 4, 5) == .aboutRight)
    // The verdict is the exact range's: just inside and just outside it.
    let range = try #require(
      CoverageTally(confidence: ninety, contained: 80, total: 100).exactInterval(confidence: four))
    #expect(range.upperBound < 0.9)
    #expect(verdict(ninety, 80, 100) == .tooNarrow)
    #expect(verdict(ninety, 84, 100) == .aboutRight)
    let wide = CoverageTally(confidence: half, contained: 95, total: 100)
    let narrow = CoverageTally(confidence: ninety, contained: 70, total: 100)
    #expect(CoverageVerdict.combined([wide, narrow]) == .tooNarrow)
    #expect(CoverageVerdict.combined([wide]) == .tooWide)
    #expect(CoverageVerdict.combined([CoverageTally(confidence: half)]) == nil)
  }

  /// The share of simulated pair files, `files` of each size, that a right profile gets a
  /// false verdict on from `judge`: every pair's truth lies at a uniform quantile of its own
  /// estimate's error, so each interval holds exactly as often as it claims, and the levels
  /// are nested as a real check's are.
  func falseVerdicts(
    sizes: [Int], files: Int, seed: UInt64, judge: (CoverageTally) -> CoverageVerdict?
  ) -> (narrow: [Double], wide: [Double]) {
    var generator = SplitMix64(seed: seed)
    let levels = CoverageCheck.defaultLevels
    var narrow: [Double] = []
    var wide: [Double] = []
    for size in sizes {
      var tooNarrow = 0
      var tooWide = 0
      for _ in 0..<files {
        var tallies = levels.map { CoverageTally(confidence: $0) }
        for _ in 0..<size {
          let u = Double.random(in: 0..<1, using: &generator)
          for index in levels.indices {
            tallies[index].record(contained: abs(u - 0.5) <= levels[index].level / 2)
          }
        }
        let verdicts = tallies.compactMap(judge)
        if verdicts.contains(.tooNarrow) {
          tooNarrow += 1
        } else if verdicts.contains(.tooWide) {
          tooWide += 1
        }
      }
      narrow.append(Double(tooNarrow) / Double(files))
      wide.append(Double(tooWide) / Double(files))
    }
    return (narrow, wide)
  }

  @Test("a right profile is called too narrow at most 5% of the time, and too wide as rarely")
  func falseAlarmRate() throws {
    // 2,000 files of each size: a rate's standard error is at most 0.5 points, and the rule's
    // rates are 1.3% to 3.5% (docs/uncertainty.md), so 5% is three standard errors away.
    let sizes = [10, 20, 50, 100]
    let confidence = CoverageVerdict.rangeConfidence(levels: 4)
    let rates = falseVerdicts(sizes: sizes, files: 2_000, seed: 8) {
      $0.verdict(rangeConfidence: confidence)
    }
    for (size, (narrow, wide)) in zip(sizes, zip(rates.narrow, rates.wide)) {
      #expect(narrow <= CoverageVerdict.falseAlarmRate, "\(size) pairs: too narrow \(narrow)")
      #expect(wide <= CoverageVerdict.falseAlarmRate, "\(size) pairs: too wide \(wide)")
    }
    // The rule it replaced, each level alone against its 95% Wilson range, fails this test:
    // the check can fail.
    let old = falseVerdicts(sizes: [20, 50], files: 2_000, seed: 8) { tally in
      guard let range = tally.wilsonInterval() else { return nil }
      if tally.confidence.level > range.upperBound { return .tooNarrow }
      if tally.confidence.level < range.lowerBound { return .tooWide }
      return .aboutRight
    }
    #expect(old.narrow.allSatisfy { $0 > 0.07 }, "\(old.narrow)")
  }

  @Test("a check counts each pair at each level, and bounds apart")
  func check() throws {
    let catalog = try DeviceProfileCatalog.builtIn()
    let profile = try #require(catalog.profile(named: "iphone-x-front"))
    let estimator = try LuxEstimator(profile: profile)
    let exposure = try Exposure(fNumber: 2.2, exposureTime: 1.0 / 60, iso: 100)
    let point = try #require(estimator.estimate(exposure).value.point)
    let saturated = try Exposure(fNumber: 2.2, exposureTime: 0.000_013, iso: 19)
    let observations = [
      // The reference equals the point: inside every interval.
      CalibrationObservation(reading: .settings(exposure), referenceLux: point, line: 2),
      // Thirty times the point: outside every interval up to 95%.
      CalibrationObservation(reading: .settings(exposure), referenceLux: point * 30, line: 3),
      // An EV-only pair at the point.
      CalibrationObservation(
        reading: .exposureValue(ev100: exposure.ev100, bias: 0), referenceLux: point, line: 4),
      // Saturated and truly very bright: the "at least" bound holds.
      CalibrationObservation(reading: .settings(saturated), referenceLux: 5_000_000, line: 5),
      // Saturated, but the meter read far less: the bound broke.
      CalibrationObservation(reading: .settings(saturated), referenceLux: 1_000, line: 6),
    ]
    let result = CoverageCheck(observations: observations, estimator: estimator)
    #expect(result.tallies.map(\.total) == [3, 3, 3, 3])
    #expect(result.tallies.map(\.contained) == [2, 2, 2, 2])
    #expect(result.boundTallies.map(\.total) == [2, 2, 2, 2])
    #expect(result.boundTallies.map(\.contained) == [1, 1, 1, 1])
    #expect(result.missedLines == [3])
    #expect(result.brokenBoundLines == [6])
    #expect(result.isSmall)
    #expect(result.estimates == 3)
  }

  @Test("about right over fewer than 20 estimates is inconclusive, at each level and overall")
  func inconclusive() throws {
    let profile = try #require(
      try DeviceProfileCatalog.builtIn().profile(named: "iphone-x-front"))
    let estimator = try LuxEstimator(profile: profile)
    let exposure = try Exposure(fNumber: 2.2, exposureTime: 1.0 / 60, iso: 100)
    let point = try #require(estimator.estimate(exposure).value.point)
    func check(_ count: Int) -> CoverageCheck {
      let observations = (0..<count).map {
        CalibrationObservation(reading: .settings(exposure), referenceLux: point, line: $0 + 2)
      }
      return CoverageCheck(observations: observations, estimator: estimator)
    }
    // Six of six inside 90% intervals leaves the coverage anywhere from about half to all.
    let six = check(6)
    #expect(six.verdict == .inconclusive)
    let ninety = try #require(six.tallies.first { $0.confidence == .ninety })
    #expect(try #require(six.judgement(ninety)).verdict == .inconclusive)
    #expect(try #require(six.judgement(ninety)).range.lowerBound < 0.6)
    #expect(six.tallies.compactMap { six.judgement($0)?.verdict }.contains(.aboutRight) == false)
    // With 20, every reference inside a 50% interval is judged: the intervals are too wide.
    #expect(check(CoverageCheck.smallSample).verdict == .tooWide)
  }

  @Test("a measured profile's own pairs are recognised; others, or a nominal profile, are not")
  func fitOverlap() throws {
    let catalog = try DeviceProfileCatalog.builtIn()
    let base = try #require(catalog.profile(named: "iphone-15-front"))
    let model = try ErrorModel.builtIn()
    let lux = (0..<10).map { 20 * Math.pow(10, 3 * Double($0) / 9) }
    let observations = lux.enumerated().map { index, value in
      let offset = index % 2 == 0 ? 0.2 : -0.2
      return CalibrationObservation(
        reading: .exposureValue(ev100: Math.log2(value / 3.1) + offset, bias: 0),
        referenceLux: value, line: index + 2)
    }
    let fit = try CalibrationFit(observations: observations, profile: base, model: model)
    let measured = try fit.measuredProfile(
      from: base, referenceMeter: "meter", date: "2026-03-14", scope: .unit, constantSource: "fit",
      sigmaBasis: "fit")
    #expect(FitOverlap(observations: observations, profile: measured, model: model) == .same)
    let fewer = Array(observations.dropLast())
    #expect(FitOverlap(observations: fewer, profile: measured, model: model) == .unknown)
    // The same count and range but another constant: not the same pairs.
    let shifted = observations.map {
      CalibrationObservation(
        reading: .exposureValue(ev100: $0.sceneEV + 0.1, bias: 0), referenceLux: $0.referenceLux,
        line: $0.line)
    }
    #expect(FitOverlap(observations: shifted, profile: measured, model: model) == .unknown)
    #expect(FitOverlap(observations: observations, profile: base, model: model) == nil)
    #expect(FitOverlap(observations: [], profile: measured, model: model) == .unknown)
  }
}
