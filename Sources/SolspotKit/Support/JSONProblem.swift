/// Why a line is not JSON (RFC 8259), with the 1-based byte column where it applies.
///
/// ``JSONScanner`` reports these; a capture carries one in ``CaptureError/Kind/notJSON(_:)``.
/// The CLI words it (`Output/JSONProblemText`).
public enum JSONProblem: Sendable, Hashable {
  /// Where in the grammar an unexpected byte or the end of the line was met.
  public enum Place: String, Sendable, Hashable {
    /// After the whole value, where only whitespace may follow.
    case afterValue = "after-value"
    /// Where a value belongs.
    case value
    /// Where an object's key, in double quotes, belongs.
    case key
    /// After a key, where ':' belongs.
    case afterKey = "after-key"
    /// After a member's value, where ',' or '}' belongs.
    case afterMember = "after-member"
    /// After an element's value, where ',' or ']' belongs.
    case afterElement = "after-element"
    /// Inside text, where a control character must be escaped.
    case insideText = "inside-text"
    /// After a backslash in text, where an escape letter belongs.
    case afterBackslash = "after-backslash"
    /// In a `\uXXXX` escape, where four hex digits belong.
    case unicodeEscape = "unicode-escape"
    /// In a number.
    case number
    /// In a number after a leading zero, where no digit may follow.
    case leadingZero = "leading-zero"
    /// In a number after '.', where a digit belongs.
    case fraction
    /// In a number's exponent, where a digit belongs.
    case exponent
  }

  /// A byte that does not belong at `column` in `place`.
  case unexpectedByte(UInt8, column: Int, place: Place)
  /// The line ends in `place`, before the value is complete.
  case lineEnds(place: Place)
  /// Arrays and objects nest deeper than the scanner's limit.
  case nestedTooDeeply
  /// The line ends inside an object.
  case objectNotClosed
  /// The line ends inside an array.
  case arrayNotClosed
  /// The line ends inside text; `column` is where the text opens, when the scanner kept it (text
  /// with escapes does not).
  case textNotClosed(column: Int?)
  /// A `\u` escape at `column` holds a high surrogate with no `\u` escape after it.
  case halfSurrogatePair(column: Int)
  /// The `\u` escape at `column`, after a high surrogate, is not a low surrogate.
  case notLowSurrogate(column: Int)
  /// A `\u` escape at `column` holds a low surrogate with no high surrogate before it.
  case loneLowSurrogate(column: Int)
  /// A `\u` escape that is not a Unicode scalar.
  case notUnicodeScalar
  /// The line ends inside a `\u` escape.
  case unicodeEscapeCutShort
  /// Text that is not valid UTF-8.
  case invalidUTF8
  /// A number the standard library cannot convert: the number as written.
  case notANumber(String)

  /// A stable code for scripts: `unexpected-byte`, `line-ends`, …
  public var code: String {
    switch self {
    case .unexpectedByte: "unexpected-byte"
    case .lineEnds: "line-ends"
    case .nestedTooDeeply: "nested-too-deeply"
    case .objectNotClosed: "object-not-closed"
    case .arrayNotClosed: "array-not-closed"
    case .textNotClosed: "text-not-closed"
    case .halfSurrogatePair: "half-surrogate-pair"
    case .notLowSurrogate: "not-low-surrogate"
    case .loneLowSurrogate: "lone-low-surrogate"
    case .notUnicodeScalar: "not-unicode-scalar"
    case .unicodeEscapeCutShort: "unicode-escape-cut-short"
    case .invalidUTF8: "invalid-utf8"
    case .notANumber: "not-a-number"
    }
  }
}
