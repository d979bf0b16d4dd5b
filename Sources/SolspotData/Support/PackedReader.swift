/// Reads the packed form ``PackedWriter`` writes, token by token, without a JSON decoder.
///
/// The packed text of a built-in file was written by the build from a file it had checked, so
/// a token out of place is a build defect, never a user's input: it throws a ``DataError``
/// naming the byte where reading stopped, and nothing is guessed.
package struct PackedReader {
  // The bytes belong to the text ``read(_:header:file:_:)`` is reading: a reader exists only
  // inside that call (its initializer is private), so it never outlives them.
  private let bytes: UnsafeBufferPointer<UInt8>
  private var position = 0
  private var table: [String] = []
  private let file: String

  /// Reads `packed`'s header, which must be `solspot-packed` and `header`, and its string
  /// table, then calls `body` to read the values; `body` must read every one of them.
  package static func read<T>(
    _ packed: String, header: String, file: String,
    _ body: (inout PackedReader) throws(DataError) -> T
  ) throws(DataError) -> T {
    var text = packed
    let result: Result<T, DataError> = text.withUTF8 { bytes in
      do throws(DataError) {
        var reader = PackedReader(bytes: bytes, file: file)
        try reader.start(header: header)
        let value = try body(&reader)
        guard reader.position == bytes.count else { throw reader.damaged(.valuesLeftOver) }
        return .success(value)
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  private init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
    self.bytes = bytes
    self.file = file
  }

  private mutating func start(header: String) throws(DataError) {
    let first = try token()
    guard String(decoding: first, as: UTF8.self) == "solspot-packed " + header else {
      throw damaged(.wrongHeader(expected: "solspot-packed " + header))
    }
    let count = try integer()
    table.reserveCapacity(count)
    for _ in 0..<count {
      let length = try wholeNumber(until: UInt8(ascii: ":"))
      let end = position + length
      guard length >= 0, end < bytes.count, bytes[end] == UInt8(ascii: "\n") else {
        throw damaged(.stringPastLine)
      }
      table.append(
        String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self))
      position = end + 1
    }
  }

  /// The error for a packed text that does not read as it was written.
  package func damaged(_ what: DataError.PackedDamage) -> DataError {
    DataError(file: file, field: "", reason: .packedDamaged(byte: position, what))
  }

  // MARK: - Tokens

  /// The bytes up to the next line break, which is passed.
  private mutating func token() throws(DataError) -> UnsafeBufferPointer<UInt8> {
    var end = position
    while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
    guard end < bytes.count else { throw damaged(.endsInsideValue) }
    let token = UnsafeBufferPointer(rebasing: bytes[position..<end])
    position = end + 1
    return token
  }

  /// A whole number of decimal digits, optionally negative, up to `terminator`, which is
  /// passed; `nil` for an empty token.
  private mutating func wholeNumberIfPresent(until terminator: UInt8) throws(DataError) -> Int? {
    var index = position
    var isNegative = false
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") {
      isNegative = true
      index += 1
    }
    var value = 0
    var digits = 0
    while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10, digits < 18 {
      value = value * 10 + Int(bytes[index] &- UInt8(ascii: "0"))
      index += 1
      digits += 1
    }
    guard index < bytes.count, bytes[index] == terminator, digits > 0 || !isNegative else {
      throw damaged(.notWholeNumber)
    }
    position = index + 1
    return digits == 0 ? nil : (isNegative ? -value : value)
  }

  private mutating func wholeNumber(until terminator: UInt8) throws(DataError) -> Int {
    guard let value = try wholeNumberIfPresent(until: terminator) else {
      throw damaged(.emptyLine)
    }
    return value
  }

  // MARK: - Values

  /// A count or another whole number.
  package mutating func integer() throws(DataError) -> Int {
    try wholeNumber(until: UInt8(ascii: "\n"))
  }

  /// A number.
  package mutating func number() throws(DataError) -> Double {
    guard let value = try numberIfPresent() else { throw damaged(.notNumber) }
    return value
  }

  /// A number, or `nil` for an empty line.
  package mutating func numberIfPresent() throws(DataError) -> Double? {
    let start = position
    if let whole = try? wholeNumberIfPresent(until: UInt8(ascii: "\n")) { return Double(whole) }
    position = start
    let text = String(decoding: try token(), as: UTF8.self)
    if text.isEmpty { return nil }
    guard let value = Double(text), value.isFinite else { throw damaged(.notNumber) }
    return value
  }

  /// `true` for `1`, `false` for `0`.
  package mutating func bool() throws(DataError) -> Bool {
    switch try integer() {
    case 0: return false
    case 1: return true
    default: throw damaged(.notBool)
    }
  }

  /// A string of the table.
  package mutating func string() throws(DataError) -> String {
    guard let value = try stringIfPresent() else { throw damaged(.notString) }
    return value
  }

  /// A string of the table, or `nil` for an empty line.
  package mutating func stringIfPresent() throws(DataError) -> String? {
    guard let index = try wholeNumberIfPresent(until: UInt8(ascii: "\n")) else { return nil }
    guard table.indices.contains(index) else { throw damaged(.noString(index)) }
    return table[index]
  }

  /// A case of a string enumeration.
  package mutating func `case`<T: RawRepresentable>(_ type: T.Type) throws(DataError) -> T
  where T.RawValue == String {
    guard let value = try caseIfPresent(type) else { throw damaged(.notCase(nil, type: "\(type)")) }
    return value
  }

  /// A case of a string enumeration, or `nil` for an empty line.
  package mutating func caseIfPresent<T: RawRepresentable>(_ type: T.Type) throws(DataError)
    -> T? where T.RawValue == String
  {
    guard let text = try stringIfPresent() else { return nil }
    guard let value = T(rawValue: text) else { throw damaged(.notCase(text, type: "\(type)")) }
    return value
  }

  /// A value written with ``PackedWriter/write(optional:_:)``.
  package mutating func optional<T>(_ body: (inout Self) throws(DataError) -> T)
    throws(DataError) -> T?
  {
    try bool() ? try body(&self) : nil
  }

  /// A list written with ``PackedWriter/write(list:_:)``.
  package mutating func list<T>(_ body: (inout Self) throws(DataError) -> T) throws(DataError)
    -> [T]
  {
    let count = try integer()
    var list: [T] = []
    list.reserveCapacity(count)
    for _ in 0..<count { list.append(try body(&self)) }
    return list
  }

  /// A list of strings.
  package mutating func strings() throws(DataError) -> [String] {
    try list { reader throws(DataError) in try reader.string() }
  }

  /// A dictionary written with ``PackedWriter/write(dictionary:_:)``.
  package mutating func dictionary<T>(_ body: (inout Self) throws(DataError) -> T)
    throws(DataError) -> [String: T]
  {
    let count = try integer()
    var dictionary: [String: T] = [:]
    dictionary.reserveCapacity(count)
    for _ in 0..<count {
      let key = try string()
      dictionary[key] = try body(&self)
    }
    return dictionary
  }
}
