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
    } catch let error as DataFieldError {
      throw DataError(file: file, field: path(error.codingPath), reason: error.reason)
    } catch let error as DecodingError {
      throw Self.dataError(error, file: file)
    } catch {
      throw DataError(file: file, field: "", reason: .undecodable)
    }
  }

  package static func dataError(
    _ error: DecodingError, file: String,
    path: ([any CodingKey]) -> String = DataDecoding.path
  ) -> DataError {
    switch error {
    case .keyNotFound(let key, let context):
      return DataError(file: file, field: path(context.codingPath + [key]), reason: .missing)
    case .typeMismatch(let type, let context):
      return DataError(
        file: file, field: path(context.codingPath), reason: .wrongType(expected: kind(type)))
    case .valueNotFound(let type, let context):
      return DataError(
        file: file, field: path(context.codingPath), reason: .null(expected: kind(type)))
    case .dataCorrupted(let context):
      if context.codingPath.isEmpty {
        return DataError(file: file, field: "", reason: .notJSON)
      }
      return DataError(
        file: file, field: path(context.codingPath),
        reason: .decoderMessage(context.debugDescription))
    @unknown default:
      return DataError(file: file, field: "", reason: .undecodable)
    }
  }

  /// `error`, thrown while decoding the list or dictionary entry whose coding path has `depth`
  /// keys, with that entry named by `id` instead of its position or key:
  /// `plants[dracaena-trifasciata].light.minBand`, `sources[ASPCA].kind`.
  ///
  /// A ``DataError`` or any other error passes through unchanged.
  package static func naming(_ error: any Error, entryDepth depth: Int, id: String) -> any Error {
    func named(_ keys: [any CodingKey]) -> String {
      guard depth > 0, keys.count >= depth else { return path(keys) }
      let head = path(Array(keys.prefix(depth - 1))) + "[\(id)]"
      let tail = path(Array(keys.dropFirst(depth)))
      if tail.isEmpty { return head }
      return tail.hasPrefix("[") ? head + tail : head + "." + tail
    }
    if let field = error as? DataFieldError {
      return DataError(file: "", field: named(field.codingPath), reason: field.reason)
    }
    guard let decoding = error as? DecodingError else { return error }
    return dataError(decoding, file: "", path: named)
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

  private static func kind(_ type: Any.Type) -> DataError.ValueKind {
    switch type {
    case is String.Type: .string
    case is Double.Type, is Int.Type: .number
    case is Bool.Type: .bool
    default: "\(type)".hasPrefix("Array") ? .list : .object
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
      throw DataFieldError(.unknownKey(known: allowed.sorted()), codingPath: codingPath + [key])
    }
  }
}

extension KeyedDecodingContainer {
  /// Decodes a string field into one of `T`'s cases, or fails naming the value and the
  /// allowed ones (``DataError/Reason/unknownValue(_:expected:)``).
  package func decodeCase<T: RawRepresentable & CaseIterable>(
    _ type: T.Type, forKey key: Key
  ) throws -> T where T.RawValue == String {
    let text = try decode(String.self, forKey: key)
    guard let value = T(rawValue: text) else {
      throw DataFieldError(
        .unknownValue(text, expected: T.allCases.map(\.rawValue)), forKey: key, in: self)
    }
    return value
  }

  /// Like ``decodeCase(_:forKey:)`` for a field that may be missing or `null`.
  package func decodeCaseIfPresent<T: RawRepresentable & CaseIterable>(
    _ type: T.Type, forKey key: Key
  ) throws -> T? where T.RawValue == String {
    guard try decodeIfPresent(String.self, forKey: key) != nil else { return nil }
    return try decodeCase(type, forKey: key)
  }
}
