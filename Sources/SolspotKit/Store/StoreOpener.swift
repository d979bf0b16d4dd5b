/// The steps of ``SpotStore/init(path:access:)``: a writing open (checks, WAL, migrations) and
/// a reading one (no writes at all, with the ways around a read-only folder that SQLite
/// allows).
enum StoreOpener {
  /// An open connection and what opening it did.
  struct Opened {
    let connection: Connection
    /// Whether `PRAGMA quick_check` has just found the file sound (before a migration).
    let isChecked: Bool
    /// The changes migrations made to spots.
    let repairs: [SpotRepair]
  }

  /// Opens `file` for `access`.
  static func open(_ file: StoreFile, access: StoreAccess) throws -> Opened {
    switch access {
    case .readWrite:
      try file.check(creating: true)
      return try writable(file)
    case .readOnly:
      try file.check(creating: false)
      return try readable(file)
    }
  }

  // MARK: - Writing

  /// Steps 1 to 5 of opening (``SpotStore``), with a refusal to write worded as
  /// ``StoreProblem/readOnly(_:)`` and its cause.
  static func writable(_ file: StoreFile) throws -> Opened {
    // What a reader that may not write the file left behind would block every write.
    file.removeCompanionsBlockingWriters()
    do {
      let connection = try Connection(path: file.path)
      connection.setBusyTimeout(milliseconds: Connection.busyTimeoutMilliseconds)
      try SpotStore.checkIsStore(connection)
      // SQLite opens a file it may not write read-only without saying so.
      if connection.isReadOnly {
        throw StoreError(.readOnly(file.writeBlocker() ?? .unknown), code: .readOnly)
      }
      let mode = try connection.executeRetryingBusy("PRAGMA journal_mode = WAL")
      guard case .text(let reply) = mode, reply.lowercased() == "wal" else {
        throw StoreError(
          code: .cannotOpen, sql: "PRAGMA journal_mode = WAL",
          problem: .walRefused(
            mode: mode.flatMap { if case .text(let text) = $0 { text } else { nil } } ?? ""))
      }
      try connection.executeScript("PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON")
      // An existing store is checked before a migration writes to it; a new one has nothing
      // to check.
      let version = try connection.integer("PRAGMA user_version")
      let isUpgrade = version > 0 && version < Migrations.latestVersion
      if isUpgrade { try SpotStore.requireSound(connection) }
      let repairs = try Migrations.migrate(connection)
      return Opened(connection: connection, isChecked: isUpgrade, repairs: repairs)
    } catch let error as StoreError where error.problem.map(Self.mayBeBlockedWrite) ?? true {
      guard [.readOnly, .cannotOpen, .permission].contains(error.code.primary) else { throw error }
      // SQLite's refusal to write (or to create `-wal` and `-shm`) is told by what blocks it.
      guard let cause = file.writeBlocker() else {
        guard error.code.primary == .readOnly else { throw error }
        throw StoreError(.readOnly(.unknown), code: error.code, sqliteMessage: error.sqliteMessage)
      }
      throw StoreError(.readOnly(cause), code: .readOnly, sqliteMessage: error.sqliteMessage)
    }
  }

  /// Whether a write refused for `problem` may be a folder or file this user cannot write:
  /// a journal mode SQLite could not switch may be.
  private static func mayBeBlockedWrite(_ problem: StoreProblem) -> Bool {
    if case .walRefused = problem { return true }
    return false
  }

  // MARK: - Reading

  /// A connection that reads `file` and writes nothing.
  ///
  /// SQLite reads a WAL store read-only when it can open or create `PATH-shm`; in a folder it
  /// cannot write, and with no `PATH-wal` (or an empty one), the main file holds every
  /// commit, and the file is opened `immutable`. With a non-empty `PATH-wal` and no
  /// `PATH-shm` there, the log cannot be read and the main file alone may be stale: refused
  /// with ``StoreProblem/walUnreadable``. A file nobody but the superuser may write, with no
  /// commit in a log, is opened `immutable` too, so that reading it creates no `PATH-wal` or
  /// `PATH-shm` with the file's read-only mode (``StoreFile/hasNoWriteBits``).
  static func readable(_ file: StoreFile) throws -> Opened {
    let isFrozen = file.hasNoWriteBits && file.walHoldsNothing
    var connection = try Connection(path: file.path, mode: isFrozen ? .immutable : .readOnly)
    connection.setBusyTimeout(milliseconds: Connection.busyTimeoutMilliseconds)
    do {
      try SpotStore.checkIsStore(connection)
    } catch let error as StoreError
      where error.problem == nil && [.readOnly, .cannotOpen].contains(error.code.primary)
    {
      guard file.isWALMode, !isFrozen else { throw error }
      if !file.walHoldsNothing {
        guard !StoreFile.exists(file.shmPath) else { throw error }
        throw StoreError(.walUnreadable, code: .cannotOpen, sqliteMessage: error.sqliteMessage)
      }
      connection = try Connection(path: file.path, mode: .immutable)
      try SpotStore.checkIsStore(connection)
    }
    let version = Int(try connection.integer("PRAGMA user_version"))
    guard version < Migrations.latestVersion else {
      return Opened(connection: connection, isChecked: false, repairs: [])
    }
    // An older store (or an empty file) is upgraded when it can be written; reading it as it
    // is would need every older schema's reader.
    if let cause = file.writeBlocker() {
      throw StoreError(
        .needsUpgrade(from: version, to: Migrations.latestVersion, blockedBy: cause),
        code: .readOnly)
    }
    return try writable(file)
  }
}
