/// Reads the exposure metadata of photo files: JPEG, TIFF and TIFF-based raw (DNG, CR2, NEF,
/// ARW, ORF, RW2, …), BigTIFF, HEIF/HEIC, AVIF, Canon CR3, Fujifilm RAF, PNG and WebP, in
/// either byte order, recognised from their bytes.
///
/// Files are untrusted input. The reader reads the first ``MetadataLimits/headBytes`` of a file
/// and then only the ranges its offsets point to; every offset and count is checked against
/// the data with overflow-safe arithmetic; IFD loops are refused; and ``MetadataLimits`` bounds
/// entries, chains, boxes, nesting and sizes. A truncated, corrupt or hostile file gives a
/// ``MetadataError`` naming the file and the structure, never a crash, a hang or a large
/// allocation. Memory does not grow with the number of files read.
///
/// ```swift
/// let metadata = try MetadataReader().read(path: "IMG_0001.HEIC")
/// let exposure = try metadata.exposure()
/// ```
public struct MetadataReader: Sendable {
  /// The limits every file is held to.
  public let limits: MetadataLimits

  /// Creates a reader.
  public init(limits: MetadataLimits = .standard) {
    self.limits = limits
  }

  /// Reads the file at `path`.
  ///
  /// - Throws: ``MetadataError`` when the file cannot be read, is not a supported format, has
  ///   no Exif metadata, or its structure is broken where the metadata is.
  public func read(path: String) throws(MetadataError) -> PhotoMetadata {
    let source = try ByteSource.open(
      path: path, headBytes: limits.headBytes, maxRead: limits.exifBytes)
    return try read(source)
  }

  /// Reads the file at `path`, which a folder's listing (`readdir(3)`'s `d_type`) reported as
  /// a regular file: the same as ``read(path:)`` with one system call fewer, for batches of
  /// thousands of files. The type is checked again on the open file, so a path replaced in
  /// between by something else (a pipe, a folder) is still refused.
  ///
  /// - Throws: ``MetadataError``, as ``read(path:)``.
  public func read(listedRegularFile path: String) throws(MetadataError) -> PhotoMetadata {
    let source = try ByteSource.open(
      path: path, headBytes: limits.headBytes, maxRead: limits.exifBytes, isListedRegular: true)
    return try read(source)
  }

  /// Reads a file held in memory, named `name` in errors.
  public func read(bytes: [UInt8], name: String) throws(MetadataError) -> PhotoMetadata {
    try read(ByteSource(bytes: bytes, name: name, maxRead: limits.exifBytes))
  }

  private func read(_ source: ByteSource) throws(MetadataError) -> PhotoMetadata {
    guard source.count > 0 else { throw source.error(.empty, at: nil) }
    guard let format = ImageFormat.detect(ByteReader(source.head, order: .bigEndian)) else {
      throw source.error(.unknownFormat, at: nil)
    }
    var tiffs: [(source: ByteSource, directory: ExifDirectory?)] = []
    switch format {
    case .jpeg:
      if let tiff = try JPEGReader.exif(in: source, limits: limits) { tiffs = [(tiff, nil)] }
    case .raf:
      let jpeg = try RAFReader.jpeg(in: source)
      if let tiff = try JPEGReader.exif(in: jpeg, limits: limits) { tiffs = [(tiff, nil)] }
    case .tiff, .bigTIFF:
      tiffs = [(source, nil)]
    case .heif, .avif:
      if let tiff = try HEIFReader.exif(in: source, limits: limits) { tiffs = [(tiff, nil)] }
    case .cr3:
      tiffs = try CR3Reader.exif(in: source, limits: limits).map { ($0.source, $0.directory) }
    case .png:
      if let tiff = try PNGReader.exif(in: source, limits: limits) { tiffs = [(tiff, nil)] }
    case .webp:
      if let tiff = try WebPReader.exif(in: source, limits: limits) { tiffs = [(tiff, nil)] }
    case .crw:
      throw source.error(.unsupported(.crwFormat), at: nil)
    }
    guard !tiffs.isEmpty else { throw source.error(.noExif, at: nil) }
    var entries: [ExifEntry] = []
    var warnings: [MetadataError] = []
    var order: ByteOrder?
    for (tiff, directory) in tiffs {
      var reader = try TIFFReader(tiff, limits: limits)
      if let directory {
        try reader.readFirstIFD(as: directory)
      } else {
        try reader.readExif()
      }
      order = order ?? reader.header.order
      entries += reader.entries
      warnings += reader.warnings
    }
    return PhotoMetadata(
      file: source.name, format: format, byteOrder: order ?? .bigEndian, entries: entries,
      warnings: warnings)
  }
}
