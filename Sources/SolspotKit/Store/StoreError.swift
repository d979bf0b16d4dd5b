/// An error from the saved-spot store: SQLite's result code, SQLite's message, the statement
/// that failed, and Solspot's finding when it has one.
///
/// The error is pattern-matchable by code, the way GRDB's `DatabaseError` is:
///
/// ```swift
/// do { try store.add(spot) } catch StoreError.busy { … } catch StoreError.notADatabase { … }
/// ```
///
/// Solspot's own refusals use the SQLite code closest in meaning, with a ``problem`` saying
/// what Solspot found (the CLI words it):
/// - a file that is not a Solspot store: ``notADatabase``;
/// - a store written by a newer schema version: ``schema``;
/// - a row whose values no reading can have (edited by hand or damaged): ``corrupt``;
/// - a file Solspot can tell more about (a folder, a read-only store, a missing schema
///   version): the nearest code.
///
/// Nothing in it holds bound values: statements bind by index, so `sql` holds only
/// placeholders.
public struct StoreError: Error, Sendable, Hashable {
  /// The result code, extended when SQLite gave one.
  public let code: ResultCode
  /// SQLite's own message (`sqlite3_errmsg`), when SQLite gave one: its words, kept as
  /// GRDB's `DatabaseError` keeps them.
  public let sqliteMessage: String?
  /// The statement that failed, when there was one.
  public let sql: String?
  /// Solspot's finding about the file or a row, when it has one.
  public let problem: StoreProblem?

  /// Creates an error.
  public init(
    code: ResultCode, sqliteMessage: String? = nil, sql: String? = nil,
    problem: StoreProblem? = nil
  ) {
    self.code = code
    self.sqliteMessage = sqliteMessage
    self.sql = sql
    self.problem = problem
  }

  /// An error for `problem`, with SQLite's `message` when there was one.
  init(_ problem: StoreProblem, code: ResultCode, sqliteMessage: String? = nil) {
    self.init(code: code, sqliteMessage: sqliteMessage, problem: problem)
  }

  /// `error` itself when it is a store error; otherwise a ``corrupt`` error for `row`, whose
  /// values no spot or reading can have (when the row is not known, without a problem).
  static func wrapping(_ error: any Error, row: StoreRow? = nil) -> StoreError {
    if let error = error as? StoreError { return error }
    guard let row else { return StoreError(code: .corrupt) }
    let (column, reason): (String, DataError.Reason) =
      switch error {
      case let data as DataError: (data.field, data.reason)
      case SpotError.invalidName(_, let problem): ("name", .spotText(problem))
      case SpotError.invalidText(let field, let problem): (field.rawValue, .spotText(problem))
      case SpotError.invalidLatitude(let value):
        ("latitude", .outOfRange(value, .from(-90, to: 90)))
      case SpotError.invalidDevice: ("device", .idLength(1...NewSpot.maxDeviceLength))
      default: ("", .undecodable)
      }
    return StoreError(.badRow(row, column: column, reason: reason), code: .corrupt)
  }

  // MARK: - Codes to match

  /// Another connection holds the lock for longer than the store waits. `SQLITE_BUSY`.
  public static let busy = ResultCode.busy
  /// A conflict inside one connection. `SQLITE_LOCKED`.
  public static let locked = ResultCode.locked
  /// The file is damaged, or a row holds values no reading can have. `SQLITE_CORRUPT`.
  public static let corrupt = ResultCode.corrupt
  /// The file is not an SQLite database, or not a Solspot store. `SQLITE_NOTADB`.
  public static let notADatabase = ResultCode.notADatabase
  /// The store's schema is newer than this version understands. `SQLITE_SCHEMA`.
  public static let schema = ResultCode.schema
  /// A constraint failed. `SQLITE_CONSTRAINT`.
  public static let constraint = ResultCode.constraint
  /// The file cannot be written. `SQLITE_READONLY`.
  public static let readOnly = ResultCode.readOnly
  /// The file cannot be opened. `SQLITE_CANTOPEN`.
  public static let cannotOpen = ResultCode.cannotOpen
  /// The disk is full. `SQLITE_FULL`.
  public static let full = ResultCode.full
}
