import Foundation
import Testing

/// SolspotKit returns values; English is composed in the CLI (issue 16). Every public member
/// of the library typed `String`, `String?`, `[String]` or `Substring` is listed in
/// ``PublicStringTests/allowed`` as text by nature (an id, a name, a catalog quote, a source,
/// user text, serialised data); there is no kind for prose or for figures formatted for
/// people, which the CLI's `Output/` composes. A new member fails until it is listed, and an
/// entry whose member is gone fails until it is deleted.
///
/// `description` (``CustomStringConvertible``) is left out of ``allowed``:
/// ``PublicDescriptionTests`` lists the types that describe themselves and refuses errors and
/// notes that do. ``proseNames()`` checks every member, descriptions included, whose name says
/// prose (text, reason, label, message, wording, description, summary).
@Suite("SolspotKit's public String members")
struct PublicStringTests {
  /// What a listed member holds.
  enum Kind: Sendable {
    /// A stable id or code for scripts and storage: `low`, `iphone-15-front`, `clipped-frame`.
    case id
    /// A name: a plant's, a device's, a spot's, an Exif tag's.
    case name
    /// Words quoted from a cited source: a catalog's light statement, a caveat.
    case quote
    /// Where a fact comes from: a source's title, publisher or URL.
    case source
    /// Text a user typed or a file holds: notes, rooms, a calibration's date as written.
    case userText
    /// Serialised data: CSV, JSON, ISO 8601, a file path, an Exif ASCII value.
    case data
  }

  /// One public member: its file inside `Sources/SolspotKit`, its name, its type.
  struct Member: Hashable, CustomStringConvertible {
    let path: String
    let name: String
    let type: String
    var key: String { "\(path) \(name)" }
    var description: String { "\(key): \(type)" }
  }

  /// Every public `let`, `var`, `func` and `subscript` of SolspotKit typed as text, and every
  /// public `let` or `var` with no type written whose initializer is a string literal or an
  /// array that starts with one (`public static let note = "a rough estimate"`), whatever its
  /// words: a one-word literal can be prose as well, so each is listed as a written type is.
  static func members(includingDescriptions: Bool = false) throws -> [Member] {
    let declaration = try Regex(
      #"^\s*(?:@\w+(?:\([^)]*\))?\s+)*public\s+(?:(?:static|nonisolated|final|override|mutating|class|lazy|private\(set\)|internal\(set\))\s+)*(let|var|func|subscript)\b\s*([A-Za-z_`][\w`]*)?"#
    ).wordBoundaryKind(.simple)
    let returnType = try Regex(
      #"\)\s*(?:async\s+)?(?:throws(?:\([^)]*\))?\s*)?->\s*(.+?)\s*(?:where\b.*)?$"#
    ).wordBoundaryKind(.simple)
    let textTypes: Set<String> = [
      "String", "String?", "[String]", "[String]?", "Substring", "[String: String]", "Set<String>",
    ]
    var found: [Member] = []
    for file in try LibrarySource.files() {
      let lines = file.code.split(separator: "\n", omittingEmptySubsequences: false)
      let written = file.text.split(separator: "\n", omittingEmptySubsequences: false)
      for (index, line) in lines.map(String.init).enumerated() {
        guard let match = try declaration.firstMatch(in: line),
          let kind = match.output[1].substring
        else { continue }
        let name = match.output[2].substring.map(String.init) ?? String(kind)
        let type: String
        if kind == "func" || kind == "subscript" {
          // The signature runs to the body's brace (or to the line's end in a protocol).
          var signature = line
          var next = index + 1
          while !signature.contains("{") && next < lines.count && next < index + 10 {
            signature += " " + lines[next].trimmingCharacters(in: .whitespaces)
            next += 1
          }
          let head = String(signature.split(separator: "{", maxSplits: 1).first ?? "")
          let found = try returnType.firstMatch(in: head)
          type = found?.output[1].substring.map(String.init) ?? ""
        } else {
          let annotation = line[match.range.upperBound...].drop { $0 == " " }
          if annotation.first == "=", index < written.count,
            let equals = written[index].firstIndex(of: "=")
          {
            // The initializer as written, with the next lines for an array that opens a line.
            let initializer =
              String(written[index][written[index].index(after: equals)...]) + " "
              + written.dropFirst(index + 1).prefix(2).joined(separator: " ")
            if let inferred = inferredTextType(initializer) {
              found.append(Member(path: file.path, name: name, type: inferred))
            }
            continue
          }
          guard annotation.first == ":" else { continue }
          type = String(annotation.dropFirst().prefix { $0 != "=" && $0 != "{" })
            .trimmingCharacters(in: .whitespaces)
        }
        guard textTypes.contains(type), includingDescriptions || name != "description" else {
          continue
        }
        found.append(Member(path: file.path, name: name, type: type))
      }
    }
    return found
  }

