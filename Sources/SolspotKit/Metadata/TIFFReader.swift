/// Reads the exposure tags out of one TIFF structure: an Exif block cut out of a JPEG, HEIF,
/// PNG or WebP file, or a whole TIFF-based raw file read in place.
///
/// What is read: IFD0, the Exif IFD and the GPS IFD it points to. When IFD0 has no Exif IFD
/// pointer, the chain of IFDs after it is searched for one (up to ``MetadataLimits/ifdChain``
/// IFDs). Maker notes, thumbnails and pixel data are never touched.
///
/// Strict where the reading depends on it, lenient elsewhere:
/// - IFD0 and the Exif IFD must be sound: an entry table past the end of the data, an entry
///   count over the limit or a pointer back to an IFD already read throws.
/// - A broken GPS IFD, a broken IFD in the chain, or a single entry whose value lies outside the
///   data is skipped and recorded in ``warnings``, keeping everything else.
struct TIFFReader {
  let source: ByteSource
  let header: TIFFHeader
  let limits: MetadataLimits
  /// The decoded entries, in the order read.
  private(set) var entries: [ExifEntry] = []
  /// Problems that did not stop the reading.
  private(set) var warnings: [MetadataError] = []
  private var visited: Set<Int> = []

  /// Reads the TIFF header at the start of `source`.
  init(_ source: ByteSource, limits: MetadataLimits) throws(MetadataError) {
    self.source = source
    self.limits = limits
    self.header = try TIFFHeader(source)
  }

  // MARK: - Walking the IFDs

  /// Reads IFD0, the Exif IFD and the GPS IFD (see the type's discussion).
  mutating func readExif() throws(MetadataError) {
    let ifd0 = try directory(at: header.firstIFD, name: .ifd(0))
    record(ifd0, as: .ifd(0), tags: header.isPanasonicRaw ? ExifTag.panasonicRaw : ExifTag.main)
    var exifOffset = pointer(.exifIFD, in: ifd0, name: .ifd(0))
    var gpsOffset = pointer(.gpsIFD, in: ifd0, name: .ifd(0))
    if exifOffset == nil {
      var next = ifd0.next
      var index = 1
      while let offset = next, exifOffset == nil {
        guard index < limits.ifdChain else {
          warnings.append(
            source.error(
              .limitExceeded(structure: .ifdChainLength, limit: limits.ifdChain), at: nil))
          break
        }
        do {
          let ifd = try directory(at: offset, name: .ifd(index))
          record(ifd, as: .ifd(index), tags: ExifTag.main)
          exifOffset = pointer(.exifIFD, in: ifd, name: .ifd(index))
          gpsOffset = gpsOffset ?? pointer(.gpsIFD, in: ifd, name: .ifd(index))
          next = ifd.next
        } catch {
          warnings.append(error)
          break
        }
        index += 1
      }
    }
    if let exifOffset {
      let exif = try directory(at: exifOffset, name: .exif)
      record(exif, as: .exif, tags: ExifTag.main)
    }
    if let gpsOffset {
      do {
        let gps = try directory(at: gpsOffset, name: .gps)
        record(gps, as: .gps, tags: ExifTag.gps)
      } catch {
        warnings.append(error)
      }
    }
  }

  /// Reads only IFD0 of this structure, as the IFD `directory` (Canon CR3 stores IFD0, the Exif
  /// IFD and the GPS IFD as three separate TIFF structures).
  mutating func readFirstIFD(as directory: ExifDirectory) throws(MetadataError) {
    let ifd = try self.directory(at: header.firstIFD, name: directory)
    record(ifd, as: directory, tags: directory == .gps ? ExifTag.gps : ExifTag.main)
  }

  /// The IFD at `offset`, refusing one already read.
  private mutating func directory(at offset: UInt64, name: ExifDirectory) throws(MetadataError)
    -> IFD
  {
    guard let position = Int(exactly: offset), position < source.count else {
      throw source.error(
        .malformed(structure: .ifd(name), reason: .offsetPastEnd(offset)),
        at: nil)
    }
    guard visited.insert(position).inserted else {
      throw source.error(.loop(structure: .ifd(name)), at: position)
    }
    return try IFD(at: position, in: source, header: header, limits: limits, name: name)
  }

  /// The offset stored in the pointer entry `tag`, if there is a usable one.
  private mutating func pointer(_ tag: ExifTag, in ifd: IFD, name: ExifDirectory) -> UInt64? {
    guard let entry = ifd.entry(tag) else { return nil }
    guard let type = ExifFieldType(rawValue: entry.typeCode), type.isInteger, entry.count >= 1,
      let dataOffset = entry.dataOffset, source.contains(dataOffset, type.size),
      let bytes = try? source.read(dataOffset, type.size, .ifd(name)),
      let value = Self.integers(ByteReader(bytes, order: header.order), type: type, count: 1)
        .first,
      value > 0
    else {
      warnings.append(
        source.error(
          .malformed(
            structure: .ifdEntry(name, tag: tag), reason: .notAnOffset(typeCode: entry.typeCode)),
          at: ifd.offset))
      return nil
    }
    return UInt64(value)
  }

