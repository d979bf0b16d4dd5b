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
/// line after the optional header (``CaptureFormat``). Lines follow ``CSVReader``'s rules in
/// either layout: `\n`, `\r\n` or a lone `\r` ends one, a UTF-8 byte-order mark is skipped,
/// and so are blank lines and comment lines (starting with `#`, anywhere); a CSV row is a
/// record, whose quoted cells may hold line breaks, and is named by the line it starts on. The
/// first bad line throws a ``CaptureError`` with its line number; a replay stops there, since
/// every later sample's settling depends on the ones before it.
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
  /// The line the last sample returned starts on, counted from 1 over the whole input, blank
  /// and comment lines included.
  public private(set) var lineNumber = 0

  private var buffer: [UInt8] = []
  private var position = 0
  private var isFinished = false
  private var hasReadFirstLine = false
  private var hasCheckedForPhoto = false
  private var hasPassedByteOrderMark = false
  /// The line the next record starts on.
  private var nextLineNumber = 1
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
    while let record = try nextRecord() {
      let line = nextLineNumber
      nextLineNumber += record.lines
      if record.isSkipped { continue }
      lineNumber = line
      let sample: CaptureSample?
      do {
        sample = try buffer.withUnsafeBufferPointer { all throws(CaptureError) in
          try read(line: UnsafeBufferPointer(rebasing: all[record.bytes]))
        }
      } catch {
        throw error.at(line: line)
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

  /// The next record (``CSVReader/nextRecord(in:from:isComplete:allowsCommentLines:spansLines:)``),
  /// consuming it; a JSON line is one physical line.
  private mutating func nextRecord() throws(CaptureError) -> CSVReader.Extent? {
    if !hasPassedByteOrderMark {
      guard isFinished || buffer.count >= CSVReader.byteOrderMark.count else { return nil }
      if buffer.starts(with: CSVReader.byteOrderMark) { position = CSVReader.byteOrderMark.count }
      hasPassedByteOrderMark = true
    }
    let start = position
    let spansLines = format == .csv || (format == nil && !startsJSON(at: start))
    let record = buffer.withUnsafeBufferPointer { all in
      CSVReader.nextRecord(
        in: all, from: start, isComplete: isFinished, allowsCommentLines: true,
        spansLines: spansLines)
    }
    guard let record else {
      if buffer.count - start > Self.maximumLineBytes {
        throw CaptureError(line: nextLineNumber, kind: .lineTooLong(limit: Self.maximumLineBytes))
      }
      return nil
    }
    guard record.bytes.count <= Self.maximumLineBytes else {
      throw CaptureError(line: nextLineNumber, kind: .lineTooLong(limit: Self.maximumLineBytes))
    }
    position = record.next
    return record
  }

  /// Whether the line at `start` starts, after blanks, as JSON does.
  private func startsJSON(at start: Int) -> Bool {
    guard let first = buffer[start...].first(where: { !CSVReader.isBlank($0) }) else {
      return false
    }
    return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
  }

  /// The sample on `line`, or `nil` for a line that holds none (header, column row).
  private mutating func read(line raw: UnsafeBufferPointer<UInt8>) throws(CaptureError)
    -> CaptureSample?
  {
    let line = Self.trimmed(raw)
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
