/// Comma-separated values read by one set of rules, for every CSV file Solspot reads: spot
/// archives, calibration pairs and captures (docs/csv.md#reading-csv-files states them for
/// users).
///
/// Rules (RFC 4180, with the leniencies spreadsheets use):
/// - fields are separated by commas, records by a line break (`\n`, `\r\n` or a lone `\r`);
/// - a byte order mark (U+FEFF) at the start of the text is skipped;
/// - spaces and tabs around a field, outside quotes, are dropped;
/// - a field that starts with `"` is quoted: it runs to the closing quote, `""` inside it is
///   one quote, it may hold commas and line breaks, and only spaces and tabs may follow it
///   before the next comma (``CSVProblem/textAfterQuote``); a quote that does not start a field is
///   kept as it is;
/// - an empty field is the empty string; a line with nothing on it (or only spaces and tabs) is
///   no record;
/// - where the format allows comments (`allowsCommentLines`: calibration pairs and captures,
///   not spot archives, whose first field is a spot's name and may start with `#`), a record
///   whose first character other than a space or tab is `#` is a comment: the rest of its
///   physical line is skipped, quotes and all;
/// - the last record needs no line break after it (a file cut after its last field reads
///   whole); one cut inside a quoted field is ``CSVProblem/unclosedQuote``.
///
/// Lines are physical lines, counted from 1: a record, and any problem in it, is named by the
/// line it starts on, however many line breaks its quoted fields hold.
///
/// A file whose header names known columns separated by something other than commas is told
/// apart by ``misusedSeparator(inHeader:columns:)``, one list of separators for every format.
///
/// ``records(in:allowsCommentLines:)`` reads a whole text into strings;
/// ``nextRecord(in:from:isComplete:allowsCommentLines:)`` finds one record in a stream of bytes
/// and ``LineFields`` reads its fields without copying them, for captures, whose records are
/// many and whose fields are numbers. Both apply the rules above and give the same cells.
enum CSVReader {
  /// A problem and the line its record starts on, counted from 1.
  struct Failure: Error, Sendable, Hashable {
    /// The line, counted from 1.
    let line: Int
    /// What is wrong.
    let problem: CSVProblem
  }

  /// One record: the line it starts on, counted from 1, and its fields.
  struct Record: Sendable, Hashable {
    /// The line the record starts on.
    let line: Int
    /// The fields, in order.
    let fields: [String]
  }

  /// One field of a line, as bytes: between the quotes for a quoted field, with its `""`
  /// still doubled (``hasEscapedQuotes``).
  struct Field {
    /// The field's bytes, without the blanks around it or its quotes.
    let bytes: UnsafeBufferPointer<UInt8>
    /// Whether the field was quoted.
    let isQuoted: Bool
    /// Whether the bytes hold a doubled quote, which stands for one.
    let hasEscapedQuotes: Bool

    /// The field's text, each `""` read as one quote.
    var text: String {
      guard hasEscapedQuotes else { return String(decoding: bytes, as: UTF8.self) }
      var unescaped: [UInt8] = []
      unescaped.reserveCapacity(bytes.count)
      var afterQuote = false
      for byte in bytes {
        // Quotes come in pairs here: keep the first of each.
        if byte == UInt8(ascii: "\""), afterQuote {
          afterQuote = false
          continue
        }
        afterQuote = byte == UInt8(ascii: "\"")
        unescaped.append(byte)
      }
      return String(decoding: unescaped, as: UTF8.self)
    }
  }

  // MARK: - Reading

  /// Every record of `text`, in order.
  ///
  /// - Parameters:
  ///   - text: The whole file.
  ///   - allowsCommentLines: Whether the format skips lines starting with `#`.
  /// - Throws: ``Failure`` naming the line of the first record with a quoted field that does
  ///   not end, or that text follows.
  static func records(in text: String, allowsCommentLines: Bool = false) throws(Failure)
    -> [Record]
  {
    var text = text
    let result: Result<[Record], Failure> = text.withUTF8 { bytes in
      var scanner = Scanner(bytes, readsLineBreaks: true, allowsCommentLines: allowsCommentLines)
      var records: [Record] = []
      do throws(Failure) {
        while let (line, fields) = try scanner.record() {
          records.append(Record(line: line, fields: fields.map(\.text)))
        }
      } catch {
        return .failure(error)
      }
      return .success(records)
    }
    return try result.get()
  }

  /// The fields of one line, which holds no line break.
  ///
  /// - Throws: ``CSVProblem`` for a quoted field not closed on the line, or text after one.
  static func fields(inLine line: Substring) throws(CSVProblem) -> [String] {
    var line = line
    let result: Result<[String], CSVProblem> = line.withUTF8 { bytes in
      var reader = LineFields(bytes)
      var fields: [String] = []
      do throws(CSVProblem) {
        while let field = try reader.next() { fields.append(field.text) }
      } catch {
        return .failure(error)
      }
      return .success(fields)
    }
    return try result.get()
  }

  /// The fields of one line of bytes, one at a time and without copying them (one field for
  /// an empty line).
  struct LineFields {
    private var scanner: Scanner
    private var isDone = false

    /// The fields of `line`, which holds no line break and must outlive the reader.
    init(_ line: UnsafeBufferPointer<UInt8>) {
      scanner = Scanner(line, readsLineBreaks: false, allowsCommentLines: false)
    }

