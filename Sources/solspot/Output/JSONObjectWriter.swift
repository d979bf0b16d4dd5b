/// Writes one JSON object straight into text, byte for byte as ``JSONLine/encode(_:)`` writes
/// the same values: keys in the order given (the caller gives them sorted, as `.sortedKeys`
/// does), absent values left out, numbers in Swift's shortest form without a trailing `.0`,
/// strings escaped as Foundation's JSONEncoder escapes them, slashes unescaped.
///
/// It exists for the one hot path, `lux --json` over many photos, where building `Encodable`
/// values and running them through `JSONEncoder` cost about a third of the time
/// (docs/benchmarks.md, "JSON lines"); `PhotoLineTests` checks it against `JSONEncoder` on
/// every fixture photo. The object is written as UTF-8 bytes into one buffer, objects and
/// arrays inside it in place (``addObject(_:_:)``), keys copied from static text: small string
/// appends were most of a line's cost.
struct JSONObjectWriter {
  private(set) var bytes: [UInt8]
  private var isEmpty = true
  #if DEBUG
    private var lastKey = ""
  #endif

  /// An empty object, with room for `capacity` bytes.
  init(capacity: Int = 0) {
    bytes = []
    bytes.reserveCapacity(capacity)
    bytes.append(Self.openBrace)
  }

  /// An object written onward from the end of `bytes`, which it takes over until its caller
  /// takes them back (``nest(into:_:)``), so that the buffer is never copied.
  private init(taking bytes: inout [UInt8]) {
    self.bytes = []
    swap(&self.bytes, &bytes)
    self.bytes.append(Self.openBrace)
  }

  /// Writes an object that `write` fills at the end of `bytes`.
  private static func nest(into bytes: inout [UInt8], _ write: (inout JSONObjectWriter) -> Void) {
    var object = JSONObjectWriter(taking: &bytes)
    write(&object)
    object.bytes.append(closeBrace)
    swap(&object.bytes, &bytes)
  }

  /// Closes the object and returns its text.
  mutating func close() -> String {
    bytes.append(Self.closeBrace)
    return String(decoding: bytes, as: UTF8.self)
  }

