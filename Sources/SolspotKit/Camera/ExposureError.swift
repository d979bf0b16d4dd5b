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
}

/// Why a set of exposure settings was rejected.
public enum ExposureError: Error, Sendable, Hashable {
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
