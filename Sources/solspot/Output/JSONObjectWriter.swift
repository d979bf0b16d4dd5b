/// Writes one JSON object straight into text, byte for byte as ``JSONLine/encode(_:)`` writes
/// the same values: keys in the order given (the caller gives them sorted, as `.sortedKeys`
/// does), absent values left out, numbers in Swift's shortest form without a trailing `.0`,
/// strings escaped as Foundation's JSONEncoder escapes them, slashes unescaped.
///
/// It exists for the one hot path, `lux --json` over many photos, where building `Encodable`
/// values and running them through `JSONEncoder` cost about a third of the time
/// (docs/benchmarks.md, "JSON lines"); `PhotoLineTests` checks it against `JSONEncoder` on
/// every fixture photo.
struct JSONObjectWriter {
  private(set) var text = "{"
  private var isEmpty = true
  #if DEBUG
    private var lastKey = ""
  #endif

  /// The object, closed.
  var closed: String { text + "}" }

  private mutating func key(_ key: String) {
    #if DEBUG
      precondition(isEmpty || lastKey < key, "keys out of order: \(lastKey), \(key)")
      lastKey = key
    #endif
    if !isEmpty { text += "," }
    isEmpty = false
    Self.appendString(key, to: &text)
    text += ":"
  }

  /// Adds a string, escaped; nothing for `nil`.
  mutating func add(_ name: String, _ value: String?) {
    guard let value else { return }
    key(name)
    Self.appendString(value, to: &text)
  }

  /// Adds a number; nothing for `nil`.
  mutating func add(_ name: String, _ value: Double?) {
    guard let value else { return }
    key(name)
    text += Self.number(value)
  }

  /// Adds a whole number; nothing for `nil`.
  mutating func add(_ name: String, _ value: Int?) {
    guard let value else { return }
    key(name)
    text += String(value)
  }

  /// Adds `true` or `false`; nothing for `nil`.
  mutating func add(_ name: String, _ value: Bool?) {
    guard let value else { return }
    key(name)
    text += value ? "true" : "false"
  }

  /// Adds JSON text already written (an object or an array); nothing for `nil`.
  mutating func add(_ name: String, json: String?) {
    guard let json else { return }
    key(name)
    text += json
  }

  /// JSON text for an array of JSON texts.
  static func array(_ elements: [String]) -> String {
    "[" + elements.joined(separator: ",") + "]"
  }

  /// A number as JSONEncoder writes it: Swift's shortest round-trip form, `1120` for 1120.0.
  static func number(_ value: Double) -> String {
    let text = value.description
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }

  /// `value` quoted: `"` and `\` escaped, `\b`, `\f`, `\n`, `\r`, `\t`, other control
  /// characters below U+0020 as `\u00XX`; everything else, `/` included, as it is.
  static func appendString(_ value: String, to text: inout String) {
    text += "\""
    let needsEscape = value.utf8.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }
    guard needsEscape else {
      text += value
      text += "\""
      return
    }
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case "\u{8}": text += "\\b"
      case "\u{C}": text += "\\f"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
  }
}
