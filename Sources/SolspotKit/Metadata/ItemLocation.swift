/// Where the bytes of one HEIF item are: the item's entry in the `iloc` box.
///
/// `iloc` (versions 0–2) stores field widths (0, 4 or 8 bytes) for offsets, lengths, base
/// offsets and extent indices, then per item: its id, the construction method (versions 1–2:
/// 0 = file offsets, 1 = offsets into `idat`, 2 = another item), a data reference, a base
/// offset and its extents. Source: ISO/IEC 14496-12 §8.11.3.
struct ItemLocation {
  /// 0 (file offsets) or 1 (offsets into the `idat` box).
  let constructionMethod: UInt16
  /// Added to every extent's offset.
  let baseOffset: UInt64
  /// Offset and length of each piece, in order.
  let extents: [(offset: UInt64, length: UInt64)]
  /// The file offset of the first piece (construction method 0) or of the `iloc` box, for
  /// errors inside the item.
  let fileOffset: Int
  /// The file offset of the `iloc` box, for errors about the item's location.
  let ilocOffset: Int

  /// Finds item `item` in `iloc`.
  ///
  /// - Throws: ``MetadataError`` when the box is cut off or inconsistent, does not list the
  ///   item, or exceeds `limits.items` or `limits.extents`.
  init(item: UInt32, iloc: ISOBMFFBox, source: ByteSource, limits: MetadataLimits)
    throws(MetadataError)
  {
    let name = MetadataStructure.box("iloc")
    let box = try source.reader(iloc.payloadOffset, iloc.payloadSize, name)
    let truncated = source.error(.truncated(structure: name), at: iloc.offset)
    guard let version = box.u8(0), let sizes = box.u8(4), let moreSizes = box.u8(5) else {
      throw truncated
    }
    guard version <= 2 else {
      throw source.error(.unsupported(.itemLocationVersion(Int(version))), at: iloc.offset)
    }
    let offsetSize = Int(sizes >> 4)
    let lengthSize = Int(sizes & 0xF)
    let baseSize = Int(moreSizes >> 4)
    let indexSize = version == 0 ? 0 : Int(moreSizes & 0xF)
    guard [offsetSize, lengthSize, baseSize, indexSize].allSatisfy({ [0, 4, 8].contains($0) })
    else {
      throw source.error(
        .malformed(structure: name, reason: .itemLocationFieldSize), at: iloc.offset)
    }
    var at = 6
    func field(_ size: Int) -> UInt64? {
      defer { at += size }
      switch size {
      case 0: return 0
      case 2: return box.u16(at).map(UInt64.init)
      case 4: return box.u32(at).map(UInt64.init)
      default: return box.u64(at)
      }
    }
    guard let count = field(version < 2 ? 2 : 4) else { throw truncated }
    guard count <= UInt64(limits.items) else {
      throw source.error(
        .limitExceeded(structure: .itemCount(box: "iloc", count: count), limit: limits.items),
        at: iloc.offset)
    }
    for _ in 0..<Int(count) {
      guard let id = field(version < 2 ? 2 : 4) else { throw truncated }
      var method: UInt16 = 0
      if version >= 1 {
        guard let value = field(2) else { throw truncated }
        method = UInt16(value & 0xF)
      }
      guard field(2) != nil, let base = field(baseSize), let extentCount = field(2) else {
        throw truncated
      }
      let extentSize = indexSize + offsetSize + lengthSize
      guard id == UInt64(item) else {
        at += Int(extentCount) * extentSize
        guard at <= box.count else { throw truncated }
        continue
      }
      guard extentCount <= UInt64(limits.extents) else {
        throw source.error(
          .limitExceeded(structure: .exifItemExtents(count: extentCount), limit: limits.extents),
          at: iloc.offset)
      }
      var extents: [(offset: UInt64, length: UInt64)] = []
      for _ in 0..<Int(extentCount) {
        guard field(indexSize) != nil, let offset = field(offsetSize),
          let length = field(lengthSize)
        else { throw truncated }
        extents.append((offset, length))
      }
      guard !extents.isEmpty else {
        throw source.error(
          .malformed(structure: .exifItem, reason: .noExtents), at: iloc.offset)
      }
      self.constructionMethod = method
      self.baseOffset = base
      self.extents = extents
      let first = extents[0].offset.addingReportingOverflow(base)
      self.fileOffset =
        method == 0 && !first.overflow
        ? Int(exactly: first.partialValue) ?? iloc.offset : iloc.offset
      self.ilocOffset = iloc.offset
      return
    }
    throw source.error(
      .malformed(structure: name, reason: .exifItemNotLocated), at: iloc.offset)
  }

  /// The item's bytes, its pieces joined.
  ///
  /// - Throws: ``MetadataError`` when a piece lies outside the file or the `idat` box, has
  ///   length 0, or the whole exceeds `limits.exifBytes`.
  func bytes(in source: ByteSource, idat: ISOBMFFBox?, limits: MetadataLimits)
    throws(MetadataError) -> ArraySlice<UInt8>
  {
    let name = MetadataStructure.exifItem
    var start = 0
    var end = source.count
    switch constructionMethod {
    case 0:
      break
    case 1:
      guard let idat else {
        throw source.error(
          .malformed(structure: name, reason: .missingItemData),
          at: ilocOffset)
      }
      start = idat.payloadOffset
      end = idat.offset + idat.size
    default:
      throw source.error(.unsupported(.constructedExifItem), at: ilocOffset)
    }
    var total = 0
    var pieces: [ArraySlice<UInt8>] = []
    for extent in extents {
      let (sum, overflow) = extent.offset.addingReportingOverflow(baseOffset)
      guard !overflow, let relative = Int(exactly: sum), relative <= end - start,
        let length = Int(exactly: extent.length), length > 0
      else {
        throw source.error(
          .malformed(structure: name, reason: .extentOutsideData), at: ilocOffset)
      }
      guard length <= limits.exifBytes - total else {
        throw source.error(
          .limitExceeded(structure: .size(of: .exifItem), limit: limits.exifBytes), at: ilocOffset)
      }
      guard length <= end - start - relative else {
        throw source.error(.truncated(structure: name), at: start + relative)
      }
      pieces.append(try source.read(start + relative, length, name))
      total += length
    }
    if pieces.count == 1 { return pieces[0] }
    return ArraySlice(pieces.flatMap { $0 })
  }
}
