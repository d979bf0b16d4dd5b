/// Writes one JSON object straight into text, byte for byte as ``JSONLine/encode(_:)`` writes
/// the same values: keys in the order given (the caller gives them sorted, as `.sortedKeys`
/// does), absent values left out, numbers in Swift's shortest form without a trailing `.0`,
/// strings escaped as Foundation's JSONEncoder escapes them, slashes unescaped.
///
/// It exists for the one hot path, `lux --json` over many photos, where building `Encodable`
/// values and running them through `JSONEncoder` cost about a third of the time
/// (docs/benchmarks.md, "JSON lines"); `PhotoLineTests` checks it against `JSONEncoder` on
/// every fixture photo. Objects and arrays inside the object are written in place into the
/// one text (``addObject(_:_:)``), so a line is one growing string rather than a string per
/// part joined at the end.
struct JSONObjectWriter {
  private(set) var text: String
  private var isEmpty = true
  #if DEBUG
    private var lastKey = ""
  #endif

  /// An empty object, with room for `capacity` bytes of text.
  init(capacity: Int = 0) {
    text = "{"
    if capacity > 0 { text.reserveCapacity(capacity) }
  }

  /// An object written onward from the end of `text`, which it takes over until its caller
  /// takes the text back (``nest(into:_:)``), so that the text is never copied.
  private init(taking text: inout String) {
    self.text = ""
    swap(&self.text, &text)
    self.text += "{"
  }

  /// Writes an object that `write` fills at the end of `text`.
  private static func nest(into text: inout String, _ write: (inout JSONObjectWriter) -> Void) {
    var object = JSONObjectWriter(taking: &text)
    write(&object)
    object.text += "}"
    swap(&object.text, &text)
  }

  /// Closes the object and returns its text, leaving the writer empty.
  mutating func close() -> String {
    text += "}"
    var done = ""
    swap(&done, &text)
    return done
  }

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
    Self.appendNumber(value, to: &text)
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

  /// Adds an object that `write` fills, written in place.
  mutating func addObject(_ name: String, _ write: (inout JSONObjectWriter) -> Void) {
    key(name)
    Self.nest(into: &text, write)
  }

  /// Adds an array of strings; nothing for `nil`.
  mutating func add(_ name: String, strings: [String]?) {
    guard let strings else { return }
    key(name)
    text += "["
    for (index, string) in strings.enumerated() {
      if index > 0 { text += "," }
      Self.appendString(string, to: &text)
    }
    text += "]"
  }

  /// Adds an array with one object per element, each filled by `write`; nothing for `nil`.
  mutating func add<Element>(
    _ name: String, objects elements: [Element]?,
    _ write: (Element, inout JSONObjectWriter) -> Void
  ) {
    guard let elements else { return }
    key(name)
    text += "["
    for (index, element) in elements.enumerated() {
      if index > 0 { text += "," }
      Self.nest(into: &text) { object in write(element, &object) }
    }
    text += "]"
  }

  /// A number as JSONEncoder writes it: Swift's shortest round-trip form, `1120` for 1120.0.
  static func number(_ value: Double) -> String {
    var text = ""
    appendNumber(value, to: &text)
    return text
  }

  /// Appends ``number(_:)`` of `value` to `text`.
  static func appendNumber(_ value: Double, to text: inout String) {
    let written = value.description
    if written.hasSuffix(".0") {
      text += written.dropLast(2)
    } else {
      text += written
    }
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
