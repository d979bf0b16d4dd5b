// MARK: - Records in a stream of bytes

extension CSVReader {
  /// Where one record lies in a stream of bytes, as ``nextRecord(in:from:isComplete:allowsCommentLines:spansLines:)``
  /// finds it.
  struct Extent: Sendable, Hashable {
    /// The record's bytes, from its first to the last before its line break.
    let bytes: Range<Int>
    /// Where the next record starts: past the line break (or the end of the bytes).
    let next: Int
    /// How many physical lines the record covers: 1, and one more for each line break inside
    /// its quoted fields.
    let lines: Int
    /// Whether it is no record: a line of nothing but spaces and tabs, or a comment line where
    /// the format allows them.
    let isSkipped: Bool
  }

  /// The record of `bytes` that starts at `start`, or `nil` when the bytes end inside it and
  /// more may follow.
  ///
  /// This finds where a record ends by ``CSVReader``'s rules; ``LineFields`` then reads its
  /// fields from ``Extent/bytes``, where a line break can only stand inside a quoted field, so
  /// that the two give the cells ``records(in:allowsCommentLines:)`` gives. A record whose quoted
  /// field is broken is found all the same (to the end of the bytes, or to the comma or line
  /// break after the text that follows the quote), and reading its fields names the problem.
  ///
  /// Most records hold no quote and end in `\n` or `\r\n`: those cost three `memchr` calls and
  /// no pass of Swift code over their bytes.
  ///
  /// - Parameters:
  ///   - bytes: The stream's bytes so far, past any byte order mark.
  ///   - start: Where the record starts: `0` or an earlier extent's ``Extent/next``.
  ///   - isComplete: Whether the stream ends with `bytes`: then the last record needs no line
  ///     break, and a quoted field cut by the end reaches it.
  ///   - allowsCommentLines: Whether the format skips lines starting with `#`.
  ///   - spansLines: `false` for lines of another format that share these line rules (a JSON
  ///     Lines capture): a quote is then a byte like any other, and a record one physical line.
  static func nextRecord(
    in bytes: UnsafeBufferPointer<UInt8>, from start: Int, isComplete: Bool,
    allowsCommentLines: Bool, spansLines: Bool = true
  ) -> Extent? {
    let count = bytes.count
    guard start < count else { return nil }
    var first = start
    while first < count, isBlank(bytes[first]) { first += 1 }
    let isComment = allowsCommentLines && first < count && bytes[first] == hash
    // The fast path: a line feed ends the line, with no quote and no other carriage return
    // before it.
    if let lineFeed = ByteSearch.firstIndex(of: newline, in: bytes, within: start..<count) {
      let carriageReturn = ByteSearch.firstIndex(
        of: self.carriageReturn, in: bytes, within: start..<lineFeed)
      let hasQuote =
        spansLines && !isComment
        && ByteSearch.firstIndex(of: quote, in: bytes, within: start..<lineFeed) != nil
      if !hasQuote, carriageReturn == nil || carriageReturn == lineFeed - 1 {
        let end = carriageReturn ?? lineFeed
        return Extent(
          bytes: start..<end, next: lineFeed + 1, lines: 1, isSkipped: isComment || first >= end)
      }
    }
    return slowRecord(
      in: bytes, from: start, isComplete: isComplete, isComment: isComment,
      spansLines: spansLines)
  }

  /// ``nextRecord(in:from:isComplete:allowsCommentLines:spansLines:)`` for a record with a
  /// quote, a lone carriage return, or no line feed yet: byte by byte.
  private static func slowRecord(
    in bytes: UnsafeBufferPointer<UInt8>, from start: Int, isComplete: Bool, isComment: Bool,
    spansLines: Bool
  ) -> Extent? {
    let count = bytes.count
    var index = start
    var lines = 1

    /// The extent that ends at `end`, a line break or the end of the bytes.
    func extent(endingAt end: Int) -> Extent? {
      guard end < count else {
        guard isComplete else { return nil }
        return Extent(
          bytes: start..<count, next: count, lines: lines,
          isSkipped: isComment || bytes[start..<count].allSatisfy(isBlank))
      }
      let next: Int
      if bytes[end] == carriageReturn {
        guard end + 1 < count || isComplete else { return nil }  // `\r` then perhaps `\n`
        next = end + 1 < count && bytes[end + 1] == newline ? end + 2 : end + 1
      } else {
        next = end + 1
      }
      return Extent(
        bytes: start..<end, next: next, lines: lines,
        isSkipped: isComment || bytes[start..<end].allSatisfy(isBlank))
    }

    func isLineBreak(_ byte: UInt8) -> Bool { byte == newline || byte == carriageReturn }

    if isComment || !spansLines {
      while index < count, !isLineBreak(bytes[index]) { index += 1 }
      return extent(endingAt: index)
    }
    while true {
      while index < count, isBlank(bytes[index]) { index += 1 }
      if index < count, bytes[index] == quote {
        index += 1
        while true {
          // The end of the bytes inside quotes: the field is cut, or more is to come.
          guard index < count else { return extent(endingAt: count) }
          let byte = bytes[index]
          if byte == quote {
            guard index + 1 < count || isComplete else { return nil }  // perhaps `""`
            if index + 1 < count, bytes[index + 1] == quote {
              index += 2
              continue
            }
            index += 1
            break
          }
          if isLineBreak(byte) {
            lines += 1
            let isPair = byte == carriageReturn && index + 1 < count && bytes[index + 1] == newline
            index += isPair ? 2 : 1
          } else {
            index += 1
          }
        }
      }
      // An unquoted field, or the text after a closing quote, to the comma or line break.
      while index < count, bytes[index] != comma, !isLineBreak(bytes[index]) { index += 1 }
      guard index < count, bytes[index] == comma else { return extent(endingAt: index) }
      index += 1
    }
  }
}
