/// An error from the saved-spot store: SQLite's result code, its message, and the statement
/// that failed.
///
/// The error is pattern-matchable by code, the way GRDB's `DatabaseError` is:
///
/// ```swift
/// do { try store.add(spot) } catch StoreError.busy { … } catch StoreError.notADatabase { … }
/// ```
///
/// Solspot's own refusals use the SQLite code closest in meaning, with Solspot's message:
/// - a file that is an SQLite database but not a Solspot store: ``notADatabase``;
/// - a store written by a newer schema version: ``schema``;
/// - a row whose values no reading can have (edited by hand or damaged): ``corrupt``;
/// - a file Solspot can tell more about (a folder, a read-only store, a missing schema
///   version): the nearest code, with ``problem`` saying what it found.
///
/// `description` never contains bound values: statements bind by index, so `sql` holds only
/// placeholders.
public struct StoreError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The result code, extended when SQLite gave one.
  public let code: ResultCode
  /// SQLite's or Solspot's message, a lower-case phrase.
  public let message: String
  /// The statement that failed, when there was one.
  public let sql: String?
  /// Solspot's finding about the file, when it has one: the CLI words these itself.
  public let problem: StoreProblem?

  /// Creates an error.
  public init(
    code: ResultCode, message: String, sql: String? = nil, problem: StoreProblem? = nil
  ) {
    self.code = code
    self.message = message
    self.sql = sql
    self.problem = problem
  }

  /// An error for `problem`, with SQLite's `message` when there was one, else the problem's
  /// code.
  init(_ problem: StoreProblem, code: ResultCode, message: String? = nil) {
    self.init(code: code, message: message ?? problem.code, problem: problem)
  }

  /// "database is locked (SQLite code 5)".
  public var description: String { "\(message) (\(code))" }

  /// `error` itself when it is a store error; otherwise a ``corrupt`` error with its words,
  /// for a row of spot `spot` (when given) whose fields no spot can have.
  static func wrapping(_ error: any Error, spot: Int64? = nil) -> StoreError {
    if let error = error as? StoreError { return error }
    let prefix = spot.map { "spot \($0) in the store cannot be read: " } ?? ""
    return StoreError(code: .corrupt, message: prefix + "\(error)")
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
