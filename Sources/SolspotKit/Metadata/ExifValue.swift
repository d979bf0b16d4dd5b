/// A fraction as a TIFF `RATIONAL` or `SRATIONAL` stores it: two numbers, which the CLI
/// writes `18/10` (`Output/ExifText`).
public struct ExifRational: Sendable, Hashable {
  /// The numerator (unsigned types are widened without loss).
  public let numerator: Int64
  /// The denominator; 0 makes the value undefined.
  public let denominator: Int64

  /// Creates a fraction.
  public init(_ numerator: Int64, _ denominator: Int64) {
    self.numerator = numerator
    self.denominator = denominator
  }

  /// The value, or `nil` when the denominator is 0.
  public var value: Double? {
    denominator == 0 ? nil : Double(numerator) / Double(denominator)
  }
}

/// The decoded values of one IFD entry (at most ``MetadataLimits/values`` of them).
public enum ExifValue: Sendable, Hashable {
  /// Whole numbers: BYTE, SHORT, LONG, their signed forms, IFD and the 64-bit types.
  case integers([Int64])
  /// Fractions: RATIONAL and SRATIONAL.
  case rationals([ExifRational])
  /// FLOAT and DOUBLE.
  case reals([Double])
  /// ASCII (or UNDEFINED bytes in a text tag), without trailing NULs and spaces.
  case text(String)

  /// The values as numbers; an undefined fraction (x/0) is `nil`. Text has no numbers.
  public var numbers: [Double?] {
    switch self {
    case .integers(let values): values.map { Double($0) }
    case .rationals(let values): values.map(\.value)
    case .reals(let values): values.map { $0.isFinite ? $0 : nil }
    case .text: []
    }
  }

  /// The first value as a number, if it is one.
  public var number: Double? { numbers.first ?? nil }

  /// The string a text value holds (ASCII, or UTF-8 since Exif 3.0), as stored.
  public var stringValue: String? {
    if case .text(let text) = self { return text }
    return nil
  }
}
