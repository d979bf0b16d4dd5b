/// A data file that is malformed or inconsistent: a device profile, the bands, the error model,
/// a plant catalog or a spot archive.
///
/// The error names the file, the field (a dotted path such as `calibration.constantLux` or
/// `exposureLimits.iso.min`, or a column such as `iso` in a CSV file, whose line is ``line``)
/// and the reason, a value with its numbers and names (``Reason``); the CLI words it.
public struct DataError: Error, Sendable, Hashable {
  /// The file's name, e.g. `iphone-15-front.json`, or a description when it has none.
  public let file: String
  /// The dotted path of the field, or the CSV column; an empty string for the file (or the
  /// ``line``) as a whole.
  public let field: String
  /// The line of a CSV file the error is on (counted from 1), or `nil` when the file is not
  /// read by lines.
  public let line: Int?
  /// Whether ``line`` is the file's end row (a spot archive's `#end` row), whose counts are
  /// at fault.
  public let isEndRow: Bool
  /// What is wrong.
  public let reason: Reason

  /// Creates an error.
  public init(
    file: String, field: String, line: Int? = nil, isEndRow: Bool = false, reason: Reason
  ) {
    self.file = file
    self.field = field
    self.line = line
    self.isEndRow = isEndRow
    self.reason = reason
  }

  /// The same error for another file name.
  package func inFile(_ name: String) -> DataError {
    DataError(file: name, field: field, line: line, isEndRow: isEndRow, reason: reason)
  }

  /// The same error with `prefix` before its field: `spots[2].` and `ev100` make
  /// `spots[2].ev100`.
  package func inField(_ prefix: String) -> DataError {
    DataError(file: file, field: prefix + field, line: line, isEndRow: isEndRow, reason: reason)
  }

  /// The same error on CSV line `number`, unless it names a line already.
  package func atLine(_ number: Int) -> DataError {
    DataError(file: file, field: field, line: line ?? number, isEndRow: isEndRow, reason: reason)
  }
}

/// A ``DataError/Reason`` found inside `init(from:)`, at the decoder's coding path;
/// ``DataDecoding`` turns it into a ``DataError`` naming the file and the field.
package struct DataFieldError: Error {
  /// Where the decoder was: the field's keys.
  package let codingPath: [any CodingKey]
  /// What is wrong.
  package let reason: DataError.Reason

  /// The error for the field `key` of `container`.
  package init<Key: CodingKey>(
    _ reason: DataError.Reason, forKey key: Key, in container: KeyedDecodingContainer<Key>
  ) {
    self.codingPath = container.codingPath + [key]
    self.reason = reason
  }

  /// The error for the value at `codingPath`.
  package init(_ reason: DataError.Reason, codingPath: [any CodingKey]) {
    self.codingPath = codingPath
    self.reason = reason
  }
}
