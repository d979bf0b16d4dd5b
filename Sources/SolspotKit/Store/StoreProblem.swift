/// Why a store file cannot be opened, written or read, when the reason is Solspot's own
/// finding rather than SQLite's words: the file is a folder, the store is read-only, its
/// write-ahead log cannot be read, a row holds values no reading can have, and so on.
///
/// A ``StoreError`` carries one as ``StoreError/problem``; the CLI turns it into a sentence
/// with the fix. Each case has a stable ``code``.
public enum StoreProblem: Sendable, Hashable {
  /// The file is not an SQLite database, so not a Solspot store; it was left unchanged.
  case notADatabase
  /// The file is an SQLite database of another program; it was left unchanged.
  case otherDatabase
  /// The store was written by a newer version of Solspot (schema `version`; this one reads
  /// up to `readable`); it was left unchanged.
  case newerSchema(version: Int, readable: Int)
  /// SQLite's `quick_check` found the file damaged: its first finding in SQLite's words
  /// (`nil` when it gave none), and how many more it found.
  case damagedInside(String?, more: Int)
  /// SQLite kept the journal mode `mode` instead of write-ahead logging.
  case walRefused(mode: String)
  /// A row holds values no spot, reading or pair can have (edited by hand, or damaged):
  /// the row, its column (empty for the row as a whole) and what is wrong with it.
  case badRow(StoreRow, column: String, reason: DataError.Reason)
  /// The readings of the spot named `spot` after the first `read` could not be read, for
  /// `cause`.
  indirect case readingsCutShort(spot: String, read: Int, cause: StoreError)
  /// The spots after the first `read` could not be read, for `cause`.
  indirect case spotsCutShort(read: Int, cause: StoreError)
  /// A spot that cannot be read (`cause`) was left out of an export with its `readings`.
  indirect case spotLeftOut(cause: StoreError, readings: Int)
  /// Nothing is at the path (only a read-only open refuses that; a read-write open creates
  /// the store).
  case missing
  /// The path names a folder. `stat(2)` says `S_IFDIR`.
  case isFolder
  /// The path names something that is not a regular file: a device such as `/dev/null`, a
  /// named pipe (FIFO) or a socket.
  case notRegularFile(FileKind)
  /// The file, or a folder on its path, may not be read by this user. The C error is
  /// `EACCES`.
  case permissionDenied
  /// The store cannot be written, and why.
  case readOnly(ReadOnlyCause)
  /// The store has a write-ahead log (`PATH-wal`) with no shared-memory index
  /// (`PATH-shm`), and the folder cannot be written to create one: SQLite cannot read the
  /// log, and reading the main file alone could give stale data.
  case walUnreadable
  /// `PRAGMA user_version` is 0, but the file holds Solspot's tables: the version was reset
  /// by hand or by another program.
  case schemaVersionMissing
  /// The store is at schema version `from` and this version of Solspot reads `to`; the
  /// upgrade writes to the store, which cannot be written (`blockedBy`). Version 0 is an
  /// empty file that would become a store.
  case needsUpgrade(from: Int, to: Int, blockedBy: ReadOnlyCause)
  /// Not even the store's list of tables can be read (SQLite's `sqlite_master`): nothing in
  /// the file can be salvaged by reading it.
  case damagedBeyondSalvage

  /// What is at a path that is not a regular file.
  public enum FileKind: String, Sendable, Hashable {
    /// A character device, such as `/dev/null`. `S_IFCHR`.
    case characterDevice = "character-device"
    /// A block device. `S_IFBLK`.
    case blockDevice = "block-device"
    /// A named pipe. `S_IFIFO`.
    case fifo
    /// A socket. `S_IFSOCK`.
    case socket
    /// Anything else.
    case other
  }

  /// A stable code: `store-is-folder`, `store-read-only`, …
  public var code: String {
    switch self {
    case .missing: "store-missing"
    case .isFolder: "store-is-folder"
    case .notRegularFile: "store-not-regular-file"
    case .permissionDenied: "store-permission-denied"
    case .readOnly: "store-read-only"
    case .walUnreadable: "store-wal-unreadable"
    case .schemaVersionMissing: "store-schema-version-missing"
    case .needsUpgrade: "store-needs-upgrade"
    case .damagedBeyondSalvage: "store-damaged-beyond-salvage"
    case .notADatabase: "store-not-a-database"
    case .otherDatabase: "store-other-database"
    case .newerSchema: "store-newer-schema"
    case .damagedInside: "store-damaged-inside"
    case .walRefused: "store-wal-refused"
    case .badRow: "store-bad-row"
    case .readingsCutShort: "store-readings-cut-short"
    case .spotsCutShort: "store-spots-cut-short"
    case .spotLeftOut: "store-spot-left-out"
    }
  }
}

/// A row of the store, by table and row id.
public enum StoreRow: Sendable, Hashable {
  /// A saved spot.
  case spot(Int64)
  /// A reading.
  case reading(Int64)
  /// A calibration pair.
  case calibrationPair(Int64)
  /// The lamp of the spot with this id.
  case lamp(spot: Int64)
  /// The latest reading of the spot with this id.
  case latestReading(spot: Int64)
}

/// What keeps a store from being written, the first found in this order: the file (and its
/// folder, when both block), its folder, its write-ahead log, its shared-memory index.
public enum ReadOnlyCause: String, Sendable, Hashable {
  /// The store's file cannot be written (`chmod 444`, a read-only mount).
  case file
  /// The folder cannot be written, so SQLite cannot create `PATH-wal` and `PATH-shm` (or a
  /// new store file).
  case folder
  /// Neither the file nor its folder can be written: both must be made writable.
  case fileAndFolder = "file-and-folder"
  /// `PATH-wal` exists and cannot be written.
  case wal
  /// `PATH-shm` exists and cannot be written (a reader that could not write the file left it
  /// with the file's mode, and a process has the store open, so it cannot be removed).
  case shm
  /// The store was opened for reading only (``StoreAccess/readOnly``).
  case openedForReading = "opened-for-reading"
  /// SQLite refused the write and no file or folder on the path is read-only to this user
  /// (a read-only mount, for instance).
  case unknown
}

/// How a store is opened: to read and write, or to read only.
public enum StoreAccess: Sendable, Hashable {
  /// Read and write; a missing or empty file becomes a store. `SQLITE_OPEN_READWRITE |
  /// SQLITE_OPEN_CREATE`.
  case readWrite
  /// Read only: nothing is written, so read-only files and folders can be read.
  /// `SQLITE_OPEN_READONLY`.
  case readOnly
}
