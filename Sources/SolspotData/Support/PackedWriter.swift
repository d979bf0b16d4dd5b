/// Writes values in Solspot's packed form: the text a build tool embeds so that the library
/// reads a checked data file again without a JSON decoder (``PackedReader`` reads it).
///
/// The text is one token per line (each ends with a line break). Every string goes once into
/// a table at the start, as its UTF-8 byte count, a colon and its bytes (so a string may hold
/// any character, a line break included); the values refer to it by its position. A value is
/// a string's position, a number (whole numbers as digits; others as Swift's shortest text that
/// reads back to the same double), `0` or `1` for a Boolean, an empty line for a missing
/// optional value, and a count followed by the elements for a list or a dictionary (whose keys
/// are written sorted, so that the same data always packs to the same text).
///
/// ```
/// solspot-packed PLANTS 1        the header: a kind and a version
/// 3                              the number of strings
/// 12:snake plant                 string 0
/// …
/// 0                              a value: string 0
/// 2                              a list of two elements
/// ```
package struct PackedWriter {
  private var values: [String] = []
  private var strings: [String] = []
  private var positions: [String: Int] = [:]

  /// An empty writer.
  package init() {}

  /// The packed text: `header` (a word and a version, such as `PLANTS 1`), the string table
  /// and the values written.
  package func text(header: String) -> String {
    var text = "solspot-packed \(header)\n\(strings.count)\n"
    for string in strings { text += "\(string.utf8.count):\(string)\n" }
    for value in values { text += value + "\n" }
    return text
  }

  // MARK: - Values

  /// Writes a string, as its position in the table.
  package mutating func write(_ string: String) {
    if let position = positions[string] {
      values.append(String(position))
    } else {
      positions[string] = strings.count
      values.append(String(strings.count))
      strings.append(string)
    }
  }

  /// Writes a string, or an empty line for `nil`.
  package mutating func write(_ string: String?) {
    guard let string else { return values.append("") }
    write(string)
  }

  /// Writes a number: digits for a whole number, else the shortest text of the double.
  ///
  /// - Precondition: `number` is finite (a checked data file holds no other).
  package mutating func write(_ number: Double) {
    precondition(number.isFinite, "the packed form holds finite numbers only")
    if number == number.rounded(), abs(number) < 1e15, number != 0 || number.sign == .plus {
      values.append(String(Int64(number)))
    } else {
      values.append("\(number)")
    }
  }

  /// Writes a number, or an empty line for `nil`.
  package mutating func write(_ number: Double?) {
    guard let number else { return values.append("") }
    write(number)
  }

  /// Writes a count or another whole number.
  package mutating func write(_ integer: Int) { values.append(String(integer)) }

  /// Writes `1` for true, `0` for false.
  package mutating func write(_ flag: Bool) { values.append(flag ? "1" : "0") }

  /// Writes a case of a string enumeration, as its raw value.
  package mutating func write<T: RawRepresentable>(case value: T) where T.RawValue == String {
    write(value.rawValue)
  }

  /// Writes a case, or an empty line for `nil`.
  package mutating func write<T: RawRepresentable>(case value: T?) where T.RawValue == String {
    write(value?.rawValue)
  }

  /// Writes whether `value` is there (`1` or `0`), then the value with `body`.
  package mutating func write<T>(optional value: T?, _ body: (inout Self, T) -> Void) {
    write(value != nil)
    if let value { body(&self, value) }
  }

  /// Writes the count of `list`, then each element with `body`.
  package mutating func write<T>(list: [T], _ body: (inout Self, T) -> Void) {
    write(list.count)
    for element in list { body(&self, element) }
  }

  /// Writes a list of strings.
  package mutating func write(strings list: [String]) {
    write(list: list) { writer, string in writer.write(string) }
  }

  /// Writes the count of `dictionary`, then each key and value, in the order of the keys.
  package mutating func write<T>(dictionary: [String: T], _ body: (inout Self, T) -> Void) {
    write(dictionary.count)
    for (key, value) in dictionary.sorted(by: { $0.key < $1.key }) {
      write(key)
      body(&self, value)
    }
  }
}
