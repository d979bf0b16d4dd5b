/// The hard limits the metadata reader enforces on every file, so that a hostile file costs
/// bounded time and memory.
///
/// A file that exceeds a limit on a structure the reading depends on gets
/// ``MetadataError/Kind/limitExceeded(structure:limit:)``; one that exceeds it on a structure the
/// reading can do without (a later IFD in a chain, a GPS IFD) keeps what was read and records a
/// warning. Why each default is what it is:
///
/// | limit | default | why |
/// |---|---|---|
/// | `headBytes` | 64 KiB | one read covers the metadata of almost every JPEG, HEIF and small raw |
/// | `exifBytes` | 4 MiB | Exif in JPEG is at most 64 KiB; maker notes in other containers stay far below |
/// | `ifdEntries` | 1,024 | real IFDs hold a few hundred entries at most |
/// | `ifdChain` | 16 | raw files chain 3–6 IFDs |
/// | `boxes` | 4,096 | boxes visited per file; a tiled HEIF has a few hundred |
/// | `boxDepth` | 4 | the deepest path read is `moov` → `uuid` → `CMT1` (CR3) |
/// | `items` | 65,535 | items in `iinf`/`iloc`; a 16-bit count is the format's own maximum |
/// | `extents` | 64 | extents of the Exif item |
/// | `segments` | 1,024 | JPEG segments before the image data |
/// | `chunks` | 65,536 | PNG and WebP chunks; a large PNG has a few thousand `IDAT` |
/// | `values` | 16 | values decoded per tag; exposure tags hold one, GPS three |
/// | `textBytes` | 1,024 | bytes decoded of a text tag such as `LensModel` |
public struct MetadataLimits: Sendable, Hashable {
  /// The bytes read from the start of the file in one go; later reads fetch only what an
  /// offset points to.
  public var headBytes: Int
  /// The largest Exif block read into memory.
  public var exifBytes: Int
  /// The most entries one IFD may have.
  public var ifdEntries: Int
  /// The most IFDs followed along the chain from IFD0.
  public var ifdChain: Int
  /// The most ISOBMFF boxes visited in one file.
  public var boxes: Int
  /// The deepest nesting of ISOBMFF boxes entered.
  public var boxDepth: Int
  /// The most items in an `iinf` or `iloc` box.
  public var items: Int
  /// The most extents of one item.
  public var extents: Int
  /// The most JPEG segments read before the image data.
  public var segments: Int
  /// The most PNG or WebP chunks visited.
  public var chunks: Int
  /// The most values decoded of one tag.
  public var values: Int
  /// The most bytes decoded of one text tag.
  public var textBytes: Int

  /// The limits described above.
  public static let standard = MetadataLimits(
    headBytes: 64 * 1024, exifBytes: 4 * 1024 * 1024, ifdEntries: 1024, ifdChain: 16,
    boxes: 4096, boxDepth: 4, items: 65_535, extents: 64, segments: 1024, chunks: 65_536,
    values: 16, textBytes: 1024)

  /// Creates a set of limits; every value must be positive.
  public init(
    headBytes: Int, exifBytes: Int, ifdEntries: Int, ifdChain: Int, boxes: Int, boxDepth: Int,
    items: Int, extents: Int, segments: Int, chunks: Int, values: Int, textBytes: Int
  ) {
    precondition(
      [
        headBytes, exifBytes, ifdEntries, ifdChain, boxes, boxDepth, items, extents, segments,
        chunks, values, textBytes,
      ].allSatisfy { $0 > 0 }, "metadata limits must be positive")
    self.headBytes = headBytes
    self.exifBytes = exifBytes
    self.ifdEntries = ifdEntries
    self.ifdChain = ifdChain
    self.boxes = boxes
    self.boxDepth = boxDepth
    self.items = items
    self.extents = extents
    self.segments = segments
    self.chunks = chunks
    self.values = values
    self.textBytes = textBytes
  }
}
