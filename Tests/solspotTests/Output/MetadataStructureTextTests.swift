import SolspotKit
import Testing

@testable import solspot

/// Every structure's name, as the reader's errors used to spell them, and its code.
@Suite("A photo structure in words")
struct MetadataStructureTextTests {
  static let cases: [(MetadataStructure, String, String)] = [
    (.file, "file", "file"),
    (.box("meta"), "'meta' box", "box"),
    (.boxHeader(type: nil), "box header", "box-header"),
    (.boxHeader(type: "uuid"), "'uuid' box header", "box-header"),
    (.boxes, "boxes", "boxes"),
    (.boxNesting, "box nesting", "box-nesting"),
    (.itemCount(box: "iloc", count: 70000), "'iloc' item count (70000)", "item-count"),
    (.exifItem, "Exif item", "exif-item"),
    (.exifItemExtents(count: 300), "Exif item extents (300)", "exif-item-extents"),
    (.rafHeader, "RAF header", "raf-header"),
    (.rafEmbeddedJPEG, "RAF embedded JPEG", "raf-embedded-jpeg"),
    (.riffHeader, "RIFF header", "riff-header"),
    (.webPChunks, "WebP chunks", "webp-chunks"),
    (.webPChunkHeader, "WebP chunk header", "webp-chunk-header"),
    (.webPChunk("EXIF"), "WebP 'EXIF' chunk", "webp-chunk"),
    (.pngChunks, "PNG chunks", "png-chunks"),
    (.pngChunkHeader, "PNG chunk header", "png-chunk-header"),
    (.pngChunk("eXIf"), "PNG 'eXIf' chunk", "png-chunk"),
    (.pngRawExifProfile, "PNG raw Exif profile", "png-raw-exif-profile"),
    (.pngTextRawProfile, "PNG 'tEXt' raw profile", "png-text-raw-profile"),
    (.tiffHeader, "TIFF header", "tiff-header"),
    (.ifd(.ifd(0)), "IFD0", "ifd"),
    (.ifd(.exif), "ExifIFD", "ifd"),
    (.ifd(.gps), "GPS IFD", "ifd"),
    (.ifdEntryCount(.ifd(1), count: 40000), "IFD1 entry count (40000)", "ifd-entry-count"),
    (.ifdEntry(.gps, tag: .gpsLatitude), "GPS entry GPSLatitude (0x0002)", "ifd-entry"),
    (.ifdEntry(.ifd(0), tag: .exifIFD), "IFD0 entry ExifIFDPointer (0x8769)", "ifd-entry"),
    (.ifdChainLength, "IFD chain length", "ifd-chain-length"),
    (.jpegMarker, "JPEG marker", "jpeg-marker"),
    (.jpegSegment(marker: nil), "JPEG segment", "jpeg-segment"),
    (.jpegSegment(marker: 0xFFE1), "JPEG segment 0xFFE1", "jpeg-segment"),
    (.jpegSegment(marker: 0x00D8), "JPEG segment 0x00D8", "jpeg-segment"),
    (.jpegFillBytes, "JPEG fill bytes", "jpeg-fill-bytes"),
    (.jpegSegments, "JPEG segments", "jpeg-segments"),
    (.jpegExifBlock, "JPEG APP1 Exif block", "jpeg-exif-block"),
    (.size(of: .webPChunk("EXIF")), "WebP 'EXIF' chunk size", "webp-chunk-size"),
    (.size(of: .exifItem), "Exif item size", "exif-item-size"),
  ]

  @Test("each structure has its name and a stable code", arguments: cases)
  func named(structure: MetadataStructure, name: String, code: String) {
    #expect(MetadataStructureText.name(structure) == name)
    #expect(structure.code == code)
  }
}
