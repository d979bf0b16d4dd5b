/// The byte order of a TIFF structure, as its header spells it.
public enum ByteOrder: String, Sendable, Hashable, Codable {
  /// Intel order, least significant byte first: the header starts `II`.
  case littleEndian = "II"
  /// Motorola order, most significant byte first: the header starts `MM`.
  case bigEndian = "MM"
}

/// Reads integers out of bytes in memory, checking every access: an offset or length outside
/// the bytes gives `nil`, never a crash.
struct ByteReader {
  /// The bytes read; offsets count from the first of them.
  let bytes: ArraySlice<UInt8>
  /// The order multi-byte integers are stored in.
  let order: ByteOrder

  init(_ bytes: ArraySlice<UInt8>, order: ByteOrder) {
    self.bytes = bytes
    self.order = order
  }

  /// The number of bytes.
  var count: Int { bytes.count }

  /// Whether `length` bytes at `offset` lie inside the bytes (overflow-safe).
  func contains(_ offset: Int, _ length: Int) -> Bool {
    offset >= 0 && length >= 0 && offset <= count && length <= count - offset
  }

  /// The byte at `offset`.
  func u8(_ offset: Int) -> UInt8? {
    guard contains(offset, 1) else { return nil }
    return bytes[bytes.startIndex + offset]
  }

  /// The 16-bit unsigned integer at `offset`.
  func u16(_ offset: Int) -> UInt16? {
    guard let value = unsigned(offset, 2) else { return nil }
    return UInt16(truncatingIfNeeded: value)
  }

  /// The 32-bit unsigned integer at `offset`.
  func u32(_ offset: Int) -> UInt32? {
    guard let value = unsigned(offset, 4) else { return nil }
    return UInt32(truncatingIfNeeded: value)
  }

  /// The 64-bit unsigned integer at `offset`.
  func u64(_ offset: Int) -> UInt64? { unsigned(offset, 8) }

  /// `length` bytes at `offset`.
  func slice(_ offset: Int, _ length: Int) -> ArraySlice<UInt8>? {
    guard contains(offset, length) else { return nil }
    let first = bytes.startIndex + offset
    return bytes[first..<(first + length)]
  }

  /// Whether the bytes at `offset` are `expected`.
  func matches(_ offset: Int, _ expected: [UInt8]) -> Bool {
    guard let slice = slice(offset, expected.count) else { return false }
    return slice.elementsEqual(expected)
  }

  /// The four bytes at `offset` as ASCII text (an ISOBMFF box type or a RIFF chunk id).
  func fourCC(_ offset: Int) -> String? {
    guard let slice = slice(offset, 4) else { return nil }
    return String(decoding: slice.map { $0 >= 0x20 && $0 < 0x7F ? $0 : 0x3F }, as: UTF8.self)
  }

  private func unsigned(_ offset: Int, _ size: Int) -> UInt64? {
    guard contains(offset, size) else { return nil }
    var value: UInt64 = 0
    let first = bytes.startIndex + offset
    for index in 0..<size {
      let byte = UInt64(bytes[first + (order == .bigEndian ? index : size - 1 - index)])
      value = value << 8 | byte
    }
    return value
  }
}
