/// The bytes of a photo, or of a range inside one, read in bounded pieces.
///
/// A source over a file holds the first ``MetadataLimits/headBytes`` in memory and fetches
/// anything else with `pread(2)` when an offset points there, so a 60 MB raw costs a few
/// small reads, never the pixel data. A source over bytes in memory (an Exif block cut out of a
/// JPEG, or a fuzzer's input) works the same way.
///
/// Every read is checked against the size with overflow-safe arithmetic and either returns
/// exactly the bytes asked for or throws a ``MetadataError`` naming the structure and its
/// absolute offset in the file.
struct ByteSource {
  /// The file's name, for errors.
  let name: String
  /// The number of bytes in the source.
  let count: Int
  /// The absolute file offset of byte 0 of this source, for errors.
  let fileOffset: Int
  /// The largest single read allowed, so that no offset or count makes the reader allocate a
  /// lot.
  let maxRead: Int
  /// The position of byte 0 of this source in `buffer` and in the file (for file sources).
  private let start: Int
  /// All bytes for a memory source; the head of the file for a file source.
  private let buffer: [UInt8]
  private let file: OpenFile?

  /// A source over `bytes`, whose first byte sits at `fileOffset` in the file `name`.
  init(bytes: [UInt8], name: String, fileOffset: Int = 0, maxRead: Int = Int.max) {
    self.name = name
    self.count = bytes.count
    self.fileOffset = fileOffset
    self.maxRead = maxRead
    self.start = 0
    self.buffer = bytes
    self.file = nil
  }

  private init(
    name: String, count: Int, fileOffset: Int, maxRead: Int, start: Int, buffer: [UInt8],
    file: OpenFile?
  ) {
    self.name = name
    self.count = count
    self.fileOffset = fileOffset
    self.maxRead = maxRead
    self.start = start
    self.buffer = buffer
    self.file = file
  }

  /// Opens the regular file at `path` and reads its first `headBytes`.
  ///
  /// - Throws: ``MetadataError/Kind/cannotRead(_:)`` when the file cannot be opened, is
  ///   not a regular file or cannot be read.
  ///   `isListedRegular`: see ``OpenFile/init(path:isListedRegular:)``.
  static func open(path: String, headBytes: Int, maxRead: Int, isListedRegular: Bool = false)
    throws(MetadataError) -> ByteSource
  {
    let file = try OpenFile(path: path, isListedRegular: isListedRegular)
    let headCount = min(file.size, headBytes)
    var head = [UInt8](repeating: 0, count: headCount)
    try file.read(into: &head, at: 0)
    return ByteSource(
      name: path, count: file.size, fileOffset: 0, maxRead: maxRead, start: 0, buffer: head,
      file: file)
  }

  /// An error at `offset` in this source (converted to an absolute file offset).
  func error(_ kind: MetadataError.Kind, at offset: Int?) -> MetadataError {
    MetadataError(file: name, offset: offset.map { fileOffset &+ $0 }, kind: kind)
  }

  /// Whether `length` bytes at `offset` lie inside the source.
  func contains(_ offset: Int, _ length: Int) -> Bool {
    offset >= 0 && length >= 0 && offset <= count && length <= count - offset
  }

  /// The bytes already in memory at the start of the source (at most the head of a file).
  var head: ArraySlice<UInt8> {
    let available = max(0, min(count, buffer.count - start))
    return buffer[start..<(start + available)]
  }

  /// Exactly `length` bytes at `offset`.
  ///
  /// - Throws: ``MetadataError/Kind/truncated(structure:)`` when the range runs past the end,
  ///   ``MetadataError/Kind/limitExceeded(structure:limit:)`` when it is longer than
  ///   `maxRead`, ``MetadataError/Kind/cannotRead(_:)`` when the file cannot be read.
  ///
  /// `structure` names the range in errors; it is only worked out for an error.
  func read(_ offset: Int, _ length: Int, _ structure: @autoclosure () -> MetadataStructure)
    throws(MetadataError) -> ArraySlice<UInt8>
  {
    guard contains(offset, length) else {
      throw error(.truncated(structure: structure()), at: max(0, min(offset, count)))
    }
    let absolute = start + offset
    if absolute <= buffer.count, length <= buffer.count - absolute {
      return buffer[absolute..<(absolute + length)]
    }
    guard length <= maxRead else {
      throw error(.limitExceeded(structure: .size(of: structure()), limit: maxRead), at: offset)
    }
    guard let file else { throw error(.truncated(structure: structure()), at: offset) }
    var bytes = [UInt8](repeating: 0, count: length)
    try file.read(into: &bytes, at: absolute)
    return bytes[...]
  }

  /// A reader over exactly `length` bytes at `offset`.
  func reader(
    _ offset: Int, _ length: Int, _ structure: @autoclosure () -> MetadataStructure,
    order: ByteOrder = .bigEndian
  ) throws(MetadataError) -> ByteReader {
    ByteReader(try read(offset, length, structure()), order: order)
  }

  /// The range of `length` bytes at `offset` as a source of its own, without reading it.
  func window(_ offset: Int, _ length: Int, _ structure: @autoclosure () -> MetadataStructure)
    throws(MetadataError) -> ByteSource
  {
    guard contains(offset, length) else {
      throw error(.truncated(structure: structure()), at: max(0, min(offset, count)))
    }
    return ByteSource(
      name: name, count: length, fileOffset: fileOffset + offset, maxRead: maxRead,
      start: start + offset, buffer: buffer, file: file)
  }
}
