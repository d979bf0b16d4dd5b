#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Decodes Solspot's JSON data files and turns every failure into a ``DataError`` that names
/// the file and the field.
package enum DataDecoding {
  /// The `userInfo` key that tells a decoder its data is built in and already checked by the
  /// tests, so that unknown keys need not be looked for (``Decoder/isTrusted``).
  package static let trustedKey: CodingUserInfoKey = {
    guard let key = CodingUserInfoKey(rawValue: "solspot.trusted") else {
      preconditionFailure("a constant user-info key is always valid")
    }
    return key
  }()

  /// Decodes `type` from the JSON `text` of the file `file`; `trusted` for built-in data.
  package static func decode<T: Decodable>(
    _ type: T.Type, from text: String, file: String, trusted: Bool = false
  ) throws(DataError) -> T {
    try decode(type, from: Data(text.utf8), file: file, trusted: trusted)
  }

  /// Decodes `type` from the JSON `data` of the file `file`; `trusted` for built-in data.
  package static func decode<T: Decodable>(
    _ type: T.Type, from data: Data, file: String, trusted: Bool = false
  ) throws(DataError) -> T {
    do {
      let decoder = JSONDecoder()
      if trusted { decoder.userInfo[trustedKey] = true }
      return try decoder.decode(type, from: data)
    } catch let error as DataError {
      throw error.inFile(file)
    } catch let error as DecodingError {
      throw Self.dataError(error, file: file)
    } catch {
      throw DataError(file: file, field: "", reason: "cannot be read: \(error)")
    }
  }

  package static func dataError(
    _ error: DecodingError, file: String,
    path: ([any CodingKey]) -> String = DataDecoding.path
  ) -> DataError {
    switch error {
    case .keyNotFound(let key, let context):
      return DataError(
        file: file, field: path(context.codingPath + [key]), reason: "is missing")
    case .typeMismatch(let type, let context):
      return DataError(
        file: file, field: path(context.codingPath),
        reason: "has the wrong type (expected \(typeName(type)))")
    case .valueNotFound(let type, let context):
      return DataError(
        file: file, field: path(context.codingPath),
        reason: "is null (expected \(typeName(type)))")
    case .dataCorrupted(let context):
      if context.codingPath.isEmpty {
        return DataError(file: file, field: "", reason: "is not valid JSON")
      }
      return DataError(
        file: file, field: path(context.codingPath), reason: context.debugDescription)
    @unknown default:
      return DataError(file: file, field: "", reason: "cannot be decoded")
    }
  }

  /// `error`, thrown while decoding the list or dictionary entry whose coding path has `depth`
  /// keys, with that entry named by `id` instead of its position or key:
  /// `plants[dracaena-trifasciata].light.minBand`, `sources[ASPCA].kind`.
  ///
  /// A ``DataError`` or any other error passes through unchanged.
  package static func naming(_ error: any Error, entryDepth depth: Int, id: String) -> any Error {
    guard let decoding = error as? DecodingError else { return error }
    return dataError(decoding, file: "") { keys in
      guard depth > 0, keys.count >= depth else { return path(keys) }
      let head = path(Array(keys.prefix(depth - 1))) + "[\(id)]"
      let tail = path(Array(keys.dropFirst(depth)))
      if tail.isEmpty { return head }
      return tail.hasPrefix("[") ? head + tail : head + "." + tail
    }
  }

  /// A dotted path such as `exposureLimits.iso.min` or `bands[2].upperLux`.
  package static func path(_ keys: [any CodingKey]) -> String {
    var text = ""
    for key in keys {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : "." + key.stringValue
      }
    }
    return text
  }

  private static func typeName(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Double.Type, is Int.Type: "a number"
    case is Bool.Type: "true or false"
    default: "\(type)".hasPrefix("Array") ? "a list" : "an object"
    }
  }
}

/// A coding key for any name, used to reject keys a data format does not define.
package struct AnyCodingKey: CodingKey {
  package var stringValue: String
  package var intValue: Int?
  package init(stringValue: String) { self.stringValue = stringValue }
  package init?(intValue: Int) {
    self.stringValue = String(intValue)
    self.intValue = intValue
  }
}

extension Decoder {
  /// Whether the data is built in and checked by the tests (``DataDecoding/trustedKey``).
  package var isTrusted: Bool { userInfo[DataDecoding.trustedKey] as? Bool == true }

  /// Throws when the current JSON object has a key outside `allowed`, so that a misspelt field
  /// is an error instead of a silently ignored default; a no-op for trusted, built-in data,
  /// whose fields the tests check.
  package func rejectUnknownKeys(allowed: Set<String>) throws {
    guard !isTrusted else { return }
    let container = try container(keyedBy: AnyCodingKey.self)
    for key in container.allKeys where !allowed.contains(key.stringValue) {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: codingPath + [key],
          debugDescription:
            "is not a known field (known: \(allowed.sorted().joined(separator: ", ")))"
        ))
    }
  }
}

extension KeyedDecodingContainer {
  /// Decodes a string field into one of `T`'s cases, or fails naming the value and the
  /// allowed ones: "unknown group 'tree' (expected foliage, succulent, …)".
  package func decodeCase<T: RawRepresentable & CaseIterable>(
    _ type: T.Type, forKey key: Key, what: String
  ) throws -> T where T.RawValue == String {
    let text = try decode(String.self, forKey: key)
    guard let value = T(rawValue: text) else {
      let allowed = T.allCases.map(\.rawValue).joined(separator: ", ")
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "unknown \(what) '\(text)' (expected \(allowed))")
    }
    return value
  }

  /// Like ``decodeCase(_:forKey:what:)`` for a field that may be missing or `null`.
  package func decodeCaseIfPresent<T: RawRepresentable & CaseIterable>(
    _ type: T.Type, forKey key: Key, what: String
  ) throws -> T? where T.RawValue == String {
    guard try decodeIfPresent(String.self, forKey: key) != nil else { return nil }
    return try decodeCase(type, forKey: key, what: what)
  }
}
