#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Decodes Solspot's JSON data files and turns every failure into a ``DataError`` that names
/// the file and the field.
enum DataDecoding {
  /// Decodes `type` from the JSON `text` of the file `file`.
  static func decode<T: Decodable>(_ type: T.Type, from text: String, file: String)
    throws(DataError) -> T
  {
    try decode(type, from: Data(text.utf8), file: file)
  }

  /// Decodes `type` from the JSON `data` of the file `file`.
  static func decode<T: Decodable>(_ type: T.Type, from data: Data, file: String)
    throws(DataError) -> T
  {
    do {
      return try JSONDecoder().decode(type, from: data)
    } catch let error as DataError {
      throw error.inFile(file)
    } catch let error as DecodingError {
      throw Self.dataError(error, file: file)
    } catch {
      throw DataError(file: file, field: "", reason: "cannot be read: \(error)")
    }
  }

  static func dataError(_ error: DecodingError, file: String) -> DataError {
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

  /// A dotted path such as `exposureLimits.iso.min` or `bands[2].upperLux`.
  static func path(_ keys: [any CodingKey]) -> String {
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
struct AnyCodingKey: CodingKey {
  var stringValue: String
  var intValue: Int?
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) {
    self.stringValue = String(intValue)
    self.intValue = intValue
  }
}

extension Decoder {
  /// Throws when the current JSON object has a key outside `allowed`, so that a misspelt field
  /// is an error instead of a silently ignored default.
  func rejectUnknownKeys(allowed: Set<String>) throws {
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