  private mutating func key(_ key: StaticString) {
    #if DEBUG
      let name = key.description
      precondition(isEmpty || lastKey < name, "keys out of order: \(lastKey), \(name)")
      lastKey = name
    #endif
    if !isEmpty { bytes.append(Self.comma) }
    isEmpty = false
    bytes.append(Self.quote)
    bytes.append(
      contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
    bytes.append(Self.quote)
    bytes.append(Self.colon)
  }

  private mutating func key(_ key: String) {
    #if DEBUG
      precondition(isEmpty || lastKey < key, "keys out of order: \(lastKey), \(key)")
      lastKey = key
    #endif
    if !isEmpty { bytes.append(Self.comma) }
    isEmpty = false
    Self.appendString(key, to: &bytes)
    bytes.append(Self.colon)
  }

  /// Adds a string, escaped; nothing for `nil`.
  mutating func add(_ name: StaticString, _ value: String?) {
    guard let value else { return }
    key(name)
    Self.appendString(value, to: &bytes)
  }

  /// Adds a number; nothing for `nil`.
  mutating func add(_ name: StaticString, _ value: Double?) {
    guard let value else { return }
    key(name)
    Self.appendNumber(value, to: &bytes)
  }

  /// Adds a number under a key known only at run time; nothing for `nil`.
  mutating func add(key name: String, _ value: Double?) {
    guard let value else { return }
    key(name)
    Self.appendNumber(value, to: &bytes)
  }

  /// Adds a whole number; nothing for `nil`.
  mutating func add(_ name: StaticString, _ value: Int?) {
    guard let value else { return }
    key(name)
    bytes.append(contentsOf: String(value).utf8)
  }

  /// Adds `true` or `false`; nothing for `nil`.
  mutating func add(_ name: StaticString, _ value: Bool?) {
    guard let value else { return }
    key(name)
    bytes.append(contentsOf: value ? "true".utf8 : "false".utf8)
  }

  /// Adds an object that `write` fills, written in place.
  mutating func addObject(_ name: StaticString, _ write: (inout JSONObjectWriter) -> Void) {
    key(name)
    Self.nest(into: &bytes, write)
  }

  /// Adds an array of strings; nothing for `nil`.
  mutating func add(_ name: StaticString, strings: [String]?) {
    guard let strings else { return }
    key(name)
    bytes.append(Self.openBracket)
    for (index, string) in strings.enumerated() {
      if index > 0 { bytes.append(Self.comma) }
      Self.appendString(string, to: &bytes)
    }
    bytes.append(Self.closeBracket)
  }

  /// Adds an array with one object per element, each filled by `write`; nothing for `nil`.
  mutating func add<Element>(
    _ name: StaticString, objects elements: [Element]?,
    _ write: (Element, inout JSONObjectWriter) -> Void
  ) {
    guard let elements else { return }
    key(name)
    bytes.append(Self.openBracket)
    for (index, element) in elements.enumerated() {
      if index > 0 { bytes.append(Self.comma) }
      Self.nest(into: &bytes) { object in write(element, &object) }
    }
    bytes.append(Self.closeBracket)
  }

  // MARK: - Values

  /// A number as JSONEncoder writes it: Swift's shortest round-trip form, `1120` for 1120.0.
  static func number(_ value: Double) -> String {
    var bytes: [UInt8] = []
    appendNumber(value, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends ``number(_:)`` of `value` to `bytes`.
  static func appendNumber(_ value: Double, to bytes: inout [UInt8]) {
    let written = value.description.utf8
    if written.count >= 2, written.last == UInt8(ascii: "0"),
      written[written.index(written.endIndex, offsetBy: -2)] == UInt8(ascii: ".")
    {
      bytes.append(contentsOf: written.dropLast(2))
    } else {
      bytes.append(contentsOf: written)
    }
  }

  /// `value` quoted as JSONEncoder writes a string: see ``appendString(_:to:)``.
  static func quoted(_ value: String) -> String {
    var bytes: [UInt8] = []
    appendString(value, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `value` quoted: `"` and `\` escaped, `\b`, `\f`, `\n`, `\r`, `\t`, other control
  /// characters below U+0020 as `\u00XX`; everything else, `/` included, as it is.
  static func appendString(_ value: String, to bytes: inout [UInt8]) {
    bytes.append(quote)
    for byte in value.utf8 {
      switch byte {
      case quote: bytes.append(contentsOf: #"\""#.utf8)
      case backslash: bytes.append(contentsOf: #"\\"#.utf8)
      case 0x0A: bytes.append(contentsOf: #"\n"#.utf8)
      case 0x0D: bytes.append(contentsOf: #"\r"#.utf8)
      case 0x09: bytes.append(contentsOf: #"\t"#.utf8)
      case 0x08: bytes.append(contentsOf: #"\b"#.utf8)
      case 0x0C: bytes.append(contentsOf: #"\f"#.utf8)
      case ..<0x20:
        bytes.append(contentsOf: #"\u00"#.utf8)
        bytes.append(hexDigits[Int(byte >> 4)])
        bytes.append(hexDigits[Int(byte & 0xF)])
      default: bytes.append(byte)
      }
    }
    bytes.append(quote)
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)
  private static let quote = UInt8(ascii: "\"")
  private static let backslash = UInt8(ascii: "\\")
  private static let comma = UInt8(ascii: ",")
  private static let colon = UInt8(ascii: ":")
  private static let openBrace = UInt8(ascii: "{")
  private static let closeBrace = UInt8(ascii: "}")
  private static let openBracket = UInt8(ascii: "[")
  private static let closeBracket = UInt8(ascii: "]")
}
