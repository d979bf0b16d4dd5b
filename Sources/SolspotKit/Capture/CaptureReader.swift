/// Reads a capture file (docs/capture-format.md) as a stream: bytes go in by the chunk, samples
/// come out one at a time, and memory stays bounded by the longest line, whatever the size of
/// the file.
///
/// ```
/// var reader = CaptureReader()
/// while let chunk = read(65_536) {
///   reader.append(chunk)
///   while let sample = try reader.next() { gate.add(sample) }
/// }
/// reader.finish()
/// while let sample = try reader.next() { gate.add(sample) }
/// ```
///
/// The reader does no I/O: the caller reads the file. It detects the layout from the first
/// line after the optional header (``CaptureFormat``), skips blank lines and comment lines
/// (starting with `#`, in either layout, anywhere), accepts `\n` or `\r\n` line ends and a
/// UTF-8 byte-order mark. The first
/// bad line throws a ``CaptureError`` with its line number; a replay stops there, since every
/// later sample's settling depends on the ones before it.
public struct CaptureReader: Sendable {
  /// The longest line accepted, in bytes: a sample line is about 200 bytes, so a longer line
  /// is not a capture, and refusing it keeps memory bounded.
  public static let maximumLineBytes = 65_536

  /// The header, once the first line has been read and was one.
  public private(set) var header: CaptureHeader?
  /// The number of the header's line, counted from 1 like ``lineNumber``, once read.
  public private(set) var headerLine: Int?
  /// The layout, once the first line after the header has been read.
  public private(set) var format: CaptureFormat?
  /// How many lines have been read, blank ones included: the number of the line of the last
  /// sample returned.
  public private(set) var lineNumber = 0

  private var buffer: [UInt8] = []
  private var position = 0
  private var isFinished = false
  private var hasReadFirstLine = false
  private var hasCheckedForPhoto = false
  private var columns: CaptureColumns?

  /// Creates a reader with no input yet.
  public init() {}

  /// Adds the next bytes of the file.
  public mutating func append(_ bytes: UnsafeRawBufferPointer) {
    compact()
    buffer.append(contentsOf: bytes)
  }

  /// Adds the next bytes of the file.
  public mutating func append(contentsOf bytes: some Sequence<UInt8>) {
    compact()
    buffer.append(contentsOf: bytes)
  }

  /// Marks the end of the input, so that a last line without a line break is read too.
  public mutating func finish() { isFinished = true }

  /// The next sample, or `nil` when the bytes so far hold no complete sample line (append
  /// more, or, after ``finish()``, the input is over).
  ///
  /// - Throws: ``CaptureError`` for the first line that cannot be read, with its number.
  public mutating func next() throws(CaptureError) -> CaptureSample? {
    guard try checkForPhoto() else { return nil }
    while let (start, end) = try nextLine() {
      lineNumber += 1
      let sample: CaptureSample?
      do {
        sample = try buffer.withUnsafeBufferPointer { all throws(CaptureError) in
          try read(line: UnsafeBufferPointer(rebasing: all[start..<end]))
        }
      } catch {
        throw error.at(line: lineNumber)
      }
      if let sample { return sample }
    }
    return nil
  }

  // MARK: - Lines

  /// The bytes a photo's signature needs (``ImageFormat``): a PNG's is 8, an ISOBMFF `ftyp`
  /// box's brands end within 32.
  private static let signatureBytes = 32

  /// Throws when the input starts as a photo does: people give a photo where a capture is
  /// asked for, and its bytes would read as a malformed line. Returns whether the check is
  /// done; until enough bytes are in to tell, no line is read, so the buffer starts the input.
  private mutating func checkForPhoto() throws(CaptureError) -> Bool {
    guard !hasCheckedForPhoto else { return true }
    guard isFinished || buffer.count >= Self.signatureBytes else { return false }
    hasCheckedForPhoto = true
    let head = ByteReader(buffer.prefix(Self.signatureBytes), order: .littleEndian)
    if let format = ImageFormat.detect(head) {
      throw CaptureError(line: 1, kind: .photo(format))
    }
    return true
  }

  private mutating func compact() {
    guard position > 0 else { return }
    buffer.removeSubrange(0..<position)
    position = 0
  }

