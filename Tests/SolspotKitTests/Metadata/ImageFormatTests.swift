import Testing

@testable import SolspotKit

@Suite("Format detection and byte access")
struct ImageFormatTests {
  struct Header: CustomTestStringConvertible, Sendable {
    let name: String
    let bytes: [UInt8]
    let format: ImageFormat?
    var testDescription: String { name }
  }

  static func ascii(_ text: String) -> [UInt8] { Array(text.utf8) }

  /// An `ftyp` box: size, `ftyp`, the major brand, minor version 0, the compatible brands.
  static func ftyp(_ major: String, _ compatible: [String]) -> [UInt8] {
    let size = 16 + 4 * compatible.count
    return [0, 0, 0, UInt8(size)] + ascii("ftyp" + major) + [0, 0, 0, 0]
      + compatible.flatMap(ascii)
  }

  static let headers: [Header] = [
    Header(name: "JPEG", bytes: [0xFF, 0xD8, 0xFF, 0xE1], format: .jpeg),
    Header(name: "PNG", bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], format: .png),
    Header(name: "WebP", bytes: ascii("RIFF") + [0, 0, 0, 0] + ascii("WEBP"), format: .webp),
    Header(
      name: "RIFF that is not WebP", bytes: ascii("RIFF") + [0, 0, 0, 0] + ascii("WAVE"),
      format: nil),
    Header(name: "TIFF II", bytes: ascii("II") + [42, 0, 8, 0, 0, 0], format: .tiff),
    Header(name: "TIFF MM", bytes: ascii("MM") + [0, 42, 0, 0, 0, 8], format: .tiff),
    Header(name: "ORF IIRO", bytes: ascii("IIRO") + [8, 0, 0, 0], format: .tiff),
    Header(name: "ORF IIRS", bytes: ascii("IIRS") + [8, 0, 0, 0], format: .tiff),
    Header(name: "ORF MMOR", bytes: ascii("MMOR") + [0, 0, 0, 8], format: .tiff),
    Header(name: "RW2", bytes: ascii("IIU") + [0, 0x18, 0, 0, 0], format: .tiff),
    Header(name: "BigTIFF", bytes: ascii("II") + [43, 0, 8, 0, 0, 0], format: .bigTIFF),
    Header(name: "HEIC", bytes: [0, 0, 0, 0x18] + ascii("ftypheic"), format: .heif),
    Header(name: "mif1", bytes: [0, 0, 0, 0x18] + ascii("ftypmif1"), format: .heif),
    Header(name: "AVIF", bytes: [0, 0, 0, 0x18] + ascii("ftypavif"), format: .avif),
    Header(name: "CR3", bytes: [0, 0, 0, 0x18] + ascii("ftypcrx "), format: .cr3),
    Header(name: "MP4 (isom)", bytes: ftyp("isom", ["isom", "iso2", "avc1", "mp41"]), format: nil),
    Header(name: "MP4 (mp42)", bytes: ftyp("mp42", ["mp42", "isom"]), format: nil),
    Header(name: "QuickTime MOV", bytes: ftyp("qt  ", ["qt  "]), format: nil),
    Header(name: "3GP", bytes: ftyp("3gp4", ["isom", "3gp4"]), format: nil),
    Header(name: "M4A", bytes: ftyp("M4A ", ["M4A ", "mp42", "isom"]), format: nil),
    Header(
      name: "HEIC, Apple's brands", bytes: ftyp("heic", ["mif1", "MiHB", "miaf", "heic"]),
      format: .heif),
    Header(name: "HEIF image sequence", bytes: ftyp("msf1", ["msf1", "iso8"]), format: .heif),
    Header(name: "HEIC sequence", bytes: ftyp("hevc", ["msf1", "hevc"]), format: .heif),
    Header(name: "10-bit HEIF (heix)", bytes: ftyp("heix", ["mif1", "heix"]), format: .heif),
    Header(
      name: "blank major brand, heic compatible", bytes: ftyp("    ", ["    ", "heic"]),
      format: .heif),
    Header(
      name: "MP4 major brand, mif1 compatible", bytes: ftyp("isom", ["isom", "mif1"]), format: .heif
    ),
    Header(
      name: "AVIF sequence", bytes: ftyp("avis", ["avis", "msf1", "miaf", "MA1B"]), format: .avif),
    Header(
      name: "AVIF brand only among compatibles", bytes: ftyp("mif1", ["mif1", "avif", "miaf"]),
      format: .avif),
    Header(
      name: "compatible brands past the box are not read",
      bytes: ftyp("isom", ["isom"]) + ascii("mif1"), format: nil),
    Header(name: "RAF", bytes: ascii("FUJIFILMCCD-RAW 0201"), format: .raf),
    Header(name: "CRW", bytes: ascii("II") + [0x1A, 0, 0, 0] + ascii("HEAPCCDR"), format: .crw),
    Header(name: "TIFF magic 41", bytes: ascii("II") + [41, 0, 8, 0, 0, 0], format: nil),
    Header(name: "text", bytes: ascii("hello, world"), format: nil),
    Header(name: "one byte", bytes: [0xFF], format: nil),
  ]

  @Test("formats are recognised from their first bytes", arguments: headers)
  func detect(_ header: Header) {
    #expect(ImageFormat.detect(ByteReader(header.bytes[...], order: .bigEndian)) == header.format)
  }

  @Test("a file name never decides the format")
  func contentNotName() throws {
    let reader = MetadataReader()
    #expect(throws: MetadataError(file: "photo.jpg", kind: .unknownFormat)) {
      try reader.read(bytes: Self.ascii("not a photo at all"), name: "photo.jpg")
    }
    #expect(throws: MetadataError(file: "x.heic", kind: .empty)) {
      try reader.read(bytes: [], name: "x.heic")
    }
  }

  @Test("a CRW file is recognised and refused as an unsupported format, with its code")
  func crw() {
    let bytes = Self.ascii("II") + [0x1A, 0, 0, 0] + Self.ascii("HEAPCCDR") + [0, 0, 0, 0]
    #expect(throws: MetadataError(file: "a.crw", kind: .unsupported(.crwFormat))) {
      try MetadataReader().read(bytes: bytes, name: "a.crw")
    }
    #expect(UnsupportedFeature.crwFormat.code == "crw-format")
  }

  @Test("videos in ISOBMFF (MP4, MOV) are an unknown format, not a failed photo")
  func videos() {
    // The start of a real MP4 and MOV: the ftyp box, then a free box and an mdat.
    let tail =
      [0, 0, 0, 8] + Self.ascii("free") + [0, 0, 0, 16] + Self.ascii("mdat")
      + [UInt8](repeating: 0, count: 8)
    for (name, header) in [
      ("clip.mp4", Self.ftyp("isom", ["isom", "iso2", "avc1", "mp41"])),
      ("IMG_0001.MOV", Self.ftyp("qt  ", ["qt  "])),
    ] {
      #expect(throws: MetadataError(file: name, kind: .unknownFormat)) {
        try MetadataReader().read(bytes: header + tail, name: name)
      }
    }
  }

  @Test("reads outside the bytes give nil, in either byte order")
  func byteReader() {
    let bytes: [UInt8] = [0x12, 0x34, 0x56, 0x78]
    let big = ByteReader(bytes[...], order: .bigEndian)
    let little = ByteReader(bytes[...], order: .littleEndian)
    #expect(big.u32(0) == 0x1234_5678)
    #expect(little.u32(0) == 0x7856_3412)
    #expect(big.u16(2) == 0x5678)
    #expect(big.u16(3) == nil)
    #expect(big.u32(1) == nil)
    #expect(big.u8(-1) == nil)
    #expect(big.u8(Int.max) == nil)
    #expect(big.slice(Int.max, 2) == nil)
    #expect(big.slice(2, Int.max) == nil)
    let sliced = ByteReader(bytes[1...], order: .bigEndian)
    #expect(sliced.u8(0) == 0x34)
    #expect(sliced.u16(2) == nil)
  }

  @Test("a source refuses ranges past its end with the structure's name and offset")
  func sourceBounds() {
    let source = ByteSource(bytes: [1, 2, 3, 4], name: "f", fileOffset: 100)
    #expect(source.contains(0, 4))
    #expect(!source.contains(1, 4))
    #expect(!source.contains(Int.max, 1))
    #expect(!source.contains(-1, 1))
    #expect(
      throws: MetadataError(file: "f", offset: 104, kind: .truncated(structure: .ifd(.ifd(0))))
    ) {
      try source.read(4, 1, .ifd(.ifd(0)))
    }
  }
}
