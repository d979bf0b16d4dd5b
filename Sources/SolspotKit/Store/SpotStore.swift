/// The saved spots and their readings, in one SQLite file.
///
/// Opening a store follows GRDB's order, so that a file that is not a Solspot store is never
/// written to:
/// 0. `stat(2)`: a folder, a device, a named pipe or a file this user may not read is refused
///    with its ``StoreProblem`` before SQLite sees it;
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
/// written to, unless the file is byte for byte as a checked writer left it
/// (``StoreFile/isUnchangedSinceCheck``). The schema is documented in docs/store.md.
///
/// - warning: a store is a single file plus its `-wal` and `-shm` companions while open; copy
///   the file only when no process has it open, or use `spot export`.
public final class SpotStore: @unchecked Sendable {
  // @unchecked: the mutable state is `connection`, `isChecked` and `hasWritten`, and every
  // use of them goes through `lock.withLock` (or `deinit`, when no other reference is left),
  // so calls from any number of threads run one at a time, as GRDB's DatabaseQueue does.
  private let connection: Connection
  private let lock = Lock()
  /// Whether the file is known sound since it was opened: `PRAGMA quick_check` found it so,
  /// or it was byte for byte as a checked writer left it.
  private var isChecked = false
  /// Whether a write transaction of this store has committed.
  private var hasWritten = false
  /// How the first write found the file sound, once it has.
  private(set) var soundness: Soundness?

  /// How a store was found sound before its first write.
  enum Soundness: Sendable, Hashable {
    /// `PRAGMA quick_check` read the whole file and answered `ok`.
    case quickCheck
    /// The file was byte for byte as a checked writer left it (``StoreFile/isUnchangedSinceCheck``).
    case unchangedSinceCheck
  }

  /// The path of the store's file.
  public let path: String
  /// Whether the store was opened to read only (``StoreAccess/readOnly``): every write then
  /// throws ``StoreProblem/readOnly(_:)`` with ``ReadOnlyCause/openedForReading``.
  public let access: StoreAccess
  /// The changes opening made to spots saved under older rules: the migration to schema
  /// version 4 (``SpotRepair``). Empty unless this open migrated the store.
  public let repairs: [SpotRepair]

  /// The schema version this version of Solspot writes.
  public static var schemaVersion: Int { Migrations.latestVersion }

  /// Opens the store at `path`.
  ///
  /// With ``StoreAccess/readWrite`` (the default) a missing or empty file becomes a new store
  /// (the folder must exist). With ``StoreAccess/readOnly`` nothing is written: a read-only
  /// file or folder can be read, a WAL store included (docs/store.md, "Reading a read-only
  /// store"); a store from an older schema is upgraded first when it can be written, and
  /// refused with ``StoreProblem/needsUpgrade(from:to:blockedBy:)`` when it cannot.
  ///
  /// A file that is not an SQLite database, an SQLite database of another program, or a store
  /// from a newer schema is refused and left byte-for-byte unchanged.
  ///
  /// - Throws: ``StoreError``: ``StoreError/notADatabase`` for a foreign or damaged file,
  ///   ``StoreError/schema`` for a newer store, an error with a ``StoreProblem`` for a folder,
  ///   a device, a file that may not be read, a read-only store opened to write, and the
  ///   like; SQLite's error otherwise.
  public init(path: String, access: StoreAccess = .readWrite) throws {
    let opened = try StoreOpener.open(StoreFile(path: path), access: access)
    self.connection = opened.connection
    self.isChecked = opened.isChecked
    self.repairs = opened.repairs
    self.path = path
    self.access = access
  }

  /// Records the file's fingerprint after this store's writes (``StoreFile/recordCheck()``),
  /// so that the next process to write skips the whole-file check if nothing changed the file
  /// in between. The log is moved into the main file first (`wal_checkpoint(TRUNCATE)`); when
  /// another connection keeps it from emptying, nothing is recorded.
  deinit {
    guard hasWritten, isChecked else { return }
    let file = StoreFile(path: path)
    guard connection.checkpoint(), file.walHoldsNothing else { return }
    file.recordCheck()
  }