  /// The type of an initializer with no type written, when it is text: `String (inferred)`
  /// for a string literal, `[String] (inferred)` for an array whose first element is one;
  /// otherwise `nil`.
  static func inferredTextType(_ initializer: String) -> String? {
    var rest = initializer.drop(while: \.isWhitespace)
    let isArray = rest.first == "["
    if isArray { rest = rest.dropFirst().drop(while: \.isWhitespace) }
    guard rest.drop(while: { $0 == "#" }).first == "\"" else { return nil }
    return isArray ? "[String] (inferred)" : "String (inferred)"
  }

  @Test("a string literal, or an array that starts with one, is text with no type written")
  func inferredText() {
    #expect(Self.inferredTextType(#" "a rough estimate""#) == "String (inferred)")
    #expect(Self.inferredTextType(##" #"raw "quoted""#"##) == "String (inferred)")
    #expect(Self.inferredTextType(" [\n    \"time\", \"iso\",") == "[String] (inferred)")
    #expect(Self.inferredTextType(" 42") == nil)
    #expect(Self.inferredTextType(" [1, 2]") == nil)
    #expect(Self.inferredTextType(" Band(id: \"low\")") == nil)
  }

  @Test("every public String member is listed as text by nature")
  func listed() throws {
    let members = try Self.members()
    #expect(members.count > 50, "the scanner found too few members to be working")
    let unlisted = Set(members.map(\.key)).subtracting(Self.allowed.keys).sorted()
    #expect(
      unlisted.isEmpty,
      """
      New public String members in SolspotKit: return a value (an enum with a stable code, a \
      struct of enums and numbers) and render it in the CLI's Output/, or, if the text is data \
      by nature, add it to PublicStringTests.allowed:
      \(unlisted.map { "    \"\($0)\": .id," }.joined(separator: "\n"))
      """)
  }

  @Test("every listed member still exists, so the list only shrinks")
  func noStaleEntries() throws {
    let keys = Set(try Self.members().map(\.key))
    let stale = Set(Self.allowed.keys).subtracting(keys).sorted()
    #expect(stale.isEmpty, "Listed but gone (delete these entries): \(stale)")
  }

  @Test("no public String member is named like prose unless it is listed as data")
  func proseNames() throws {
    let prosy = Set(
      try Self.members(includingDescriptions: true).filter(Self.isNamedLikeProse).map(\.key))
    let unlisted = prosy.subtracting(Self.proseNamedData.keys).sorted()
    #expect(
      unlisted.isEmpty,
      """
      Public String members named like prose (\(Self.proseWords.joined(separator: ", "))): \
      return a value and word it in the CLI's Output/; or, if the text is data, give it a name \
      that says what it is (`iso8601Date`, `contents(of:)`), or, only if that name is already \
      what it is, list it in PublicStringTests.proseNamedData with its kind: \(unlisted)
      """)
    let stale = Set(Self.proseNamedData.keys).subtracting(prosy).sorted()
    #expect(stale.isEmpty, "Listed but gone or renamed (delete these entries): \(stale)")
  }

  @Test("the prose-name check catches each word, in any case, anywhere in a name")
  func proseNameMatcher() {
    for name in [
      "text", "valueText", "boundReason", "label", "sqliteMessage", "wording",
      "description", "summaryLine", "TextLine",
    ] {
      #expect(Self.isNamedLikeProse(Member(path: "A.swift", name: name, type: "String")), "\(name)")
    }
    for name in ["iso8601Date", "contents", "spelling", "name", "code", "stringValue"] {
      #expect(
        !Self.isNamedLikeProse(Member(path: "A.swift", name: name, type: "String")), "\(name)")
    }
  }

  /// Words that name prose in a member's name (issue 16's done-when, and `description`,
  /// `summary`).
  static let proseWords = [
    "text", "reason", "label", "message", "wording", "description", "summary",
  ]

  /// Whether `member`'s name contains one of ``proseWords``, in any case.
  static func isNamedLikeProse(_ member: Member) -> Bool {
    let name = member.name.lowercased()
    return proseWords.contains { name.contains($0) }
  }

  /// Members named like prose that hold data, each with what it holds. A `description` is one
  /// of ``PublicDescriptionTests/described`` (none today: a value's data has its own name, as
  /// `CaptureDate.iso8601` and `ExifDirectory.groupName` do).
  static let proseNamedData: [String: Kind] = [
    // SQLite's own words for an error (`sqlite3_errmsg`), as GRDB's DatabaseError keeps them.
    "Store/StoreError.swift sqliteMessage": .data
  ]
}
