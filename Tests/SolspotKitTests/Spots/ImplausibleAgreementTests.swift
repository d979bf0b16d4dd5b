import Testing

@testable import SolspotKit

/// The one brightness rule (``EstimateNote/isImplausiblyBright(_:)``): the note an estimate
/// carries, the refusal of `spot measure` and the store's flag agree on every reading.
@Suite("One brightness rule: note, refusal and store flag agree")
struct ImplausibleAgreementTests {
  /// Seeded settings across every device, from dark rooms to far beyond full sun, and what
  /// each rule says of them.
  @Test("the implausibly-bright note and the brighter-than-sun refusal agree on every reading")
  func noteAndRefusalAgree() throws {
    var generator = SeededGenerator(seed: 130_000)
    var refused = 0
    var kept = 0
    let profiles = Readings.catalog.profiles
    for _ in 0..<3_000 {
      let profile = try #require(profiles.randomElement(using: &generator))
      let exposure = try Exposure(
        fNumber: [1.8, 1.9, 2.2, 2.8, 8].randomElement(using: &generator) ?? 2.2,
        exposureTime: Math.exp2(-Double.random(in: 0...18, using: &generator)),
        iso: Math.exp2(Double.random(in: 3.5...11, using: &generator)))
      let estimate = try LuxEstimator(profile: profile).estimate(exposure)
      let hasNote = estimate.notes.contains(.implausiblyBright)
      let refusal = ImplausibleReading.check(estimate).first { $0.code == "brighter-than-sun" }
      #expect(
        hasNote == (refusal != nil),
        "\(profile.id) \(exposure): note \(hasNote), refusal \(String(describing: refusal))")
      #expect(ImplausibleReading.brightness(estimate.value) == refusal)
      let reading = Reading(
        estimate: estimate, takenAt: try #require(Timestamp(iso8601: "2025-06-21T12:00Z")),
        source: .manual)
      #expect(ReadingRow.isFlagged(reading) == hasNote)
      if hasNote { refused += 1 } else { kept += 1 }
    }
    // Both sides are exercised, or the agreement proves nothing.
    #expect(refused > 100)
    #expect(kept > 100)
  }

  @Test(
    "the figure compared is the point, or the 'at least' bound; an 'at most' bound never",
    arguments: [
      (LuxValue.estimate(point: 130_001, interval: Self.interval(20_000, 900_000)), true),
      (.estimate(point: 130_000, interval: Self.interval(100_000, 170_000)), false),
      (.estimate(point: 120_000, interval: Self.interval(100_000, 170_000)), false),
      (.atLeast(130_001), true), (.atLeast(129_999), false), (.atMost(1e9), false),
    ])
  func figure(value: LuxValue, implausible: Bool) {
    #expect(EstimateNote.isImplausiblyBright(value) == implausible)
    #expect((ImplausibleReading.brightness(value) != nil) == implausible)
  }

  static func interval(_ lower: Double, _ upper: Double) -> LuxInterval {
    LuxInterval(lower: lower, upper: upper, confidence: .ninety)
  }
}