  /// Steps 2 and 3 of opening: fails on anything that is not a new or current Solspot store,
  /// before anything is written.
  static func checkIsStore(_ connection: Connection) throws {
    do {
      let probe = try connection.prepare("SELECT * FROM sqlite_master LIMIT 1")
      _ = try probe.step()
    } catch {
      switch error.code.primary {
      case .notADatabase:
        throw StoreError(
          code: .notADatabase, sqliteMessage: error.sqliteMessage, sql: error.sql,
          problem: .notADatabase)
      case .corrupt:
        throw StoreError(
          .damagedBeyondSalvage, code: error.code, sqliteMessage: error.sqliteMessage)
      default:
        throw error
      }
    }
    let applicationID = try connection.integer("PRAGMA application_id")
    let version = try connection.integer("PRAGMA user_version")
    let objects = try connection.integer("SELECT count(*) FROM sqlite_master")
    if applicationID == Migrations.applicationID {
      if version > Migrations.latestVersion { throw Migrations.newerVersion(Int(version)) }
      if version == 0 { throw StoreError(.schemaVersionMissing, code: .schema) }
      return
    }
    guard applicationID == 0, version == 0, objects == 0 else {
      throw StoreError(.otherDatabase, code: .notADatabase)
    }
  }

  // MARK: - Transactions

  /// Runs `body` in one write transaction, serialized with every other use of the store.
  ///
  /// The first write since the store was opened checks the whole file with `PRAGMA
  /// quick_check` inside the transaction, before `body`: a store damaged inside is refused
  /// with ``StoreError/corrupt`` and left unchanged. Later writes trust that check (the cost
  /// is in docs/benchmarks.md). The check is skipped when the file is byte for byte as a
  /// checked writer left it (``StoreFile/isUnchangedSinceCheck``). SQLite's refusal to write (`SQLITE_READONLY`) becomes
  /// ``StoreProblem/readOnly(_:)`` with the file that blocks it.
  func write<T>(_ body: (Connection) throws -> T) throws -> T {
    guard access == .readWrite else {
      throw StoreError(.readOnly(.openedForReading), code: .readOnly)
    }
    return try lock.withLock {
      do {
        return try connection.write { db in
          if !isChecked {
            soundness = try Self.requireSound(db, file: StoreFile(path: path))
            isChecked = true
          }
          let result = try body(db)
          hasWritten = true
          return result
        }
      } catch let error as StoreError
        where error.problem == nil && error.code.primary == .readOnly
      {
        // SQLite says only that it may not write; the files say which one blocks it.
        let cause = StoreFile(path: path).writeBlocker() ?? .unknown
        throw StoreError(.readOnly(cause), code: error.code, sqliteMessage: error.sqliteMessage)
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

  /// Throws ``StoreError/corrupt`` unless `file` is byte for byte as a checked writer left it
  /// (``StoreFile/isUnchangedSinceCheck``) or `PRAGMA quick_check` finds `db` sound.
  ///
  /// - Precondition: `db` holds the write lock (`BEGIN IMMEDIATE`), so that no other process
  ///   changes the file between the comparison and the write.
  ///
  /// - Returns: Which of the two found it sound.
  static func requireSound(_ db: Connection, file: StoreFile) throws -> Soundness {
    if file.isUnchangedSinceCheck { return .unchangedSinceCheck }
    try requireSound(db)
    return .quickCheck
  }

  /// Throws ``StoreError/corrupt`` unless `PRAGMA quick_check` finds `db` sound.
  static func requireSound(_ db: Connection) throws {
    let lines: [String]
    do {
      lines = try report(db, "PRAGMA quick_check")
    } catch let error as StoreError where [.corrupt, .notADatabase].contains(error.code.primary) {
      throw StoreError(
        .damagedInside(error.sqliteMessage, more: 0), code: .corrupt,
        sqliteMessage: error.sqliteMessage)
    }
    guard lines == ["ok"] else {
      throw StoreError(.damagedInside(lines.first, more: max(lines.count - 1, 0)), code: .corrupt)
    }
  }

  static func report(_ db: Connection, _ sql: String) throws -> [String] {
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
