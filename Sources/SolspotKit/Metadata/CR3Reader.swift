/// Finds the Exif of a Canon CR3 file.
///
/// CR3 is ISOBMFF (brand `crx `). Its `moov` box holds a `uuid` box with Canon's user type
/// 85C0B687-820F-11E0-8111-F4CE462B6A48, whose `CMT1`, `CMT2` and `CMT4` boxes are each a
/// complete TIFF structure: CMT1's IFD0 is IFD0, CMT2's is the Exif IFD, CMT4's the GPS IFD.
/// Source: ExifTool `lib/Image/ExifTool/Canon.pm` (`%Canon::uuid`), and the CR3 notes of the
/// lclevy/canon_cr3 project.
enum CR3Reader {
  static let canonUUID: [UInt8] = [
    0x85, 0xC0, 0xB6, 0x87, 0x82, 0x0F, 0x11, 0xE0, 0x81, 0x11, 0xF4, 0xCE, 0x46, 0x2B, 0x6A, 0x48,
  ]

  /// The TIFF structures and the IFD each one's IFD0 stands for.
  static func exif(in source: ByteSource, limits: MetadataLimits) throws(MetadataError)
    -> [(source: ByteSource, directory: ExifDirectory)]
  {
    var budget = limits.boxes
    guard
      let moov = try ISOBMFFBox.first(
        in: source, from: 0, to: source.count, depth: 1, limits: limits, budget: &budget,
        where: { $0.type == "moov" }),
      let canon = try ISOBMFFBox.first(
        in: source, from: moov.payloadOffset, to: moov.offset + moov.size, depth: 2,
        limits: limits, budget: &budget, where: { $0.type == "uuid" && $0.userType == canonUUID })
    else { return [] }
    let directories: [String: ExifDirectory] = ["CMT1": .ifd(0), "CMT2": .exif, "CMT4": .gps]
    var found: [(source: ByteSource, directory: ExifDirectory)] = []
    try ISOBMFFBox.forEach(
      in: source, from: canon.payloadOffset, to: canon.offset + canon.size, depth: 3,
      limits: limits, budget: &budget
    ) { box throws(MetadataError) in
      guard let directory = directories[box.type] else { return true }
      guard box.payloadSize <= limits.exifBytes else {
        throw source.error(
          .limitExceeded(structure: .size(of: .box(box.type)), limit: limits.exifBytes),
          at: box.offset)
      }
      let bytes = try source.read(box.payloadOffset, box.payloadSize, .box(box.type))
      found.append(
        (
          ByteSource(
            bytes: Array(bytes), name: source.name,
            fileOffset: source.fileOffset + box.payloadOffset, maxRead: source.maxRead),
          directory
        ))
      return true
    }
    return found
  }
}
