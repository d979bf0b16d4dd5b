#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The progress bar of long photo batches, drawn on standard error.
///
/// Shown only when standard error is a terminal, the batch has at least ``minimumCount``
/// files, and `TERM` is set and not `dumb`. It has no colour, so `NO_COLOR` has nothing to turn
/// off. Each redraw first clears the bar and flushes standard output, so result lines on the
/// same terminal never run into it.
enum ProgressBar {
  /// The smallest batch that gets a bar.
  static let minimumCount = 200

  /// Erases the bar: carriage return, then clear to the end of the line.
  static let clear = "\r\u{1B}[K"

  /// Whether a batch of `count` files gets a bar on this terminal.
  static func isWanted(count: Int, console: Console) -> Bool {
    guard count >= minimumCount, console.isErrorTerminal else { return false }
    guard let term = getenv("TERM").map({ String(cString: $0) }), !term.isEmpty, term != "dumb"
    else { return false }
    return true
  }

  /// `[==========>          ]  1,234/5,000 files`.
  static func render(done: Int, total: Int, width: Int = 30) -> String {
    let fraction = total > 0 ? Double(min(done, total)) / Double(total) : 1
    let filled = Int((fraction * Double(width)).rounded(.down))
    let bar =
      String(repeating: "=", count: filled) + (filled < width ? ">" : "")
      + String(repeating: " ", count: max(0, width - filled - 1))
    return "[\(bar)] \(grouped(done))/\(grouped(total)) files"
  }

  /// `12,345`.
  static func grouped(_ value: Int) -> String {
    let digits = Array(String(abs(value)))
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return (value < 0 ? "-" : "") + text
  }
}
