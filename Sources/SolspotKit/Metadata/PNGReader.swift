/// Finds the Exif block of a PNG.
///
/// A PNG is an 8-byte signature and chunks: a 4-byte big-endian length, a 4-byte type, the data
/// and a CRC. Exif is in the `eXIf` chunk (PNG extensions 1.5.0, 2017; PNG 3rd edition), before
/// or after the image data; older ImageMagick writes it instead as hex text in a `tEXt` chunk
/// with the keyword `Raw profile type exif`, which is read too when there is no `eXIf`. Chunks
/// are stepped over by their lengths, so `IDAT` data is never read. CRCs are not checked.
enum PNGReader {
  /// The TIFF structure of the Exif block, or `nil` when the PNG has none.
  static func exif(in source: ByteSource, limits: MetadataLimits) throws(MetadataError)
    -> ByteSource?
  {
    var offset = 8
    var chunks = 0
    var textProfile: ByteSource?
    while offset < source.count {
      chunks += 1
      guard chunks <= limits.chunks else {
        throw source.error(
          .limitExceeded(structure: .pngChunks, limit: limits.chunks), at: offset)
      }
      let header = try source.reader(offset, min(8, source.count - offset), .pngChunkHeader)
      guard let length = header.u32(0), let type = header.fourCC(4) else {
        throw source.error(.truncated(structure: .pngChunkHeader), at: offset)
      }
      let dataStart = offset + 8
      let dataLength = Int(length)
      guard source.contains(dataStart, dataLength) else {
        if let textProfile { return textProfile }
        throw source.error(.truncated(structure: .pngChunk(type)), at: offset)
      }
      switch type {
      case "eXIf":
        guard dataLength <= limits.exifBytes else {
          throw source.error(
            .limitExceeded(structure: .size(of: .pngChunk("eXIf")), limit: limits.exifBytes),
            at: offset)
        }
        let data = try source.read(dataStart, dataLength, .pngChunk("eXIf"))
        return try ExifBlock.tiff(
          data, at: source.fileOffset + dataStart, in: source, structure: .pngChunk("eXIf"))
      case "tEXt" where textProfile == nil:
        textProfile = try rawProfile(in: source, at: dataStart, length: dataLength, limits: limits)
      case "IEND":
        return textProfile
      default:
        break
      }
      offset = dataStart + dataLength + 4
    }
    return textProfile
  }

  private static let keyword = Array("Raw profile type exif".utf8) + [0]

  /// The Exif of an ImageMagick `Raw profile type exif` text chunk: after the keyword,
  /// `\nexif\n`, the decoded length, and the bytes in hex with line breaks.
  private static func rawProfile(
    in source: ByteSource, at start: Int, length: Int, limits: MetadataLimits
  ) throws(MetadataError) -> ByteSource? {
    guard length > keyword.count,
      try source.reader(start, keyword.count, .pngChunk("tEXt")).matches(0, keyword)
    else { return nil }
    guard length <= 2 * limits.exifBytes + 1024 else {
      throw source.error(
        .limitExceeded(structure: .size(of: .pngTextRawProfile), limit: 2 * limits.exifBytes),
        at: start)
    }
    let text = try source.read(start + keyword.count, length - keyword.count, .pngChunk("tEXt"))
    let lines = text.split(separator: 0x0A, maxSplits: 2, omittingEmptySubsequences: true)
    let malformed = source.error(
      .malformed(structure: .pngRawExifProfile, reason: .notRawProfile),
      at: start)
    guard lines.count == 3,
      let declared = Int(String(decoding: lines[1], as: UTF8.self).filter { $0 != " " }),
      declared > 0, declared <= limits.exifBytes
    else { throw malformed }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(declared)
    var high: UInt8?
    for character in lines[2] where bytes.count < declared {
      guard let nibble = hexValue(character) else {
        if character == 0x0A || character == 0x0D || character == 0x20 { continue }
        throw malformed
      }
      if let first = high {
        bytes.append(first << 4 | nibble)
        high = nil
      } else {
        high = nibble
      }
    }
    return try ExifBlock.tiff(
      bytes[...], at: source.fileOffset + start, in: source, structure: .pngRawExifProfile)
  }

  private static func hexValue(_ character: UInt8) -> UInt8? {
    switch character {
    case 0x30...0x39: character - 0x30
    case 0x41...0x46: character - 0x41 + 10
    case 0x61...0x66: character - 0x61 + 10
    default: nil
    }
  }
}
