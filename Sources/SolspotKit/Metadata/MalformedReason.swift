/// What is inconsistent in a photo's structure, with the numbers that show it.
///
/// ``MetadataError/Kind/malformed(structure:reason:)`` carries one; the CLI words it
/// (`Output/MalformedReasonText`).
public enum MalformedReason: Sendable, Hashable {
  /// A JPEG segment does not start with a marker byte (0xFF).
  case noMarker
  /// A JPEG segment's length is below 2 (the length counts its own two bytes).
  case lengthBelowTwo
  /// A HEIF 'meta' box has no 'iloc' (item location) box.
  case noItemLocation
  /// An 'iloc' box gives field sizes other than 0, 4 or 8 bytes.
  case itemLocationFieldSize
  /// The Exif item has no extents.
  case noExtents
  /// The 'iloc' box does not locate the Exif item.
  case exifItemNotLocated
  /// The 'iloc' box refers to an 'idat' box that is missing.
  case missingItemData
  /// An extent of the Exif item lies outside the data.
  case extentOutsideData
  /// An ISOBMFF box whose size is smaller than its header: the size.
  case sizeBelowHeader(size: Int)
  /// A PNG raw Exif profile that is not a name, a length and hex digits.
  case notRawProfile
  /// A TIFF header that does not start with II or MM and a magic number.
  case noByteOrder
  /// A BigTIFF header whose offset size or reserved field is wrong.
  case badBigTIFFHeader
  /// A TIFF header with a magic number other than 42 (TIFF), 43 (BigTIFF) or a raw variant's:
  /// the number.
  case unknownMagic(UInt16)
  /// An Exif block that holds no TIFF header.
  case noTIFFHeader
  /// A directory offset past the end of the data: the offset.
  case offsetPastEnd(UInt64)
  /// An entry that should hold an offset has a type that cannot: the Exif type code.
  case notAnOffset(typeCode: UInt16)
  /// An entry with a type code Exif does not define: the code.
  case unknownType(UInt16)
  /// An entry's values lie outside the data: the number of values.
  case valuesOutsideData(count: UInt64)
  /// A directory's entry table runs past the end of the data: the number of entries.
  case entriesPastEnd(count: Int)
}