  /// The bounds of the next line without its line break, consuming it.
  private mutating func nextLine() throws(CaptureError) -> (Int, Int)? {
    let start = position
    let newline = buffer.withUnsafeBufferPointer { all in
      ByteSearch.firstIndex(of: 0x0A, in: all, from: start)
    }
    let end: Int
    if let newline {
      end = newline
      position = newline + 1
    } else if isFinished, start < buffer.count {
      end = buffer.count
      position = buffer.count
    } else {
      if buffer.count - start > Self.maximumLineBytes {
        throw CaptureError(line: lineNumber + 1, kind: .lineTooLong(limit: Self.maximumLineBytes))
      }
      return nil
    }
    guard end - start <= Self.maximumLineBytes else {
      throw CaptureError(line: lineNumber + 1, kind: .lineTooLong(limit: Self.maximumLineBytes))
    }
    return (start, end > start && buffer[end - 1] == 0x0D ? end - 1 : end)
  }

  /// The sample on `line`, or `nil` for a line that holds none (blank, header, column row,
  /// comment). Blank and comment lines do not count as the first line.
  private mutating func read(line raw: UnsafeBufferPointer<UInt8>) throws(CaptureError)
    -> CaptureSample?
  {
    var line = Self.trimmed(raw)
    if !hasReadFirstLine, line.starts(with: [0xEF, 0xBB, 0xBF]) {
      line = Self.trimmed(UnsafeBufferPointer(rebasing: line[3...]))
    }
    guard !line.isEmpty, line[0] != UInt8(ascii: "#") else { return nil }
    let isFirstLine = !hasReadFirstLine
    hasReadFirstLine = true
    let isObject = line[0] == UInt8(ascii: "{")
    let isJSON = isObject || line[0] == UInt8(ascii: "[")
    if format == nil && !isJSON {
      columns = try CaptureColumns(header: line)
      format = .csv
      return nil
    }
    if let columns {
      if isObject, Self.isHeader(line) { throw CaptureError(line: nil, kind: .misplacedHeader) }
      if isObject { throw CaptureError(line: nil, kind: .jsonInCSV) }
      return try columns.fields(line).makeSample(asColumns: true)
    }
    let members = try Self.object(line)
    if isFirstLine, members.contains(where: { $0.key == CaptureHeader.versionKey }) {
      header = try Self.header(members)
      headerLine = lineNumber
      return nil
    }
    format = .jsonLines
    return try SampleFields(json: members).makeSample(asColumns: false)
  }

  private static func trimmed(_ line: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    var start = 0
    var end = line.count
    while start < end, line[start] == 0x20 || line[start] == 0x09 { start += 1 }
    while end > start, line[end - 1] == 0x20 || line[end - 1] == 0x09 { end -= 1 }
    return UnsafeBufferPointer(rebasing: line[start..<end])
  }

  // MARK: - JSON

  private static func object(_ line: UnsafeBufferPointer<UInt8>) throws(CaptureError)
    -> [JSONScanner.Member]
  {
    var scanner = JSONScanner(line, knownKeys: SampleFields.jsonKeys)
    let value: JSONScanner.Value
    do {
      value = try scanner.parseDocument()
    } catch {
      throw CaptureError(line: nil, kind: .notJSON(error.problem))
    }
    guard case .object(let members) = value else {
      throw CaptureError(line: nil, kind: .notObject)
    }
    return members
  }

  private static func isHeader(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let members = try? object(line) else { return false }
    return members.contains { $0.key == CaptureHeader.versionKey }
  }

  private static func header(_ members: [JSONScanner.Member]) throws(CaptureError)
    -> CaptureHeader
  {
    var version: Int?
    var device: String?
    var app: String?
    var started: Timestamp?
    var seen: Set<String> = []
    for member in members {
      guard seen.insert(member.key).inserted else {
        throw CaptureError(line: nil, kind: .duplicate(.field(member.key)))
      }
      switch (member.key, member.value) {
      case (CaptureHeader.versionKey, .number(let number))
      where number == number.rounded() && abs(number) < 1e9:
        version = Int(number)
      case (CaptureHeader.versionKey, _):
        throw CaptureError(
          line: nil, kind: .wrongType(.field(CaptureHeader.versionKey), expected: .wholeNumber))
      case ("device", .string(let text)): device = text
      case ("app", .string(let text)): app = text
      case ("started", .string(let text)):
        guard let time = Timestamp(iso8601: text) else {
          throw CaptureError(
            line: nil,
            kind: .invalidValue(.field("started"), .notATime(text)))
        }
        started = time
      case ("device", .null), ("app", .null), ("started", .null): break
      case ("device", _), ("app", _), ("started", _):
        throw CaptureError(line: nil, kind: .wrongType(.field(member.key), expected: .text))
      default:
        let suggestion = Suggestions.closest(to: member.key, among: CaptureHeader.fields, limit: 1)
          .first
        throw CaptureError(line: nil, kind: .unknown(.field(member.key), suggestion: suggestion))
      }
    }
    return try CaptureHeader(
      version: version ?? CaptureHeader.currentVersion, device: device, app: app,
      started: started)
  }
}
