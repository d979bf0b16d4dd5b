import Testing

@testable import SolspotKit

@Suite("Plants across seasons")
struct SeasonalPlantsTests {
  let catalog: PlantCatalog
  let matcher: PlantMatcher
  let table: BandTable

  init() throws {
    catalog = try PlantFixtures.catalog()
    table = try BandTable.builtIn()
    matcher = PlantMatcher(bands: table, catalog: catalog)
  }

  /// A generic-profile reading of `lux` taken at `time`.
  func reading(_ lux: Double, at time: String) throws -> Reading {
    let estimator = try LuxEstimator(profile: try DeviceProfileCatalog.builtIn().generic)
    let settings = try Exposure(fNumber: 2, exposureTime: 0.01, iso: 100)
    let estimate = estimator.estimate(
      sceneEV: Math.log2(lux / Calibration.defaultConstantLux), settings: settings)
    return Reading(
      estimate: estimate, takenAt: try #require(Timestamp(iso8601: time)), source: .manual)
  }

  func report(_ readings: [(Double, String)], location: SpotLocation = .latitude(52)) throws
    -> SeasonalReport
  {
    SeasonalReport(
      readings: try readings.map { try reading($0.0, at: $0.1) }, location: location,
      bands: table)
  }

  func match(_ id: String, _ suitability: PlantMatch.Suitability, boundaries: [MatchBoundary] = [])
    throws -> PlantMatch
  {
    PlantMatch(
      plant: try #require(catalog.plant(named: id)), suitability: suitability,
      rangeProbability: nil, idealProbability: nil, boundaries: boundaries, reason: "")
  }

  @Test("the outcome of each pair of verdicts follows the documented table")
  func outcomes() throws {
    let id = "testus-brillans"
    let dark = MatchBoundary(lux: 10000, below: .tooDark, above: .thrives)
    let unknown = MatchBoundary(lux: 10000, below: .unknown, above: .thrives)
    let rows: [(PlantMatch.Suitability, PlantMatch, SeasonalPlants.Outcome)] = [
      (.thrives, try match(id, .notSuited), .struggles),
      (.tolerates, try match(id, .notSuited), .struggles),
      (.thrives, try match(id, .depends, boundaries: [dark]), .mayStruggle),
      (.thrives, try match(id, .depends, boundaries: [unknown]), .unknown),
      (.thrives, try match(id, .tolerates), .stillSuits),
      (.tolerates, try match(id, .thrives), .stillSuits),
      (.thrives, try match(id, .unknown), .unknown),
      (.notSuited, try match(id, .thrives), .suitsDarker),
      (.depends, try match(id, .tolerates), .suitsDarker),
      (.unknown, try match(id, .tolerates), .suitsDarker),
      (.depends, try match(id, .notSuited), .neither),
      (.notSuited, try match(id, .depends, boundaries: [dark]), .neither),
      (.thrives, try match(id, .maySuit), .stillSuits),
      (.tolerates, try match(id, .mayNotSuit), .unknown),
      (.maySuit, try match(id, .thrives), .suitsDarker),
      (.maySuit, try match(id, .notSuited), .neither),
      (.mayNotSuit, try match(id, .maySuit), .neither),
    ]
    for (brightest, darker, expected) in rows {
      let outcome = SeasonalPlants.Outcome(brightest: try match(id, brightest), darker: darker)
      #expect(outcome == expected, "\(brightest) then \(darker.suitability)")
    }
  }

  @Test("direct in summer, low in winter: the plants suited in summer and not in winter")
  func summerToWinter() throws {
    let report = try report([
      (60000, "2025-06-21T12:00+02:00"), (800, "2025-12-21T12:00+01:00"),
    ])
    let change = try #require(report.changes.first)
    #expect(change.season == .winter && change.firstMonth == 12)
    let plants = SeasonalPlants(report: report, plants: catalog.plants, matcher: matcher)
    #expect(plants.reference == .summer)
    let effect = try #require(plants.effect(of: change))
    let summer = try #require(report.seasons.first { $0.season == .summer }).summary
    let winter = try #require(report.seasons.first { $0.season == .winter }).summary
    // Independently: suited in summer, and not suited (or depending, too dark below) in winter.
    let expected = catalog.plants.filter { plant in
      let before = matcher.match(plant, spot: .level(summer)).suitability
      let after = matcher.match(plant, spot: .level(winter))
      return (before == .thrives || before == .tolerates)
        && (after.suitability == .notSuited
          || (after.suitability == .depends && after.boundaries.contains { $0.below == .tooDark }))
    }.map(\.id)
    #expect(Set(effect.entries.map(\.plant.id)) == Set(expected))
    #expect(effect.entries.map(\.plant.id).contains("testus-solaris"))
    #expect(effect.entries.map(\.plant.id).contains("testus-brillans"))
    #expect(!effect.entries.map(\.plant.id).contains("testus-lowlightus"), "it suits winter")
    #expect(effect.entries.allSatisfy { $0.outcome == .struggles || $0.outcome == .mayStruggle })
    // Struggling plants first, each group in the summer ranking.
    let outcomes = effect.entries.map { $0.outcome == .struggles ? 0 : 1 }
    #expect(outcomes == outcomes.sorted())
    let ranking = matcher.matches(catalog.plants, spot: .level(summer)).map(\.plant.id)
    for group in [SeasonalPlants.Outcome.struggles, .mayStruggle] {
      let ids = effect.entries.filter { $0.outcome == group }.map(\.plant.id)
      #expect(ids == ranking.filter { ids.contains($0) })
    }
  }

  @Test("a plant is named at the first darker season after the brightest one where it struggles")
  func namedOnce() throws {
    let report = try report([
      (60000, "2025-06-21T12:00+02:00"), (5000, "2025-10-10T12:00+02:00"),
      (800, "2025-12-21T12:00+01:00"),
    ])
    #expect(report.changes.map(\.season) == [.winter, .autumn])
    let plants = SeasonalPlants(report: report, plants: catalog.plants, matcher: matcher)
    let autumn = try #require(plants.effects.first { $0.change.season == .autumn })
    let winter = try #require(plants.effects.first { $0.change.season == .winter })
    let struggledInAutumn = Set(
      autumn.entries.filter { $0.outcome == .struggles }.map(\.plant.id))
    #expect(struggledInAutumn.contains("testus-solaris"))
    #expect(struggledInAutumn.isDisjoint(with: winter.entries.map(\.plant.id)))
    let mayInAutumn = Set(autumn.entries.filter { $0.outcome == .mayStruggle }.map(\.plant.id))
    for entry in winter.entries where mayInAutumn.contains(entry.plant.id) {
      #expect(entry.outcome == .struggles, "named again only when it now struggles")
    }
    // The effects keep the report's order.
    #expect(plants.effects.map(\.change) == report.changes)
  }

  @Test("one named plant is reported in every darker season, whatever its outcome")
  func onePlant() throws {
    let report = try report([
      (60000, "2025-06-21T12:00+02:00"), (800, "2025-12-21T12:00+01:00"),
    ])
    let lowlight = try #require(catalog.plant(named: "testus-lowlightus"))
    let plants = SeasonalPlants(report: report, plant: lowlight, matcher: matcher)
    let entries = try #require(plants.effects.first).entries
    #expect(entries.map(\.plant.id) == ["testus-lowlightus"])
    #expect(entries.first?.outcome == .suitsDarker)
    let solaris = try #require(catalog.plant(named: "testus-solaris"))
    let sun = SeasonalPlants(report: report, plant: solaris, matcher: matcher)
    #expect(sun.effects.first?.entries.first?.outcome == .struggles)
  }

  @Test("the southern hemisphere's winter starts in June")
  func south() throws {
    let report = try report(
      [(60000, "2025-12-21T12:00+11:00"), (800, "2025-07-01T12:00+10:00")],
      location: .latitude(-33.9))
    let plants = SeasonalPlants(report: report, plants: catalog.plants, matcher: matcher)
    let effect = try #require(plants.effects.first)
    #expect(effect.change.season == .winter && effect.change.firstMonth == 6)
    #expect(!effect.entries.isEmpty)
  }

  @Test("no band change, no effects; no readings, no reference")
  func nothing() throws {
    let steady = try report([(6000, "2025-06-21T12:00+02:00"), (6000, "2025-12-21T12:00+01:00")])
    #expect(
      SeasonalPlants(report: steady, plants: catalog.plants, matcher: matcher).effects
        .isEmpty)
    let empty = try report([])
    let none = SeasonalPlants(report: empty, plants: catalog.plants, matcher: matcher)
    #expect(none.reference == nil && none.effects.isEmpty)
  }
}
