/// A setting of an ``Exposure``.
public enum ExposureField: String, Sendable, Hashable, CaseIterable, Codable {
  /// The lens f-number N. The corresponding Exif tag is `FNumber` (0x829D).
  case fNumber
  /// The exposure time t in seconds. The corresponding Exif tag is `ExposureTime` (0x829A).
  case exposureTime
  /// The arithmetic ISO speed S. The corresponding Exif tag is `PhotographicSensitivity` (0x8827).
  case iso
  /// The exposure compensation in EV. The corresponding Exif tag is `ExposureBiasValue` (0x9204).
  case bias

  /// The field's name in words, as error messages use it.
  public var label: String {
    switch self {
    case .fNumber: "f-number"
    case .exposureTime: "exposure time"
    case .iso: "ISO"
    case .bias: "exposure bias"
    }
  }
}

/// Why a set of exposure settings was rejected.
public enum ExposureError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The value is infinite or not a number.
  case notFinite(field: ExposureField, value: Double)
  /// The value is zero or negative where only positive values make sense.
  case notPositive(field: ExposureField, value: Double)
  /// The value is finite and positive but outside what any camera produces.
  case outOfRange(field: ExposureField, value: Double, allowed: ClosedRange<Double>)

  /// The field the error is about.
  public var field: ExposureField {
    switch self {
    case .notFinite(let field, _), .notPositive(let field, _), .outOfRange(let field, _, _):
      field
    }
  }

  /// A lower-case phrase naming the field and the value, e.g.
  /// "f-number 0.3 is outside the range 0.5 to 512".
  public var description: String {
    switch self {
    case .notFinite(let field, let value):
      "\(field.label) must be a finite number, not \(value)"
    case .notPositive(let field, let value):
      "\(field.label) must be greater than zero, not \(NumberText.plain(value))"
    case .outOfRange(let field, let value, let allowed):
      "\(field.label) \(NumberText.plain(value)) is outside the range "
        + "\(NumberText.plain(allowed.lowerBound)) to \(NumberText.plain(allowed.upperBound))"
    }
  }
}

extension ExposureError {
  /// The reason a data file's setting field gives for this error (the field names the
  /// setting).
  var dataReason: DataError.Reason {
    switch self {
    case .notFinite: .notFinite
    case .notPositive(_, let value): .outOfRange(value, .above(0))
    case .outOfRange(_, let value, let allowed):
      .outOfRange(value, .from(allowed.lowerBound, to: allowed.upperBound))
    }
  }
}
