import SolspotKit

/// Store errors and the changes a migration made, in words, each with what to do about it
/// (docs/store.md, "Messages").
enum StoreText {
  /// The message after `PATH: ` for a store error.
  static func message(_ error: StoreError, path: String) -> String {
    let sqlite = error.sqliteMessage ?? code(error.code)
    if let problem = error.problem {
      if let detail = detail(problem) { return damaged(detail) }
      return message(problem, path: path, sqlite: sqlite)
    }
    switch error.code.primary {
    case .busy, .locked:
      return "the store is in use by another process and stayed busy for over 20 seconds; "
        + "try again"
    case .notADatabase, .schema: return sqlite
    case .corrupt: return damaged(error.sqliteMessage ?? "a row cannot be read")
    case .readOnly, .permission: return "the store is read-only (\(sqlite))"
    case .cannotOpen: return "the store cannot be opened (\(sqlite))"
    case .full: return "the disk is full; nothing was saved"
    default: return "\(sqlite) (\(code(error.code)))"
    }
  }

  /// What a damaged store's error found, as `spot list` and `export` name a part they left
  /// out: "reading 4 in the store cannot be read: field 'ev100': …".
  static func detail(_ error: StoreError) -> String {
    if let problem = error.problem, let detail = detail(problem) { return detail }
    return error.sqliteMessage ?? code(error.code)
  }

  /// A result code as SQLite documents it: "SQLite code 5".
  static func code(_ code: ResultCode) -> String { "SQLite code \(code.rawValue)" }

  private static func damaged(_ detail: String) -> String {
    "the store is damaged (\(detail)); nothing was changed; restore a copy or an export, or "
      + "salvage what can be read with 'solspot spot export'"
  }

  /// The finding of a damaged store, or `nil` for a problem that is not damage.
  private static func detail(_ problem: StoreProblem) -> String? {
    switch problem {
    case .damagedInside(let finding, let more):
      return "the file is damaged inside: " + (finding ?? "quick_check gave no answer")
        + (more > 0 ? " (and \(English.count(more, "more problem")))" : "")
    case .badRow(let row, let column, let reason):
      let head = words(row) + " in the store cannot be read"
      if column.isEmpty, reason == .undecodable { return head }
      return head + ": " + DataErrorText.detail(field: column, reason)
    case .readingsCutShort(let spot, let read, let cause):
      return "the readings of spot '\(spot)' after the \(read) read cannot be read: "
        + detail(cause)
    case .spotsCutShort(let read, let cause):
      return "the spots after the \(read) read cannot be read: " + detail(cause)
    case .spotLeftOut(let cause, let readings):
      return detail(cause) + "; it was left out with its " + English.count(readings, "reading")
    default:
      return nil
    }
  }

  private static func words(_ row: StoreRow) -> String {
    switch row {
    case .spot(let id): "spot \(id)"
    case .reading(let id): "reading \(id)"
    case .calibrationPair(let id): "calibration pair \(id)"
    case .lamp(let spot): "the lamp of spot \(spot)"
    case .latestReading(let spot): "the latest reading of spot \(spot)"
    }
  }

  private static func message(_ problem: StoreProblem, path: String, sqlite: String) -> String {
    let folder = folderOf(path)
    switch problem {
    case .missing:
      return "the store does not exist"
    case .isFolder:
      let base = path.hasSuffix("/") ? String(path.dropLast()) : path
      return "is a folder, not a file; give the store's file, such as \(base)/spots.sqlite"
    case .notRegularFile(let kind):
      return "is not a regular file (\(words(kind))); give the store's file, such as "
        + "~/.local/share/solspot/spots.sqlite"
    case .permissionDenied:
      return "permission denied: this user may not read the store, or a folder on its path; "
        + "check the permissions (ls -l)"
    case .readOnly(let cause):
      return "the store is read-only: \(reason(cause, path: path, sqlite: sqlite)); "
        + fix(cause, path: path) + "; nothing was changed"
    case .walUnreadable:
      return "the store has changes in its write-ahead log \(path)-wal that SQLite cannot read "
        + "without \(path)-shm, which it cannot create in the read-only folder \(folder); "
        + "reading the file alone could give stale data, so nothing was read; make \(folder) "
        + "writable (solspot then reads the log), or copy \(path) and \(path)-wal together "
        + "into a writable folder and read the copy"
    case .schemaVersionMissing:
      return "the store's schema version is missing: PRAGMA user_version is 0 although the "
        + "file holds Solspot's tables (it was changed by hand or by another program); the "
        + "file was left unchanged; restore a copy or an export"
    case .needsUpgrade(let from, let to, let cause):
      let blocked = reason(cause, path: path, sqlite: sqlite)
      if from == 0 {
        return "the file is empty, not yet a store, and it cannot be made one: \(blocked); "
          + fix(cause, path: path)
      }
      return "the store is at schema version \(from) and this Solspot reads version \(to); "
        + "upgrading it writes to the file, and the store is read-only: \(blocked); "
        + fix(cause, path: path) + "; then any solspot command upgrades it; or read it with "
        + "the Solspot version that wrote it"
    case .notADatabase:
      return "the file is not a Solspot store (not an SQLite database); it was left unchanged"
    case .otherDatabase:
      return "the file is an SQLite database of another program, not a Solspot store; it was "
        + "left unchanged"
    case .newerSchema(let version, let readable):
      return "the store was written by a newer version of Solspot (schema version \(version); "
        + "this version reads up to \(readable)) and was left unchanged; update Solspot"
    case .walRefused(let mode):
      return "the store cannot be opened (cannot switch the store to write-ahead logging "
        + "(journal mode stayed '\(mode)'))"
    case .damagedInside, .badRow, .readingsCutShort, .spotsCutShort, .spotLeftOut:
      return damaged(detail(problem) ?? "")
    case .damagedBeyondSalvage:
      return "the store is damaged beyond salvage: SQLite cannot read even its list of tables "
        + "(\(sqlite)), so no spot can be read from it, by 'solspot spot export' either; the "
        + "file was left unchanged; restore a backup copy of it, or import an earlier export "
        + "into a new store ('solspot spot import FILE --store NEW')"
    }
  }

