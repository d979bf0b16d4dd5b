#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What is at a path that is not a regular file, from the `S_IFMT` bits of `stat(2)`.
public enum FileType: String, Sendable, Hashable, CaseIterable {
  /// A folder. `S_IFDIR`.
  case directory
  /// A named pipe. `S_IFIFO`.
  case fifo
  /// A character device, such as `/dev/null`. `S_IFCHR`.
  case characterDevice = "character-device"
  /// A block device. `S_IFBLK`.
  case blockDevice = "block-device"
  /// A socket. `S_IFSOCK`.
  case socket
  /// Any other type.
  case other

  /// The type of a file of mode `mode`, or `nil` for a regular file.
  init?(mode: mode_t) {
    switch mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: self = .directory
    case S_IFIFO: self = .fifo
    case S_IFCHR: self = .characterDevice
    case S_IFBLK: self = .blockDevice
    case S_IFSOCK: self = .socket
    default: self = .other
    }
  }
}
