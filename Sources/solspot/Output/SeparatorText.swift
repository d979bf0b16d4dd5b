/// A column separator other than a comma, named in the plural as an error says it: "separated
/// by semicolons".
enum SeparatorText {
  /// The separator's plural name: `semicolons`, `tabs`, `vertical bars`, `spaces`; any other
  /// character quoted: `'#'`.
  static func plural(_ separator: Character) -> String {
    switch separator {
    case ";": "semicolons"
    case "\t": "tabs"
    case "|": "vertical bars"
    case " ": "spaces"
    default: "'\(separator)'"
    }
  }
}
