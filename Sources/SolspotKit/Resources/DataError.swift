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

  /// Creates an error.
  public init(file: String, field: String, reason: String) {
    self.file = file
    self.field = field
    self.reason = reason
  }

  /// "iphone-x-front.json: field 'calibration.constantLux': must be greater than 0".
  public var description: String {
    field.isEmpty ? "\(file): \(reason)" : "\(file): field '\(field)': \(reason)"
  }

  /// The same error for another file name.
  func inFile(_ name: String) -> DataError {
    DataError(file: name, field: field, reason: reason)
  }
}
