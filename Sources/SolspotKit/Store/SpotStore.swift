/// The saved spots and their readings, in one SQLite file.
///
/// Opening a store follows GRDB's order, so that a file that is not a Solspot store is never
/// written to:
/// 1. `sqlite3_open_v2`, then a busy timeout so every later step waits for other processes;
/// 2. `SELECT * FROM sqlite_master LIMIT 1`, which fails on a file that is not a database;
/// 3. the application id and `user_version`: an empty file becomes a new store, a store from
///    a newer schema is refused, an SQLite database of another program is refused;
/// 4. `journal_mode=WAL` (checked: the reply must be "wal"), `synchronous=NORMAL`,
///    `foreign_keys=ON`;
/// 5. the ordered ``Migrations``, each in its own transaction.
///
/// Every write runs in `BEGIN IMMEDIATE` through ``write(_:)``, retried while another process
/// holds the lock, so concurrent writers wait for each other instead of failing with
/// "database is locked". The schema is documented in docs/store.md.
///
/// - warning: a store is a single file plus its `-wal` and `-shm` companions while open; copy
///   the file only when no process has it open, or use `spot export`.
public final class SpotStore: @unchecked Sendable {
  // @unchecked: the only mutable state is `connection`, and every use of it goes through
  // `lock.withLock`, so calls from any number of threads run one at a time, as GRDB's
  // DatabaseQueue does.
  private let connection: Connection
  private let lock = Lock()

  /// The path of the store's file.
  public let path: String

  /// The schema version this version of Solspot writes.
  public static var schemaVersion: Int { Migrations.latestVersion }

  /// Opens the store at `path`, creating it when the file does not exist or is empty.
  ///
  /// The folder must exist. A file that is not an SQLite database, an SQLite database of
  /// another program, or a store from a newer schema is refused and left byte-for-byte
  /// unchanged.
  ///
  /// - Throws: ``StoreError``: ``StoreError/notADatabase`` for a foreign or damaged file,
  ///   ``StoreError/schema`` for a newer store, SQLite's error otherwise.
  public init(path: String) throws {
    let connection = try Connection(path: path)
    connection.setBusyTimeout(milliseconds: Connection.busyTimeoutMilliseconds)
    try Self.checkIsStore(connection)
    let mode = try connection.executeRetryingBusy("PRAGMA journal_mode = WAL")
    guard case .text(let reply) = mode, reply.lowercased() == "wal" else {
      throw StoreError(
        code: .cannotOpen,
        message: "cannot switch the store to write-ahead logging (journal mode stayed "
          + "'\(mode.flatMap { if case .text(let text) = $0 { text } else { nil } } ?? "")')",
        sql: "PRAGMA journal_mode = WAL")
    }
    try connection.executeScript("PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON")
    try Migrations.migrate(connection)
    self.connection = connection
    self.path = path
  }

  /// Steps 2 and 3 of opening: fails on anything that is not a new or current Solspot store,
  /// before anything is written.
  private static func checkIsStore(_ connection: Connection) throws {
    do {
      let probe = try connection.prepare("SELECT * FROM sqlite_master LIMIT 1")
      _ = try probe.step()
    } catch {
      throw StoreError(
        code: error.code.primary == .notADatabase ? .notADatabase : error.code,
        message: error.code.primary == .notADatabase
          ? "the file is not a Solspot store (not an SQLite database); it was left unchanged"
          : error.message, sql: error.sql)
    }
    let applicationID = try connection.integer("PRAGMA application_id")
    let version = try connection.integer("PRAGMA user_version")
    let objects = try connection.integer("SELECT count(*) FROM sqlite_master")
    if applicationID == Migrations.applicationID {
      if version > Migrations.latestVersion { throw Migrations.newerVersion(Int(version)) }
      return
    }
    guard applicationID == 0, version == 0, objects == 0 else {
      throw StoreError(
        code: .notADatabase,
        message: "the file is an SQLite database of another program, not a Solspot store; "
          + "it was left unchanged")
    }
  }

  // MARK: - Transactions

  /// Runs `body` in one write transaction, serialized with every other use of the store.
  func write<T>(_ body: (Connection) throws -> T) throws -> T {
    try lock.withLock { try connection.write(body) }
  }

  /// Runs `body` in one read transaction: every statement in it sees the same snapshot.
  func read<T>(_ body: (Connection) throws -> T) throws -> T {
    try lock.withLock { try connection.read(body) }
  }

  /// Checks the whole file with `PRAGMA integrity_check`.
  ///
  /// - Returns: SQLite's report: `["ok"]` for a sound file.
  public func integrityCheck() throws -> [String] {
    try read { db in
      let statement = try db.prepare("PRAGMA integrity_check")
      var lines: [String] = []
      while try statement.step() { lines.append(statement.text(at: 0) ?? "") }
      return lines
    }
  }
}
