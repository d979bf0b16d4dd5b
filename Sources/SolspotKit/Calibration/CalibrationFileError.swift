/// A line of a calibration file (docs/calibration-format.md) that cannot be read.
///
/// The error names the file, the line (1 is the first) and, when one cell is at fault, its
/// column, so that the CLI can print `pairs.csv:7: column 'shutter': …`.
public struct CalibrationFileError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file's name as the user gave it.
  public let file: String
  /// The line, counting from 1; 0 for the file as a whole.
  public let line: Int
  /// The column (CSV header name or JSON key) at fault, if one is.
  public let column: String?
  /// What is wrong, as a lower-case phrase.
  public let reason: String

  /// Creates an error.
  public init(file: String, line: Int, column: String? = nil, reason: String) {
    self.file = file
    self.line = line
    self.column = column
    self.reason = reason
  }

  /// "pairs.csv:7: column 'shutter': '1/0' is not an exposure time".
  public var description: String {
    let place = line > 0 ? "\(file):\(line)" : file
    return column.map { "\(place): column '\($0)': \(reason)" } ?? "\(place): \(reason)"
  }
}
