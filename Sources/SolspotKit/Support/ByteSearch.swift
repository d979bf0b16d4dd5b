#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// Finding a byte in a buffer with the C library's `memchr`, and comparing bytes with its
/// `memcmp`, which read whole words at a time: line splitting runs over every byte of a
/// capture, and key matching over every key.
enum ByteSearch {
  /// The index of the first `byte` in `buffer` at or after `start`, or `nil`.
  static func firstIndex(of byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from start: Int)
    -> Int?
  {
    guard start < buffer.count, let base = buffer.baseAddress else { return nil }
    guard let found = memchr(base + start, Int32(byte), buffer.count - start) else { return nil }
    return UnsafeRawPointer(found) - UnsafeRawPointer(base)
  }

  /// Whether `a` and `b` hold the same bytes.
  static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    guard a.count == b.count else { return false }
    guard let first = a.baseAddress, let second = b.baseAddress else { return true }
    return memcmp(first, second, a.count) == 0
  }
}

extension ByteSearch {
  /// The index of the first `byte` in `buffer[range]`, or `nil`.
  static func firstIndex(
    of byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, within range: Range<Int>
  )
    -> Int?
  {
    guard !range.isEmpty, let base = buffer.baseAddress else { return nil }
    precondition(range.lowerBound >= 0 && range.upperBound <= buffer.count)
    guard let found = memchr(base + range.lowerBound, Int32(byte), range.count) else { return nil }
    return UnsafeRawPointer(found) - UnsafeRawPointer(base)
  }
}
