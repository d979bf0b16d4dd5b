/// The exit statuses of `solspot` (docs/cli.md).
enum ExitCode: Int32 {
  /// Everything worked.
  case success = 0
  /// The command ran but failed: bad data, an unknown device, a file that could not be read,
  /// or, in a batch, at least one item that failed.
  case failure = 1
  /// The command line was wrong: unknown option, missing or malformed value.
  case usage = 2

  /// Each status with what it means, for the manual page.
  static let meanings: [(code: Int32, meaning: String)] = [
    (0, "Success."),
    (
      1,
      "The command ran and failed: bad data, an unknown device or spot, a file that cannot be "
        + "read or written, a refused calibration fit, or, in a batch, at least one item that "
        + "failed."
    ),
    (2, "The command line was wrong: an unknown command or option, a missing or malformed value."),
    (141, "Standard output was closed by its reader (SIGPIPE), as in 'solspot ... | head'."),
  ]
}
