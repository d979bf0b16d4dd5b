/// Finds the Exif block of a WebP file.
///
/// WebP is RIFF: `RIFF`, a 4-byte little-endian size, `WEBP`, then chunks of a 4-byte id, a
/// 4-byte little-endian size and the data, padded to an even length. Exif is the `EXIF` chunk
/// of the extended format (`VP8X`), usually after the image data. Source: Google, "WebP
/// Container Specification".
enum WebPReader {
  /// The TIFF structure of the Exif block, or `nil` when the file has none.
  static func exif(in source: ByteSource, limits: MetadataLimits) throws(MetadataError)
    -> ByteSource?
  {
    let riff = try source.reader(0, 12, .riffHeader, order: .littleEndian)
    guard let declared = riff.u32(4) else {
      throw source.error(.truncated(structure: .riffHeader), at: 0)
    }
    let end = min(source.count, 8 + Int(declared))
    var offset = 12
    var chunks = 0
    while end - offset >= 8 {
      chunks += 1
      guard chunks <= limits.chunks else {
        throw source.error(
          .limitExceeded(structure: .webPChunks, limit: limits.chunks), at: offset)
      }
      let header = try source.reader(offset, 8, .webPChunkHeader, order: .littleEndian)
      guard let id = header.fourCC(0), let size = header.u32(4) else {
        throw source.error(.truncated(structure: .webPChunkHeader), at: offset)
      }
      let dataStart = offset + 8
      let dataLength = Int(size)
      guard dataLength <= end - dataStart else {
        throw source.error(.truncated(structure: .webPChunk(id)), at: offset)
      }
      if id == "EXIF" {
        guard dataLength <= limits.exifBytes else {
          throw source.error(
            .limitExceeded(structure: .size(of: .webPChunk("EXIF")), limit: limits.exifBytes),
            at: offset)
        }
        let data = try source.read(dataStart, dataLength, .webPChunk("EXIF"))
        return try ExifBlock.tiff(
          data, at: source.fileOffset + dataStart, in: source, structure: .webPChunk("EXIF"))
      }
      offset = dataStart + dataLength + (dataLength & 1)
    }
    return nil
  }
}
