#if canImport(SQLite3)
  internal import SQLite3
#else
  internal import CSQLite
#endif

/// One open SQLite database connection: the thin wrapper every store operation goes through.
///
/// The connection is closed after a failed open and in `deinit`. It is not safe to use from
/// two threads at once; ``SpotStore`` serializes access to it.
///
/// Related SQLite documentation: <https://www.sqlite.org/c3ref/open.html>
final class Connection {
  /// The C handle.
  let handle: OpaquePointer
  /// The file's path.
  let path: String

  /// How a connection opens its file.
  enum Mode {
    /// Read and write, creating the file when it does not exist.
    case readWrite
    /// Read only: `SQLITE_OPEN_READONLY`.
    case readOnly
    /// Read only and `immutable=1`: no locks, no `-wal`, no `-shm`. Only for a file with no
    /// `-wal` in a folder nobody can write (``StoreFile/immutableURI``).
    case immutable
  }

  /// Opens (or creates) the database file at `path`.
  ///
  /// Opening reads nothing yet: SQLite looks at the file at the first statement, which is why
  /// ``SpotStore`` runs a harmless read before anything else.
  ///
  /// - Throws: ``StoreError`` when the file cannot be opened.
  init(path: String, mode: Mode = .readWrite) throws(StoreError) {
    var db: OpaquePointer?
    let flags: Int32
    let name: String
    switch mode {
    case .readWrite:
      flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
      name = path
    case .readOnly:
      flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX
      name = path
    case .immutable:
      flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_URI
      name = StoreFile(path: path).immutableURI
    }
    let code = sqlite3_open_v2(name, &db, flags, nil)
    guard code == SQLITE_OK, let db else {
      let message = db.map { String(cString: sqlite3_errmsg($0)) }
      // A failed open may still allocate a handle, which must be closed.
      sqlite3_close(db)
      throw StoreError(code: ResultCode(rawValue: code), sqliteMessage: message)
    }
    sqlite3_extended_result_codes(db, 1)
    self.handle = db
    self.path = path
  }

  /// Whether SQLite opened the main database read-only: asked for, or fallen back to because
  /// the file cannot be written.
  var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

  deinit {
    // Statements hold a strong reference to their connection, so all are finalized by now.
    sqlite3_close_v2(handle)
  }

  /// How long a statement waits for another connection's lock before it gives up with
  /// `SQLITE_BUSY`.
  func setBusyTimeout(milliseconds: Int32) {
    sqlite3_busy_timeout(handle, milliseconds)
  }

  /// Prepares one statement.
  ///
  /// - Throws: ``StoreError`` with SQLite's message and the SQL.
  func prepare(_ sql: String) throws(StoreError) -> Statement {
    try Statement(connection: self, sql: sql)
  }

  /// Runs one statement that returns no rows, with `values` bound by index.
  func execute(_ sql: String, _ values: [StoreValue] = []) throws(StoreError) {
    let statement = try prepare(sql)
    try statement.bind(values)
    while try statement.step() {}
  }

  /// Runs a script of statements separated by semicolons, none of them with parameters.
  func executeScript(_ sql: String) throws(StoreError) {
    let code = sqlite3_exec(handle, sql, nil, nil, nil)
    guard code == SQLITE_OK else { throw error(code, sql: sql) }
  }

  /// The first column of the first row of a query, or `nil` when there is no row.
  func scalar(_ sql: String, _ values: [StoreValue] = []) throws(StoreError) -> StoreValue? {
    let statement = try prepare(sql)
    try statement.bind(values)
    guard try statement.step() else { return nil }
    return statement.value(at: 0)
  }

  /// The integer in the first column of the first row, or 0 when there is none.
  func integer(_ sql: String, _ values: [StoreValue] = []) throws(StoreError) -> Int64 {
    if case .integer(let value) = try scalar(sql, values) { return value }
    return 0
  }

  /// The row id of the last row inserted on this connection.
  var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

  /// The number of rows the last statement changed.
  var changes: Int { Int(sqlite3_changes(handle)) }

  /// Whether a transaction is open.
  var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

  /// The error for result `code`, with SQLite's current message.
  func error(_ code: Int32, sql: String?) -> StoreError {
    let extended = sqlite3_extended_errcode(handle)
    let resolved = (extended & 0xFF) == (code & 0xFF) ? extended : code
    return StoreError(
      code: ResultCode(rawValue: resolved), sqliteMessage: String(cString: sqlite3_errmsg(handle)),
      sql: sql)
  }
}
