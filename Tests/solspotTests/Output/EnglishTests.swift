import Testing

@testable import solspot

/// The CLI's list joiner and plural rule, which every renderer uses.
@Suite("English: lists and counts")
struct EnglishTests {
  @Test(
    "a list reads as a sentence names it",
    arguments: [
      ([], "and", ""),
      (["a"], "and", "a"),
      (["a", "b"], "and", "a and b"),
      (["a", "b", "c"], "and", "a, b and c"),
      (["a", "b", "c", "d"], "or", "a, b, c or d"),
    ])
  func list(_ items: [String], _ conjunction: String, _ expected: String) {
    #expect(English.list(items, conjunction) == expected)
  }

  @Test(
    "a count takes the noun's number",
    arguments: [
      (0, "reading", nil, "0 readings"),
      (1, "reading", nil, "1 reading"),
      (2, "reading", nil, "2 readings"),
      (1, "copy", "copies", "1 copy"),
      (3, "copy", "copies", "3 copies"),
    ] as [(Int, String, String?, String)])
  func count(_ number: Int, _ singular: String, _ plural: String?, _ expected: String) {
    #expect(English.count(number, singular, plural) == expected)
  }
}
