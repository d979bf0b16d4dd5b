#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A store file's size and a 64-bit hash of all its bytes: what ``SpotStore`` records after
/// its writes, so that the next process to write can tell the file is byte for byte as a
/// checked writer left it and skip the whole-file `PRAGMA quick_check` (docs/store.md,
/// "Damage inside the file").
///
/// The hash reads the file at memory speed (a few milliseconds for the benchmark's 23 MB
/// store, where `quick_check` takes some 200): four lanes of 64-bit words, each mixed by a
/// multiplication and a rotation, then folded together with the length.
///
/// Assumption: accidental damage (a failing disk, a stray write, a cut copy) is what the check
/// guards against; any change of a byte changes the hash except with a chance of about 2⁻⁶⁴.
/// It is no defence against someone who crafts a file on purpose, and is not meant to be.
///
/// Properties: the same bytes always give the same fingerprint; a file of another length, or
/// one whose changes lie within one aligned 32-byte block, always gives another (every step
/// of the hash is a bijection of the state for a given input), and any other change gives
/// another except with a chance of about 2⁻⁶⁴.
package struct StoreFingerprint: Sendable, Hashable {
  /// The file's length in bytes.
  let size: Int64
  /// The hash of its bytes.
  let hash: UInt64

  /// The fingerprint of the file at `path` as it is now, or `nil` when it cannot be read.
  package static func of(path: String) -> StoreFingerprint? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return nil }
    let size = Int(status.st_size)
    var hasher = Hasher64()
    // Mapped, the file is hashed where the page cache holds it, without copying it. A file
    // that cannot be mapped has no fingerprint, and is checked in full.
    if size > 0 {
      guard let mapping = mmap(nil, size, PROT_READ, Self.mapFlags, descriptor, 0),
        mapping != MAP_FAILED
      else { return nil }
      defer { munmap(mapping, size) }
      _ = madvise(mapping, size, MADV_SEQUENTIAL)
      hasher.combine(UnsafeRawBufferPointer(start: mapping, count: size))
    }
    return StoreFingerprint(size: Int64(size), hash: hasher.finish(length: Int64(size)))
  }

  /// A private read-only mapping, its pages mapped at once where the system allows it
  /// (`MAP_POPULATE` on Linux: one call instead of a page fault every few pages).
  private static var mapFlags: Int32 {
    #if os(Linux)
      MAP_PRIVATE | MAP_POPULATE
    #else
      MAP_PRIVATE
    #endif
  }

  /// The text of the record: `solspot-store-check 1 SIZE HASH`, the hash in hexadecimal.
  var text: String { "solspot-store-check 1 \(size) \(String(hash, radix: 16))\n" }

  /// The fingerprint `text` records, or `nil` for anything else (a record cut short, or
  /// written by another version).
  init?(text: String) {
    let words = text.split(separator: " ")
    guard words.count == 4, words[0] == "solspot-store-check", words[1] == "1",
      let size = Int64(words[2]), let hash = UInt64(words[3].dropLast(), radix: 16),
      words[3].last == "\n"
    else { return nil }
    self.size = size
    self.hash = hash
  }

  init(size: Int64, hash: UInt64) {
    self.size = size
    self.hash = hash
  }
}

/// Four independent lanes over 8-byte words, so that the multiplications overlap; the bytes
/// are taken in order, 32 at a time, the last few by ``finish(length:)``.
private struct Hasher64 {
  private var lanes: (UInt64, UInt64, UInt64, UInt64) = (
    0x9E37_79B9_7F4A_7C15, 0xC2B2_AE3D_27D4_EB4F, 0x1656_67B1_9E37_79F9, 0x27D4_EB2F_1656_67C5
  )
  /// The bytes after the last whole 32-byte block.
  private var pending: [UInt8] = []
  private static let prime: UInt64 = 0x9FB2_1C65_1E98_DF25

  private static func mix(_ lane: UInt64, _ word: UInt64) -> UInt64 {
    let mixed = (lane ^ word) &* prime
    return (mixed << 31) | (mixed >> 33)
  }

  /// Takes in all of `bytes`; called once per file.
  mutating func combine(_ bytes: UnsafeRawBufferPointer) {
    precondition(pending.isEmpty, "the bytes of a file are combined at once")
    guard let base = bytes.baseAddress else { return }
    let whole = bytes.count / 32 * 32
    // The lanes in local variables, so that they stay in registers (about 17 GB/s).
    var (a, b, c, d) = lanes
    var offset = 0
    while offset < whole {
      a = Self.mix(a, base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      b = Self.mix(b, base.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
      c = Self.mix(c, base.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))
      d = Self.mix(d, base.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
      offset += 32
    }
    lanes = (a, b, c, d)
    pending = Array(bytes[whole...])
  }

  /// The hash of every byte combined, and of `length`.
  mutating func finish(length: Int64) -> UInt64 {
    var tail = pending
    tail.append(0x80)
    while tail.count % 8 != 0 { tail.append(0) }
    var hash = Self.mix(Self.mix(Self.mix(lanes.0, lanes.1), lanes.2), lanes.3)
    tail.withUnsafeBytes { raw in
      for offset in stride(from: 0, to: raw.count, by: 8) {
        hash = Self.mix(hash, raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      }
    }
    hash = Self.mix(hash, UInt64(bitPattern: length))
    // A final avalanche, so that every input bit reaches every output bit.
    hash ^= hash >> 29
    hash &*= Self.prime
    hash ^= hash >> 32
    return hash
  }
}
