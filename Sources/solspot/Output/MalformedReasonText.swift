import SolspotKit

/// What is inconsistent in a photo's structure, in words: "has a length below 2".
enum MalformedReasonText {
  /// The reason as a lower-case phrase that follows the structure's name.
  static func phrase(_ reason: MalformedReason) -> String {
    switch reason {
    case .noMarker: "does not start with a marker (0xFF)"
    case .lengthBelowTwo: "has a length below 2"
    case .noItemLocation: "has no 'iloc' box"
    case .itemLocationFieldSize: "field sizes must be 0, 4 or 8 bytes"
    case .noExtents: "has no extents"
    case .exifItemNotLocated: "does not locate the Exif item"
    case .missingItemData: "refers to an 'idat' box that is missing"
    case .extentOutsideData: "an extent lies outside the data"
    case .sizeBelowHeader(let size): "its size \(size) is smaller than its header"
    case .notRawProfile: "is not name, length and hex"
    case .noByteOrder: "does not start with II or MM and a TIFF magic number"
    case .badBigTIFFHeader: "bad BigTIFF header"
    case .unknownMagic(let magic): "unknown TIFF magic number \(magic)"
    case .noTIFFHeader: "holds no TIFF header"
    case .offsetPastEnd(let offset): "its offset \(offset) lies past the end of the data"
    case .notAnOffset(let code):
      "is not a usable offset (type \(ExifFieldType(rawValue: code)?.name ?? "\(code)"))"
    case .unknownType(let code): "has unknown type \(code)"
    case .valuesOutsideData(let count): "its \(count) values lie outside the data"
    case .entriesPastEnd(let count): "its \(count) entries run past the end of the data"
    }
  }
}
