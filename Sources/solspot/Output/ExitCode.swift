/// The exit statuses of `solspot` (docs/cli.md).
enum ExitCode: Int32 {
  /// Everything worked.
  case success = 0
  /// The command ran but failed: bad data, an unknown device, a file that could not be read,
  /// or, in a batch, at least one item that failed.
  case failure = 1
  /// The command line was wrong: unknown option, missing or malformed value.
  case usage = 2
}
