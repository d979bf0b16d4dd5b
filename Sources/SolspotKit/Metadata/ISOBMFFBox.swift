/// One box of an ISO base media file (HEIF, AVIF, CR3): its type, where it is and how long.
///
/// A box is a 4-byte big-endian size (counting the header), a 4-byte type, a 64-bit size when
/// the 32-bit one is 1, and a 16-byte user type when the type is `uuid`. Size 0 means "to the
/// end of the enclosing range". Source: ISO/IEC 14496-12 §4.2.
struct ISOBMFFBox {
  /// The type, e.g. `meta`.
  let type: String
  /// The offset of the header in the source.
  let offset: Int
  /// The header's length: 8, 16 with a 64-bit size, plus 16 for `uuid`.
  let headerSize: Int
  /// The box's length, header included.
  let size: Int
  /// The user type of a `uuid` box.
  let userType: [UInt8]?

  /// Where the box's content starts.
  var payloadOffset: Int { offset + headerSize }
  /// The length of the box's content.
  var payloadSize: Int { size - headerSize }

  /// Calls `body` with each box in `start..<end` of `source`, in order, until `body` returns
  /// `false` or the range ends.
  ///
  /// - Parameters:
  ///   - budget: The boxes still allowed in this file; each visit spends one.
  ///   - depth: The nesting depth of the range (top level 1), checked against
  ///     `limits.boxDepth`.
  /// - Throws: ``MetadataError`` when a box header is cut off, a size is smaller than its
  ///   header or runs past the range, or a limit is exceeded; and whatever `body` throws.
  static func forEach(
    in source: ByteSource, from start: Int, to end: Int, depth: Int, limits: MetadataLimits,
    budget: inout Int, _ body: (ISOBMFFBox) throws(MetadataError) -> Bool
  ) throws(MetadataError) {
    guard depth <= limits.boxDepth else {
      throw source.error(
        .limitExceeded(structure: .boxNesting, limit: limits.boxDepth), at: start)
    }
    var offset = start
    while offset < end {
      guard end - offset >= 8 else {
        throw source.error(.truncated(structure: .boxHeader(type: nil)), at: offset)
      }
      budget -= 1
      guard budget >= 0 else {
        throw source.error(.limitExceeded(structure: .boxes, limit: limits.boxes), at: offset)
      }
      let box = try header(in: source, at: offset, end: end)
      guard try body(box) else { return }
      offset += box.size
    }
  }

  /// The first box in `start..<end` for which `matches` is true, or `nil`.
  static func first(
    in source: ByteSource, from start: Int, to end: Int, depth: Int, limits: MetadataLimits,
    budget: inout Int, where matches: (ISOBMFFBox) -> Bool
  ) throws(MetadataError) -> ISOBMFFBox? {
    var found: ISOBMFFBox?
    try forEach(
      in: source, from: start, to: end, depth: depth, limits: limits, budget: &budget
    ) { box throws(MetadataError) in
      if matches(box) { found = box }
      return found == nil
    }
    return found
  }

  /// The box header at `offset`, checked to fit before `end`.
  private static func header(in source: ByteSource, at offset: Int, end: Int) throws(MetadataError)
    -> ISOBMFFBox
  {
    let reader = try source.reader(offset, min(32, end - offset), .boxHeader(type: nil))
    guard let size32 = reader.u32(0), let type = reader.fourCC(4) else {
      throw source.error(.truncated(structure: .boxHeader(type: nil)), at: offset)
    }
    var headerSize = 8
    var size: Int
    switch size32 {
    case 0:
      size = end - offset
    case 1:
      guard let large = reader.u64(8) else {
        throw source.error(.truncated(structure: .boxHeader(type: type)), at: offset)
      }
      headerSize = 16
      guard let value = Int(exactly: large) else {
        throw source.error(.truncated(structure: .box(type)), at: offset)
      }
      size = value
    default:
      size = Int(size32)
    }
    var userType: [UInt8]?
    if type == "uuid" {
      guard let bytes = reader.slice(headerSize, 16) else {
        throw source.error(.truncated(structure: .boxHeader(type: "uuid")), at: offset)
      }
      userType = Array(bytes)
      headerSize += 16
    }
    guard size >= headerSize else {
      throw source.error(
        .malformed(
          structure: .box(type), reason: .sizeBelowHeader(size: size)),
        at: offset)
    }
    guard size <= end - offset else {
      throw source.error(.truncated(structure: .box(type)), at: offset)
    }
    return ISOBMFFBox(
      type: type, offset: offset, headerSize: headerSize, size: size, userType: userType)
  }
}
