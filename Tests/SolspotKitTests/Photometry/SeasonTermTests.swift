import Testing

@testable import SolspotKit

@Suite("The season term: a lasting part and a part per moment")
struct SeasonTermTests {
  static let term = SeasonTerm(
    lasting: ErrorSpread(sigma: 0.4, degrees: 10), moment: ErrorSpread(sigma: 0.5, degrees: 5))

  @Test("one reading per season: the lasting part and the moment's part of each season")
  func oneReading() {
    #expect(
      Self.term.spread(readings: 1, 1)
        == ErrorSpread(sigma: 0.4, degrees: 10)
        + ErrorSpread(sigma: 0.5, degrees: 5).scaled(
          by: 2.0.squareRoot()))
  }

  @Test("more readings of either season narrow it, never below the lasting part")
  func narrows() {
    var previous = Self.term.spread(readings: 1, 1).variance
    for n in [2, 4, 10, 100] {
      let share = LightVariation.priorShare(readings: n)
      let spread = Self.term.spread(readings: n, n, priorShares: (share, share))
      #expect(spread.variance < previous, "\(n)")
      #expect(spread.variance > Self.term.lasting.variance)
      previous = spread.variance
    }
    #expect(Self.term.spread(readings: 1, 4).variance < Self.term.spread(readings: 1, 1).variance)
    #expect(Self.term.spread(readings: 1, 4) == Self.term.spread(readings: 4, 1))
  }

  @Test("the per-moment part of n readings enters by the light prior's share, ν₀/ν_n")
  func priorShare() {
    // Ten readings of one device: ν_n = 11 + 9 = 20, so σ_moment²·(11/20)/10 per season.
    let share = LightVariation.priorShare(readings: 10)
    #expect(abs(share - 11.0 / 20) < 1e-12)
    #expect(LightVariation(groups: [(0..<10).map { Double($0) * 0.1 }]).priorShare == share)
    let expected = 0.4 * 0.4 + 0.5 * 0.5 * 2 * share / 10
    #expect(
      abs(Self.term.spread(readings: 10, 10, priorShares: (share, share)).variance - expected)
        < 1e-12)
    // Readings' scatter taking over never widens the term.
    #expect(
      Self.term.spread(readings: 10, 10, priorShares: (share, share)).variance
        < Self.term.spread(readings: 10, 10).variance)
  }

  @Test("the built-in model has both parts, the lasting one the smaller at one reading")
  func builtIn() throws {
    let term = try #require(try ErrorModel.builtIn().seasonTerm)
    #expect(term.lasting.variance > 0)
    #expect(term.moment.variance > 0)
  }
}
