#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A write to standard output that failed, with the C library's error number.
struct OutputFailure: Error, Equatable {
  /// The `errno` of the failed `write(2)`.
  let code: Int32

  /// Whether the reader went away (`EPIPE`): the normal end of `solspot … | head`.
  var isBrokenPipe: Bool { code == EPIPE }

  /// The line for standard error, `solspot: ` prefixed, saying what was saved before, if
  /// anything was: the exit status is 1 all the same (the output was lost), so the line
  /// must tell the user not to do the work again.
  func message(saved: SavedWork?) -> String {
    "solspot: cannot write to standard output: \(String(cString: strerror(code)))"
      + (saved.map { "; \($0.words)" } ?? "")
  }

  /// Ends the process: quietly by `SIGPIPE` for a broken pipe, otherwise with
  /// ``message(saved:)`` on standard error and exit status 1.
  func endProcess(saved: SavedWork?) -> Never {
    if isBrokenPipe {
      signal(SIGPIPE, SIG_DFL)
      raise(SIGPIPE)
      exit(141)
    }
    let line = Array((message(saved: saved) + "\n").utf8)
    line.withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return }
      _ = write(2, base, raw.count)
    }
    exit(ExitCode.failure.rawValue)
  }
}
