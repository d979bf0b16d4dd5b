import Testing

@testable import SolspotKit

@Suite("JSON problems")
struct JSONProblemTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let text: String
    let problem: JSONProblem
    var testDescription: String { text }
  }

  static let cases: [Case] = [
    Case(text: "", problem: .lineEnds(place: .value)),
    Case(text: "{\"a\": 1} x", problem: .unexpectedByte(0x78, column: 10, place: .afterValue)),
    Case(text: "{\"a\": 1,}", problem: .unexpectedByte(0x7D, column: 9, place: .key)),
    Case(text: "{\"a\" 1}", problem: .unexpectedByte(0x31, column: 6, place: .afterKey)),
    Case(text: "{\"a\": 1 2}", problem: .unexpectedByte(0x32, column: 9, place: .afterMember)),
    Case(text: "[1 2]", problem: .unexpectedByte(0x32, column: 4, place: .afterElement)),
    Case(text: "{\"a\": 1", problem: .objectNotClosed),
    Case(text: "[1", problem: .arrayNotClosed),
    Case(text: "  \"abc", problem: .textNotClosed(column: 3)),
    Case(text: "\"a\\nb", problem: .textNotClosed(column: nil)),
    Case(text: "\"a\tb\"", problem: .unexpectedByte(0x09, column: 3, place: .insideText)),
    Case(text: "\"a\\qb\"", problem: .unexpectedByte(0x71, column: 4, place: .afterBackslash)),
    Case(text: "\"\\u12g4\"", problem: .unexpectedByte(0x67, column: 6, place: .unicodeEscape)),
    Case(text: "\"\\u12", problem: .unicodeEscapeCutShort),
    Case(text: "\"\\ud83c x\"", problem: .halfSurrogatePair(column: 2)),
    Case(text: "\"\\ud83c\\u0041\"", problem: .notLowSurrogate(column: 8)),
    Case(text: "\"\\udf31\"", problem: .loneLowSurrogate(column: 2)),
    Case(text: "-x", problem: .unexpectedByte(0x78, column: 2, place: .number)),
    Case(text: "012", problem: .unexpectedByte(0x31, column: 2, place: .leadingZero)),
    Case(text: "1.", problem: .lineEnds(place: .fraction)),
    Case(text: "1e+", problem: .lineEnds(place: .exponent)),
    Case(text: "nul", problem: .unexpectedByte(0x6E, column: 1, place: .value)),
  ]

  @Test("each malformed line names its problem, column and byte", arguments: cases)
  func problem(_ row: Case) {
    #expect(JSONScannerTests.parse(row.text) == .failure(JSONScanner.Failure(problem: row.problem)))
  }

  @Test("codes are distinct")
  func codes() {
    let codes =
      Self.cases.map(\.problem.code) + [
        JSONProblem.nestedTooDeeply.code, JSONProblem.notUnicodeScalar.code,
        JSONProblem.invalidUTF8.code, JSONProblem.notANumber("1").code,
      ]
    #expect(Set(codes).count == 13)
  }
}
