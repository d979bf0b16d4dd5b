/// The 8-byte (16 for BigTIFF) header that starts every TIFF structure: byte order, magic
/// number and the offset of IFD0.
///
/// Accepted magic numbers: 42 (TIFF 6.0), 0x4F52 and 0x5352 (Olympus ORF, `IIRO`, `IIRS`,
/// `MMOR`), 0x55 (Panasonic RW2, `IIU\0`), and 43 for BigTIFF, whose header adds the offset size
/// (8) and a reserved 0 before a 64-bit IFD0 offset. Source: TIFF 6.0 §2; BigTIFF
/// (awaresystems.be/imaging/tiff/bigtiff.html); ExifTool `lib/Image/ExifTool.pm`, `DoProcessTIFF`.
struct TIFFHeader {
  /// The byte order of every integer in the structure.
  let order: ByteOrder
  /// Whether the structure is BigTIFF (64-bit counts and offsets, 20-byte entries).
  let isBig: Bool
  /// The offset of IFD0, from the start of the structure.
  let firstIFD: UInt64
  /// The magic number: 42, 43 (BigTIFF), 0x4F52 or 0x5352 (Olympus), 0x55 (Panasonic RW2).
  let magic: UInt16

  /// Whether this is a Panasonic RW2 structure (magic 0x55), which keeps the ISO in IFD0.
  var isPanasonicRaw: Bool { magic == 0x55 }

  /// Reads the header at the start of `source`.
  ///
  /// - Throws: ``MetadataError`` when the bytes are not a TIFF header.
  init(_ source: ByteSource, structure: MetadataStructure = .tiffHeader) throws(MetadataError) {
    let bytes = try source.read(0, min(16, source.count), structure)
    let probe = ByteReader(bytes, order: .bigEndian)
    guard let order = Self.order(probe), let magic = ByteReader(bytes, order: order).u16(2)
    else {
      throw source.error(
        .malformed(
          structure: structure, reason: .noByteOrder),
        at: 0)
    }
    let reader = ByteReader(bytes, order: order)
    if magic == 43 {
      guard reader.u16(4) == 8, reader.u16(6) == 0, let offset = reader.u64(8) else {
        throw source.error(.malformed(structure: structure, reason: .badBigTIFFHeader), at: 0)
      }
      self.init(order: order, isBig: true, firstIFD: offset, magic: magic)
    } else if Self.classicMagic.contains(magic), let offset = reader.u32(4) {
      self.init(order: order, isBig: false, firstIFD: UInt64(offset), magic: magic)
    } else {
      throw source.error(
        .malformed(structure: structure, reason: .unknownMagic(magic)), at: 0)
    }
  }

  private init(order: ByteOrder, isBig: Bool, firstIFD: UInt64, magic: UInt16) {
    self.order = order
    self.isBig = isBig
    self.firstIFD = firstIFD
    self.magic = magic
  }

  /// The magic numbers of classic (32-bit) TIFF and its raw variants.
  private static let classicMagic: Set<UInt16> = [42, 0x4F52, 0x5352, 0x55]

  private static func order(_ probe: ByteReader) -> ByteOrder? {
    if probe.matches(0, [0x49, 0x49]) { return .littleEndian }
    if probe.matches(0, [0x4D, 0x4D]) { return .bigEndian }
    return nil
  }

  /// Whether `head` starts with a TIFF header, and which kind.
  static func kind(_ head: ByteReader) -> ImageFormat? {
    guard let order = order(head), let magic = ByteReader(head.bytes, order: order).u16(2) else {
      return nil
    }
    if magic == 43 { return .bigTIFF }
    return classicMagic.contains(magic) ? .tiff : nil
  }
}
