/// Comma-separated values as RFC 4180 writes them, so that ``CSVReader`` reads every field
/// back as it was: a field with a comma, a quote, a line break, or a space or tab at either end
/// is quoted, and its quotes are doubled.
enum CSVWriter {
  /// One field, quoted when it must be.
  static func field(_ text: String) -> String {
    let mustQuote =
      text.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
      || text.first.map(isBlank) == true || text.last.map(isBlank) == true
    guard mustQuote else { return text }
    var quoted = "\""
    for character in text {
      quoted += character == "\"" ? "\"\"" : String(character)
    }
    return quoted + "\""
  }

  /// One record: fields joined by commas, ended by a line break.
  static func record(_ fields: [String]) -> String {
    fields.map(field).joined(separator: ",") + "\n"
  }

  private static func isBlank(_ character: Character) -> Bool {
    character == " " || character == "\t"
  }
}
