import Testing

@testable import SolspotKit

/// The machinery of the coverage proof (docs/uncertainty.md, "Proving the intervals"), on a
/// small pool of coarse radiometric spots. The proof's numbers come from
/// `swift run -c release solspot-bench coverage` over a large pool; here each scenario runs a
/// few phones, and the tests check what the machinery does: truths from the pool and not the
/// model, phones and their own coverage, calibrations, ratios, and that a wrong model or a
/// truth outside the model shows as missed intervals.
@Suite("Coverage simulation")
struct CoverageSimulationTests {
  static let seed: UInt64 = 20_260_314
  static let pool = SpotPool(
    survey: SpotSurvey(grid: 2, columns: 12), homes: 5, spotsPerHome: 16, seed: 3)
  let simulation: CoverageSimulation

  static let seasonPool = SeasonPool(
    survey: SeasonSurvey(grid: 2, columns: 12), homes: 4, spotsPerHome: 14, moments: 3, seed: 3)

  init() throws {
    simulation = try CoverageSimulation(
      pool: Self.pool, widePool: Self.pool, seasonPool: Self.seasonPool,
      wideSeasonPool: Self.seasonPool)
  }

  func ninety(_ result: CoverageSimulation.Result) throws -> Double {
    try #require(result.tallies.first { $0.confidence == .ninety }?.coverage)
  }

