import Testing

@testable import SolspotKit

@Suite("Plant matching on a saved spot's level")
struct SpotLightLevelTests {
  let catalog: PlantCatalog
  let matcher: PlantMatcher
  let table: BandTable

  init() throws {
    catalog = try PlantFixtures.catalog()
    table = try BandTable.builtIn()
    matcher = PlantMatcher(bands: table, catalog: catalog)
  }

  func reading(lux: Double, at day: Int = 1) throws -> Reading {
    let estimator = try LuxEstimator(profile: try DeviceProfileCatalog.builtIn().generic)
    let settings = try Exposure(fNumber: 2, exposureTime: 0.01, iso: 100)
    let estimate = estimator.estimate(
      sceneEV: Math.log2(lux / Calibration.defaultConstantLux), settings: settings)
    let time = try #require(
      Timestamp(
        secondsSince1970: 1_750_000_000 + Int64(day) * 86_400,
        utcOffsetMinutes: 0))
    return Reading(estimate: estimate, takenAt: time, source: .manual)
  }

  @Test("one reading's level matches exactly as its own estimate does")
  func oneReading() throws {
    let estimator = try LuxEstimator(profile: try DeviceProfileCatalog.builtIn().generic)
    let settings = try Exposure(fNumber: 2, exposureTime: 0.01, iso: 100)
    let estimate = estimator.estimate(
      sceneEV: Math.log2(9000 / Calibration.defaultConstantLux), settings: settings)
    let time = try #require(Timestamp(iso8601: "2025-06-21T12:00Z"))
    let reading = Reading(estimate: estimate, takenAt: time, source: .manual)
    let summary = try #require(ReadingSummary([reading], bands: table))
    let byLevel = matcher.matches(catalog.plants, spot: .level(summary))
    let byEstimate = matcher.matches(catalog.plants, spot: .estimate(estimate))
    #expect(byLevel.map(\.suitability) == byEstimate.map(\.suitability))
    #expect(byLevel.map(\.plant.id) == byEstimate.map(\.plant.id))
    for (a, b) in zip(byLevel, byEstimate) {
      let (x, y) = (try #require(a.rangeProbability), try #require(b.rangeProbability))
      #expect(abs(x - y) < 1e-9, "\(a.plant.id)")
    }
    #expect(!SpotLight.level(summary).isExact)
    #expect(SpotLight.level(summary).verdict == summary.band)
  }

  @Test(
    "several readings: each plant's range probability is the level's distribution over its range")
  func severalReadings() throws {
    let readings = try [8000.0, 12000, 15000].enumerated().map {
      try reading(lux: $0.element, at: $0.offset)
    }
    let summary = try #require(ReadingSummary(readings, bands: table))
    let distribution = try #require(summary.distribution)
    let point = try #require(summary.value?.point)
    for match in matcher.matches(catalog.plants, spot: .level(summary)) {
      let zones = matcher.profile(of: match.plant).zones
      let expected = zones.filter { $0.fit == .thrives || $0.fit == .tolerates }.reduce(0.0) {
        let low = $1.lower > 0 ? Math.log2($1.lower) - Math.log2(point) : -.infinity
        let high = $1.upper.isFinite ? Math.log2($1.upper) - Math.log2(point) : .infinity
        return $0 + distribution.probability(from: low, to: high)
      }
      let range = try #require(match.rangeProbability)
      #expect(abs(range - expected) < 1e-9, "\(match.plant.id)")
    }
  }

  @Test("a level that is a bound is matched as that bound, with no probabilities")
  func bound() throws {
    let base = try reading(lux: 15000)
    let bound = try Reading(
      takenAt: base.takenAt, source: .manual, deviceID: base.deviceID,
      calibration: base.calibration, exposure: base.exposure, ev100: base.ev100,
      sceneEV: base.sceneEV, observedSpreadEV: nil, uncertainty: base.uncertainty,
      value: .atLeast(12000), confidence: base.confidence, bandID: "bright-indirect",
      limitCheck: .brightEnd)
    let summary = try #require(ReadingSummary([bound], bands: table))
    #expect(
      summary.band == .atLeast(try #require(table.bands.first { $0.id == "bright-indirect" })))
    let matches = Dictionary(
      uniqueKeysWithValues: matcher.matches(catalog.plants, spot: .level(summary)).map {
        ($0.plant.id, $0)
      })
    #expect(matches["testus-brillans"]?.suitability == .tolerates)
    #expect(matches["testus-solaris"]?.suitability == .depends)
    #expect(matches["testus-lowlightus"]?.suitability == .notSuited)
    #expect(matches.values.allSatisfy { $0.rangeProbability == nil })
  }
}
