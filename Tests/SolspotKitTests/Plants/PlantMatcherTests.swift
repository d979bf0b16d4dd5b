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
    matcher = PlantMatcher(bands: table, catalog: catalog)
  }

  func band(_ id: String) throws -> Band { try #require(table.bands.first { $0.id == id }) }

  func plant(_ id: String) throws -> Plant { try #require(catalog.plant(named: id)) }

  func match(_ id: String, _ spot: SpotLight) throws -> PlantMatch {
    matcher.match(try plant(id), spot: spot)
  }

  // MARK: - Profiles

  @Test("each plant's light on the lux axis is the fixture table's")
  func profiles() throws {
    for plant in catalog.plants {
      let zones = matcher.profile(of: plant).zones
      let expected = try #require(PlantFixtures.zones[plant.id], "\(plant.id)")
      #expect(zones.map(\.lower) == expected.map(\.lower), "\(plant.id)")
      #expect(zones.map(\.fit) == expected.map(\.fit), "\(plant.id)")
      #expect(zones.map(\.basis?.scope) == expected.map(\.scope), "\(plant.id)")
    }
  }

  @Test("zones run from 0 lux to infinity without gaps; neighbours differ")
  func zonesCoverEverything() throws {
    for plant in catalog.plants {
      let zones = matcher.profile(of: plant).zones
      #expect(zones.first?.lower == 0)
      #expect(zones.last?.upper == .infinity)
      for (a, b) in zip(zones, zones.dropFirst()) {
        #expect(a.upper == b.lower && a.lower < a.upper, "\(plant.id)")
        #expect(a.fit != b.fit || a.basis != b.basis, "\(plant.id)")
      }
      for zone in zones { #expect((zone.basis == nil) == (zone.fit == .unknown), "\(plant.id)") }
    }
  }

  // MARK: - A point

  /// The verdict a point in a zone of this fit and scope gets.
  func expected(_ fit: BandFit, _ scope: LightEvidence.Scope?) -> PlantMatch.Suitability {
    let firm = scope == .plant
    switch fit {
    case .thrives: return firm ? .thrives : .maySuit
    case .tolerates: return firm ? .tolerates : .maySuit
    case .tooDark, .tooBright: return firm ? .notSuited : .mayNotSuit
    case .unknown: return .unknown
    }
  }

  static let points: [Double] = [
    0, 3.2, 100, 110, 269, 500, 1000, 1615, 2499, 2500, 3000, 5000, 9000, 10000, 10500, 11000,
    12000, 15000, 20000, 30000, 100_000,
  ]

  @Test("a lux value is a point: the verdict of its zone, probabilities exactly 0 or 1")
  func luxIsAPoint() throws {
    for lux in Self.points {
      for match in matcher.matches(catalog.plants, spot: .lux(lux)) {
        let (fit, scope) = try #require(PlantFixtures.fit(match.plant.id, at: lux))
        #expect(match.suitability == expected(fit, scope), "\(match.plant.id) at \(lux)")
        let inRange = fit == .thrives || fit == .tolerates
        #expect(match.rangeProbability == (inRange ? 1 : 0), "\(match.plant.id) at \(lux)")
        #expect(match.boundaries.isEmpty)
        if fit == .tooDark || fit == .tooBright { #expect(match.limit == fit) }
      }
    }
    #expect(SpotLight.lux(6000).isExact)
  }

  @Test("below a plant's minimum is too dark, even inside the low band (the fern that dies)")
  func belowMinimumInLowBand() throws {
    // Testus violetta needs 1,615 lux (150 fc, printed to three figures); 110 lux is low, as is
    // all of 0–2,500 lux.
    let match = try match("testus-violetta", .lux(110))
    #expect(match.suitability == .notSuited)
    #expect(match.limit == .tooDark)
    #expect(match.label == "too dark")
    #expect(match.reason == "needs at least 1,620 lux (TEST-EXT); this spot is 110 lux")
    #expect(try self.match("testus-violetta", .lux(2000)).suitability == .tolerates)
  }

  @Test("the known range reaches the ideal's upper figure, beyond the ideal's band")
  func idealMax() throws {
    // The ideal starts in medium (3,200) and ends in bright indirect (10,764).
    let inside = try match("testus-violetta", .lux(10500))
    #expect(inside.suitability == .thrives)
    #expect(inside.reason == "does best at 3,200–10,764 lux (TEST-GARDEN); this spot is 10,500 lux")
    let beyond = try match("testus-violetta", .lux(11000))
    #expect(beyond.suitability == .unknown)
    #expect(
      beyond.reason
        == "no source gives an upper limit or a figure above 10,764 lux, the top of its known "
        + "range (TEST-GARDEN); this spot is 11,000 lux")
    let tolerated = try match("testus-mediocris", .lux(10000))
    #expect(tolerated.suitability == .tolerates)
    #expect(
      tolerated.reason
        == "takes 3,000–12,000 lux (TEST-GARDEN), best 4,000–8,000 lux (TEST-GARDEN); this spot "
        + "is 10,000 lux")
  }

  @Test("a ceiling is too bright from it up; beyond a tolerated maximum is unknown")
  func maxBasis() throws {
    let ceiling = try match("testus-lowlightus", .lux(6000))
    #expect(ceiling.suitability == .notSuited)
    #expect(ceiling.label == "too bright")
    #expect(ceiling.reason == "takes at most 5,380 lux (TEST-GARDEN); this spot is 6,000 lux")
    let tolerated = try match("testus-mediocris", .lux(15000))
    #expect(tolerated.suitability == .unknown)
    #expect(
      tolerated.reason
        == "no source gives an upper limit or a figure above 12,000 lux, the top of its known "
        + "range (TEST-GARDEN); this spot is 15,000 lux")
  }

  @Test("with no upper figure, the range ends where the minimum's band does, and says so")
  func bandStandsIn() throws {
    let match = try match("testus-partialis", .lux(12000))
    #expect(match.suitability == .unknown)
    #expect(
      match.reason
        == "no source gives an upper limit or an upper figure, so its known range is taken only "
        + "to 10,000 lux, where the medium band ends (TEST-EXT); this spot is 12,000 lux")
    #expect(!match.reason.contains("cover"))
  }

  @Test("a user catalog's bands without figures stand in, and the reason says so")
  func bandsWithoutFigures() throws {
    var object = try PlantFixtures.object()
    object.editPlant("testus-ignotus") {
      $0.edit("light") {
        $0["idealBand"] = "medium"
        $0["maxBand"] = "bright-indirect"
      }
    }
    let catalog = try PlantFixtures.decode(object)
    let plant = try #require(catalog.plant(named: "testus-ignotus"))
    let matcher = PlantMatcher(bands: table, catalog: catalog)
    let zones = matcher.profile(of: plant).zones
    #expect(zones.map(\.lower) == [0, 2500, 10000, 20000])
    #expect(zones.map(\.fit) == [.unknown, .thrives, .tolerates, .tooBright])
    let match = matcher.match(plant, spot: .lux(5000))
    #expect(match.suitability == .thrives)
    #expect(
      match.reason
        == "does best at 2,500–10,000 lux (TEST-WORDS; the medium band stands in, as no source "
        + "gives figures); this spot is 5,000 lux")
  }

  // MARK: - Genus and group statements

  @Test(
    "a verdict from a group statement alone is softened, never thrives, tolerates or not suited")
  func groupStatement() throws {
    for lux in Self.points {
      let match = try match("testus-gregarius", .lux(lux))
      #expect(![.thrives, .tolerates, .notSuited].contains(match.suitability), "\(lux)")
      #expect(match.scope == .group || match.suitability == .unknown)
    }
    let dark = try match("testus-gregarius", .lux(110))
    #expect(dark.suitability == .mayNotSuit)
    #expect(dark.label == "may be too dark")
    #expect(
      dark.reason
        == "needs at least 10,800 lux (TEST-EXT); this spot is 110 lux; based only on a statement "
        + "about test succulents as a group (TEST-EXT)")
    let bright = try match("testus-gregarius", .lux(15000))
    #expect(bright.suitability == .maySuit)
    #expect(
      bright.reason.hasSuffix(
        "based only on a statement about test succulents as a group (TEST-EXT)"))
  }

  @Test("a genus statement softens only what rests on it")
  func genusStatement() throws {
    let ideal = try match("testus-mixtus", .lux(5000))
    #expect(ideal.suitability == .maySuit)
    #expect(ideal.scope == .genus)
    #expect(
      ideal.reason
        == "does best at 3,000–10,000 lux (TEST-GARDEN); this spot is 5,000 lux; based only on a "
        + "statement about the genus Testus (TEST-GARDEN)")
    let tolerated = try match("testus-mixtus", .lux(1000))
    #expect(tolerated.suitability == .tolerates)
    #expect(tolerated.scope == .plant)
    #expect(try match("testus-mixtus", .lux(100)).suitability == .notSuited)
  }

  // MARK: - A band

  @Test("a band is a span with no distribution: a limit inside it makes the answer depend")
  func bandWithLimitInside() throws {
    let match = try match("testus-violetta", .band(try band("low")))
    #expect(match.suitability == .depends)
    #expect(match.rangeProbability == nil && match.idealProbability == nil)
    #expect(
      match.boundaries == [
        MatchBoundary(lux: 1615, below: .tooDark, above: .tolerates, isConverted: true)
      ])
    // 1,615 lux is 150 fc, printed to three figures; 10,764 lux is the source's own figure.
    #expect(
      match.reason
        == "takes 1,620–10,764 lux (TEST-EXT, TEST-GARDEN), best 3,200–10,764 lux (TEST-GARDEN); "
        + "this spot reads low (under 2,500 lux); depends on where in the band the light lies: "
        + "too dark below 1,620 lux")
    let whole = try self.match("testus-mediocris", .band(try band("medium")))
    #expect(whole.suitability == .depends)
    let dark = try self.match("testus-brillans", .band(try band("medium")))
    #expect(dark.suitability == .notSuited)
    #expect(
      dark.reason
        == "needs at least 10,800 lux (TEST-EXT); this spot reads medium (2,500–10,000 lux)")
  }

  @Test("beyond the top of the known range, a band depends on a limit no source gives, and says so")
  func bandPastKnownRange() throws {
    // Testus violetta does best at 3,200–10,764 lux; no source gives any figure above that.
    let match = try match("testus-violetta", .band(try band("bright-indirect")))
    #expect(match.suitability == .depends)
    #expect(match.boundaries == [MatchBoundary(lux: 10764, below: .thrives, above: .unknown)])
    #expect(
      match.reason.hasSuffix(
        "this spot reads bright indirect (10,000–20,000 lux); depends on where in the band the "
          + "light lies: no source gives an upper limit or a figure above 10,764 lux"))
    #expect(!match.reason.contains("unknown above"))
  }

  // MARK: - Bounds

  /// A real estimate from the generic profile with its point near `lux`.
  func estimate(near lux: Double) throws -> LuxEstimate {
    let estimator = try LuxEstimator(profile: try DeviceProfileCatalog.builtIn().generic)
    let settings = try Exposure(fNumber: 2, exposureTime: 0.01, iso: 100)
    return estimator.estimate(
      sceneEV: Math.log2(lux / Calibration.defaultConstantLux), settings: settings)
  }

  /// An estimate that is only the bound `value`.
  func bound(_ value: LuxValue) throws -> SpotLight {
    let base = try estimate(near: 15000)
    let verdict: BandVerdict
    let limit: LimitCheck
    switch value {
    case .atLeast(let lux): (verdict, limit) = (.atLeast(table.band(forLux: lux)), .brightEnd)
    case .atMost(let lux): (verdict, limit) = (.atMost(table.band(forLux: lux)), .darkEnd)
    case .estimate: (verdict, limit) = (base.band, .within)
    }
    return .estimate(
      LuxEstimate(
        exposure: base.exposure, sceneEV: base.sceneEV, value: value, band: verdict,
        device: base.device, limitCheck: limit, budget: base.budget,
        distribution: base.distribution, confidence: base.confidence, notes: base.notes))
  }

  @Test("'at most' below a plant's minimum is too dark; 'at least' above a ceiling too bright")
  func bounds() throws {
    let dark = try bound(.atMost(3.2))
    for id in ["testus-violetta", "testus-lowlightus", "testus-serpens"] {
      let match = try match(id, dark)
      #expect(match.suitability == .notSuited, "\(id)")
      #expect(match.limit == .tooDark, "\(id)")
      #expect(match.rangeProbability == nil)
    }
    #expect(try match("testus-violetta", dark).reason.hasSuffix("this spot reads at most 3.2 lux"))
    let bright = try bound(.atLeast(40000))
    #expect(try match("testus-lowlightus", bright).label == "too bright")
    #expect(try match("testus-brillans", bright).suitability == .tolerates)
    #expect(try match("testus-solaris", bright).suitability == .thrives)
    #expect(try match("testus-mediocris", bright).suitability == .unknown)
    let straddling = try bound(.atLeast(12000))
    let solaris = try match("testus-solaris", straddling)
    #expect(solaris.suitability == .depends)
    #expect(
      solaris.boundaries.contains(MatchBoundary(lux: 20000, below: .tooDark, above: .tolerates)))
    #expect(solaris.reason.contains("this spot reads at least 12,000 lux"))
  }

  // MARK: - An estimate

  @Test("an estimate's range probability is its distribution summed over the plant's range")
  func estimateProbability() throws {
    let estimate = try estimate(near: 2000)
    let point = try #require(estimate.value.point)
    let match = try match("testus-violetta", .estimate(estimate))
    let low = Math.log2(1615) - Math.log2(point)
    let high = Math.log2(10764) - Math.log2(point)
    let expected = estimate.distribution.probability(from: low, to: high)
    #expect(abs((match.rangeProbability ?? -1) - expected) < 1e-9)
    let ideal = estimate.distribution.probability(
      from: Math.log2(3200) - Math.log2(point), to: high)
    #expect(abs((match.idealProbability ?? -1) - ideal) < 1e-9)
    // The reading straddles the minimum: the answer depends on it.
    #expect(match.suitability == .depends)
    #expect(
      match.boundaries.contains(
        MatchBoundary(lux: 1615, below: .tooDark, above: .tolerates, isConverted: true)))
    #expect(match.reason.contains("likely within the range its sources give"))
    #expect(match.reason.contains("depends on the true light: too dark below 1,620 lux"))
  }

  @Test("probabilities worked out once per figure are exactly those worked out each time")
  func tabulated() throws {
    for lux in [110.0, 2000, 9000, 40000] {
      let spot = SpotLight.estimate(try estimate(near: lux))
      let plain = SpotRange(spot)
      let zones = catalog.plants.flatMap { matcher.profile(of: $0).zones }
      let tabulated = plain.tabulating(zones.map(\.lower))
      for zone in zones {
        #expect(tabulated.probability(of: zone) == plain.probability(of: zone))
        #expect(tabulated.probability(below: zone.lower) == plain.probability(below: zone.lower))
      }
      // A ranking (one table for every plant) judges each plant as matching it alone does.
      for match in matcher.matches(catalog.plants, spot: spot) {
        #expect(match == matcher.match(match.plant, spot: spot), "\(match.plant.id)")
      }
    }
    #expect(SpotRange(.lux(5000)).tabulating([1000, 2000]).probability(below: 2000) == 0)
  }

  @Test("an estimate well below a plant's minimum is too dark, with how likely in words")
  func estimateTooDark() throws {
    let match = try match("testus-violetta", .estimate(try estimate(near: 110)))
    #expect(match.suitability == .notSuited)
    #expect(match.reason.hasPrefix("needs at least 1,620 lux (TEST-EXT); the light here is "))
    #expect(match.reason.hasSuffix("likely below that"))
    #expect(match.rangeProbability.map { $0 > 0 && $0 < 0.1 } == true)
  }

  @Test("ranking is by suitability, then probability, then botanical name, whatever the order")
  func ranking() throws {
    let spot = SpotLight.lux(5000)
    let ranked = matcher.matches(catalog.plants, spot: spot).map(\.plant.id)
    #expect(
      ranked == [
        "testus-mediocris", "testus-serpens", "testus-violetta", "testus-lowlightus",
        "testus-partialis", "testus-mixtus", "testus-ignotus", "testus-gregarius",
        "testus-brillans", "testus-solaris",
      ])
    #expect(matcher.matches(catalog.plants.reversed(), spot: spot).map(\.plant.id) == ranked)
    let estimate = SpotLight.estimate(try estimate(near: 9000))
    let matches = matcher.matches(catalog.plants, spot: estimate)
    for (a, b) in zip(matches, matches.dropFirst()) {
      #expect(a.suitability <= b.suitability)
      if a.suitability == b.suitability {
        #expect((a.rankingProbability ?? -1) >= (b.rankingProbability ?? -1))
      }
    }
  }

  @Test("a plant with unknown light needs is never suited, whatever the spot")
  func unknownNeverSuited() throws {
    let plant = try #require(catalog.plant(named: "test mystery plant"))
    let spots =
      table.bands.map { SpotLight.band($0) } + Self.points.map { SpotLight.lux($0) } + [
        .estimate(try estimate(near: 9000)), try bound(.atLeast(100)), try bound(.atMost(3)),
      ]
    for spot in spots {
      let match = matcher.match(plant, spot: spot)
      #expect(match.suitability == .unknown)
      #expect(match.reason.hasPrefix("light needs unknown: no source gives figures for them"))
    }
  }
}
