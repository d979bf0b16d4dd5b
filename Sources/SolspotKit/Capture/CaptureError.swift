/// A capture line or sample that cannot be read, with the line it is on.
///
/// The line is counted from 1 over the whole input, blank lines and the header included, so an
/// editor's line numbers find it. Samples made in code rather than read from a file have no
/// line. The description is a lower-case phrase without the file's name
/// ("line 12: field 'iso' must be a number"); the command-line tool adds the file.
public struct CaptureError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong.
  public enum Kind: Sendable, Hashable {
    /// The line is not valid JSON; the reason says where.
    case notJSON(reason: String)
    /// The line is JSON but not an object.
    case notObject
    /// A required field (or CSV column) is absent.
    case missingField(String)
    /// A field (or CSV column) this format does not define, with the closest known name.
    case unknownField(String, suggestion: String?)
    /// A field (or CSV column) appears twice.
    case duplicateField(String)
    /// A field has a value of the wrong type, e.g. text where a number belongs.
    case wrongType(field: String, expected: String)
    /// A field has a value of the right type that no camera or motion sensor produces.
    case invalidValue(field: String, reason: String)
    /// A CSV row has a different number of cells than the column row names.
    case cellCount(expected: Int, found: Int)
    /// A CSV cell is malformed (an unterminated quote, text after a closing quote).
    case badCell(reason: String)
    /// The header names a format version this reader does not know.
    case unsupportedVersion(Int)
    /// A header appears after the first line.
    case misplacedHeader
    /// The line is longer than ``CaptureReader/maximumLineBytes``.
    case lineTooLong(limit: Int)
  }

  /// The line the problem is on, counted from 1; `nil` for a sample made in code.
  public let line: Int?
  /// What is wrong.
  public let kind: Kind

  /// Creates an error.
  public init(line: Int?, kind: Kind) {
    self.line = line
    self.kind = kind
  }

  /// "line 12: field 'iso' must be a number".
  public var description: String {
    guard let line else { return kind.description }
    return "line \(line): \(kind.description)"
  }

  /// The same error on line `line`.
  func at(line: Int) -> CaptureError { CaptureError(line: line, kind: kind) }
}

extension CaptureError.Kind: CustomStringConvertible {
  /// The problem as a lower-case phrase.
  public var description: String {
    switch self {
    case .notJSON(let reason):
      "not valid JSON: \(reason)"
    case .notObject:
      "expected a JSON object, one sample per line"
    case .missingField(let name):
      "field '\(name)' is missing"
    case .unknownField(let name, let suggestion):
      "unknown field '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
    case .duplicateField(let name):
      "field '\(name)' appears twice"
    case .wrongType(let field, let expected):
      "field '\(field)' must be \(expected)"
    case .invalidValue(let field, let reason):
      "field '\(field)': \(reason)"
    case .cellCount(let expected, let found):
      "expected \(expected) cells as the column row names, found \(found)"
    case .badCell(let reason):
      "malformed CSV: \(reason)"
    case .unsupportedVersion(let version):
      "capture format version \(version) is not supported (this solspot reads version "
        + "\(CaptureHeader.currentVersion))"
    case .misplacedHeader:
      "a capture header may only be the first line"
    case .lineTooLong(let limit):
      "line is longer than \(limit) bytes"
    }
  }
}
