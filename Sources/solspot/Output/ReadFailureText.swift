import SolspotKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a file or folder cannot be read, in the words every command uses after `PATH: `
/// (docs/cli.md, "Files that cannot be read"): "no such file", "is a folder, not a file",
/// "permission denied", or the system's own words for any other C error.
enum ReadFailureText {
  /// The failure as a lower-case phrase: "is a named pipe (FIFO), not a regular file".
  static func phrase(_ failure: ReadFailure) -> String {
    switch failure {
    case .missing: "no such file"
    case .brokenSymbolicLink: "is a symbolic link to a missing file"
    case .notRegularFile(.directory): "is a folder, not a file"
    case .notRegularFile(.fifo): "is a named pipe (FIFO), not a regular file"
    case .notRegularFile(.characterDevice), .notRegularFile(.blockDevice):
      "is a device, not a regular file"
    case .notRegularFile(.socket): "is a socket, not a regular file"
    case .notRegularFile(.other): "not a regular file"
    case .permissionDenied: "permission denied"
    case .system(let code): system(code)
    }
  }

  /// The system's message for the C error `code` (`strerror(3)`), starting lower-case: "too
  /// many levels of symbolic links".
  static func system(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    let message = String(cString: text)
    guard let first = message.first else { return "error \(code)" }
    return first.lowercased() + message.dropFirst()
  }
}
