/// A capture line or sample that cannot be read, with the line it is on.
///
/// The line is counted from 1 over the whole input, blank lines and the header included, so an
/// editor's line numbers find it. Samples made in code rather than read from a file have no
/// line. The description is a lower-case phrase without the file's name
/// ("line 12: field 'iso' must be a number"); the command-line tool adds the file. A CSV
/// capture's names are columns ("line 1: unknown column 'isoo'; did you mean 'iso'?").
public struct CaptureError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A name in a capture: a field of a JSON Lines sample or header, or a CSV column.
  public struct Name: Sendable, Hashable, CustomStringConvertible {
    /// The name as the file spells it.
    public let text: String
    /// Whether the name is a CSV column rather than a JSON field.
    public let isColumn: Bool

    /// A JSON field.
    public static func field(_ text: String) -> Name { Name(text: text, isColumn: false) }
    /// A CSV column.
    public static func column(_ text: String) -> Name { Name(text: text, isColumn: true) }

    /// "field 'iso'", "column 'iso'".
    public var description: String { "\(isColumn ? "column" : "field") '\(text)'" }
  }

  /// What is wrong.
  public enum Kind: Sendable, Hashable {
    /// The line is not valid JSON; the reason says where.
    case notJSON(reason: String)
    /// The line is JSON but not an object.
    case notObject
    /// The first line is neither a JSON object nor a CSV column row naming any capture column:
    /// the file is not a capture.
    case notACapture
    /// The CSV column row names capture columns but separates them with `separator` (a
    /// semicolon, a tab) instead of commas.
    case notCommaSeparated(separator: String)
    /// A required field or column is absent.
    case missing(Name)
    /// A field or column this format does not define, with the closest known name.
    case unknown(Name, suggestion: String?)
    /// A field or column appears twice.
    case duplicate(Name)
    /// A field or cell has a value of the wrong type, e.g. text where a number belongs.
    case wrongType(Name, expected: String)
    /// A field or cell has a value of the right type that no camera or motion sensor produces.
    case invalidValue(Name, reason: String)
    /// A CSV row has a different number of cells than the column row names.
    case cellCount(expected: Int, found: Int)
    /// A JSON object on a line of a CSV capture.
    case jsonInCSV
    /// A CSV cell is malformed (an unterminated quote, text after a closing quote).
    case badCell(CSVProblem)
    /// The header names a format version this reader does not know.
    case unsupportedVersion(Int)
    /// A header appears after the first line.
    case misplacedHeader
    /// The line is longer than ``CaptureReader/maximumLineBytes``.
    case lineTooLong(limit: Int)
    /// The file starts as a photo of this format does (``ImageFormat``), not as a capture.
    case photo(ImageFormat)
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

  /// The same error with its field names called columns, for a CSV row.
  func namingColumns() -> CaptureError {
    func column(_ name: Name) -> Name { .column(name.text) }
    let renamed: Kind
    switch kind {
    case .missing(let name): renamed = .missing(column(name))
    case .unknown(let name, let suggestion):
      renamed = .unknown(column(name), suggestion: suggestion)
    case .duplicate(let name): renamed = .duplicate(column(name))
    case .wrongType(let name, let expected): renamed = .wrongType(column(name), expected: expected)
    case .invalidValue(let name, let reason): renamed = .invalidValue(column(name), reason: reason)
    default: renamed = kind
    }
    return CaptureError(line: line, kind: renamed)
  }
}

extension CaptureError.Kind: CustomStringConvertible {
  /// The problem as a lower-case phrase.
  public var description: String {
    switch self {
    case .notJSON(let reason):
      "not valid JSON: \(reason)"
    case .notObject:
      "expected a JSON object, one sample per line"
    case .notACapture:
      "this is not a capture: its first line of data (not blank, not a # comment) is neither "
        + "a JSON object nor a CSV column row such as "
        + "'\(CaptureFormat.csvColumns.prefix(3).joined(separator: ",")),…'"
    case .notCommaSeparated(let separator):
      "the CSV columns are separated by \(separator); a capture's columns must be separated by "
        + "commas"
    case .missing(let name):
      "\(name) is missing"
    case .unknown(let name, let suggestion):
      "unknown \(name)" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
    case .duplicate(let name):
      "\(name) appears twice"
    case .wrongType(let name, let expected):
      "\(name) must be \(expected)"
    case .invalidValue(let name, let reason):
      "\(name): \(reason)"
    case .cellCount(let expected, let found):
      "expected \(expected) cells as the column row names, found \(found)"
    case .jsonInCSV:
      "a JSON object in a CSV capture: a capture's lines are all CSV rows or all JSON objects"
    case .badCell(.unclosedQuote):
      "malformed CSV: a quoted cell is not closed"
    case .badCell(.textAfterQuote):
      "malformed CSV: text follows a closing quote"
    case .unsupportedVersion(let version):
      "capture format version \(version) is not supported (this solspot reads version "
        + "\(CaptureHeader.currentVersion))"
    case .misplacedHeader:
      "a capture header may only be the first line"
    case .lineTooLong(let limit):
      "line is longer than \(limit) bytes"
    case .photo(let format):
      "this is a photo (\(format.rawValue)), not a capture: a capture is the stream of samples "
        + "recorded while the phone lies at the spot"
    }
  }
}
