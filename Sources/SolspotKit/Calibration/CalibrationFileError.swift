/// A line of a calibration file (docs/calibration-format.md) that cannot be read.
///
/// The error names the file, the line (1 is the first) and, when one cell is at fault, its
/// column, with the reason as a value, so that the CLI can print `pairs.csv:7: column
/// 'shutter': …`.
public struct CalibrationFileError: Error, Sendable, Hashable {
  /// The file's name as the user gave it.
  public let file: String
  /// The line, counting from 1; 0 for the file as a whole.
  public let line: Int
  /// The column (CSV header name or JSON key) at fault, if one is.
  public let column: String?
  /// What is wrong.
  public let reason: Reason

  /// Creates an error.
  public init(file: String, line: Int, column: String? = nil, reason: Reason) {
    self.file = file
    self.line = line
    self.column = column
    self.reason = reason
  }

  /// Why a line or a cell cannot be read, with the values that show it.
  public enum Reason: Sendable, Hashable {
    // MARK: - The file and its lines

    /// The file has more pairs than a fit reads.
    case tooManyPairs(maximum: Int)
    /// Neither a header nor pairs.
    case noHeader
    /// The header's columns are separated by this character, not by commas.
    case notCommaSeparated(Character)
    /// The header names the column twice.
    case duplicateColumn
    /// A row has another number of cells than the header.
    case cellCount(Int, header: Int)
    /// A quoted cell is not closed on its line.
    case unclosedQuote
    /// Text follows a closing quote before the next comma.
    case textAfterQuote
    /// A JSON line is not an object.
    case notJSONObject
    /// A JSON object names the key twice.
    case duplicateKey
    /// A JSON value is `true` or `false`, not a number or text.
    case bool(Bool)
    /// A JSON value is neither a number nor text.
    case notNumberOrText
    /// The decoder's own words for a value it cannot read (Foundation's, not Solspot's).
    case decoderMessage(String)
    /// A JSON Lines file mixes lines with settings and lines with `ev100`.
    case mixedForms
    /// A column no calibration file has; the closest known one, when one is close.
    case unknownColumn(suggestion: String?, known: [String])
    /// A required column (or cell) is missing.
    case missing
    /// `ev100` given together with settings.
    case ev100WithSettings
    /// One of the three settings is missing (and `ev100` is not given).
    case missingSetting

    // MARK: - Cells

    /// A cell is empty.
    case empty
    /// A cell is not the number its column holds.
    case notANumber(String, expected: NumberKind)
    /// A reference reading that no pair can have.
    case referenceLux(ReferenceLuxProblem)
    /// An `ev100` outside the range a row may give.
    case ev100OutOfRange(Double, allowed: ClosedRange<Double>)
    /// A bias outside the range a camera gives.
    case biasOutOfRange(Double, allowed: ClosedRange<Double>)
    /// The settings give no exposure.
    case exposure(ExposureError)
    /// A time that is not one a pair can carry: a day that is not real, or not a time at all.
    case time(String, DayProblem?)
  }

  /// What a numeric cell holds.
  public enum NumberKind: String, Sendable, Hashable {
    /// A reference reading in lux.
    case lux
    /// An exposure bias in EV.
    case bias
    /// An exposure value at ISO 100.
    case ev100
    /// An f-number.
    case fNumber
    /// An exposure time.
    case exposureTime
    /// An ISO speed.
    case iso
  }
}
