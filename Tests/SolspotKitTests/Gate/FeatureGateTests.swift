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
}
