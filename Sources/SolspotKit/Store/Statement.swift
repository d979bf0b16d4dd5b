#if canImport(SQLite3)
  internal import SQLite3
#else
  internal import CSQLite
#endif

/// A prepared SQL statement, finalized in `deinit`.
///
/// Parameters are bound by index only (`?`), never spliced into the SQL text, so no name,
/// note or file name can change what a statement does.
///
/// Related SQLite documentation: <https://www.sqlite.org/c3ref/stmt.html>
final class Statement {
  /// The connection, kept alive while the statement exists.
  let connection: Connection
  /// The C handle.
  let handle: OpaquePointer
  /// The SQL text, with placeholders.
  let sql: String

  init(connection: Connection, sql: String) throws(StoreError) {
    var statement: OpaquePointer?
    let code = sqlite3_prepare_v2(connection.handle, sql, -1, &statement, nil)
    guard code == SQLITE_OK, let statement else {
      sqlite3_finalize(statement)
      throw connection.error(code == SQLITE_OK ? SQLITE_MISUSE : code, sql: sql)
    }
    self.connection = connection
    self.handle = statement
    self.sql = sql
  }

  deinit { sqlite3_finalize(handle) }

  /// The destructor value that tells SQLite to copy bound text at once.
  private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

  /// Resets the statement and binds `values` to parameters 1, 2, …
  ///
  /// - Precondition: `values` has one value per parameter.
  func bind(_ values: [StoreValue]) throws(StoreError) {
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
    precondition(
      values.count == Int(sqlite3_bind_parameter_count(handle)),
      "\(values.count) values for \(sqlite3_bind_parameter_count(handle)) parameters")
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      let code: Int32
      switch value {
      case .null:
        code = sqlite3_bind_null(handle, index)
      case .integer(let number):
        code = sqlite3_bind_int64(handle, index, number)
      case .real(let number):
        code = sqlite3_bind_double(handle, index, number)
      case .text(let text):
        var text = text
        code = text.withUTF8 { bytes in
          bytes.withMemoryRebound(to: CChar.self) { chars in
            // The byte count is given, so text with a NUL inside is bound whole. Empty text
            // has no buffer, and a null pointer would bind NULL instead of ''.
            guard let base = chars.baseAddress else {
              return sqlite3_bind_text(handle, index, "", 0, Self.transient)
            }
            return sqlite3_bind_text(handle, index, base, Int32(chars.count), Self.transient)
          }
        }
      }
      guard code == SQLITE_OK else { throw connection.error(code, sql: sql) }
    }
  }

  /// Advances to the next row.
  ///
  /// - Returns: `true` when a row is ready, `false` when the statement has finished.
  /// - Throws: ``StoreError`` for any other result.
  func step() throws(StoreError) -> Bool {
    let code = sqlite3_step(handle)
    switch code {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    default:
      let error = connection.error(code, sql: sql)
      sqlite3_reset(handle)
      throw error
    }
  }

  /// Binds `values`, steps to the end, and resets.
  func run(_ values: [StoreValue] = []) throws(StoreError) {
    try bind(values)
    while try step() {}
    sqlite3_reset(handle)
  }

  // MARK: - Columns of the current row

  /// The number of columns in a row.
  var columnCount: Int { Int(sqlite3_column_count(handle)) }

  /// The value of column `index` (from 0) of the current row.
  func value(at index: Int) -> StoreValue {
    let column = Int32(index)
    switch sqlite3_column_type(handle, column) {
    case SQLITE_INTEGER: return .integer(sqlite3_column_int64(handle, column))
    case SQLITE_FLOAT: return .real(sqlite3_column_double(handle, column))
    case SQLITE_NULL: return .null
    default: return .text(text(at: index) ?? "")
    }
  }

  /// Column `index` as text, or `nil` when it is `NULL`.
  func text(at index: Int) -> String? {
    let column = Int32(index)
    guard let bytes = sqlite3_column_text(handle, column) else { return nil }
    let count = Int(sqlite3_column_bytes(handle, column))
    return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
  }

  /// Column `index` as a double, or `nil` when it is `NULL` or not a number.
  func double(at index: Int) -> Double? {
    switch value(at: index) {
    case .real(let number): number
    case .integer(let number): Double(number)
    default: nil
    }
  }

  /// Column `index` as an integer, or `nil` when it is `NULL` or not an integer.
  func integer(at index: Int) -> Int64? {
    if case .integer(let number) = value(at: index) { number } else { nil }
  }
}
