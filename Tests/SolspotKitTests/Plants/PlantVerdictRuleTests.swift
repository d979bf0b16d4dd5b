import Testing

@testable import SolspotKit

/// The one rule of every plant verdict (``PlantVerdict/likeliest(dark:range:bright:ideal:)``),
/// which lux matches and DLI verdicts share: the likeliest class wins, ties go to the range,
/// then to too dark; in the range, good when the ideal holds at least half of it.
@Suite("The verdict rule")
struct PlantVerdictRuleTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let dark: Double
    let range: Double
    let bright: Double
    let ideal: Double
    let verdict: PlantVerdict
    var testDescription: String { "\(dark)/\(range)/\(bright) ideal \(ideal) → \(verdict)" }
  }

  static let cases = [
    Case(dark: 0.1, range: 0.8, bright: 0.1, ideal: 0.8, verdict: .good),
    Case(dark: 0.3, range: 0.4, bright: 0.3, ideal: 0.2, verdict: .good),
    Case(dark: 0.3, range: 0.4, bright: 0.3, ideal: 0.19, verdict: .possible),
    Case(dark: 0.4, range: 0.4, bright: 0.2, ideal: 0.4, verdict: .good),
    Case(dark: 0.41, range: 0.4, bright: 0.19, ideal: 0.4, verdict: .tooDark),
    Case(dark: 0.2, range: 0.39, bright: 0.41, ideal: 0.39, verdict: .tooBright),
    Case(dark: 0.4, range: 0.2, bright: 0.4, ideal: 0.2, verdict: .tooDark),
    Case(dark: 0, range: 0.3, bright: 0.7, ideal: 0, verdict: .tooBright),
  ]

  @Test(arguments: cases)
  func verdict(_ row: Case) {
    #expect(
      PlantVerdict.likeliest(dark: row.dark, range: row.range, bright: row.bright, ideal: row.ideal)
        == row.verdict)
  }
}
