/// A capture line or sample that cannot be read, with the line it is on.
///
/// The line is counted from 1 over the whole input, blank lines and the header included, so an
/// editor's line numbers find it. Samples made in code rather than read from a file have no
/// line. A CSV capture's names are columns. The CLI words it (`Output/CaptureErrorText`).
public struct CaptureError: Error, Sendable, Hashable {
  /// A name in a capture: a field of a JSON Lines sample or header, or a CSV column.
  public struct Name: Sendable, Hashable {
    /// The name as the file spells it.
    public let spelling: String
    /// Whether the name is a CSV column rather than a JSON field.
    public let isColumn: Bool

    /// A JSON field.
    public static func field(_ spelling: String) -> Name {
      Name(spelling: spelling, isColumn: false)
    }
    /// A CSV column.
    public static func column(_ spelling: String) -> Name {
      Name(spelling: spelling, isColumn: true)
    }
  }

  /// What is wrong.
  public enum Kind: Sendable, Hashable {
    /// The line is not valid JSON: what is wrong, and where.
    case notJSON(JSONProblem)
    /// The line is JSON but not an object.
    case notObject
    /// The first line is neither a JSON object nor a CSV column row naming any capture column:
    /// the file is not a capture.
    case notACapture
    /// The CSV column row names capture columns but separates them with `separator` (`;`,
    /// a tab, `|` or a space) instead of commas.
    case notCommaSeparated(separator: Character)
    /// A required field or column is absent.
    case missing(Name)
    /// A field or column this format does not define, with the closest known name.
    case unknown(Name, suggestion: String?)
    /// A field or column appears twice.
    case duplicate(Name)
    /// A field or cell has a value of the wrong type, e.g. text where a number belongs.
    case wrongType(Name, expected: ValueType)
    /// A field or cell has a value of the right type that no camera or motion sensor produces.
    case invalidValue(Name, Invalid)
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

  /// The same error on line `line`.
  func at(line: Int) -> CaptureError { CaptureError(line: line, kind: kind) }

  /// The same error with its field names called columns, for a CSV row.
  func namingColumns() -> CaptureError {
    func column(_ name: Name) -> Name { .column(name.spelling) }
    let renamed: Kind
    switch kind {
    case .missing(let name): renamed = .missing(column(name))
    case .unknown(let name, let suggestion):
      renamed = .unknown(column(name), suggestion: suggestion)
    case .duplicate(let name): renamed = .duplicate(column(name))
    case .wrongType(let name, let expected): renamed = .wrongType(column(name), expected: expected)
    case .invalidValue(let name, let invalid): renamed = .invalidValue(column(name), invalid)
    default: renamed = kind
    }
    return CaptureError(line: line, kind: renamed)
  }
}

extension CaptureError {
  /// The type a field or cell must have.
  public enum ValueType: String, Sendable, Hashable {
    /// A number.
    case number
    /// A whole number (the header's format version).
    case wholeNumber = "whole-number"
    /// `true` or `false` (a CSV cell also `1` or `0`).
    case boolean
    /// Text.
    case text
    /// A list of three numbers, `[x, y, z]`.
    case gravityList = "gravity-list"
  }

  /// Why a field's value is one no camera or motion sensor produces.
  public enum Invalid: Sendable, Hashable {
    /// A timestamp that is not a finite number.
    case timeNotFinite
    /// A timestamp beyond ±``CaptureSample/timestampLimit`` seconds (milliseconds or
    /// nanoseconds given as seconds): the value.
    case timeBeyondLimit(Double)
    /// A setting ``Exposure`` refuses.
    case exposure(ExposureError)
    /// An exposure target offset outside ``CaptureSample/offsetRange``: the value.
    case offsetOutOfRange(Double)
    /// A clipped fraction outside 0 to 1: the value.
    case notAFraction(Double)
    /// A gravity component that is not finite or beyond ``Gravity/componentLimit`` g: the
    /// value; `isList` when the field is the list of three (JSON), not one column (CSV).
    case gravityComponent(Double, isList: Bool)
    /// A header's `started` that is not an ISO 8601 time with a UTC offset: the text.
    case notATime(String)
  }
}
