/// Finds the Exif block of a JPEG: the first APP1 segment that starts `Exif\0`.
///
/// A JPEG is a sequence of segments, each a marker `FF xx` and, for most markers, a 2-byte
/// big-endian length that counts itself. The walk stops at the start of the image data (SOS,
/// `FF DA`) or the end (EOI, `FF D9`): Exif comes before the image. Fill bytes (`FF FF`) and
/// the markers without a length (SOI, TEM, RST0–7) are stepped over. Source: ITU-T T.81 (JPEG)
/// Annex B; Exif 2.32 §4.5.4 (APP1).
enum JPEGReader {
  /// The TIFF structure of the Exif block, or `nil` when the JPEG has none.
  ///
  /// - Throws: ``MetadataError`` when a segment before the Exif block is cut off or not a
  ///   segment, or more than `limits.segments` segments (or `limits.headBytes` fill bytes)
  ///   come before the image data.
  static func exif(in source: ByteSource, limits: MetadataLimits) throws(MetadataError)
    -> ByteSource?
  {
    var offset = 2
    var segments = 0
    var fills = 0
    while offset < source.count {
      let marker = try source.reader(offset, min(2, source.count - offset), .jpegMarker)
      guard marker.u8(0) == 0xFF, let code = marker.u8(1) else {
        if marker.count < 2 { throw source.error(.truncated(structure: .jpegMarker), at: offset) }
        throw source.error(
          .malformed(structure: .jpegSegment(marker: nil), reason: .noMarker),
          at: offset)
      }
      if code == 0xFF {
        // Fill bytes: a few are legal padding; a long run is a hostile file, not a photo.
        fills += 1
        guard fills <= limits.headBytes else {
          throw source.error(
            .limitExceeded(structure: .jpegFillBytes, limit: limits.headBytes), at: offset)
        }
        offset += 1
        continue
      }
      segments += 1
      guard segments <= limits.segments else {
        throw source.error(
          .limitExceeded(structure: .jpegSegments, limit: limits.segments), at: offset)
      }
      if code == 0xD8 || code == 0x01 || (0xD0...0xD7).contains(code) {
        offset += 2
        continue
      }
      if code == 0xD9 || code == 0xDA { return nil }
      // Named only in an error.
      let name = { MetadataStructure.jpegSegment(marker: 0xFF00 | UInt16(code)) }
      guard let length = try source.reader(offset + 2, 2, name()).u16(0), length >= 2 else {
        throw source.error(
          .malformed(structure: name(), reason: .lengthBelowTwo), at: offset)
      }
      let payloadStart = offset + 4
      let payloadLength = Int(length) - 2
      guard source.contains(payloadStart, payloadLength) else {
        throw source.error(.truncated(structure: name()), at: offset)
      }
      if code == 0xE1, payloadLength >= 6,
        try source.reader(payloadStart, 6, name()).matches(0, ExifBlock.signature)
      {
        let tiffStart = payloadStart + 6
        let bytes = try source.read(tiffStart, payloadLength - 6, .jpegExifBlock)
        return ByteSource(
          bytes: Array(bytes), name: source.name, fileOffset: source.fileOffset + tiffStart,
          maxRead: source.maxRead)
      }
      offset = payloadStart + payloadLength
    }
    return nil
  }
}
