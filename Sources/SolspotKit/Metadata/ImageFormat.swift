/// The container formats the metadata reader recognises, detected from the first bytes of a
/// file, never from its name.
public enum ImageFormat: String, Sendable, Hashable, CaseIterable, Codable {
  /// JPEG (`FF D8 FF`); Exif in the APP1 segment that starts `Exif\0`.
  case jpeg = "JPEG"
  /// TIFF and TIFF-headed raw (DNG, CR2, NEF, ARW, ORF, RW2, IIQ, …): `II*\0`, `MM\0*`, and the
  /// `IIRO`, `IIRS`, `MMOR` (Olympus) and `IIU\0` (Panasonic) variants.
  case tiff = "TIFF"
  /// BigTIFF (`II+\0`, `MM\0+`), with 64-bit offsets.
  case bigTIFF = "BigTIFF"
  /// HEIF/HEIC: ISOBMFF whose `ftyp` box has a HEIF image brand (``FileTypeBox``); Exif in
  /// the `meta` box's `Exif` item.
  case heif = "HEIF"
  /// AVIF: HEIF's structure with an AVIF brand (`avif`, `avis`, …; ``FileTypeBox``).
  case avif = "AVIF"
  /// Canon CR3: ISOBMFF with the `crx ` brand; Exif in the `CMT1`, `CMT2` and `CMT4` boxes of
  /// Canon's `uuid` box.
  case cr3 = "CR3"
  /// Fujifilm RAF (`FUJIFILMCCD-RAW`), which wraps a JPEG holding the Exif.
  case raf = "RAF"
  /// PNG; Exif in an `eXIf` chunk or in ImageMagick's hex-encoded `Raw profile type exif` text.
  case png = "PNG"
  /// WebP (RIFF `WEBP`); Exif in the `EXIF` chunk.
  case webp = "WebP"
  /// Canon CRW (CIFF), recognised only to say it is not supported.
  case crw = "CRW"

  /// The format of a file starting with `head`, or `nil` when it is none of these.
  static func detect(_ head: ByteReader) -> ImageFormat? {
    if head.matches(0, [0xFF, 0xD8, 0xFF]) { return .jpeg }
    if head.matches(0, [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
    if head.matches(0, Array("RIFF".utf8)) && head.matches(8, Array("WEBP".utf8)) { return .webp }
    if head.matches(0, Array("FUJIFILMCCD-RAW".utf8)) { return .raf }
    if head.matches(6, Array("HEAPCCDR".utf8)) { return .crw }
    if let header = TIFFHeader.kind(head) { return header }
    if let box = FileTypeBox(head) { return box.format }
    return nil
  }
}
