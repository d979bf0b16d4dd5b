import Testing

@testable import SolspotKit

/// "Did you mean" for spot names ignores case, accents and punctuation.
@Suite("Spot names: suggestions")
struct SpotNameSuggestionTests {
  static let names = ["Mum's shelf", "L'été", "Kid's Room (2nd)", "bathroom", "🌿", "Café"]

  /// A mistyped name and what it suggests.
  struct Case: CustomTestStringConvertible, Sendable {
    let typed: String
    let suggested: [String]
    var testDescription: String { typed }
  }

  static let cases = [
    Case(typed: "mums shelf", suggested: ["Mum's shelf"]),
    Case(typed: "MUMS-SHELF", suggested: ["Mum's shelf"]),
    Case(typed: "lete", suggested: ["L'été"]),
    Case(typed: "l ete", suggested: ["L'été"]),
    Case(typed: "kids room 2nd", suggested: ["Kid's Room (2nd)"]),
    Case(typed: "cafe", suggested: ["Café"]),
    Case(typed: "bath", suggested: ["bathroom"]),
    Case(typed: "🌿", suggested: ["🌿"]),
    Case(typed: "zzz", suggested: []),
  ]

  @Test("a name differing in case, accents or punctuation is suggested", arguments: cases)
  func suggested(_ row: Case) {
    #expect(SpotName.suggestions(for: row.typed, among: Self.names) == row.suggested)
  }

  @Test("names that fold alike are each suggested once, at most the limit")
  func alike() {
    let names = ["Shelf", "shelf!", "Shélf", "shelves"]
    #expect(SpotName.suggestions(for: "shelf.", among: names) == ["Shelf", "shelf!", "Shélf"])
    #expect(SpotName.suggestions(for: "shelf.", among: names, limit: 2) == ["Shelf", "shelf!"])
  }
}
