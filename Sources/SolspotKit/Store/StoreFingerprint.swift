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
struct StoreFingerprint: Sendable, Hashable {
  /// The file's length in bytes.
  let size: Int64
  /// The hash of its bytes.
  let hash: UInt64

  /// The fingerprint of the file at `path` as it is now, or `nil` when it cannot be read.
  static func of(path: String) -> StoreFingerprint? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    let chunk = 1 << 20
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunk, alignment: 8)
    defer { buffer.deallocate() }
    var hasher = Hasher64()
    var size: Int64 = 0
    while true {
      guard let base = buffer.baseAddress else { return nil }
      let count = read(descriptor, base, chunk)
      if count < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if count == 0 { break }
      hasher.combine(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
      size += Int64(count)
    }
    return StoreFingerprint(size: size, hash: hasher.finish(length: size))
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
/// are taken in order, and a chunk boundary inside a word does not change the result.
private struct Hasher64 {
  private var lanes: (UInt64, UInt64, UInt64, UInt64) = (
    0x9E37_79B9_7F4A_7C15, 0xC2B2_AE3D_27D4_EB4F, 0x1656_67B1_9E37_79F9, 0x27D4_EB2F_1656_67C5
  )
  /// Bytes not yet making a whole 32-byte block, carried to the next chunk.
  private var pending: [UInt8] = []
  private static let prime: UInt64 = 0x9FB2_1C65_1E98_DF25

  private static func mix(_ lane: UInt64, _ word: UInt64) -> UInt64 {
    let mixed = (lane ^ word) &* prime
    return (mixed << 31) | (mixed >> 33)
  }

  mutating func combine(_ bytes: UnsafeRawBufferPointer) {
    var start = 0
    if !pending.isEmpty {
      let needed = min(32 - pending.count, bytes.count)
      pending.append(contentsOf: bytes[0..<needed])
      start = needed
      guard pending.count == 32 else { return }
      pending.withUnsafeBytes { block(UnsafeRawBufferPointer(rebasing: $0[0..<32])) }
      pending.removeAll(keepingCapacity: true)
    }
    let whole = (bytes.count - start) / 32 * 32
    var offset = start
    while offset < start + whole {
      block(UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + 32)]))
      offset += 32
    }
    pending.append(contentsOf: bytes[offset...])
  }

  private mutating func block(_ bytes: UnsafeRawBufferPointer) {
    lanes.0 = Self.mix(lanes.0, bytes.loadUnaligned(fromByteOffset: 0, as: UInt64.self))
    lanes.1 = Self.mix(lanes.1, bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
    lanes.2 = Self.mix(lanes.2, bytes.loadUnaligned(fromByteOffset: 16, as: UInt64.self))
    lanes.3 = Self.mix(lanes.3, bytes.loadUnaligned(fromByteOffset: 24, as: UInt64.self))
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
