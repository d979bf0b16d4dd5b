#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - The record of the last check

extension StoreFile {
  /// Where ``SpotStore`` records the file's fingerprint after it wrote to a checked store:
  /// `PATH-checked`, one line (``StoreFingerprint/text``).
  var checkRecordPath: String { path + "-checked" }

  /// Whether the file is byte for byte as a checked writer left it, so that `PRAGMA
  /// quick_check` would find it as sound as it was then: the write-ahead log holds nothing
  /// (every commit is in the main file), and the file's ``StoreFingerprint`` equals the one in
  /// `PATH-checked`. Any doubt (no record, a record cut short, a log with frames, a file that
  /// cannot be read) answers `false`, and the whole file is checked.
  var isUnchangedSinceCheck: Bool {
    guard walHoldsNothing, let recorded = recordedFingerprint else { return false }
    var status = stat()
    guard stat(path, &status) == 0, Int64(status.st_size) == recorded.size else { return false }
    return StoreFingerprint.of(path: path) == recorded
  }

  /// The fingerprint in `PATH-checked`, or `nil` when there is none that reads.
  var recordedFingerprint: StoreFingerprint? {
    let descriptor = open(checkRecordPath, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: 128)
    let count = bytes.withUnsafeMutableBytes { raw in
      raw.baseAddress.map { read(descriptor, $0, 128) } ?? -1
    }
    guard count > 0, count < 128 else { return nil }
    return StoreFingerprint(text: String(decoding: bytes[0..<count], as: UTF8.self))
  }

  /// Writes the file's fingerprint as it is now to `PATH-checked`; silently does nothing when
  /// it cannot (a read-only folder): the record only saves the next writer a check.
  ///
  /// - Precondition: the file is sound (checked, or written only since it was checked), and
  ///   its write-ahead log holds nothing.
  func recordCheck() {
    guard let fingerprint = StoreFingerprint.of(path: path) else { return }
    let descriptor = open(checkRecordPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    let text = Array(fingerprint.text.utf8)
    let written = text.withUnsafeBytes { raw in
      raw.baseAddress.map { write(descriptor, $0, raw.count) } ?? -1
    }
    // A record written in part would not read; remove it rather than leave it.
    if written != text.count { unlink(checkRecordPath) }
  }
}
