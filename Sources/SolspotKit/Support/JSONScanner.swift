/// A strict JSON parser (RFC 8259) for one line of JSON Lines, working on the line's bytes.
///
/// Foundation's decoders take several microseconds for a small object; a capture of a gigabyte
/// has millions of lines, so captures are read with this instead. It accepts exactly RFC 8259:
/// no comments, no trailing commas, no leading zeros or `+` in numbers, no unescaped control
/// characters, valid UTF-8 only. Numbers are correctly rounded: up to 15 significant digits
/// and powers of ten up to 10²² take the exact fast path (both factors are exact doubles, so one
/// multiplication or division rounds once); anything else goes to the standard library's
/// conversion. Nesting deeper than ``maximumDepth`` is refused rather than recursed into.
struct JSONScanner {
  /// A JSON value.
  enum Value: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([Value])
    case object([Member])

    /// What the value is, for messages: "a number", "text".
    var typeName: String {
      switch self {
      case .null: "null"
      case .bool: "true or false"
      case .number: "a number"
      case .string: "text"
      case .array: "a list"
      case .object: "an object"
      }
    }
  }

  /// One key and value of an object, in the order of the text.
  struct Member: Sendable, Equatable {
    let key: String
    let value: Value
    /// The key's index in the scanner's known keys, if it is one of them.
    let knownIndex: Int?

    init(key: String, value: Value, knownIndex: Int? = nil) {
      self.key = key
      self.value = value
      self.knownIndex = knownIndex
    }

    static func == (lhs: Member, rhs: Member) -> Bool {
      lhs.key == rhs.key && lhs.value == rhs.value
    }
  }

  /// Keys a caller expects, matched byte for byte so that a known key costs no new string.
  struct KnownKeys: Sendable {
    let names: [String]
    fileprivate let bytes: [[UInt8]]

    init(_ names: [String]) {
      self.names = names
      bytes = names.map { Array($0.utf8) }
    }

    /// The index of the key spelt by `text`, if known, trying `hint` first (keys usually come
    /// in the documented order).
    fileprivate func index(of text: UnsafeBufferPointer<UInt8>, hint: Int) -> Int? {
      if hint < bytes.count, bytes[hint].count == text.count,
        bytes[hint].withUnsafeBufferPointer({ ByteSearch.equal($0, text) })
      {
        return hint
      }
      for (index, key) in bytes.enumerated() where key.count == text.count {
        if key.withUnsafeBufferPointer({ ByteSearch.equal($0, text) }) { return index }
      }
      return nil
    }
  }

  /// Why the text is not JSON.
  struct Failure: Error, Sendable, Equatable {
    let problem: JSONProblem
  }

  /// The deepest nesting of arrays and objects accepted.
  static let maximumDepth = 32

  private let bytes: UnsafeBufferPointer<UInt8>
  private let knownKeys: KnownKeys?
  private var index = 0

  /// A scanner over `bytes`, which must stay valid while it is used; keys found in
  /// `knownKeys` share its strings and carry their index.
  init(_ bytes: UnsafeBufferPointer<UInt8>, knownKeys: KnownKeys? = nil) {
    self.bytes = bytes
    self.knownKeys = knownKeys
  }

  /// The whole text as one value, with nothing but whitespace after it.
  mutating func parseDocument() throws(Failure) -> Value {
    skipWhitespace()
    let value = try parseValue(depth: 0)
    skipWhitespace()
    guard index == bytes.count else { throw unexpected(.afterValue) }
    return value
  }

  // MARK: - Values

  private mutating func parseValue(depth: Int) throws(Failure) -> Value {
    guard index < bytes.count else { throw Failure(problem: .lineEnds(place: .value)) }
    switch bytes[index] {
    case UInt8(ascii: "{"): return .object(try parseObject(depth: depth + 1))
    case UInt8(ascii: "["): return .array(try parseArray(depth: depth + 1))
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): try literal("true"); return .bool(true)
    case UInt8(ascii: "f"): try literal("false"); return .bool(false)
    case UInt8(ascii: "n"): try literal("null"); return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
    default: throw unexpected(.value)
    }
  }

  private mutating func parseObject(depth: Int) throws(Failure) -> [Member] {
    guard depth <= Self.maximumDepth else { throw Failure(problem: .nestedTooDeeply) }
    index += 1
    var members: [Member] = []
    members.reserveCapacity(knownKeys?.names.count ?? 4)
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return members
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw unexpected(.key)
      }
      let (key, knownIndex) = try parseKey(hint: members.count)
      skipWhitespace()
      try expect(UInt8(ascii: ":"), .afterKey)
      skipWhitespace()
      members.append(Member(key: key, value: try parseValue(depth: depth), knownIndex: knownIndex))
      skipWhitespace()
      guard index < bytes.count else { throw Failure(problem: .objectNotClosed) }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      try expect(UInt8(ascii: "}"), .afterMember)
      return members
    }
  }

  private mutating func parseArray(depth: Int) throws(Failure) -> [Value] {
    guard depth <= Self.maximumDepth else { throw Failure(problem: .nestedTooDeeply) }
    index += 1
    var values: [Value] = []
    values.reserveCapacity(4)
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return values
    }
    while true {
      skipWhitespace()
      values.append(try parseValue(depth: depth))
      skipWhitespace()
      guard index < bytes.count else { throw Failure(problem: .arrayNotClosed) }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      try expect(UInt8(ascii: "]"), .afterElement)
      return values
    }
  }

  // MARK: - Strings

  /// A key, shared with the known keys when it is one of them.
  private mutating func parseKey(hint: Int) throws(Failure) -> (String, Int?) {
    if let knownKeys {
      var end = index + 1
      while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\") {
        end += 1
      }
      if end < bytes.count, bytes[end] == UInt8(ascii: "\""),
        let known = knownKeys.index(
          of: UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end]), hint: hint)
      {
        index = end + 1
        return (knownKeys.names[known], known)
      }
    }
    let key = try parseString()
    return (key, knownKeys?.names.firstIndex(of: key))
  }

  private mutating func parseString() throws(Failure) -> String {
    let opening = index
    index += 1
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let text = try utf8(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        index += 1
        return text
      }
      if byte == UInt8(ascii: "\\") { return try parseEscapedString(from: start) }
      guard byte >= 0x20 else {
        throw unexpected(.insideText)
      }
      index += 1
    }
    index = opening
    throw Failure(problem: .textNotClosed(column: opening + 1))
  }

  private mutating func parseEscapedString(from start: Int) throws(Failure) -> String {
    var buffer = Array(bytes[start..<index])
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        return try buffer.withUnsafeBufferPointer { pointer throws(Failure) in try utf8(pointer) }
      case UInt8(ascii: "\\"):
        guard index < bytes.count else { break }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escape)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"): buffer.append(contentsOf: try unicodeEscape())
        default:
          index -= 1
          throw unexpected(.afterBackslash)
        }
      case 0..<0x20:
        index -= 1
        throw unexpected(.insideText)
      default:
        buffer.append(byte)
      }
    }
    throw Failure(problem: .textNotClosed(column: nil))
  }

  /// The UTF-8 bytes of a `\uXXXX` escape (after the `u`), joining a surrogate pair.
  private mutating func unicodeEscape() throws(Failure) -> [UInt8] {
    var scalar = try hexQuad()
    if (0xD800..<0xDC00).contains(scalar) {
      guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
        bytes[index + 1] == UInt8(ascii: "u")
      else { throw Failure(problem: .halfSurrogatePair(column: index - 5)) }
      index += 2
      let low = try hexQuad()
      guard (0xDC00..<0xE000).contains(low) else {
        throw Failure(problem: .notLowSurrogate(column: index - 5))
      }
      scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
    } else if (0xDC00..<0xE000).contains(scalar) {
      throw Failure(problem: .loneLowSurrogate(column: index - 5))
    }
    guard let unicode = Unicode.Scalar(scalar) else {
      throw Failure(problem: .notUnicodeScalar)
    }
    return Array(String(Character(unicode)).utf8)
  }

  private mutating func hexQuad() throws(Failure) -> UInt32 {
    guard index + 4 <= bytes.count else { throw Failure(problem: .unicodeEscapeCutShort) }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw unexpected(.unicodeEscape)
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }

  private func utf8(_ text: UnsafeBufferPointer<UInt8>) throws(Failure) -> String {
    if text.allSatisfy({ $0 < 0x80 }) { return String(decoding: text, as: UTF8.self) }
    guard let string = String(validating: text, as: UTF8.self) else {
      throw Failure(problem: .invalidUTF8)
    }
    return string
  }

  // MARK: - Numbers

  /// Powers of ten that are exact doubles.
  private static let exactPowersOfTen: [Double] = (0...22).map { power in
    var value = 1.0
    for _ in 0..<power { value *= 10 }
    return value
  }

  private mutating func parseNumber() throws(Failure) -> Double {
    let start = index
    let isNegative = bytes[index] == UInt8(ascii: "-")
    if isNegative { index += 1 }
    // The first 19 significant digits, the power of ten they are scaled by, and whether a
    // non-zero digit beyond them was dropped.
    var mantissa: UInt64 = 0
    var significant = 0
    var exponent = 0
    var isExact = true
    guard index < bytes.count, isDigit(bytes[index]) else { throw unexpected(.number) }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < bytes.count, isDigit(bytes[index]) {
        throw unexpected(.leadingZero)
      }
    } else {
      while index < bytes.count, isDigit(bytes[index]) {
        let digit = UInt64(bytes[index] - UInt8(ascii: "0"))
        if significant < 19 {
          mantissa = mantissa * 10 + digit
          significant += 1
        } else {
          exponent += 1
          if digit != 0 { isExact = false }
        }
        index += 1
      }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw unexpected(.fraction)
      }
      while index < bytes.count, isDigit(bytes[index]) {
        let digit = UInt64(bytes[index] - UInt8(ascii: "0"))
        if significant < 19 {
          if mantissa != 0 || digit != 0 {
            mantissa = mantissa * 10 + digit
            significant += 1
          }
          exponent -= 1
        } else if digit != 0 {
          isExact = false
        }
        index += 1
      }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      var exponentSign = 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        if bytes[index] == UInt8(ascii: "-") { exponentSign = -1 }
        index += 1
      }
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw unexpected(.exponent)
      }
      var written = 0
      while index < bytes.count, isDigit(bytes[index]) {
        if written < 100_000 { written = written * 10 + Int(bytes[index] - UInt8(ascii: "0")) }
        index += 1
      }
      exponent += exponentSign * written
    }
    if isExact, mantissa < 1 << 53, abs(exponent) <= 22 {
      let magnitude =
        exponent >= 0
        ? Double(mantissa) * Self.exactPowersOfTen[exponent]
        : Double(mantissa) / Self.exactPowersOfTen[-exponent]
      return isNegative ? -magnitude : magnitude
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    guard let value = Double(text) else { throw Failure(problem: .notANumber(text)) }
    return value
  }

  // MARK: - Helpers

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  private mutating func literal(_ word: StaticString) throws(Failure) {
    let count = word.utf8CodeUnitCount
    let matches =
      index + count <= bytes.count
      && (0..<count).allSatisfy { bytes[index + $0] == word.utf8Start[$0] }
    guard matches else { throw unexpected(.value) }
    index += count
  }

  private mutating func expect(_ byte: UInt8, _ place: JSONProblem.Place) throws(Failure) {
    guard index < bytes.count, bytes[index] == byte else { throw unexpected(place) }
    index += 1
  }

  private func unexpected(_ place: JSONProblem.Place) -> Failure {
    guard index < bytes.count else { return Failure(problem: .lineEnds(place: place)) }
    return Failure(problem: .unexpectedByte(bytes[index], column: index + 1, place: place))
  }
}
