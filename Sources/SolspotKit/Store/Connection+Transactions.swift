#if canImport(SQLite3)
  internal import SQLite3
#else
  internal import CSQLite
#endif

extension Connection {
  /// How long one statement waits for another connection's lock: 5 seconds.
  ///
  /// Assumption: the longest write Solspot makes (a large import) takes well under a second
  /// per thousand readings, so 5 seconds covers a competing writer without a user noticing.
  static let busyTimeoutMilliseconds: Int32 = 5_000

  /// How many times a transaction is tried when the lock stays busy: 4, so a writer gives up
  /// only after about 20 seconds of waiting, with a message, never a hang.
  static let busyAttempts = 4

  /// Runs `body` in a write transaction (`BEGIN IMMEDIATE`) and commits it.
  ///
  /// `BEGIN IMMEDIATE` takes the write lock at the start, so a transaction never fails halfway
  /// because another process wrote first; a busy lock is waited for (the busy timeout) and the
  /// whole transaction is tried again, up to ``busyAttempts`` times. Any error rolls back
  /// everything `body` did.
  ///
  /// - Note: `body` may run more than once, so it should do nothing but database work.
  func write<T>(_ body: (Connection) throws -> T) throws -> T {
    try transaction("BEGIN IMMEDIATE", body)
  }

  /// Runs `body` in a read transaction, so that every statement in it sees one snapshot.
  func read<T>(_ body: (Connection) throws -> T) throws -> T {
    try transaction("BEGIN DEFERRED", body)
  }

  private func transaction<T>(_ begin: String, _ body: (Connection) throws -> T) throws -> T {
    precondition(!isInTransaction, "transactions do not nest")
    var attempt = 1
    while true {
      do {
        try executeScript(begin)
        let result = try body(self)
        try executeScript("COMMIT")
        return result
      } catch {
        if isInTransaction { try? executeScript("ROLLBACK") }
        guard case StoreError.busy = error, attempt < Self.busyAttempts else { throw error }
        attempt += 1
        sqlite3_sleep(Int32(20 * attempt))
      }
    }
  }

  /// Runs a statement outside any transaction, trying again while the lock is busy.
  func executeRetryingBusy(_ sql: String) throws(StoreError) -> StoreValue? {
    var attempt = 1
    while true {
      do {
        return try scalar(sql)
      } catch {
        guard case StoreError.busy = error, attempt < Self.busyAttempts else { throw error }
        attempt += 1
        sqlite3_sleep(Int32(20 * attempt))
      }
    }
  }

  /// Copies every commit of the write-ahead log into the main file and empties the log
  /// (`sqlite3_wal_checkpoint_v2` with `SQLITE_CHECKPOINT_TRUNCATE`), waiting for other
  /// connections up to the busy timeout.
  ///
  /// - Returns: Whether the checkpoint ran to the end: `false` when another connection kept
  ///   it from finishing (`SQLITE_BUSY`) or the store is not in WAL mode.
  ///
  /// Related SQLite documentation: <https://www.sqlite.org/c3ref/wal_checkpoint_v2.html>
  func checkpoint() -> Bool {
    var frames: Int32 = -1
    var copied: Int32 = -1
    let code = sqlite3_wal_checkpoint_v2(
      handle, "main", SQLITE_CHECKPOINT_TRUNCATE, &frames, &copied)
    return code == SQLITE_OK && frames >= 0
  }
}
