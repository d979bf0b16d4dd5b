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
/// "database is locked". The first write of a store (and a migration of an existing one) runs
/// `PRAGMA quick_check` inside its transaction first, so a file damaged inside is never
/// written to. The schema is documented in docs/store.md.
///
/// - warning: a store is a single file plus its `-wal` and `-shm` companions while open; copy
///   the file only when no process has it open, or use `spot export`.
public final class SpotStore: @unchecked Sendable {
  // @unchecked: the mutable state is `connection` and `isChecked`, and every use of either
  // goes through `lock.withLock`, so calls from any number of threads run one at a time, as
  // GRDB's DatabaseQueue does.
  private let connection: Connection
  private let lock = Lock()
  /// Whether `PRAGMA quick_check` has found the file sound since it was opened.
  private var isChecked = false

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
    // An existing store is checked before a migration writes to it; a new one has nothing to
    // check.
    let version = try connection.integer("PRAGMA user_version")
    let isUpgrade = version > 0 && version < Migrations.latestVersion
    if isUpgrade { try Self.requireSound(connection) }
    try Migrations.migrate(connection)
    self.connection = connection
    self.path = path
    self.isChecked = isUpgrade
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
  ///
  /// The first write since the store was opened checks the whole file with `PRAGMA
  /// quick_check` inside the transaction, before `body`: a store damaged inside is refused
  /// with ``StoreError/corrupt`` and left unchanged. Later writes trust that check (the cost
  /// is in docs/benchmarks.md).
  func write<T>(_ body: (Connection) throws -> T) throws -> T {
    try lock.withLock {
      try connection.write { db in
        if !isChecked {
          try Self.requireSound(db)
          isChecked = true
        }
        return try body(db)
      }
    }
  }

  /// Runs `body` in one read transaction: every statement in it sees the same snapshot.
  func read<T>(_ body: (Connection) throws -> T) throws -> T {
    try lock.withLock { try connection.read(body) }
  }

  /// Checks the whole file with `PRAGMA quick_check`: every page, record and free list, but
  /// not that indexes match their tables (O(N), no sorting).
  ///
  /// - Returns: SQLite's report: `["ok"]` for a sound file.
  public func quickCheck() throws -> [String] {
    try read { db in try Self.report(db, "PRAGMA quick_check") }
  }

  /// Throws ``StoreError/corrupt`` unless `PRAGMA quick_check` finds `db` sound.
  static func requireSound(_ db: Connection) throws {
    let lines: [String]
    do {
      lines = try report(db, "PRAGMA quick_check")
    } catch let error as StoreError where [.corrupt, .notADatabase].contains(error.code.primary) {
      throw StoreError(code: .corrupt, message: "the file is damaged inside: \(error.message)")
    }
    guard lines == ["ok"] else {
      throw StoreError(
        code: .corrupt,
        message: "the file is damaged inside: " + (lines.first ?? "quick_check gave no answer")
          + (lines.count > 1 ? " (and \(lines.count - 1) more problems)" : ""))
    }
  }

  private static func report(_ db: Connection, _ sql: String) throws -> [String] {
    let statement = try db.prepare(sql)
    var lines: [String] = []
    while try statement.step() { lines.append(statement.text(at: 0) ?? "") }
    return lines
  }

  /// Checks the whole file with `PRAGMA integrity_check`.
  ///
  /// - Returns: SQLite's report: `["ok"]` for a sound file.
  public func integrityCheck() throws -> [String] {
    try read { db in try Self.report(db, "PRAGMA integrity_check") }
  }
}
