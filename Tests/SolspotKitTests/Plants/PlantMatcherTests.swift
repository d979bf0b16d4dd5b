import Testing

@testable import SolspotKit

/// The verdict rules (docs/plant-matching.md, "The verdict"), on a plant made in the test.
@Suite("Plant verdicts")
struct PlantMatcherTests {
  /// A plant taking 300–20,000 lux, best 3,000–15,000, no direct sun.
  static func plant(
    low: Double = 300, high: Double? = 20_000, idealLow: Double = 3_000,
    idealHigh: Double? = 15_000, sun: DirectSun.Exposure = .none,
    basis: LightBound.Basis = .statement
  ) -> Plant {
    func bound(_ lux: Double?, _ kind: LightBound.Kind) -> LightBound {
      LightBound(lux: lux, kind: kind, basis: basis, grade: .b, sources: ["TEST"])
    }
    let light = PlantLight(
      tolerated: LightRange(min: bound(low, .needsAtLeast), max: bound(high, .avoidAbove)),
      ideal: LightRange(min: bound(idealLow, .growsAt), max: bound(idealHigh, .growsAt)),
      directSun: DirectSun(sun, basis: basis, grade: .b, sources: ["TEST"]))
    return Plant(
      id: "testus", botanicalName: "Testus plantus", group: .foliage, light: light,
      toxicity: PlantToxicity(cats: .unknown, dogs: .unknown, source: nil))
  }

  let matcher: PlantMatcher
  init() throws { matcher = try PlantMatcher() }

  @Test(
    "a point: good in the ideal, possible in the tolerated range, too dark, too bright",
    arguments: [
      (100.0, PlantVerdict.tooDark), (299, .tooDark), (300, .possible), (2_999, .possible),
      (3_000, .good), (14_999, .good), (15_000, .possible), (19_999, .possible),
      (20_000, .tooBright), (100_000, .tooBright),
    ])
  func point(_ lux: Double, _ expected: PlantVerdict) {
    let match = matcher.match(Self.plant(), spot: .lux(lux))
    #expect(match.verdict == expected)
    #expect(match.probability == (expected.isSuited ? 1 : 0))
    #expect(match.darkProbability == (expected == .tooDark ? 1 : 0))
  }

  @Test("within half a stop of a tolerated limit a verdict is borderline, with its side")
  func borderline() {
    let plant = Self.plant()
    #expect(matcher.match(plant, spot: .lux(400)).borderline == Borderline(side: .dark, lux: 300))
    #expect(matcher.match(plant, spot: .lux(250)).borderline == Borderline(side: .dark, lux: 300))
    #expect(matcher.match(plant, spot: .lux(430)).borderline == nil)
    #expect(matcher.match(plant, spot: .lux(2_000)).borderline == nil)
    let bright = matcher.match(plant, spot: .lux(16_000)).borderline
    #expect(bright == Borderline(side: .bright, lux: 20_000))
    #expect(matcher.match(plant, spot: .lux(25_000)).borderline?.side == .bright)
    #expect(matcher.match(Self.plant(high: nil, sun: .full), spot: .lux(90_000)).borderline == nil)
  }

  @Test("an estimate: the probabilities come from its distribution and sum to one")
  func estimate() throws {
    let profile = try #require(try DeviceProfileCatalog.builtIn().profile(named: "generic"))
    let estimator = try LuxEstimator(profile: profile)
    let plant = Self.plant()
    var last = -1.0
    for shutter in [1.0 / 15, 1.0 / 60, 1.0 / 250, 1.0 / 1000] {
      let estimate = estimator.estimate(
        try Exposure(fNumber: 2, exposureTime: shutter, iso: 100))
      let match = matcher.match(plant, spot: .estimate(estimate))
      let range = try #require(match.probability)
      let dark = try #require(match.darkProbability)
      let bright = try #require(match.brightProbability)
      #expect(abs(range + dark + bright - 1) < 1e-9)
      #expect(range > 0 && range < 1)
      // The verdict is the likeliest side.
      if match.verdict.isSuited { #expect(range >= dark && range >= bright) }
      if match.verdict == .tooDark { #expect(dark > range) }
      // Brighter light (a shorter shutter at the same aperture) is never less likely dark.
      #expect(1 - dark >= last - 1e-9)
      last = 1 - dark
    }
  }

  @Test("a span: the best it offers the plant, borderline where it reaches past a limit")
  func span() throws {
    let bands = try BandTable.builtIn()
    let plant = Self.plant()
    func band(_ id: String) throws -> Band { try #require(bands.bands.first { $0.id == id }) }
    let low = matcher.match(plant, spot: .band(try band("low")))
    #expect(low.verdict == .possible)
    #expect(low.borderline?.side == .dark)
    #expect(low.probability == nil)
    #expect(matcher.match(plant, spot: .band(try band("medium"))).verdict == .good)
    #expect(matcher.match(plant, spot: .band(try band("direct"))).verdict == .tooBright)
    let sunny = Self.plant(low: 3_200, high: nil, idealLow: 10_000, idealHigh: nil, sun: .full)
    #expect(matcher.match(sunny, spot: .band(try band("low"))).verdict == .tooDark)
    #expect(matcher.match(sunny, spot: .band(try band("direct"))).verdict == .good)
  }

  @Test("ranking: by verdict, then probability, then room before the nearer limit")
  func ranking() {
    let wide = Self.plant(low: 100)
    let narrow = Plant(
      id: "narrow", botanicalName: "Narrowus", group: .foliage,
      light: Self.plant(low: 500, idealLow: 5_000).light, toxicity: wide.toxicity)
    let ranked = matcher.matches([narrow, wide], spot: .lux(600))
    #expect(ranked.map(\.plant.id) == ["testus", "narrow"])
    #expect(ranked.allSatisfy { $0.verdict == .possible })
  }

  @Test("a verdict resting on its group's rule is flagged")
  func groupRule() {
    let plant = Self.plant(basis: .groupDefault)
    #expect(matcher.match(plant, spot: .lux(100)).restsOnGroup)
    #expect(!matcher.match(Self.plant(), spot: .lux(100)).restsOnGroup)
  }
}
