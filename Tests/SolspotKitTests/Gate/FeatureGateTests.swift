import Testing

@testable import SolspotKit

/// The two pins of the gate: the reserved product and the gated set, and the free list. Moving
/// any feature across the gate fails both.
@Suite struct FeatureGateTests {
  @Test func pinsTheProductIdentifierAndTheGatedSet() {
    #expect(FeatureGate.productIdentifier == "solspot.pro")
    #expect(FeatureGate.gatedFeatures == [.dayCurve, .dailyLightIntegral, .reminders])
    #expect(
      FeatureGate.gatedFeatures.map(\.rawValue).sorted()
        == ["daily-light-integral", "day-curve", "reminders"])
  }

  @Test func pinsTheFreeList() {
    // Every estimate, bound and saturated reading, every capture, every comparison and
    // season, every lux-based plant verdict: free behind a closed gate.
    let free: Set<Feature> = [
      .luxEstimate, .boundReading, .saturatedReading, .capture, .savedSpots, .comparison,
      .seasons, .luxPlantVerdict, .calibration,
    ]
    #expect(FeatureGate.freeFeatures == free)
    for feature in free { #expect(FeatureGate.closed.allows(feature)) }
    for feature in FeatureGate.gatedFeatures { #expect(!FeatureGate.closed.allows(feature)) }
  }

  @Test func aClosedGateReturnsARefusalNotAnEmptyValue() throws {
    let gated = FeatureGate.closed.reminders(for: [], now: .unixEpoch)
    #expect(gated == .gated(GateRefusal(feature: .reminders, productIdentifier: "solspot.pro")))
    #expect(FeatureGate.preview.reminders(for: [], now: .unixEpoch) == .available([]))
    var ran = false
    let refused = FeatureGate.closed.run(.dayCurve) { ran = true }
    #expect(refused.value == nil)
    #expect(!ran)
  }

  @Test func everyGatedWrapperRefusesBehindAClosedGate() throws {
    let refusal = { (feature: Feature) in
      GateRefusal(feature: feature, productIdentifier: FeatureGate.productIdentifier)
    }
    // A day curve: refused without being made (these samples would throw `noReadings`).
    let closedCurve = try FeatureGate.closed.dayCurve(samples: [], location: .unspecified)
    #expect(closedCurve == .gated(refusal(.dayCurve)))
    #expect(throws: DayCurveError.noReadings) {
      try FeatureGate.preview.dayCurve(samples: [], location: .unspecified)
    }
    let readings = try DayCurveTests.day(["09:00", "13:00", "17:00"])
    let curve = try #require(
      try FeatureGate.preview.dayCurve(
        samples: readings.map(CurveSample.init), location: DayCurveTests.london
      ).value)
    // The DLI and its plant verdicts.
    #expect(
      FeatureGate.closed.dailyLightIntegral(curve: curve) == .gated(refusal(.dailyLightIntegral)))
    let dli = try #require(FeatureGate.preview.dailyLightIntegral(curve: curve).value)
    #expect(dli == DailyLightIntegral(curve: curve))
    let need = PlantDLINeed(plant: "p", min: 1, max: 10, source: "s", term: "t", scope: .plant)
    #expect(FeatureGate.closed.dliVerdict(dli, need: need) == .gated(refusal(.dailyLightIntegral)))
    #expect(
      FeatureGate.preview.dliVerdict(dli, need: need) == .available(DLIVerdict(dli, need: need)))
    // The reminders, with a spot that has some.
    let spot = ReminderTests.spot()
    let states = [ReminderPlanner.SpotState(spot: spot, readings: readings)]
    let now = try Readings.time("2025-06-22T12:00+01:00")
    #expect(FeatureGate.closed.reminders(for: states, now: now) == .gated(refusal(.reminders)))
    let open = try #require(FeatureGate.preview.reminders(for: states, now: now).value)
    #expect(!open.isEmpty)
    #expect(open == ReminderPlanner.reminders(for: states, now: now))
  }
}