    /// The next field, or `nil` after the last.
    ///
    /// - Throws: ``CSVProblem`` for a quoted field not closed on the line, or text after one.
    mutating func next() throws(CSVProblem) -> Field? {
      guard !isDone else { return nil }
      do throws(Failure) {
        let (field, ended) = try scanner.field()
        isDone = ended
        return field
      } catch {
        isDone = true
        throw error.problem
      }
    }
  }

  // MARK: - The scanner

  /// The byte order mark in UTF-8.
  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
  static let comma = UInt8(ascii: ","), quote = UInt8(ascii: "\"")
  static let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
  static let hash = UInt8(ascii: "#")

  /// Whether `byte` is a blank that may stand around a field: a space or a tab.
  static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

  /// The one scanner behind the whole-text and one-line entry points: fields from a position
  /// in UTF-8 bytes.
  struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Whether a line break ends a record (a whole text), or is only a byte (one line).
    let readsLineBreaks: Bool
    /// Whether a record starting with `#` is a comment.
    let allowsCommentLines: Bool
    var position = 0
    var line = 1
    /// The line the record being read starts on.
    var recordLine = 1

    /// A scanner at the start of `bytes`, past a byte order mark when it reads a whole text.
    init(_ bytes: UnsafeBufferPointer<UInt8>, readsLineBreaks: Bool, allowsCommentLines: Bool) {
      self.bytes = bytes
      self.readsLineBreaks = readsLineBreaks
      self.allowsCommentLines = allowsCommentLines
      if readsLineBreaks, bytes.starts(with: CSVReader.byteOrderMark) { position = 3 }
    }

    static let comma = CSVReader.comma, quote = CSVReader.quote
    static let newline = CSVReader.newline, carriageReturn = CSVReader.carriageReturn

    func isBlank(_ byte: UInt8) -> Bool { CSVReader.isBlank(byte) }

    func isLineBreak(_ byte: UInt8) -> Bool {
      readsLineBreaks && (byte == Self.newline || byte == Self.carriageReturn)
    }

    /// Passes a line break at the position, counting the line.
    mutating func passLineBreak() {
      if bytes[position] == Self.carriageReturn, position + 1 < bytes.count,
        bytes[position + 1] == Self.newline
      {
        position += 1
      }
      position += 1
      line += 1
    }

    /// Passes a comment line at the position, with its line break, and says whether there was
    /// one.
    mutating func passCommentLine() -> Bool {
      guard allowsCommentLines else { return false }
      var index = position
      while index < bytes.count, isBlank(bytes[index]) { index += 1 }
      guard index < bytes.count, bytes[index] == CSVReader.hash else { return false }
      position = index
      while position < bytes.count, !isLineBreak(bytes[position]) { position += 1 }
      if position < bytes.count { passLineBreak() }
      return true
    }

    /// The next record with the line it starts on, skipping empty lines and comments; `nil` at
    /// the end.
    mutating func record() throws(Failure) -> (Int, [Field])? {
      while position < bytes.count {
        if passCommentLine() { continue }
        let start = line
        recordLine = line
        var fields: [Field] = []
        while true {
          let (field, ended) = try self.field()
          fields.append(field)
          if ended { break }
        }
        if fields.count == 1, !fields[0].isQuoted, fields[0].bytes.isEmpty { continue }
        return (start, fields)
      }
      return nil
    }

    /// The next field, and whether it ended its record (a line break, which is passed, or the
    /// end of the bytes).
    mutating func field() throws(Failure) -> (Field, Bool) {
      while position < bytes.count, isBlank(bytes[position]) { position += 1 }
      if position < bytes.count, bytes[position] == Self.quote {
        return try quoted()
      }
      let start = position
      while position < bytes.count, bytes[position] != Self.comma, !isLineBreak(bytes[position]) {
        position += 1
      }
      var end = position
      while end > start, isBlank(bytes[end - 1]) { end -= 1 }
      let field = Field(
        bytes: UnsafeBufferPointer(rebasing: bytes[start..<end]), isQuoted: false,
        hasEscapedQuotes: false)
      return (field, passSeparator())
    }

    /// A quoted field, from its opening quote.
    mutating func quoted() throws(Failure) -> (Field, Bool) {
      position += 1
      let start = position
      var escaped = false
      while true {
        guard position < bytes.count else {
          throw Failure(line: recordLine, problem: .unclosedQuote)
        }
        let byte = bytes[position]
        if byte == Self.quote {
          if position + 1 < bytes.count, bytes[position + 1] == Self.quote {
            escaped = true
            position += 2
            continue
          }
          break
        }
        if isLineBreak(byte) {
          passLineBreak()
        } else {
          position += 1
        }
      }
      let field = Field(
        bytes: UnsafeBufferPointer(rebasing: bytes[start..<position]), isQuoted: true,
        hasEscapedQuotes: escaped)
      position += 1
      while position < bytes.count, isBlank(bytes[position]) { position += 1 }
      guard position == bytes.count || bytes[position] == Self.comma || isLineBreak(bytes[position])
      else {
        throw Failure(line: recordLine, problem: .textAfterQuote)
      }
      return (field, passSeparator())
    }

    /// Passes the comma or line break after a field; whether it ended the record.
    mutating func passSeparator() -> Bool {
      guard position < bytes.count else { return true }
      if bytes[position] == Self.comma {
        position += 1
        return false
      }
      passLineBreak()
      return true
    }
  }
}

/// Why a text is not CSV (``CSVReader``'s rules).
public enum CSVProblem: Error, Sendable, Hashable {
  /// A quoted field has no closing quote (on its line, for a format of one record a line).
  case unclosedQuote
  /// Text follows a closing quote before the next comma.
  case textAfterQuote
}
