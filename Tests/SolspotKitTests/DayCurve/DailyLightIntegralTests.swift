import Testing

@testable import SolspotKit

/// DLI and its verdicts, from real curves.
@Suite struct DailyLightIntegralTests {
  static func curve() throws -> DayCurve {
    try DayCurve(
      readings: DayCurveTests.day(["08:00", "12:00", "16:00", "19:00"]),
      location: DayCurveTests.london)
  }

  @Test func theIntervalWidensWithTheSourcesDoubt() throws {
    let curve = try Self.curve()
    let daylight = DailyLightIntegral(curve: curve)
    let unknown = DailyLightIntegral(curve: curve, source: .unknown)
    let led = DailyLightIntegral(curve: curve, source: .ledWarmWhite)
    for dli in [daylight, unknown, led] {
      #expect(dli.lower <= dli.point && dli.point <= dli.upper)
    }
    #expect(daylight.spread < led.spread)
    #expect(led.spread < unknown.spread)
    #expect(unknown.lower <= daylight.lower && unknown.upper >= daylight.upper)
  }

  @Test func theDLIIsTheHoursSumConverted() throws {
    let curve = try Self.curve()
    let dli = DailyLightIntegral(curve: curve)
    let sum = curve.hours.reduce(0) { $0 + $1.daylight.point } * 0.0185 * 0.0036
    #expect(abs(dli.point - sum) < 1e-9)
  }

  @Test func verdictsFollowTheLuxRule() throws {
    let dli = DailyLightIntegral(curve: try Self.curve())
    func verdict(_ min: Double, _ max: Double) -> DLIVerdict {
      DLIVerdict(
        dli,
        need: PlantDLINeed(plant: "p", min: min, max: max, source: "s", term: "t", scope: .plant))
    }
    let wide = verdict(dli.lower / 10, dli.upper * 10)
    #expect(wide.fit == .good)
    #expect(verdict(dli.upper * 4, dli.upper * 8).fit == .tooDark)
    #expect(verdict(dli.lower / 8, dli.lower / 4).fit == .tooBright)
    // Inside is the likeliest without being confident: good, as a lux verdict would be (the
    // old 0.8 rule called it possible).
    let likelyInside = verdict(dli.point / 1.2, dli.point * 100)
    #expect(likelyInside.probabilityInside > likelyInside.probabilityBelow)
    #expect(likelyInside.probabilityInside < 0.8)
    #expect(likelyInside.fit == .good)
    // Below is the likeliest without being confident: too dark.
    let likelyBelow = verdict(dli.point * 1.2, dli.point * 100)
    #expect(likelyBelow.probabilityBelow > likelyBelow.probabilityInside)
    #expect(likelyBelow.probabilityBelow < 0.8)
    #expect(likelyBelow.fit == .tooDark)
    // Above is the likeliest: too bright.
    let likelyAbove = verdict(dli.point / 100, dli.point / 1.2)
    #expect(likelyAbove.probabilityAbove > likelyAbove.probabilityInside)
    #expect(likelyAbove.fit == .tooBright)
    for v in [wide, likelyInside, likelyBelow, likelyAbove] {
      #expect(abs(v.probabilityBelow + v.probabilityInside + v.probabilityAbove - 1) < 1e-9)
      // A DLI need is one range, so no verdict is `possible`.
      #expect(v.fit != .possible)
    }
  }

  @Test func theBuiltInNeedsNameCatalogPlants() throws {
    let needs = try PlantDLICatalog.builtIn()
    let plants = try PlantCatalog.builtIn()
    #expect(needs.needs.count >= 10)
    for need in needs.needs {
      #expect(plants.plants.contains { $0.id == need.plant }, "\(need.plant)")
      #expect(needs.sources[need.source] != nil)
    }
  }
}
