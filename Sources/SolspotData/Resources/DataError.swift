/// A data file that is malformed or inconsistent: a device profile, the bands, the error model
/// or a plant catalog.
///
/// The error names the file, the field (a dotted path such as `calibration.constantLux` or
/// `exposureLimits.iso.min`) and the reason.
public struct DataError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file's name, e.g. `iphone-15-front.json`, or a description when it has none.
  public let file: String
  /// The dotted path of the field, or an empty string for the file as a whole.
  public let field: String
  /// What is wrong, as a lower-case phrase.
  public let reason: String
  /// The rule a spot's name, room or notes breaks, for an archive's spot field; ``reason``
  /// is then the problem's code, and the CLI words it.
  public let textProblem: SpotTextProblem?

  /// Creates an error.
  public init(
    file: String, field: String, reason: String, textProblem: SpotTextProblem? = nil
  ) {
    self.file = file
    self.field = field
    self.reason = reason
    self.textProblem = textProblem
  }

  /// "iphone-x-front.json: field 'calibration.constantLux': must be greater than 0".
  public var description: String {
    field.isEmpty ? "\(file): \(reason)" : "\(file): field '\(field)': \(reason)"
  }

  /// The same error for another file name.
  package func inFile(_ name: String) -> DataError {
    DataError(file: name, field: field, reason: reason, textProblem: textProblem)
  }
}
