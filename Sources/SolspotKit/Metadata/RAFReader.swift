/// Finds the JPEG inside a Fujifilm RAF file, which holds the Exif.
///
/// A RAF starts `FUJIFILMCCD-RAW `; at byte 84 a 4-byte big-endian offset and at byte 88 the
/// length of an embedded JPEG preview, whose APP1 segment carries the Exif. Source: ExifTool
/// `lib/Image/ExifTool/FujiFilm.pm`, `ProcessRAF`.
enum RAFReader {
  /// The embedded JPEG, as a source of its own.
  static func jpeg(in source: ByteSource) throws(MetadataError) -> ByteSource {
    let header = try source.reader(84, 8, .rafHeader)
    guard let offset = header.u32(0), let length = header.u32(4) else {
      throw source.error(.truncated(structure: .rafHeader), at: 84)
    }
    return try source.window(Int(offset), Int(length), .rafEmbeddedJPEG)
  }
}
