import Testing

/// An error or note case carries values; English is composed in the CLI (issue 16). Every
/// `String` associated value of an enum case in the library is listed in
/// ``CaseStringTests/allowed`` as data (a path, a name, an id, text from the file); a reason
/// or a phrase fails until it becomes a typed value. An entry whose case is gone fails too.
@Suite("String associated values of the library's enum cases")
struct CaseStringTests {
  /// Every `String`-typed associated value: "Folder/File.swift caseName.label" (`.0`, `.1` for
  /// an unlabelled one).
  static func payloads() throws -> Set<String> {
    let opening = try Regex(#"^\s*(?:indirect\s+)?case\s+([a-z]\w*)\("#)
    let textTypes: Set<String> = ["String", "String?", "[String]", "[String]?", "Substring"]
    var found: Set<String> = []
    for file in try LibrarySource.files() {
      let lines = file.code.split(separator: "\n", omittingEmptySubsequences: false)
      for (index, line) in lines.map(String.init).enumerated() {
        guard let match = try opening.firstMatch(in: line),
          let name = match.output[1].substring
        else { continue }
        // The parameter list, from the opening parenthesis to its match, across lines.
        var text = String(line[match.range.upperBound...])
        var next = index + 1
        var depth = 1
        var parameters = ""
        scan: while true {
          for character in text {
            if character == "(" || character == "[" || character == "<" { depth += 1 }
            if character == ")" || character == "]" || character == ">" { depth -= 1 }
            if depth == 0 { break scan }
            parameters.append(depth == 1 && character == "," ? "\u{1}" : character)
          }
          guard next < lines.count, next < index + 10 else { break }
          text = String(lines[next])
          next += 1
        }
        for (position, parameter) in parameters.split(separator: "\u{1}").enumerated() {
          let parts = parameter.split(separator: ":", maxSplits: 1)
          let label = parts.count == 2 ? parts[0].trimmingWhitespace : "\(position)"
          let type = String(parts.last ?? "").split(separator: "=").first?.trimmingWhitespace
          guard let type, textTypes.contains(type) else { continue }
          found.insert("\(file.path) \(name).\(label)")
        }
      }
    }
    return found
  }

  @Test("every String associated value is listed as data")
  func listed() throws {
    let payloads = try Self.payloads()
    #expect(payloads.count > 20, "the scanner found too few payloads to be working")
    let unlisted = payloads.subtracting(Self.allowed.keys).sorted()
    #expect(
      unlisted.isEmpty,
      """
      New String associated values: carry a typed value (an enum with a stable code and its \
      numbers) and word it in the CLI's Output/, or, if the text is data, list it in \
      CaseStringTests.allowed:
      \(unlisted.map { "    \"\($0)\": .data," }.joined(separator: "\n"))
      """)
  }

  @Test("every listed value still exists, so the list only shrinks")
  func noStaleEntries() throws {
    let stale = Set(Self.allowed.keys).subtracting(try Self.payloads()).sorted()
    #expect(stale.isEmpty, "Listed but gone (delete these entries): \(stale)")
  }

}

extension Substring {
  fileprivate var trimmingWhitespace: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