  // MARK: - Decoding values

  /// Decodes the entries of `ifd` whose tags are in `tags`, except the IFD pointers.
  private mutating func record(_ ifd: IFD, as directory: ExifDirectory, tags: [UInt16: ExifTag]) {
    for entry in ifd.entries {
      guard let tag = tags[entry.tag], tag != .exifIFD, tag != .gpsIFD else { continue }
      if let decoded = decode(entry, tag: tag, directory: directory, at: ifd.offset) {
        entries.append(decoded)
      }
    }
  }

  private static let textTags: Set<ExifTag> = [
    .make, .model, .lensModel, .dateTimeOriginal, .offsetTimeOriginal, .gpsLatitudeRef,
    .gpsLongitudeRef,
  ]

  private mutating func decode(
    _ entry: IFD.Entry, tag: ExifTag, directory: ExifDirectory, at ifdOffset: Int
  ) -> ExifEntry? {
    // Named only in a warning: building the name for every entry was a tenth of a photo's time.
    let structure = { MetadataStructure.ifdEntry(directory, tag: tag) }
    guard let type = ExifFieldType(rawValue: entry.typeCode) else {
      warnings.append(
        source.error(
          .malformed(structure: structure(), reason: .unknownType(entry.typeCode)),
          at: ifdOffset))
      return nil
    }
    guard let byteCount = entry.byteCount, let dataOffset = entry.dataOffset,
      source.contains(dataOffset, byteCount)
    else {
      warnings.append(
        source.error(
          .malformed(
            structure: structure(),
            reason: .valuesOutsideData(count: entry.count)), at: ifdOffset))
      return nil
    }
    let isText = type == .ascii || (Self.textTags.contains(tag) && type.size == 1)
    if !isText && type == .undefined { return nil }
    let length =
      isText ? min(byteCount, limits.textBytes) : min(byteCount, limits.values * type.size)
    guard let bytes = try? source.read(dataOffset, length, structure()) else { return nil }
    let reader = ByteReader(bytes, order: header.order)
    let value: ExifValue
    if isText {
      value = .text(Self.text(bytes))
    } else {
      let count = length / type.size
      switch type {
      case .rational, .srational:
        value = .rationals(
          (0..<count).compactMap { index in
            guard let numerator = reader.u32(index * 8), let denominator = reader.u32(index * 8 + 4)
            else { return nil }
            return type == .rational
              ? ExifRational(Int64(numerator), Int64(denominator))
              : ExifRational(
                Int64(Int32(bitPattern: numerator)), Int64(Int32(bitPattern: denominator)))
          })
      case .float:
        value = .reals(
          (0..<count).compactMap { reader.u32($0 * 4).map { Double(Float(bitPattern: $0)) } })
      case .double:
        value = .reals((0..<count).compactMap { reader.u64($0 * 8).map { Double(bitPattern: $0) } })
      default:
        value = .integers(Self.integers(reader, type: type, count: count))
      }
    }
    return ExifEntry(
      directory: directory, tag: tag, type: type, count: entry.count, value: value)
  }

  /// The first `count` whole numbers of type `type` in `reader`.
  private static func integers(_ reader: ByteReader, type: ExifFieldType, count: Int) -> [Int64] {
    (0..<count).compactMap { index -> Int64? in
      let at = index * type.size
      switch type {
      case .byte: return reader.u8(at).map { Int64($0) }
      case .sbyte: return reader.u8(at).map { Int64(Int8(bitPattern: $0)) }
      case .short: return reader.u16(at).map { Int64($0) }
      case .sshort: return reader.u16(at).map { Int64(Int16(bitPattern: $0)) }
      case .long, .ifd: return reader.u32(at).map { Int64($0) }
      case .slong: return reader.u32(at).map { Int64(Int32(bitPattern: $0)) }
      case .long8, .ifd8: return reader.u64(at).map { Int64(clamping: $0) }
      case .slong8: return reader.u64(at).map { Int64(bitPattern: $0) }
      default: return nil
      }
    }
  }

  /// Text up to the first NUL, without trailing spaces; bytes that are not UTF-8 are replaced.
  private static func text(_ bytes: ArraySlice<UInt8>) -> String {
    var end = bytes.firstIndex(of: 0) ?? bytes.endIndex
    while end > bytes.startIndex, bytes[end - 1] == 0x20 { end -= 1 }
    return String(decoding: bytes[bytes.startIndex..<end], as: UTF8.self)
  }
}
