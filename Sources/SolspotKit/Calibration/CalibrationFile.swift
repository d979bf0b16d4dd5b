#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads paired calibration readings from the CSV or JSON Lines format of
/// docs/calibration-format.md.
///
/// Both formats carry the same fields:
///
/// | column | required | value |
/// |---|---|---|
/// | `aperture` | with `shutter`, `iso` | f-number, `1.9` or `f/1.9` |
/// | `shutter` | with `aperture`, `iso` | exposure time as ``ExposureTimeText`` reads it |
/// | `iso` | with `aperture`, `shutter` | ISO speed |
/// | `ev100` | instead of the three settings | EV at ISO 100, when only that is known |
/// | `reference_lux` | yes | the reference meter's lux, above 0 |
/// | `bias` | no | exposure compensation in EV, default 0 |
/// | `light` | no | the kind of light: `daylight`, `led`, `fluorescent`, `incandescent`, … |
/// | `time` | no | when the pair was taken: ISO 8601 (`2026-03-14T10:20:00+01:00`), without an offset (`2026-03-14 10:20`), or a day (`2026-03-14`) |
/// | `note` | no | a free remark |
/// | `pair` | no | the number of a pair saved in the store (`solspot calibrate pairs --json`); not used |
///
/// A file uses either the three settings or `ev100`, not both. CSV follows ``CSVReader``'s
/// rules with comment lines (a `note` may hold commas and line breaks in quotes; a row is named
/// by the line it starts on); JSON Lines skips blank lines. Unknown columns are errors, so that
/// a misspelt column never silently drops data.
public enum CalibrationFile {
  /// The two layouts of a calibration file.
  public enum Format: String, Sendable, Hashable, CaseIterable {
    /// A header line naming the columns, then one pair per line.
    case csv
    /// One JSON object per line with the same keys.
    case jsonLines

    /// The format of a file: by its extension (`.csv`; `.jsonl`, `.ndjson`, `.json`), else
    /// JSON Lines when the first non-blank character is `{`, else CSV.
    public static func detect(fileName: String, text: String) -> Format {
      let lowered = fileName.lowercased()
      if lowered.hasSuffix(".csv") { return .csv }
      if [".jsonl", ".ndjson", ".json"].contains(where: { lowered.hasSuffix($0) }) {
        return .jsonLines
      }
      return text.first(where: { !$0.isWhitespace }) == "{" ? .jsonLines : .csv
    }
  }

  /// The column names a file may use.
  public static let columns = [
    "aperture", "shutter", "iso", "ev100", "reference_lux", "bias", "light", "time", "note",
    "pair",
  ]
  private static let settingsColumns = ["aperture", "shutter", "iso"]

  /// The most pairs a file may hold; more is refused rather than read.
  public static let maximumPairs = 100_000

  /// The pairs in `text`, in file order.
  ///
  /// - Parameters:
  ///   - text: The whole file.
  ///   - format: Its layout; see ``Format/detect(fileName:text:)``.
  ///   - file: The file's name, for errors.
  /// - Throws: ``CalibrationFileError`` for the first line that cannot be read.
  public static func parse(_ text: String, format: Format, file: String)
    throws(CalibrationFileError) -> [CalibrationObservation]
  {
    let rows: [Row]
    switch format {
    case .csv: rows = try csvRows(text, file: file)
    case .jsonLines: rows = try jsonRows(text, file: file)
    }
    guard rows.count <= maximumPairs else {
      throw CalibrationFileError(file: file, line: 0, reason: .tooManyPairs(maximum: maximumPairs))
    }
    return try rows.map { row throws(CalibrationFileError) in try observation(row, file: file) }
  }

  // MARK: - Rows

  /// One line's cells by column name, before conversion.
  struct Row {
    let line: Int
    let cells: [String: String]
    /// Whether the row gives `ev100` instead of the three settings.
    let usesExposureValue: Bool
  }

