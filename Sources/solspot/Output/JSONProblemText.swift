import SolspotKit

/// Why a line is not JSON, in words: "unexpected 'x' at column 3 where a value belongs".
enum JSONProblemText {
  /// The problem as a lower-case phrase.
  static func phrase(_ problem: JSONProblem) -> String {
    switch problem {
    case .unexpectedByte(let byte, let column, let place):
      let shown =
        byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte \(byte)"
      return "unexpected \(shown) at column \(column) \(self.place(place))"
    case .lineEnds(let place): return "the line ends \(self.place(place))"
    case .nestedTooDeeply: return "nested too deeply"
    case .objectNotClosed: return "the object is not closed with '}'"
    case .arrayNotClosed: return "the list is not closed with ']'"
    case .textNotClosed(let column?):
      return "text starting at column \(column) is not closed with '\"'"
    case .textNotClosed(nil): return "text is not closed with '\"'"
    case .halfSurrogatePair(let column):
      return "a \\u escape at column \(column) is half a surrogate pair"
    case .notLowSurrogate(let column):
      return "a \\u escape at column \(column) is not a low surrogate"
    case .loneLowSurrogate(let column):
      return "a \\u escape at column \(column) is a lone low surrogate"
    case .notUnicodeScalar: return "a \\u escape is not a Unicode scalar"
    case .unicodeEscapeCutShort: return "a \\u escape is cut short"
    case .invalidUTF8: return "text is not valid UTF-8"
    case .notANumber(let text): return "\(text) is not a number"
    }
  }

  /// Where in the grammar: "where a value belongs", "after a key".
  static func place(_ place: JSONProblem.Place) -> String {
    switch place {
    case .afterValue: "after the value"
    case .value: "where a value belongs"
    case .key: "where a key in double quotes belongs"
    case .afterKey: "after a key"
    case .afterMember: "after a value (expected ',' or '}')"
    case .afterElement: "after a value (expected ',' or ']')"
    case .insideText: "inside text (control characters must be escaped)"
    case .afterBackslash: "after a backslash"
    case .unicodeEscape: "in a \\u escape (expected 4 hex digits)"
    case .number: "in a number"
    case .leadingZero: "in a number (no leading zeros)"
    case .fraction: "in a number (a digit must follow '.')"
    case .exponent: "in a number's exponent"
    }
  }
}