  @Test("every scenario has a name that finds it again")
  func names() {
    let all = CoverageSimulation.Scenario.all
    // 52 before declared lighting; its ratios: window 2 + 3 and skylight 2 + 2 rows and
    // lamps 1, in each of the two ranges.
    #expect(CoverageSimulation.Scenario.litRatios.count == 20)
    #expect(all.count == 52 + 20)
    #expect(Set(all.map(\.name)).count == all.count)
    for scenario in all { #expect(CoverageSimulation.Scenario(name: scenario.name) == scenario) }
    #expect(all.filter(\.isOutsideScope).count == 3)
  }

  @Test("declared side-window ratios still hold overcast pairs near 90%")
  func declaredLighting() throws {
    let declared = simulation.run(
      .litRatio(.window, .windowOvercast, readings: 1, wide: false), draws: 60, seed: Self.seed)
    #expect(declared.skipped < 60)
    // About 90% (the binding kind of the window size); a small pool's sampling allows a few
    // points.
    let held = try ninety(declared)
    #expect(held > 0.8 && held < 0.995, "\(held)")
  }

  @Test("the same seed gives the same result; another seed another")
  func deterministic() {
    let scenario = CoverageSimulation.Scenario.measured(.radiometric, .several)
    let first = simulation.run(scenario, draws: 12, seed: 7)
    #expect(simulation.run(scenario, draws: 12, seed: 7) == first)
    #expect(simulation.run(scenario, draws: 12, seed: 8) != first)
  }

  @Test("each phone reads its home's spots; its own coverage is kept")
  func phones() throws {
    let result = simulation.run(.nominal(.windowOvercast, wide: false), draws: 10, seed: 1)
    #expect(result.skipped == 0)
    #expect(result.phoneCoverages.count == 10)
    #expect(result.phoneCoverages.allSatisfy { (0...1).contains($0) })
    #expect(result.counted == 10 * CoverageSimulation.readingsPerPhone)
    let share = try #require(result.phonesUnder80)
    #expect((0...1).contains(share))
    #expect(try ninety(result) > 0.8)
  }

  @Test("sun on the spot lies outside the intervals: the simulation shows it missed")
  func sunOnSpotIsMissed() throws {
    let sun = simulation.run(.nominal(.windowSunOnSpot, wide: false), draws: 10, seed: 1)
    let shade = simulation.run(.nominal(.windowSunElsewhere, wide: false), draws: 10, seed: 1)
    let missed = try ninety(sun)
    let held = try ninety(shade)
    #expect(missed < 0.5)
    #expect(held > missed + 0.3)
  }

  @Test("a model whose geometry is half as wide is caught: intervals too narrow")
  func wrongModelIsCaught() throws {
    let halved = try ErrorModel.builtIn(scaling: ["scene", "geometry"], by: 0.5)
    let wrong = try CoverageSimulation(pool: Self.pool, model: halved)
    for scenario in [
      CoverageSimulation.Scenario.nominal(.skylight, wide: false),
      .ratio(.skylight, calibrated: false, readings: 1),
    ] {
      let right = try ninety(simulation.run(scenario, draws: 20, seed: Self.seed))
      let narrow = try ninety(wrong.run(scenario, draws: 20, seed: Self.seed))
      #expect(narrow < right - 0.05, "\(scenario.name): \(narrow) against \(right)")
    }
  }

  @Test("season ratios: one spot's winter against its summer, every season scenario counts")
  func seasons() throws {
    for scenario in CoverageSimulation.Scenario.all {
      guard case .season = scenario else { continue }
      let result = simulation.run(scenario, draws: 6, seed: 4)
      #expect(result.skipped < 6, "\(scenario.name): every phone skipped")
      #expect(result.tallies[0].total > 0, "\(scenario.name)")
      #expect((0...1).contains(try ninety(result)))
    }
    // Without a season pool the scenarios count nothing rather than inventing truths.
    let without = try CoverageSimulation(pool: Self.pool)
    let none = without.run(
      .season(nil, calibrated: false, readings: 1, wide: false), draws: 3, seed: 1)
    #expect(none.skipped == 3)
    // Lamps at night do not change between seasons: their true ratio is the mean of their
    // moments', which are equal.
    for home in Self.seasonPool.homes[.lamps] ?? [] {
      for spot in home { #expect(abs(spot.level(.winter) - spot.level(.summer)) < 1e-9) }
    }
  }

  @Test("a season term far too small is caught: season ratios too narrow")
  func smallSeasonTermIsCaught() throws {
    let small = try ErrorModel.builtIn(scaling: ["season", "seasonMoment"], by: 0.2)
    let wrong = try CoverageSimulation(pool: Self.pool, seasonPool: Self.seasonPool, model: small)
    let scenario = CoverageSimulation.Scenario.season(
      .skylight, calibrated: false, readings: 1, wide: false)
    let right = try ninety(simulation.run(scenario, draws: 30, seed: Self.seed))
    let narrow = try ninety(wrong.run(scenario, draws: 30, seed: Self.seed))
    #expect(narrow < right - 0.05, "\(narrow) against \(right)")
  }

  @Test("calibrated phones get measured profiles fitted in their home")
  func calibrations() throws {
    for truth in CoverageSimulation.Truth.allCases {
      let result = simulation.run(.measured(truth, .several), draws: 12, seed: 2)
      #expect(result.skipped < 6, "\(truth): \(result.skipped) skipped")
      #expect(result.tallies[0].total > 0)
    }
    let outside = simulation.run(.measuredOutside, draws: 12, seed: 2)
    #expect(outside.counted > 0)
  }

  @Test("levels and ratios: phones read spots several times, calibrated or not, and count")
  func levelsAndRatios() throws {
    for scenario in CoverageSimulation.Scenario.all {
      switch scenario {
      case .level, .ratio, .stress: break
      default: continue
      }
      let result = simulation.run(scenario, draws: 6, seed: 4)
      #expect(result.skipped < 6, "\(scenario.name): every phone skipped")
      #expect(result.tallies[0].total > 0, "\(scenario.name)")
      let coverage = try ninety(result)
      #expect((0...1).contains(coverage))
    }
  }

  @Test("a same-phone ratio of one reading each keeps both spots' own parts, not the device's")
  func ratioKeepsSpotParts() throws {
    let camera = simulation.camera
    let estimator = simulation.nominalEstimator
    var generator = SplitMix64(seed: 5)
    let phone = camera.drawPhone(using: &generator)
    let readings = try (0..<2).map { _ in
      let exposure = try #require(
        camera.reading(of: phone, trueLux: 300, geometryEV: 0, using: &generator))
      return Reading(
        estimate: estimator.estimate(exposure), takenAt: Timestamp.unixEpoch, source: .manual)
    }
    let comparison = try #require(
      LightComparison([readings[0]], [readings[1]], bands: simulation.bands))
    let distribution = try #require(comparison.distribution)
    let scene = try #require(
      estimator.estimate(try Exposure(fNumber: 2.2, exposureTime: 0.01, iso: 100)).budget["scene"])
    let light = LightVariation(groups: [[0]]).spread(count: 1)
    let expected = scene.spread + scene.spread + light + light
    #expect(distribution == LogErrorDistribution(spread: expected))
    #expect(distribution.upwardSigma == 0)
  }

  @Test("phones of the larger sizes draw larger errors than the model's")
  func largerSizes() throws {
    let larger = try CoverageSimulation(pool: Self.pool, sizes: .larger)
    var generator = SplitMix64(seed: 1)
    let offsets = (0..<5_000).map { _ in larger.camera.drawPhone(using: &generator).constantOffset }
    let sd = (offsets.map { $0 * $0 }.reduce(0, +) / Double(offsets.count)).squareRoot()
    #expect(abs(sd - 0.45) < 0.02)
    #expect(offsets.contains { abs($0) > 0.3 * 3.0.squareRoot() })
  }

  @Test("the light's variation between readings has mean 0 and is not normal")
  func lightVariationTruth() {
    var generator = SplitMix64(seed: 9)
    var values: [Double] = []
    for _ in 0..<200 {
      let spot = LightVariationTruth(kind: .windowOvercast, using: &generator)
      for _ in 0..<50 { values.append(spot.draw(using: &generator)) }
    }
    let mean = values.reduce(0, +) / Double(values.count)
    let sd = (values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(values.count))
      .squareRoot()
    #expect(abs(mean) < 0.02)
    #expect(sd > 0.5 && sd < 0.8)
    // Bounded: at most 1.5 × (1 EV of day plus half the hour's range).
    #expect(values.allSatisfy { abs($0) < 2.3 })
    var lamp = SplitMix64(seed: 3)
    let steady = LightVariationTruth(kind: .lamps, using: &lamp)
    #expect(steady.draw(using: &lamp) == 0)
  }

  @Test("simulated phones are not the model: uniform errors of the model's sizes")
  func simulatedPhones() {
    let camera = simulation.camera
    var generator = SplitMix64(seed: 1)
    let count = 20_000
    var offsets: [Double] = []
    var protectors: [Double] = []
    for _ in 0..<count {
      let phone = camera.drawPhone(using: &generator)
      offsets.append(phone.constantOffset)
      protectors.append(phone.protector)
    }
    let mean = offsets.reduce(0, +) / Double(count)
    let sd = (offsets.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(count)).squareRoot()
    #expect(abs(mean) < 0.01 && abs(sd - 0.3) < 0.01)
    // Uniform, not normal: nothing beyond √3 σ.
    #expect(offsets.allSatisfy { abs($0) <= 0.3 * 3.0.squareRoot() })
    #expect(protectors.allSatisfy { (0...0.25).contains($0) })
    let withProtector = Double(protectors.filter { $0 > 0 }.count) / Double(count)
    #expect(abs(withProtector - 0.4) < 0.02)
  }

  @Test("auto-exposure gives the metered EV inside the limits and clamps beyond them")
  func autoExposure() throws {
    let camera = simulation.camera
    let limits = try #require(camera.luxLimits)
    let c = camera.profile.calibration.constantLux
    for ev in stride(from: 0.0, through: 15.5, by: 0.5) {
      let exposure = try #require(camera.settings(forEV: ev))
      #expect(abs(exposure.ev100 - ev) < 1e-9, "EV \(ev)")
    }
    let bright = try #require(camera.settings(forEV: 25))
    #expect(abs(c * Math.exp2(bright.ev100) - limits.upperBound) < 1e-6 * limits.upperBound)
    let dark = try #require(camera.settings(forEV: -5))
    #expect(abs(c * Math.exp2(dark.ev100) - limits.lowerBound) < 1e-9)
  }
}
