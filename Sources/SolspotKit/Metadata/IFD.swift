/// One image file directory as stored: its entries, undecoded, and the offset of the next IFD.
///
/// An IFD is a 2-byte entry count (8 for BigTIFF), 12-byte entries (20), and a 4-byte offset of
/// the next IFD (8). Each entry is a tag, a type, a count, and either the value itself (when it
/// fits in 4 bytes, 8 for BigTIFF) or the offset of the value. Source: TIFF 6.0 §2.
struct IFD {
  /// One entry as stored.
  struct Entry {
    /// The tag number.
    let tag: UInt16
    /// The type code; codes outside ``ExifFieldType`` are kept to be reported.
    let typeCode: UInt16
    /// The declared number of values.
    let count: UInt64
    /// Where the value bytes start in the TIFF structure, or `nil` when the declared size or
    /// offset cannot be represented.
    let dataOffset: Int?
    /// The declared size of the value in bytes, or `nil` when it overflows.
    let byteCount: Int?
  }

  /// The IFD's offset in the TIFF structure.
  let offset: Int
  /// The entries, in stored order.
  let entries: [Entry]
  /// The offset of the next IFD, or `nil` at the end of the chain (stored as 0) or when the
  /// pointer lies past the end of the data.
  let next: UInt64?

  /// Reads the IFD at `offset` of `source`.
  ///
  /// - Throws: ``MetadataError`` when the count or the entry table lie outside the data or the
  ///   count exceeds `limits.ifdEntries`.
  init(
    at offset: Int, in source: ByteSource, header: TIFFHeader, limits: MetadataLimits,
    name: ExifDirectory
  ) throws(MetadataError) {
    let structure = MetadataStructure.ifd(name)
    let order = header.order
    let countSize = header.isBig ? 8 : 2
    let entrySize = header.isBig ? 20 : 12
    let pointerSize = header.isBig ? 8 : 4
    let countReader = try source.reader(offset, countSize, structure, order: order)
    let count = (header.isBig ? countReader.u64(0) : countReader.u16(0).map(UInt64.init)) ?? 0
    guard count <= UInt64(limits.ifdEntries) else {
      throw source.error(
        .limitExceeded(structure: .ifdEntryCount(name, count: count), limit: limits.ifdEntries),
        at: offset)
    }
    let entryCount = Int(count)
    let tableOffset = offset + countSize
    guard source.contains(tableOffset, entryCount * entrySize) else {
      throw source.error(
        .malformed(
          structure: structure,
          reason: .entriesPastEnd(count: entryCount)), at: offset)
    }
    let table = try source.reader(tableOffset, entryCount * entrySize, structure, order: order)
    var entries: [Entry] = []
    entries.reserveCapacity(entryCount)
    for index in 0..<entryCount {
      let at = index * entrySize
      guard let tag = table.u16(at), let type = table.u16(at + 2) else { break }
      let declared = header.isBig ? table.u64(at + 4) : table.u32(at + 4).map(UInt64.init)
      let field = header.isBig ? table.u64(at + 12) : table.u32(at + 8).map(UInt64.init)
      guard let declared, let field else { break }
      let size = ExifFieldType(rawValue: type)?.size ?? 1
      let byteCount = Int(exactly: declared).flatMap { count -> Int? in
        let (product, overflow) = count.multipliedReportingOverflow(by: size)
        return overflow ? nil : product
      }
      let inline = header.isBig ? 8 : 4
      let dataOffset: Int?
      if let byteCount, byteCount <= inline {
        dataOffset = tableOffset + at + (header.isBig ? 12 : 8)
      } else {
        dataOffset = Int(exactly: field)
      }
      entries.append(
        Entry(
          tag: tag, typeCode: type, count: declared, dataOffset: dataOffset, byteCount: byteCount))
    }
    self.offset = offset
    self.entries = entries
    let nextAt = tableOffset + entryCount * entrySize
    if let pointer = try? source.reader(nextAt, pointerSize, structure, order: order) {
      let value = header.isBig ? pointer.u64(0) : pointer.u32(0).map(UInt64.init)
      self.next = value == 0 ? nil : value
    } else {
      self.next = nil
    }
  }

  /// The first entry with tag `tag`.
  func entry(_ tag: ExifTag) -> Entry? { entries.first { $0.tag == tag.id } }
}
