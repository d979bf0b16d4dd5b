/// Finds the Exif item of a HEIF, HEIC or AVIF file.
///
/// The top-level `meta` box lists items in `iinf` (one `infe` per item, with its type) and
/// locates their bytes in `iloc` (extents in the file, or in the `idat` box). The item of type
/// `Exif` starts with a 4-byte big-endian offset from the end of that field to the TIFF header
/// (usually 6, stepping over `Exif\0\0`). Source: ISO/IEC 23008-12 (HEIF) §9.3 and Annex A.2.1;
/// ISO/IEC 14496-12 §8.11 (`meta`, `iinf`, `iloc`, `idat`).
enum HEIFReader {
  /// The TIFF structure of the Exif item, or `nil` when the file has none.
  ///
  /// - Throws: ``MetadataError`` for boxes that are cut off or inconsistent, an Exif item that
  ///   cannot be located, or a limit exceeded.
  static func exif(in source: ByteSource, limits: MetadataLimits) throws(MetadataError)
    -> ByteSource?
  {
    var budget = limits.boxes
    guard
      let meta = try ISOBMFFBox.first(
        in: source, from: 0, to: source.count, depth: 1, limits: limits, budget: &budget,
        where: { $0.type == "meta" })
    else { return nil }
    guard meta.payloadSize >= 4 else {
      throw source.error(.truncated(structure: .box("meta")), at: meta.offset)
    }
    var iinf: ISOBMFFBox?
    var iloc: ISOBMFFBox?
    var idat: ISOBMFFBox?
    try ISOBMFFBox.forEach(
      in: source, from: meta.payloadOffset + 4, to: meta.offset + meta.size, depth: 2,
      limits: limits, budget: &budget
    ) { box throws(MetadataError) in
      switch box.type {
      case "iinf": iinf = iinf ?? box
      case "iloc": iloc = iloc ?? box
      case "idat": idat = idat ?? box
      default: break
      }
      return true
    }
    guard let iinf,
      let item = try exifItem(in: iinf, source: source, limits: limits, budget: &budget)
    else { return nil }
    guard let iloc else {
      throw source.error(
        .malformed(structure: .box("meta"), reason: .noItemLocation), at: meta.offset)
    }
    let location = try ItemLocation(item: item, iloc: iloc, source: source, limits: limits)
    let payload = try location.bytes(in: source, idat: idat, limits: limits)
    let reader = ByteReader(payload, order: .bigEndian)
    guard let prefix = reader.u32(0) else {
      throw source.error(.truncated(structure: .exifItem), at: location.fileOffset)
    }
    let tiffStart = 4 + Int(prefix)
    if let tail = reader.slice(tiffStart, reader.count - tiffStart),
      TIFFHeader.kind(ByteReader(tail, order: .bigEndian)) != nil
    {
      return ByteSource(
        bytes: Array(tail), name: source.name, fileOffset: location.fileOffset + tiffStart,
        maxRead: source.maxRead)
    }
    // Some writers get the prefix wrong; accept a TIFF header (or `Exif\0\0`) right after it.
    return try ExifBlock.tiff(
      payload.dropFirst(4), at: location.fileOffset + 4, in: source, structure: .exifItem)
  }

  /// The id of the first `Exif` item listed in `iinf`.
  private static func exifItem(
    in iinf: ISOBMFFBox, source: ByteSource, limits: MetadataLimits, budget: inout Int
  ) throws(MetadataError) -> UInt32? {
    let head = try source.reader(iinf.payloadOffset, min(iinf.payloadSize, 8), .box("iinf"))
    guard let version = head.u8(0) else {
      throw source.error(.truncated(structure: .box("iinf")), at: iinf.offset)
    }
    let countSize = version == 0 ? 2 : 4
    guard let count = version == 0 ? head.u16(4).map(UInt32.init) : head.u32(4) else {
      throw source.error(.truncated(structure: .box("iinf")), at: iinf.offset)
    }
    guard count <= limits.items else {
      throw source.error(
        .limitExceeded(
          structure: .itemCount(box: "iinf", count: UInt64(count)), limit: limits.items),
        at: iinf.offset)
    }
    var found: UInt32?
    var failure: MetadataError?
    try ISOBMFFBox.forEach(
      in: source, from: iinf.payloadOffset + 4 + countSize, to: iinf.offset + iinf.size,
      depth: 3, limits: limits, budget: &budget
    ) { box throws(MetadataError) in
      guard box.type == "infe" else { return true }
      let entry = try source.reader(box.payloadOffset, min(box.payloadSize, 16), .box("infe"))
      guard let version = entry.u8(0), version >= 2 else { return true }
      let idSize = version == 2 ? 2 : 4
      guard let id = version == 2 ? entry.u16(4).map(UInt32.init) : entry.u32(4),
        let protection = entry.u16(4 + idSize), let type = entry.fourCC(6 + idSize)
      else {
        throw source.error(.truncated(structure: .box("infe")), at: box.offset)
      }
      guard type == "Exif" else { return true }
      guard protection == 0 else {
        failure = source.error(.unsupported(.protectedExifItem), at: box.offset)
        return false
      }
      found = id
      return false
    }
    if let failure { throw failure }
    return found
  }
}
