/// The TIFF field types an IFD entry can have. Source: TIFF 6.0 §2; BigTIFF adds the 64-bit
/// types 16–18.
public enum ExifFieldType: UInt16, Sendable, Hashable, CaseIterable {
  /// 8-bit unsigned integers.
  case byte = 1
  /// 7-bit ASCII text ending in NUL.
  case ascii = 2
  /// 16-bit unsigned integers.
  case short = 3
  /// 32-bit unsigned integers.
  case long = 4
  /// Two LONGs: numerator and denominator.
  case rational = 5
  /// 8-bit signed integers.
  case sbyte = 6
  /// Bytes whose meaning the tag defines.
  case undefined = 7
  /// 16-bit signed integers.
  case sshort = 8
  /// 32-bit signed integers.
  case slong = 9
  /// Two SLONGs: numerator and denominator.
  case srational = 10
  /// IEEE 754 single precision.
  case float = 11
  /// IEEE 754 double precision.
  case double = 12
  /// A 32-bit offset of an IFD.
  case ifd = 13
  /// 64-bit unsigned integers (BigTIFF).
  case long8 = 16
  /// 64-bit signed integers (BigTIFF).
  case slong8 = 17
  /// A 64-bit offset of an IFD (BigTIFF).
  case ifd8 = 18

  /// The bytes one value takes.
  var size: Int {
    switch self {
    case .byte, .ascii, .sbyte, .undefined: 1
    case .short, .sshort: 2
    case .long, .slong, .float, .ifd: 4
    case .rational, .srational, .double, .long8, .slong8, .ifd8: 8
    }
  }

  /// Whether the values are whole numbers (an offset may be stored in one of these).
  var isInteger: Bool {
    switch self {
    case .byte, .short, .long, .sbyte, .sshort, .slong, .ifd, .long8, .slong8, .ifd8: true
    default: false
    }
  }

  /// The type's name in the TIFF specification: `RATIONAL`.
  public var name: String {
    switch self {
    case .byte: "BYTE"
    case .ascii: "ASCII"
    case .short: "SHORT"
    case .long: "LONG"
    case .rational: "RATIONAL"
    case .sbyte: "SBYTE"
    case .undefined: "UNDEFINED"
    case .sshort: "SSHORT"
    case .slong: "SLONG"
    case .srational: "SRATIONAL"
    case .float: "FLOAT"
    case .double: "DOUBLE"
    case .ifd: "IFD"
    case .long8: "LONG8"
    case .slong8: "SLONG8"
    case .ifd8: "IFD8"
    }
  }
}
