/// Splits one line of comma-separated values into its fields.
///
/// Rules (RFC 4180, one record per line): fields are separated by commas; a field wrapped in
/// double quotes may contain commas, and `""` inside it is one quote; spaces around an unquoted
/// field are dropped. A quoted field cannot span lines.
enum CSVLine {
  /// Why a line could not be split.
  enum Problem: Error, Sendable, Hashable {
    /// A quoted field has no closing quote on its line.
    case unterminatedQuote
    /// Text follows a closing quote before the next comma.
    case textAfterQuote
  }

  /// The fields of `line`, in order.
  static func fields(_ line: Substring) throws(Problem) -> [String] {
    var fields: [String] = []
    var current = ""
    var index = line.startIndex
    var fieldStart = true
    var quoted = false
    var wasQuoted = false
    func finish() -> String { wasQuoted ? current : String(Substring(current).trimmingSpaces()) }
    while index < line.endIndex {
      let character = line[index]
      index = line.index(after: index)
      if quoted {
        if character == "\"" {
          if index < line.endIndex, line[index] == "\"" {
            current.append("\"")
            index = line.index(after: index)
          } else {
            quoted = false
            wasQuoted = true
            while index < line.endIndex, line[index] == " " || line[index] == "\t" {
              index = line.index(after: index)
            }
            guard index == line.endIndex || line[index] == "," else { throw .textAfterQuote }
          }
        } else {
          current.append(character)
        }
        continue
      }
      if character == "," {
        fields.append(finish())
        current = ""
        fieldStart = true
        wasQuoted = false
        continue
      }
      if fieldStart, character == " " || character == "\t" { continue }
      if fieldStart, character == "\"" {
        quoted = true
        fieldStart = false
        continue
      }
      fieldStart = false
      current.append(character)
    }
    guard !quoted else { throw .unterminatedQuote }
    fields.append(finish())
    return fields
  }
}
