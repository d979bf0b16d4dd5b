import SolspotKit

/// The part of a photo a metadata error is about, named as ExifTool and the format
/// specifications name it: `'iloc' box`, `IFD0 entry count (40000)`, `JPEG segment 0xFFE1`.
enum MetadataStructureText {
  /// The structure's name, as the subject of a phrase.
  static func name(_ structure: MetadataStructure) -> String {
    switch structure {
    case .file: "file"
    case .box(let type): "'\(type)' box"
    case .boxHeader(let type): type.map { "'\($0)' box header" } ?? "box header"
    case .boxes: "boxes"
    case .boxNesting: "box nesting"
    case .itemCount(let box, let count): "'\(box)' item count (\(count))"
    case .exifItem: "Exif item"
    case .exifItemExtents(let count): "Exif item extents (\(count))"
    case .rafHeader: "RAF header"
    case .rafEmbeddedJPEG: "RAF embedded JPEG"
    case .riffHeader: "RIFF header"
    case .webPChunks: "WebP chunks"
    case .webPChunkHeader: "WebP chunk header"
    case .webPChunk(let id): "WebP '\(id)' chunk"
    case .pngChunks: "PNG chunks"
    case .pngChunkHeader: "PNG chunk header"
    case .pngChunk(let type): "PNG '\(type)' chunk"
    case .pngRawExifProfile: "PNG raw Exif profile"
    case .pngTextRawProfile: "PNG 'tEXt' raw profile"
    case .tiffHeader: "TIFF header"
    case .ifd(let directory): ifd(directory)
    case .ifdEntryCount(let directory, let count): "\(ifd(directory)) entry count (\(count))"
    case .ifdEntry(let directory, let tag):
      "\(directory.groupName) entry \(ProvenanceText.tag(tag))"
    case .ifdChainLength: "IFD chain length"
    case .jpegMarker: "JPEG marker"
    case .jpegSegment(let marker): marker.map { "JPEG segment \(hex($0))" } ?? "JPEG segment"
    case .jpegFillBytes: "JPEG fill bytes"
    case .jpegSegments: "JPEG segments"
    case .jpegExifBlock: "JPEG APP1 Exif block"
    case .size(let structure): name(structure) + " size"
    }
  }

  /// An IFD as a structure: `IFD0`, `ExifIFD`, `GPS IFD` (ExifTool's group names, with "IFD"
  /// after GPS, which alone names the group of tags rather than the directory).
  private static func ifd(_ directory: ExifDirectory) -> String {
    directory == .gps ? "GPS IFD" : directory.groupName
  }

  /// `0xFFE1`: four upper-case hex digits.
  private static func hex(_ number: UInt16) -> String {
    let digits = String(number, radix: 16, uppercase: true)
    return "0x" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
