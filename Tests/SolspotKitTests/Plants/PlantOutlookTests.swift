import Testing

@testable import SolspotKit

/// The answer to "which will do best here?" (``PlantOutlook``) and the order of the possible
/// plants, nearest their best first (docs/plant-matching.md, "Ranking").
@Suite("Plant outlook")
struct PlantOutlookTests {
  /// A plant taking `low`–20,000 lux, best `idealLow`–`idealHigh`.
  static func plant(
    _ id: String, low: Double, idealLow: Double, idealHigh: Double = 15_000
  ) -> Plant {
    let base = PlantMatcherTests.plant(low: low, idealLow: idealLow, idealHigh: idealHigh)
    return Plant(
      id: id, botanicalName: "Testus " + id, group: .foliage, light: base.light,
      toxicity: base.toxicity)
  }

  let matcher: PlantMatcher
  init() throws { matcher = try PlantMatcher() }

  @Test("possible plants: nearest their best first, before the room left to their limits")
  func nearestBestFirst() {
    // At 600 lux: roomy takes 100 lux (2.6 stops of room) but does best from 5,000 (3.1 stops
    // away); near takes 500 (0.3 stops of room) and does best from 1,000 (0.7 stops away).
    let roomy = Self.plant("roomy", low: 100, idealLow: 5_000)
    let near = Self.plant("near", low: 500, idealLow: 1_000)
    let ranked = matcher.matches([roomy, near], spot: .lux(600))
    #expect(ranked.map(\.plant.id) == ["near", "roomy"])
    #expect(ranked.allSatisfy { $0.verdict == .possible })
    #expect(ranked[0].idealShortfall < ranked[1].idealShortfall)
    #expect(ranked[0].margin < ranked[1].margin)
  }

  @Test("none good: the possible leaders and where they do best")
  func possibleLeaders() {
    let plants = [
      Self.plant("a", low: 100, idealLow: 5_000), Self.plant("b", low: 500, idealLow: 1_000),
      Self.plant("c", low: 300, idealLow: 3_000), Self.plant("d", low: 5_000, idealLow: 8_000),
    ]
    let outlook = PlantOutlook(matcher.matches(plants, spot: .lux(600)), leaderCount: 2)
    #expect(outlook.good == 0)
    #expect(outlook.possible == 3)
    #expect(outlook.judged == 4)
    #expect(outlook.leaders.map(\.plant.id) == ["b", "c"])
    #expect(outlook.idealEdge == .init(side: .above, lowest: 1_000, highest: 3_000))
    #expect(outlook.nearest == nil)
  }

  @Test("some good: the leaders are good plants, with no ideal edge")
  func goodLeaders() {
    let plants = [
      Self.plant("a", low: 100, idealLow: 500), Self.plant("b", low: 100, idealLow: 5_000),
    ]
    let outlook = PlantOutlook(matcher.matches(plants, spot: .lux(600)))
    #expect(outlook.good == 1)
    #expect(outlook.possible == 1)
    #expect(outlook.leaders.map(\.plant.id) == ["a"])
    #expect(outlook.idealEdge == nil)
  }

  @Test("possible leaders on both sides of their ideals give no edge")
  func mixedSides() {
    let plants = [
      Self.plant("dim", low: 100, idealLow: 300, idealHigh: 500),
      Self.plant("bright", low: 100, idealLow: 2_000),
    ]
    let outlook = PlantOutlook(matcher.matches(plants, spot: .lux(800)))
    #expect(outlook.possible == 2)
    #expect(outlook.idealEdge == nil)
    #expect(PlantOutlook(matcher.matches([plants[0]], spot: .lux(800))).idealEdge?.side == .below)
  }

  @Test("suited by none: no leaders, and the plant nearest to suiting")
  func nearest() {
    let plants = [
      Self.plant("far", low: 2_000, idealLow: 5_000),
      Self.plant("close", low: 300, idealLow: 3_000),
    ]
    let outlook = PlantOutlook(matcher.matches(plants, spot: .lux(100)))
    #expect(outlook.leaders.isEmpty)
    #expect(outlook.good == 0 && outlook.possible == 0)
    #expect(outlook.nearest?.plant.id == "close")
  }
}
