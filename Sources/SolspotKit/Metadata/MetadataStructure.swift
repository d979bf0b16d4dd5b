/// The part of a photo file a ``MetadataError`` is about, with the numbers and the type codes
/// that name it: a box by its four-character type, an IFD, an IFD entry by its tag, a count the
/// reader refused.
///
/// The CLI names it as ExifTool and the format specifications do (`'iloc' box`, `IFD0`,
/// `JPEG APP1 Exif block`); ``code`` is stable for scripts. Box and chunk types are the four
/// characters the file holds.
public indirect enum MetadataStructure: Sendable, Hashable {
  // MARK: - The file

  /// The file as a whole (a read that stopped short).
  case file

  // MARK: - ISO base media (HEIF, AVIF, CR3)

  /// A box, by its four-character type: `meta`, `iloc`.
  case box(String)
  /// A box header: of the box of type `type`, or of a box whose type is not read yet.
  case boxHeader(type: String?)
  /// The boxes of the file, counted.
  case boxes
  /// Boxes nested in boxes, counted in levels.
  case boxNesting
  /// The items a box of type `box` (`iinf`, `iloc`) declares: `count` of them.
  case itemCount(box: String, count: UInt64)
  /// The item that holds the Exif block.
  case exifItem
  /// The extents of the Exif item: `count` of them.
  case exifItemExtents(count: UInt64)

  // MARK: - RAF

  /// The Fujifilm RAF header.
  case rafHeader
  /// The JPEG preview inside a RAF file, which holds its Exif block.
  case rafEmbeddedJPEG

  // MARK: - WebP

  /// The RIFF header that starts a WebP file.
  case riffHeader
  /// The chunks of a WebP file, counted.
  case webPChunks
  /// A WebP chunk header.
  case webPChunkHeader
  /// A WebP chunk, by its four-character id: `EXIF`.
  case webPChunk(String)

  // MARK: - PNG

  /// The chunks of a PNG file, counted.
  case pngChunks
  /// A PNG chunk header.
  case pngChunkHeader
  /// A PNG chunk, by its four-character type: `eXIf`, `tEXt`.
  case pngChunk(String)
  /// An Exif block written as an ImageMagick raw profile (a name, a length and hex digits).
  case pngRawExifProfile
  /// The raw profile text of a `tEXt` chunk.
  case pngTextRawProfile

  // MARK: - TIFF and Exif

  /// The TIFF header (byte order, magic number, first IFD offset).
  case tiffHeader
  /// An IFD: `IFD0`, the Exif IFD, the GPS IFD.
  case ifd(ExifDirectory)
  /// The entry count of an IFD, which declared `count` entries.
  case ifdEntryCount(ExifDirectory, count: UInt64)
  /// One entry of an IFD, by its tag.
  case ifdEntry(ExifDirectory, tag: ExifTag)
  /// The chain of IFDs from IFD0 (IFD1, IFD2, …), counted.
  case ifdChainLength

  // MARK: - JPEG

  /// A JPEG marker.
  case jpegMarker
  /// A JPEG segment, by its marker (`0xFFE1` for APP1) once that is read.
  case jpegSegment(marker: UInt16?)
  /// The fill bytes (0xFF) before a JPEG marker, counted.
  case jpegFillBytes
  /// The segments of a JPEG file, counted.
  case jpegSegments
  /// The Exif block of a JPEG APP1 segment.
  case jpegExifBlock

  // MARK: - Sizes

  /// The size in bytes of `structure` (a limit on it was exceeded).
  case size(of: MetadataStructure)

  /// A stable code for scripts: `box`, `ifd-entry`, `jpeg-segment`, …; `size` is the code of
  /// the structure followed by `-size`.
  public var code: String {
    switch self {
    case .file: "file"
    case .box: "box"
    case .boxHeader: "box-header"
    case .boxes: "boxes"
    case .boxNesting: "box-nesting"
    case .itemCount: "item-count"
    case .exifItem: "exif-item"
    case .exifItemExtents: "exif-item-extents"
    case .rafHeader: "raf-header"
    case .rafEmbeddedJPEG: "raf-embedded-jpeg"
    case .riffHeader: "riff-header"
    case .webPChunks: "webp-chunks"
    case .webPChunkHeader: "webp-chunk-header"
    case .webPChunk: "webp-chunk"
    case .pngChunks: "png-chunks"
    case .pngChunkHeader: "png-chunk-header"
    case .pngChunk: "png-chunk"
    case .pngRawExifProfile: "png-raw-exif-profile"
    case .pngTextRawProfile: "png-text-raw-profile"
    case .tiffHeader: "tiff-header"
    case .ifd: "ifd"
    case .ifdEntryCount: "ifd-entry-count"
    case .ifdEntry: "ifd-entry"
    case .ifdChainLength: "ifd-chain-length"
    case .jpegMarker: "jpeg-marker"
    case .jpegSegment: "jpeg-segment"
    case .jpegFillBytes: "jpeg-fill-bytes"
    case .jpegSegments: "jpeg-segments"
    case .jpegExifBlock: "jpeg-exif-block"
    case .size(let structure): structure.code + "-size"
    }
  }
}
