/// Comma-separated values as RFC 4180 writes them: fields with a comma, a quote or a line
/// break are quoted, and quotes inside are doubled.
enum CSVText {
  /// One field, quoted when it must be.
  static func field(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" })
    else { return text }
    return "\"" + text.replacingAll("\"", with: "\"\"") + "\""
  }

  /// One record: fields joined by commas, ended by a line break.
  static func record(_ fields: [String]) -> String {
    fields.map(field).joined(separator: ",") + "\n"
  }

  /// The records of `text` with the line each starts on, or the line of the first error.
  ///
  /// Accepts `\n` and `\r\n` line ends; a blank line at the end is ignored.
  static func parse(_ text: String) -> Result<[(line: Int, fields: [String])], CSVError> {
    var records: [(line: Int, fields: [String])] = []
    var fields: [String] = []
    var field = ""
    var line = 1
    var recordLine = 1
    var quoted = false
    var afterQuote = false
    var iterator = text.unicodeScalars.makeIterator()
    var pending = iterator.next()
    while let scalar = pending {
      pending = iterator.next()
      if quoted {
        if scalar == "\"" {
          if pending == "\"" {
            field.unicodeScalars.append("\"")
            pending = iterator.next()
          } else {
            quoted = false
            afterQuote = true
          }
        } else {
          if scalar == "\n" { line += 1 }
          field.unicodeScalars.append(scalar)
        }
        continue
      }
      switch scalar {
      case ",":
        fields.append(field)
        field = ""
        afterQuote = false
      case "\r" where pending == "\n":
        continue
      case "\n":
        fields.append(field)
        records.append((recordLine, fields))
        fields = []
        field = ""
        afterQuote = false
        line += 1
        recordLine = line
      case "\"":
        guard field.isEmpty, !afterQuote else { return .failure(CSVError(line: line)) }
        quoted = true
      default:
        guard !afterQuote else { return .failure(CSVError(line: line)) }
        field.unicodeScalars.append(scalar)
      }
    }
    if quoted { return .failure(CSVError(line: recordLine)) }
    if !field.isEmpty || !fields.isEmpty || afterQuote {
      fields.append(field)
      records.append((recordLine, fields))
    }
    return .success(records)
  }
}

/// A malformed CSV record: a stray quote, or a quoted field that never ends.
struct CSVError: Error {
  /// The line the problem is on.
  let line: Int
}

extension String {
  /// The string with every `target` replaced by `replacement`, without Foundation.
  func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