  /// What blocks writing, after "the store is read-only: ".
  private static func reason(_ cause: ReadOnlyCause, path: String, sqlite: String) -> String {
    switch cause {
    case .file: "this user may not write the file"
    case .fileAndFolder:
      "this user may write neither the file nor its folder \(folderOf(path)), where SQLite "
        + "keeps \(path)-wal and \(path)-shm while it writes"
    case .folder:
      "this user may not write in the folder \(folderOf(path)), where SQLite keeps "
        + "\(path)-wal and \(path)-shm while it writes"
    case .wal: "this user may not write \(path)-wal"
    case .shm:
      "this user may not write \(path)-shm, which a process that could only read the store "
        + "left behind"
    case .openedForReading: "it was opened for reading only"
    case .unknown:
      "SQLite refused to write (\(sqlite)), though the file and its folder allow this user to "
        + "write (a read-only file system?)"
    }
  }

  /// How to make the store writable.
  private static func fix(_ cause: ReadOnlyCause, path: String) -> String {
    switch cause {
    case .file: "make it writable (chmod u+w \(ShellWord.quoted(path)))"
    case .folder: "make the folder writable, or copy the store into one that is"
    case .fileAndFolder:
      "make both writable (chmod u+w \(ShellWord.quoted(path)) "
        + "\(ShellWord.quoted(folderOf(path)))), or copy the store into a writable folder and "
        + "make the copy writable"
    case .wal:
      "make it writable (chmod u+w \(ShellWord.quoted(path + "-wal")), as its owner), or, if "
        + "it is empty, remove it while no solspot runs"
    case .shm:
      "make it writable (chmod u+w \(ShellWord.quoted(path + "-shm"))), or remove it while no "
        + "solspot runs"
    case .openedForReading, .unknown: "check how the file system is mounted"
    }
  }

  private static func words(_ kind: StoreProblem.FileKind) -> String {
    switch kind {
    case .characterDevice: "a device, such as /dev/null"
    case .blockDevice: "a disk device"
    case .fifo: "a named pipe"
    case .socket: "a socket"
    case .other: "not a file"
    }
  }

  private static func folderOf(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let folder = String(path[..<slash])
    return folder.isEmpty ? "/" : folder
  }

  // MARK: - Migration

  /// The lines for standard error about the spots a migration changed, none when it
  /// changed none: one summary, then one line per change.
  static func repairs(_ repairs: [SpotRepair], path: String) -> [String] {
    guard !repairs.isEmpty else { return [] }
    let spots = Set(repairs.map(\.spot)).count
    var lines = [
      "solspot: \(path): upgraded the store to schema version \(SpotStore.schemaVersion), "
        + "whose names are unique ignoring case and invisible characters; "
        + "\(spots) spot\(spots == 1 ? " was" : "s were") changed, no spot or reading removed:"
    ]
    for repair in repairs {
      let before = SpotTextWords.shown(repair.before)
      switch (repair.field, repair.cause) {
      case (.name, .sameNameAs(let earlier)):
        lines.append(
          "solspot: \(path): spot \(before) is now \(SpotTextWords.shown(repair.after ?? "")): "
            + "the same name as the earlier spot \(SpotTextWords.shown(earlier))")
      case (.name, let cause):
        lines.append(
          "solspot: \(path): spot \(before) is now \(SpotTextWords.shown(repair.after ?? "")): "
            + "the old name \(words(cause, .name))")
      case (let field, let cause):
        let change =
          repair.after.map { "is now \(SpotTextWords.shown($0))" } ?? "was removed"
        lines.append(
          "solspot: \(path): the \(field.rawValue) of spot \(SpotTextWords.shown(repair.spotName)) "
            + "\(change): "
            + "it \(words(cause, field))")
      }
    }
    return lines
  }

  private static func words(_ cause: SpotRepair.Cause, _ field: SpotTextField) -> String {
    switch cause {
    case .sameNameAs(let name): "is the same as \(SpotTextWords.shown(name))"
    case .invalid(let problem): SpotTextWords.problem(problem, field: field)
    case .blankEnds: "began or ended with blank or invisible characters"
    }
  }
}
