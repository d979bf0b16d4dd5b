// MARK: - A header separated by something other than commas

extension CSVReader {
  /// The characters spreadsheets and loggers put between columns instead of commas, in the
  /// order ``misusedSeparator(inHeader:columns:)`` tries them: semicolon (spreadsheets in
  /// locales whose decimal mark is a comma), tab, vertical bar, space.
  static let otherSeparators: [Character] = [";", "\t", "|", " "]

  /// The separator a header line puts between known column names instead of commas, or `nil`.
  ///
  /// The one diagnosis of every CSV format, for a header that does not read: each of
  /// ``otherSeparators`` in turn splits the line, and the first that gives more than one cell,
  /// one of them a known column (spaces, tabs and quotes around a cell dropped, case ignored),
  /// is the answer. A line whose comma-separated cells already name more than one known column
  /// is comma-separated, whatever else is wrong with it.
  ///
  /// - Parameters:
  ///   - line: The header's physical line, without its line break.
  ///   - columns: The format's column names.
  static func misusedSeparator(inHeader line: some StringProtocol, columns: [String])
    -> Character?
  {
    let known = Set(columns.map { $0.lowercased() })
    func knownCount(_ separator: Character) -> (cells: Int, known: Int) {
      let cells = line.split(separator: separator).map { cell in
        cell.trimmingPrefix { $0 == " " || $0 == "\t" || $0 == "\"" }
          .reversed().drop { $0 == " " || $0 == "\t" || $0 == "\"" }.reversed()
      }
      return (cells.count, cells.filter { known.contains(String($0).lowercased()) }.count)
    }
    guard knownCount(",").known < 2 else { return nil }
    return otherSeparators.first { separator in
      let (cells, known) = knownCount(separator)
      return cells > 1 && known > 0
    }
  }

  /// ``misusedSeparator(inHeader:columns:)`` for the header of a whole text, its first line
  /// that is neither blank nor, where the format allows them, a comment: the separator and
  /// that line, counted from 1.
  static func misusedSeparator(
    inFirstLineOf text: String, allowsCommentLines: Bool, columns: [String]
  ) -> (separator: Character, line: Int)? {
    var text = text
    return text.withUTF8 { bytes in
      var start = bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
      var line = 1
      while let extent = nextRecord(
        in: bytes, from: start, isComplete: true, allowsCommentLines: allowsCommentLines,
        spansLines: false)
      {
        if !extent.isSkipped {
          let header = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[extent.bytes]), as: UTF8.self)
          return misusedSeparator(inHeader: header, columns: columns).map { ($0, line) }
        }
        start = extent.next
        line += extent.lines
      }
      return nil
    }
  }
}
