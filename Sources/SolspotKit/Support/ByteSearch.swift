#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// Finding a byte in a buffer with the C library's `memchr`, which reads whole words at a
/// time: line splitting runs over every byte of a capture.
enum ByteSearch {
  /// The index of the first `byte` in `buffer` at or after `start`, or `nil`.
  static func firstIndex(of byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from start: Int)
    -> Int?
  {
    guard start < buffer.count, let base = buffer.baseAddress else { return nil }
    guard let found = memchr(base + start, Int32(byte), buffer.count - start) else { return nil }
    return UnsafeRawPointer(found) - UnsafeRawPointer(base)
  }
}
