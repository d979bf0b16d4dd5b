#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - The companions a reader leaves

extension StoreFile {
  /// Whether nobody but the superuser may write the store's file: its mode has no write bit
  /// (`chmod 444`). No other process can then write the store while it is read, so reading
  /// the file as it is (`immutable=1`) gives what SQLite would, without creating `PATH-wal`
  /// and `PATH-shm` (which SQLite creates with the file's mode, and which would then block a
  /// writer once the file is made writable again).
  ///
  /// Assumption: the superuser does not write a store while another user reads it.
  var hasNoWriteBits: Bool {
    var status = stat()
    guard stat(path, &status) == 0 else { return false }
    return status.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH) == 0
  }

  /// Whether `PATH-wal` exists and is empty. An empty log holds no commit: every commit is
  /// in the main file.
  var walIsEmpty: Bool {
    var status = stat()
    return stat(walPath, &status) == 0 && status.st_size == 0
  }

  /// Whether the file's write-ahead log can be left out when it is read: there is none, or it
  /// is empty.
  var walHoldsNothing: Bool { !Self.exists(walPath) || walIsEmpty }

  /// Removes a `PATH-shm`, and an empty `PATH-wal`, that this user may not write, when no
  /// process has the store open, so that a writer is not blocked by what a reader left.
  ///
  /// A reader that may not write the file (another user, or the owner while the file was
  /// `chmod 444`) creates the companions with the file's mode and owner, and SQLite's
  /// read-only connection cannot remove them when it closes. A writer then cannot use them
  /// and every write fails with `SQLITE_READONLY`. Both are SQLite's working files: `PATH-shm`
  /// is an index SQLite rebuilds from `PATH-wal` when the first connection opens, and an
  /// empty `PATH-wal` holds nothing. SQLite itself removes them when its last connection
  /// closes, after taking an exclusive lock on the file to be sure it is the last one; this
  /// does the same: it takes the lock SQLite's `EXCLUSIVE` lock takes (a write lock on the
  /// 510 bytes after the pending byte, `0x40000002`), which fails while any connection is
  /// open (each holds a read lock there while it is open in WAL mode), and removes them only
  /// while it holds it. A non-empty `PATH-wal` holds commits and is never removed.
  ///
  /// The lock is an open file description lock (`F_OFD_SETLK`), which conflicts with the
  /// record locks SQLite takes in this process as well as in others; where there is none
  /// (outside Linux) nothing is removed, and the writer's error names the file instead.
  ///
  /// Related SQLite documentation: <https://www.sqlite.org/lockingv3.html>,
  /// <https://www.sqlite.org/walformat.html>
  func removeCompanionsBlockingWriters() {
    #if os(Linux)
      let blocksShm = Self.exists(shmPath) && access(shmPath, W_OK) != 0
      let blocksWal = walIsEmpty && access(walPath, W_OK) != 0
      guard blocksShm || blocksWal, access(path, W_OK) == 0, access(folder, W_OK) == 0 else {
        return
      }
      let descriptor = open(path, O_RDWR | O_CLOEXEC | O_NONBLOCK)
      guard descriptor >= 0 else { return }
      // Closing a descriptor drops this process's record locks on the file; the lock below
      // succeeds only when no connection holds one, so there are none to drop.
      defer { close(descriptor) }
      var lock = flock()
      lock.l_type = Int16(F_WRLCK)
      lock.l_whence = Int16(SEEK_SET)
      lock.l_start = Self.sharedLockStart
      lock.l_len = Self.sharedLockLength
      guard fcntl(descriptor, Self.openFileDescriptionSetLock, &lock) == 0 else { return }
      if blocksShm { unlink(shmPath) }
      // Checked again under the lock: a writer may have filled it before the lock was taken.
      if blocksWal, walIsEmpty { unlink(walPath) }
      lock.l_type = Int16(F_UNLCK)
      _ = fcntl(descriptor, Self.openFileDescriptionSetLock, &lock)
    #endif
  }

  /// The first byte of SQLite's shared lock range: the pending byte (`0x40000000`) plus 2.
  ///
  /// Related SQLite documentation: <https://www.sqlite.org/fileformat2.html#the_lock_byte_page>
  static let sharedLockStart = off_t(0x4000_0002)
  /// The length of SQLite's shared lock range: 510 bytes.
  static let sharedLockLength = off_t(510)

  /// `F_OFD_SETLK`, which Glibc's Swift module does not export: 37 on every Linux
  /// architecture (fcntl(2), `<bits/fcntl-linux.h>`).
  static let openFileDescriptionSetLock: Int32 = 37
}
