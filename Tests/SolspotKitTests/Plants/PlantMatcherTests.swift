import Testing

@testable import SolspotKit

@Suite("Plant matching")
struct PlantMatcherTests {
  let catalog: PlantCatalog
  let matcher: PlantMatcher
  let table: BandTable

  init() throws {
    catalog = try PlantFixtures.catalog()
    table = try BandTable.builtIn()
    matcher = PlantMatcher(bands: table)
  }

  func band(_ id: String) throws -> Band { try #require(table.bands.first { $0.id == id }) }

  @Test("each plant fits each band as its fields say")
  func fits() {
    for plant in catalog.plants {
      #expect(matcher.fits(plant) == PlantFixtures.fits[plant.id], "\(plant.id)")
    }
  }

  @Test(
    "a band returns the plants whose ranges contain it and none whose ranges do not",
    arguments: ["low", "medium", "bright-indirect", "direct"])
  func eachBand(_ id: String) throws {
    let spot = SpotLight.band(try band(id))
    let column = try #require(table.bands.firstIndex { $0.id == id })
    for match in matcher.matches(catalog.plants, spot: spot) {
      let fit = try #require(PlantFixtures.fits[match.plant.id])[column]
      let expected: PlantMatch.Suitability =
        switch fit {
        case .thrives: .thrives
        case .tolerates: .tolerates
        case .tooDark, .tooBright: .notSuited
        case .unknown: .unknown
        }
      #expect(match.suitability == expected, "\(match.plant.id) at \(id)")
      #expect(match.rangeProbability == (fit == .thrives || fit == .tolerates ? 1 : 0))
      #expect(match.boundaries.isEmpty)
    }
  }

  @Test("a lux value is a point in its band, lower limits included")
  func luxIsAPoint() throws {
    for (lux, id) in [(6000.0, "medium"), (2500, "medium"), (2499, "low"), (20000, "direct")] {
      let byLux = matcher.matches(catalog.plants, spot: .lux(lux))
      let byBand = matcher.matches(catalog.plants, spot: .band(try band(id)))
      #expect(byLux == byBand, "\(lux) lux")
    }
    #expect(SpotLight.lux(6000).isExact)
  }

  @Test("the reason says what the plant needs and what the spot reads")
  func reasons() throws {
    func reason(_ id: String, at band: String) throws -> String {
      let plant = try #require(catalog.plant(named: id))
      return matcher.match(plant, spot: .band(try self.band(band))).reason
    }
    #expect(
      try reason("testus-brillans", at: "medium")
        == "needs at least bright indirect light; this spot reads medium")
    #expect(
      try reason("testus-lowlightus", at: "direct")
        == "tolerates at most medium light; this spot reads direct")
    #expect(
      try reason("testus-mediocris", at: "medium")
        == "does best in medium light; this spot reads medium")
    #expect(
      try reason("testus-lowlightus", at: "medium")
        == "tolerates low to medium light, best in low; this spot reads medium")
    #expect(
      try reason("testus-partialis", at: "medium")
        == "tolerates medium light, best band unknown; this spot reads medium")
    #expect(
      try reason("testus-ignotus", at: "medium")
        == "light needs unknown: no source gives them; this spot reads medium")
    #expect(
      try reason("testus-partialis", at: "direct")
        == "light needs unknown above medium light: its sources cover medium light only; "
        + "this spot reads direct")
  }

  @Test("above a ceiling is too bright; above a tolerated maximum is unknown")
  func maxBasis() throws {
    let direct = SpotLight.band(try band("direct"))
    let ceiling = try #require(catalog.plant(named: "testus-lowlightus"))
    #expect(ceiling.light.maxBasis == .ceiling)
    #expect(matcher.match(ceiling, spot: direct).suitability == .notSuited)
    let tolerated = try #require(catalog.plant(named: "testus-mediocris"))
    #expect(tolerated.light.maxBasis == .tolerated)
    let match = matcher.match(tolerated, spot: direct)
    #expect(match.suitability == .unknown)
    #expect(
      match.reason
        == "light needs unknown above bright indirect light: its sources cover medium to "
        + "bright indirect light only; this spot reads direct")
  }

  @Test("ranking is by suitability, then probability, then botanical name, whatever the order")
  func ranking() throws {
    let spot = SpotLight.band(try band("medium"))
    let ranked = matcher.matches(catalog.plants, spot: spot).map(\.plant.id)
    #expect(
      ranked == [
        "testus-mediocris", "testus-serpens", "testus-lowlightus", "testus-partialis",
        "testus-ignotus", "testus-brillans", "testus-solaris",
      ])
    #expect(matcher.matches(catalog.plants.reversed(), spot: spot).map(\.plant.id) == ranked)
  }

  /// A real estimate from the generic profile with its point near `lux`.
  func estimate(near lux: Double) throws -> LuxEstimate {
    let estimator = try LuxEstimator(profile: try DeviceProfileCatalog.builtIn().generic)
    let settings = try Exposure(fNumber: 2, exposureTime: 0.01, iso: 100)
    return estimator.estimate(sceneEV: Math.log2(lux / 2.5), settings: settings)
  }

  @Test("a straddling estimate returns the union of both bands' plants, ranked by probability")
  func straddling() throws {
    let estimate = try estimate(near: 9000)
    guard case .estimate(let assessment) = estimate.band else {
      Issue.record("expected an estimate")
      return
    }
    let p = assessment.probabilities.map(\.probability)
    // The test needs a reading that is possibly medium and possibly bright indirect.
    try #require(p[1] >= table.possibleProbability && p[2] >= table.possibleProbability)
    let matches = matcher.matches(catalog.plants, spot: .estimate(estimate))
    for match in matches {
      let fits = try #require(PlantFixtures.fits[match.plant.id])
      let inRange = zip(fits, p).filter { $0.0 == .thrives || $0.0 == .tolerates }.map(\.1)
      let range = inRange.reduce(0, +)
      #expect(abs((match.rangeProbability ?? -1) - range) < 1e-12, "\(match.plant.id)")
      let suitedInEither = [1, 2].contains { fits[$0] == .thrives || fits[$0] == .tolerates }
      if suitedInEither {
        #expect([.thrives, .tolerates, .depends].contains(match.suitability), "\(match.plant.id)")
      }
    }
    for (a, b) in zip(matches, matches.dropFirst()) {
      #expect(a.suitability <= b.suitability)
      if a.suitability == b.suitability {
        #expect((a.rankingProbability ?? -1) >= (b.rankingProbability ?? -1))
      }
    }
    let brillans = try #require(matches.first { $0.plant.id == "testus-brillans" })
    #expect(brillans.suitability == .depends)
    #expect(
      brillans.boundaries.contains(MatchBoundary(lux: 10000, below: .tooDark, above: .thrives)))
    #expect(brillans.reason.contains("depends on the true light: too dark below 10,000 lux"))
    #expect(brillans.reason.contains("this spot reads \(assessment.summary)"))
  }

  @Test("a confident estimate mid-band gives the band's verdicts")
  func confident() throws {
    let estimate = try estimate(near: 300)
    guard case .estimate(let assessment) = estimate.band, assessment.isConfident else {
      Issue.record("expected a confident low reading")
      return
    }
    let byEstimate = matcher.matches(catalog.plants, spot: .estimate(estimate))
    let byBand = matcher.matches(catalog.plants, spot: .band(assessment.likeliest))
    #expect(byEstimate.map(\.suitability) == byBand.map(\.suitability))
    #expect(!SpotLight.estimate(estimate).isExact)
  }

  func bound(_ verdict: BandVerdict) throws -> LuxEstimate {
    let base = try estimate(near: 15000)
    return LuxEstimate(
      exposure: base.exposure, sceneEV: base.sceneEV, value: .atLeast(12000), band: verdict,
      device: base.device, limitCheck: .brightEnd, budget: base.budget,
      distribution: base.distribution, confidence: base.confidence, notes: base.notes)
  }

  @Test("an 'at least' bound judges every band it allows, with no probabilities")
  func atLeast() throws {
    let spot = SpotLight.estimate(try bound(.atLeast(try band("bright-indirect"))))
    let matches = Dictionary(
      uniqueKeysWithValues: matcher.matches(catalog.plants, spot: spot).map { ($0.plant.id, $0) })
    #expect(matches["testus-brillans"]?.suitability == .tolerates)
    #expect(matches["testus-solaris"]?.suitability == .depends)
    #expect(
      matches["testus-solaris"]?.boundaries == [
        MatchBoundary(lux: 20000, below: .tooDark, above: .thrives)
      ])
    #expect(matches["testus-mediocris"]?.suitability == .depends)
    #expect(matches["testus-lowlightus"]?.suitability == .notSuited)
    #expect(matches["testus-partialis"]?.suitability == .unknown)
    #expect(matches.values.allSatisfy { $0.rangeProbability == nil && $0.idealProbability == nil })
    #expect(
      matches["testus-brillans"]?.reason.contains("this spot reads bright indirect or brighter")
        == true)
  }

  @Test("an 'at most' bound in the darkest band is as certain as the band")
  func atMost() throws {
    let spot = SpotLight.estimate(try bound(.atMost(try band("low"))))
    let byBound = matcher.matches(catalog.plants, spot: spot).map(\.suitability)
    let byBand = matcher.matches(catalog.plants, spot: .band(try band("low"))).map(\.suitability)
    #expect(byBound == byBand)
  }

  @Test("a plant with unknown light needs is never suited, whatever the spot")
  func unknownNeverSuited() throws {
    let plant = try #require(catalog.plant(named: "test mystery plant"))
    let spots =
      table.bands.map { SpotLight.band($0) } + [
        .estimate(try estimate(near: 9000)), .estimate(try bound(.atLeast(try band("low")))),
      ]
    for spot in spots {
      let match = matcher.match(plant, spot: spot)
      #expect(match.suitability == .unknown)
      #expect(match.reason.hasPrefix("light needs unknown"))
    }
  }
}
