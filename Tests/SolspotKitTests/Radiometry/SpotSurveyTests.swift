import Testing

@testable import SolspotKit

@Suite("Survey of spots")
struct SpotSurveyTests {
  static let survey = SpotSurvey(grid: 2, columns: 12)

  @Test("deterministic for a seed; another seed gives other spots")
  func deterministic() {
    let a = Self.survey.draw(.windowOvercast, homes: 3, spotsPerHome: 2, seed: 7)
    let b = Self.survey.draw(.windowOvercast, homes: 3, spotsPerHome: 2, seed: 7)
    let c = Self.survey.draw(.windowOvercast, homes: 3, spotsPerHome: 2, seed: 8)
    #expect(a == b)
    #expect(a != c)
    #expect(a.count == 6 && Set(a.map(\.home)) == [0, 1, 2])
  }

  @Test("sun on the spot and sun elsewhere are what they say")
  func sunKinds() {
    let on = Self.survey.draw(.windowSunOnSpot, homes: 3, spotsPerHome: 2, seed: 1)
    let off = Self.survey.draw(.windowSunElsewhere, homes: 3, spotsPerHome: 2, seed: 1)
    #expect(!on.isEmpty && on.allSatisfy(\.measurement.isSunlit))
    #expect(!off.isEmpty && off.allSatisfy { !$0.measurement.isSunlit })
    // A flat camera misses most of the beam: the sunlit spots' constants are far higher.
    let meanOn = on.map(\.log2Constant).reduce(0, +) / Double(on.count)
    let meanOff = off.map(\.log2Constant).reduce(0, +) / Double(off.count)
    #expect(meanOn > meanOff + 1.5)
  }

  @Test("the split: homes that are all alike share nothing beyond the spots' own part")
  func split() {
    func sample(_ home: Int, _ value: Double) -> SpotSample {
      let measurement = SpotMeasurement(
        illuminance: Math.exp2(value) * 8, directIlluminance: 0, meteredLuminance: 1,
        clippedShare: 0, isSunlit: false)
      return SpotSample(kind: .lamps, home: home, measurement: measurement)
    }
    let alike = EffectiveConstantSummary([
      sample(0, -1), sample(0, 1), sample(1, -1), sample(1, 1), sample(2, -1), sample(2, 1),
    ])
    #expect(alike.betweenHomes == 0)
    #expect(abs(alike.withinHome - 2.0.squareRoot()) < 1e-9)
    #expect(abs(alike.mean) < 1e-9)
    let apart = EffectiveConstantSummary([
      sample(0, -1), sample(0, -1), sample(1, 1), sample(1, 1),
    ])
    #expect(apart.withinHome == 0 && abs(apart.betweenHomes - 2.0.squareRoot()) < 1e-9)
    #expect(abs(apart.quantile(0.5)) < 1e-9)
  }
}
