/// A result code of the SQLite C API, primary or extended.
///
/// Extended codes carry their primary code in the low byte (`SQLITE_BUSY_SNAPSHOT` is
/// `SQLITE_BUSY | (2 << 8)`), so ``primary`` groups them. The constants below use Swift names;
/// each one's doc names its C spelling, as swift-system's `Errno` does.
///
/// Related SQLite documentation: <https://www.sqlite.org/rescode.html>
public struct ResultCode: RawRepresentable, Sendable, Hashable {
  /// The C value.
  public let rawValue: Int32

  /// Wraps a C result code.
  public init(rawValue: Int32) { self.rawValue = rawValue }

  /// The primary code: the low byte of an extended code.
  public var primary: ResultCode { ResultCode(rawValue: rawValue & 0xFF) }

  /// Whether this is an extended code rather than a primary one.
  public var isExtended: Bool { rawValue > 0xFF }

  // MARK: - Primary codes

  /// Success. The C code is `SQLITE_OK` (0).
  public static let ok = ResultCode(rawValue: 0)
  /// A generic error. The C code is `SQLITE_ERROR` (1).
  public static let error = ResultCode(rawValue: 1)
  /// An internal malfunction of SQLite. The C code is `SQLITE_INTERNAL` (2).
  public static let internalError = ResultCode(rawValue: 2)
  /// Access permission denied. The C code is `SQLITE_PERM` (3).
  public static let permission = ResultCode(rawValue: 3)
  /// An operation was aborted. The C code is `SQLITE_ABORT` (4).
  public static let abort = ResultCode(rawValue: 4)
  /// Another connection holds a lock on the database file. The C code is `SQLITE_BUSY` (5).
  public static let busy = ResultCode(rawValue: 5)
  /// A conflict within this connection. The C code is `SQLITE_LOCKED` (6).
  public static let locked = ResultCode(rawValue: 6)
  /// Memory could not be allocated. The C code is `SQLITE_NOMEM` (7).
  public static let noMemory = ResultCode(rawValue: 7)
  /// The database cannot be written. The C code is `SQLITE_READONLY` (8).
  public static let readOnly = ResultCode(rawValue: 8)
  /// An operation was interrupted. The C code is `SQLITE_INTERRUPT` (9).
  public static let interrupt = ResultCode(rawValue: 9)
  /// The operating system reported an I/O error. The C code is `SQLITE_IOERR` (10).
  public static let ioError = ResultCode(rawValue: 10)
  /// The database file is damaged. The C code is `SQLITE_CORRUPT` (11).
  public static let corrupt = ResultCode(rawValue: 11)
  /// The disk is full. The C code is `SQLITE_FULL` (13).
  public static let full = ResultCode(rawValue: 13)
  /// The file cannot be opened. The C code is `SQLITE_CANTOPEN` (14).
  public static let cannotOpen = ResultCode(rawValue: 14)
  /// The schema is not what was expected. The C code is `SQLITE_SCHEMA` (17).
  public static let schema = ResultCode(rawValue: 17)
  /// A string or blob is too big. The C code is `SQLITE_TOOBIG` (18).
  public static let tooBig = ResultCode(rawValue: 18)
  /// A constraint failed (unique, foreign key, check, not null). The C code is
  /// `SQLITE_CONSTRAINT` (19).
  public static let constraint = ResultCode(rawValue: 19)
  /// A value of the wrong type. The C code is `SQLITE_MISMATCH` (20).
  public static let mismatch = ResultCode(rawValue: 20)
  /// The API was used wrongly. The C code is `SQLITE_MISUSE` (21).
  public static let misuse = ResultCode(rawValue: 21)
  /// A bind index out of range. The C code is `SQLITE_RANGE` (25).
  public static let range = ResultCode(rawValue: 25)
  /// The file is not a database. The C code is `SQLITE_NOTADB` (26).
  public static let notADatabase = ResultCode(rawValue: 26)
  /// A statement has another row ready. The C code is `SQLITE_ROW` (100).
  public static let row = ResultCode(rawValue: 100)
  /// A statement has finished. The C code is `SQLITE_DONE` (101).
  public static let done = ResultCode(rawValue: 101)

  // MARK: - Matching errors

  /// Whether `error` is a ``StoreError`` with this code, so that `catch StoreError.busy`
  /// works.
  ///
  /// A primary pattern matches every extended code of its group; an extended pattern matches
  /// only itself.
  public static func ~= (pattern: ResultCode, error: any Error) -> Bool {
    guard let error = error as? StoreError else { return false }
    return pattern.isExtended ? error.code == pattern : error.code.primary == pattern
  }
}
