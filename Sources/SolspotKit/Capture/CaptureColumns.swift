/// The column row of a CSV capture, and the reading of its sample rows.
///
/// Cells are read by ``CSVReader``'s rules, one record at a time, without copying them. Numbers
/// follow JSON's grammar (a cell holding a quote is no number); `isAdjustingExposure` is `true`
/// or `false` in any case, or `1` or `0`; an empty `clippedFraction` cell means no count.
/// Column names are case-sensitive, in any order, each once.
struct CaptureColumns: Sendable {
  /// What a column holds.
  enum Slot: Int, Sendable, CaseIterable {
    case timestamp, exposureDuration, iso, lensAperture, exposureTargetOffset
    case isAdjustingExposure, gravityX, gravityY, gravityZ, clippedFraction

    /// The column's name in the file.
    var name: String { CaptureFormat.csvColumns[rawValue] }
  }

  /// The slot of each column, in file order.
  let slots: [Slot]

  /// Reads the column row.
  ///
  /// - Throws: ``CaptureError`` (without a line) for a row that names no capture column at all
  ///   (not a capture), columns separated by something other than commas
  ///   (``CSVReader/misusedSeparator(inHeader:columns:)``), or an unknown, repeated or missing
  ///   column.
  init(header line: UnsafeBufferPointer<UInt8>) throws(CaptureError) {
    var names: [String] = []
    var problem: CaptureError?
    do {
      try Self.forEachCell(line) { _, cell throws(CaptureError) in
        names.append(String(decoding: cell, as: UTF8.self))
      }
    } catch {
      problem = error
    }
    if problem != nil || !names.contains(where: CaptureFormat.csvColumns.contains) {
      let text = String(decoding: line, as: UTF8.self)
      if let separator = CSVReader.misusedSeparator(
        inHeader: text, columns: CaptureFormat.csvColumns)
      {
        throw CaptureError(line: nil, kind: .notCommaSeparated(separator: separator))
      }
      throw problem ?? CaptureError(line: nil, kind: .notACapture)
    }
    var slots: [Slot] = []
    for name in names {
      guard let index = CaptureFormat.csvColumns.firstIndex(of: name),
        let slot = Slot(rawValue: index)
      else {
        let suggestion = Suggestions.closest(
          to: name, among: CaptureFormat.csvColumns, limit: 1
        ).first
        throw CaptureError(line: nil, kind: .unknown(.column(name), suggestion: suggestion))
      }
      guard !slots.contains(slot) else {
        throw CaptureError(line: nil, kind: .duplicate(.column(name)))
      }
      slots.append(slot)
    }
    for slot in Slot.allCases
    where !slots.contains(slot) && !CaptureFormat.optionalFields.contains(slot.name) {
      throw CaptureError(line: nil, kind: .missing(.column(slot.name)))
    }
    self.slots = slots
  }

  /// The fields of one sample row.
  ///
  /// - Throws: ``CaptureError`` (without a line) for a wrong number of cells or a bad cell.
  func fields(_ line: UnsafeBufferPointer<UInt8>) throws(CaptureError) -> SampleFields {
    var fields = SampleFields()
    let count = try Self.forEachCell(line) { index, cell throws(CaptureError) in
      guard index < slots.count else { return }
      let slot = slots[index]
      if slot == .isAdjustingExposure {
        fields.isAdjustingExposure = try Self.flag(cell, slot.name)
        return
      }
      if cell.isEmpty && slot == .clippedFraction { return }
      let value = try Self.number(cell, slot.name)
      switch slot {
      case .timestamp: fields.timestamp = value
      case .exposureDuration: fields.exposureDuration = value
      case .iso: fields.iso = value
      case .lensAperture: fields.lensAperture = value
      case .exposureTargetOffset: fields.exposureTargetOffset = value
      case .gravityX: fields.gravityX = value
      case .gravityY: fields.gravityY = value
      case .gravityZ: fields.gravityZ = value
      case .clippedFraction: fields.clippedFraction = value
      case .isAdjustingExposure: break
      }
    }
    guard count == slots.count else {
      throw CaptureError(line: nil, kind: .cellCount(expected: slots.count, found: count))
    }
    return fields
  }

  // MARK: - Cells

  /// Calls `body` with each cell's index and bytes (``CSVReader``'s rules) and returns how
  /// many cells the line has.
  @discardableResult
  static func forEachCell(
    _ line: UnsafeBufferPointer<UInt8>,
    _ body: (Int, UnsafeBufferPointer<UInt8>) throws(CaptureError) -> Void
  ) throws(CaptureError) -> Int {
    var fields = CSVReader.LineFields(line)
    var index = 0
    while true {
      let field: CSVReader.Field
      do throws(CSVProblem) {
        guard let next = try fields.next() else { return index }
        field = next
      } catch {
        throw CaptureError(line: nil, kind: .badCell(error))
      }
      try body(index, field.bytes)
      index += 1
    }
  }

  private static func number(_ cell: UnsafeBufferPointer<UInt8>, _ field: String)
    throws(CaptureError) -> Double
  {
    var scanner = JSONScanner(cell)
    guard !cell.isEmpty, case .number(let value)? = try? scanner.parseDocument() else {
      throw CaptureError(line: nil, kind: .wrongType(.column(field), expected: .number))
    }
    return value
  }

  private static func flag(_ cell: UnsafeBufferPointer<UInt8>, _ field: String)
    throws(CaptureError) -> Bool
  {
    // ASCII letters fold to lower case with 0x20.
    func spells(_ word: StaticString) -> Bool {
      cell.count == word.utf8CodeUnitCount
        && (0..<cell.count).allSatisfy { cell[$0] | 0x20 == word.utf8Start[$0] }
    }
    if spells("true") || (cell.count == 1 && cell[0] == UInt8(ascii: "1")) { return true }
    if spells("false") || (cell.count == 1 && cell[0] == UInt8(ascii: "0")) { return false }
    throw CaptureError(line: nil, kind: .wrongType(.column(field), expected: .boolean))
  }
}
