/// The TIFF field types an IFD entry can have. Source: TIFF 6.0 §2; BigTIFF adds the 64-bit
/// types 16–18.
public enum ExifFieldType: UInt16, Sendable, Hashable, CaseIterable {
  case byte = 1, ascii, short, long, rational, sbyte, undefined, sshort, slong, srational, float,
    double, ifd
  case long8 = 16, slong8, ifd8

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

/// A fraction as a TIFF `RATIONAL` or `SRATIONAL` stores it.
public struct ExifRational: Sendable, Hashable, CustomStringConvertible {
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

  /// `18/10`.
  public var description: String { "\(numerator)/\(denominator)" }
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

  /// The text of a text value.
  public var text: String? {
    if case .text(let text) = self { return text }
    return nil
  }
}

/// Which IFD of the Exif block an entry was read from.
public enum ExifDirectory: Sendable, Hashable, CustomStringConvertible {
  /// IFD0, IFD1, …: the main chain from the TIFF header.
  case ifd(Int)
  /// The Exif IFD that IFD0 points to.
  case exif
  /// The GPS IFD that IFD0 points to.
  case gps

  /// `IFD0`, `ExifIFD`, `GPS`: the group names ExifTool uses.
  public var description: String {
    switch self {
    case .ifd(let index): "IFD\(index)"
    case .exif: "ExifIFD"
    case .gps: "GPS"
    }
  }

  /// Lower ranks win when a tag appears in several IFDs: the Exif IFD, then IFD0, then later
  /// IFDs of the chain (this is ExifTool's order for the same tag in IFD0 and the Exif IFD).
  var rank: Int {
    switch self {
    case .exif: 0
    case .ifd(let index): 1 + index
    case .gps: 0
    }
  }
}

/// One decoded IFD entry: where it was, its tag, type, count and values.
public struct ExifEntry: Sendable, Hashable {
  /// The IFD it was read from.
  public let directory: ExifDirectory
  /// The tag.
  public let tag: ExifTag
  /// The stored type.
  public let type: ExifFieldType
  /// The number of values the entry declares (more than were decoded, for long ones).
  public let count: UInt64
  /// The decoded values.
  public let value: ExifValue

  /// Creates an entry.
  public init(
    directory: ExifDirectory, tag: ExifTag, type: ExifFieldType, count: UInt64, value: ExifValue
  ) {
    self.directory = directory
    self.tag = tag
    self.type = type
    self.count = count
    self.value = value
  }
}
