import Foundation

/// Quoting for the words generated shell scripts hold.
enum ShellQuote {
  /// `text` in single quotes for sh, bash, zsh and fish, embedded quotes escaped.
  static func single(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// `text` in single quotes for fish, whose single-quoted strings take `\'` and `\\`.
  static func fish(_ text: String) -> String {
    "'"
      + text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "'", with: "\\'") + "'"
  }
}
