/// A value bound to a statement's parameter or read from a column: SQLite's storage classes
/// without blobs, which the store does not use.
enum StoreValue: Sendable, Hashable {
  /// SQL `NULL`.
  case null
  /// A 64-bit integer.
  case integer(Int64)
  /// A double.
  case real(Double)
  /// UTF-8 text.
  case text(String)

  /// `.text(value)`, or `.null` for `nil`.
  static func text(_ value: String?) -> StoreValue { value.map { .text($0) } ?? .null }

  /// `.real(value)`, or `.null` for `nil`.
  static func real(_ value: Double?) -> StoreValue { value.map { .real($0) } ?? .null }

  /// `.integer(value)`.
  static func integer(_ value: Int) -> StoreValue { .integer(Int64(value)) }
}