  /// The lines of a JSON Lines file that are not blank, by ``CSVReader``'s line rules (a
  /// byte order mark, `\n`, `\r\n` or `\r`), each with its number.
  private static func lines(_ text: String) -> [(number: Int, text: Substring)] {
    var text = text
    return text.withUTF8 { bytes in
      var result: [(Int, Substring)] = []
      var start = bytes.starts(with: CSVReader.byteOrderMark) ? CSVReader.byteOrderMark.count : 0
      var number = 1
      while let line = CSVReader.nextRecord(
        in: bytes, from: start, isComplete: true, allowsCommentLines: false, spansLines: false)
      {
        if !line.isSkipped {
          let text = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[line.bytes]), as: UTF8.self)
          result.append((number, Substring(text)))
        }
        number += line.lines
        start = line.next
      }
      return result
    }
  }

  private static func csvRows(_ text: String, file: String) throws(CalibrationFileError) -> [Row] {
    let records: [CSVReader.Record]
    do throws(CSVReader.Failure) {
      records = try CSVReader.records(in: text, allowsCommentLines: true)
    } catch {
      if let misuse = misusedSeparator(text) {
        throw CalibrationFileError(
          file: file, line: misuse.line, reason: .notCommaSeparated(misuse.separator))
      }
      let reason: CalibrationFileError.Reason =
        switch error.problem {
        case .unclosedQuote: .unclosedQuote
        case .textAfterQuote: .textAfterQuote
        }
      throw CalibrationFileError(file: file, line: error.line, reason: reason)
    }
    guard let headerRecord = records.first else {
      throw CalibrationFileError(file: file, line: 0, reason: .noHeader)
    }
    let headerLine = headerRecord.line
    let header = headerRecord.fields.map { $0.lowercased() }
    if !header.allSatisfy(columns.contains), let misuse = misusedSeparator(text) {
      throw CalibrationFileError(
        file: file, line: headerLine, reason: .notCommaSeparated(misuse.separator))
    }
    var seen: Set<String> = []
    for name in header {
      guard columns.contains(name) else {
        throw unknownColumn(name, line: headerLine, file: file)
      }
      guard seen.insert(name).inserted else {
        throw CalibrationFileError(
          file: file, line: headerLine, column: name, reason: .duplicateColumn)
      }
    }
    try checkColumns(Set(header), line: headerLine, file: file)
    var rows: [Row] = []
    for record in records.dropFirst() {
      guard record.fields.count == header.count else {
        throw CalibrationFileError(
          file: file, line: record.line,
          reason: .cellCount(record.fields.count, header: header.count))
      }
      var cells: [String: String] = [:]
      for (name, value) in zip(header, record.fields) where !value.isEmpty { cells[name] = value }
      rows.append(Row(line: record.line, cells: cells, usesExposureValue: seen.contains("ev100")))
    }
    return rows
  }

  private static func misusedSeparator(_ text: String) -> (separator: Character, line: Int)? {
    CSVReader.misusedSeparator(inFirstLineOf: text, allowsCommentLines: true, columns: columns)
  }

  /// A JSON value that is neither a number nor text, at its key.
  private struct CellError: Error {
    let key: String?
    let reason: CalibrationFileError.Reason
  }

  /// A JSON value of a calibration line: a number or text; `null` counts as absent.
  private enum Scalar: Decodable {
    case number(Double)
    case text(String)
    case null

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if container.decodeNil() {
        self = .null
      } else if let bool = try? container.decode(Bool.self) {
        throw CellError(key: decoder.codingPath.first?.stringValue, reason: .bool(bool))
      } else if let number = try? container.decode(Double.self) {
        self = .number(number)
      } else if let text = try? container.decode(String.self) {
        self = .text(text)
      } else {
        throw CellError(key: decoder.codingPath.first?.stringValue, reason: .notNumberOrText)
      }
    }
  }

  private static func jsonRows(_ text: String, file: String) throws(CalibrationFileError) -> [Row] {
    var rows: [Row] = []
    var fileUsesSettings: Bool?
    for (number, line) in lines(text) {
      let object: [String: Scalar]
      do {
        object = try JSONDecoder().decode([String: Scalar].self, from: Data(line.utf8))
      } catch let error as CellError {
        throw CalibrationFileError(
          file: file, line: number, column: error.key, reason: error.reason)
      } catch DecodingError.dataCorrupted(let context) where !context.codingPath.isEmpty {
        throw CalibrationFileError(
          file: file, line: number, column: context.codingPath[0].stringValue,
          reason: .decoderMessage(context.debugDescription))
      } catch {
        throw CalibrationFileError(file: file, line: number, reason: .notJSONObject)
      }
      // JSONDecoder keeps the last of two equal keys; a pair with two values of one column is
      // ambiguous, so it is an error, as a CSV header naming a column twice is.
      if let key = duplicateKey(line) {
        throw CalibrationFileError(
          file: file, line: number, column: key, reason: .duplicateKey)
      }
      var cells: [String: String] = [:]
      for (key, value) in object {
        guard columns.contains(key) else { throw unknownColumn(key, line: number, file: file) }
        switch value {
        case .number(let number): cells[key] = "\(number)"  // shortest text that reads back equal
        case .text(let text): if !text.isEmpty { cells[key] = text }
        case .null: break
        }
      }
      try checkColumns(Set(cells.keys), line: number, file: file)
      let usesSettings = cells["ev100"] == nil
      if let fileUsesSettings, fileUsesSettings != usesSettings {
        throw CalibrationFileError(file: file, line: number, reason: .mixedForms)
      }
      fileUsesSettings = usesSettings
      rows.append(Row(line: number, cells: cells, usesExposureValue: !usesSettings))
    }
    return rows
  }

  /// The first key that appears twice at the top level of `line`, a valid JSON object, or
  /// `nil` when none does. Keys are compared after their escapes are read (`"\u0061"` is `a`).
  static func duplicateKey(_ line: Substring) -> String? {
    let bytes = Array(line.utf8)
    var seen: Set<String> = []
    var depth = 0
    var expectsKey = false
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        var end = index + 1
        var hasEscape = false
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
          if bytes[end] == UInt8(ascii: "\\") {
            hasEscape = true
            end += 1
          }
          end += 1
        }
        if depth == 1, expectsKey, end < bytes.count {
          let literal = bytes[index...end]
          let key =
            hasEscape
            ? (try? JSONDecoder().decode(String.self, from: Data(literal))) ?? ""
            : String(decoding: literal.dropFirst().dropLast(), as: UTF8.self)
          if !seen.insert(key).inserted { return key }
          expectsKey = false
        }
        index = end + 1
        continue
      }
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
        expectsKey = byte == UInt8(ascii: "{") && depth == 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
      case UInt8(ascii: ","):
        if depth == 1 { expectsKey = true }
      default:
        break
      }
      index += 1
    }
    return nil
  }

  private static func unknownColumn(_ name: String, line: Int, file: String) -> CalibrationFileError
  {
    let close = Suggestions.closest(to: name, among: columns, limit: 1)
    return CalibrationFileError(
      file: file, line: line, column: name,
      reason: .unknownColumn(suggestion: close.first, known: columns))
  }

  /// Checks that the columns name a complete reading: `reference_lux` and either all three
  /// settings or `ev100`.
  private static func checkColumns(_ names: Set<String>, line: Int, file: String)
    throws(CalibrationFileError)
  {
    guard names.contains("reference_lux") else {
      throw CalibrationFileError(file: file, line: line, column: "reference_lux", reason: .missing)
    }
    let settings = settingsColumns.filter { names.contains($0) }
    if names.contains("ev100") {
      guard settings.isEmpty else {
        throw CalibrationFileError(
          file: file, line: line, column: "ev100", reason: .ev100WithSettings)
      }
      return
    }
    for name in settingsColumns where !names.contains(name) {
      throw CalibrationFileError(file: file, line: line, column: name, reason: .missingSetting)
    }
  }
}
