/// Finds the TIFF structure inside an Exif payload taken out of a container.
///
/// JPEG's APP1 segment always starts `Exif\0\0` (Exif 2.32 §4.5.4); PNG's `eXIf` and WebP's
/// `EXIF` chunk should start with the TIFF header itself, but some writers keep the `Exif\0\0`
/// of JPEG (ExifTool reports these as "Improper EXIF header" and reads them): both are
/// accepted.
enum ExifBlock {
  /// The `Exif\0` signature (the sixth byte is 0 in the standard, anything in some files).
  static let signature: [UInt8] = Array("Exif".utf8) + [0]

  /// The offset of the TIFF header in `payload`: 0 when it starts there, 6 after `Exif\0?`, or
  /// `nil` when neither.
  static func tiffStart(in payload: ByteReader) -> Int? {
    if TIFFHeader.kind(payload) != nil { return 0 }
    if payload.matches(0, signature), let rest = payload.slice(6, payload.count - 6),
      TIFFHeader.kind(ByteReader(rest, order: .bigEndian)) != nil
    {
      return 6
    }
    return nil
  }

  /// The TIFF structure in `payload`, found at `fileOffset` in `source`'s file, as a source in
  /// memory.
  ///
  /// - Throws: ``MetadataError/Kind/malformed(structure:reason:)`` when there is no TIFF
  ///   header where one should be.
  static func tiff(
    _ payload: ArraySlice<UInt8>, at fileOffset: Int, in source: ByteSource,
    structure: MetadataStructure
  ) throws(MetadataError) -> ByteSource {
    guard let start = tiffStart(in: ByteReader(payload, order: .bigEndian)) else {
      throw MetadataError(
        file: source.name, offset: fileOffset,
        kind: .malformed(structure: structure, reason: .noTIFFHeader))
    }
    return ByteSource(
      bytes: Array(payload.dropFirst(start)), name: source.name, fileOffset: fileOffset + start,
      maxRead: source.maxRead)
  }
}
