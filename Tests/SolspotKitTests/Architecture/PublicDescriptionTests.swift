import Foundation
import Testing

/// SolspotKit's errors and notes are values (issue 16): a type of the library that describes
/// itself (`CustomStringConvertible`, `CustomDebugStringConvertible`, `LocalizedError`) is
/// listed in ``described`` with what its `description` holds. An error or note type may not
/// describe itself in words: the CLI's `Output/` renderers word them. A new conformance fails
/// until it is listed, and an entry whose conformance is gone fails until it is deleted.
@Suite("SolspotKit's self-describing types")
struct PublicDescriptionTests {
  /// One conformance: the file inside `Sources/SolspotKit` or `Sources/SolspotData` and the
  /// type (`CaptureError.Kind` for an extension of a nested type).
  struct Conformance: Hashable, CustomStringConvertible {
    let path: String
    let type: String
    /// Whether the type is an `Error`, or a note (its name ends in `Note`).
    let isErrorOrNote: Bool
    var key: String { "\(path) \(type)" }
    var description: String { key }
  }

  /// What a listed type's `description` holds; never prose.
  enum Kind: Sendable {
    /// A serialised value: ISO 8601, a rational written `1/60`.
    case data
    /// A name or code from a specification or a tool: `FNumber (0x829D)`, `ExifIFD`, SQLite's
    /// result code.
    case name
  }

  /// Every self-describing type of the library, with what its description holds. None today:
  /// data a value holds has a name that says what it is (`CaptureDate.iso8601`,
  /// `ExifDirectory.groupName`, `ExifTag.name` and `hexID`), and the CLI writes the forms for
  /// people (`FNumber (0x829D)`, `18/10`) in `Output/`. A description would also change every
  /// `"\(value)"` of its type without a compiler error, which is why none is added lightly.
  static let described: [String: Kind] = [:]

  /// Every conformance to a describing protocol in `files` (by default the library's code).
  static func conformances(in files: [LibrarySource.File]? = nil) throws -> [Conformance] {
    let declaration = try Regex(
      #"^(\s*)(?:@\w+\s+)*(?:public\s+|package\s+|internal\s+)?(?:final\s+)?(struct|enum|class|actor|extension)\s+([\w.]+)\s*(?::\s*([^{]*))?\{"#
    )
    let describing = ["CustomStringConvertible", "CustomDebugStringConvertible", "LocalizedError"]
    var errorTypes: Set<String> = []
    var found: [(path: String, type: String, outer: String?)] = []
    for file in try files ?? LibrarySource.files() {
      var outer: String?
      for line in file.code.split(separator: "\n").map(String.init) {
        guard let match = try declaration.firstMatch(in: line) else { continue }
        let indent = match.output[1].substring?.count ?? 0
        let name = String(match.output[3].substring ?? "")
        let inherits = (match.output[4].substring.map(String.init) ?? "")
          .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let qualified = indent == 0 ? name : (outer.map { "\($0).\(name)" } ?? name)
        if indent == 0 { outer = name.split(separator: ".").first.map(String.init) }
        if inherits.contains("Error") { errorTypes.insert(qualified) }
        if inherits.contains(where: describing.contains) {
          found.append((file.path, qualified, indent == 0 ? nil : outer))
        }
      }
    }
    return found.map { entry in
      let base = entry.type.split(separator: ".").first.map(String.init) ?? entry.type
      let isError =
        errorTypes.contains(entry.type) || errorTypes.contains(base)
        || entry.outer.map(errorTypes.contains) == true
      return Conformance(
        path: entry.path, type: entry.type,
        isErrorOrNote: isError || entry.type.hasSuffix("Note"))
    }
  }

  @Test("the scanner finds each describing conformance, nested and in extensions")
  func scanner() throws {
    let code = """
      public struct Stamp: Sendable, CustomStringConvertible {
        public var description: String { "" }
      }
      public enum Group: Hashable {
        case main
      }
      extension Group: CustomDebugStringConvertible {}
      public struct ReadError: Error, Equatable {
        public enum Kind: Sendable, CustomStringConvertible {}
      }
      extension ReadError: LocalizedError {}
      struct LevelNote: Hashable, CustomStringConvertible {}
      public struct Plain: Hashable, Sendable {}
      """
    let file = LibrarySource.File(
      path: "Area/Sample.swift", area: "Area", code: code, text: code)
    let found = try Self.conformances(in: [file])
    #expect(
      found.map(\.type).sorted()
        == ["Group", "LevelNote", "ReadError", "ReadError.Kind", "Stamp"])
    #expect(
      found.filter(\.isErrorOrNote).map(\.type).sorted()
        == ["LevelNote", "ReadError", "ReadError.Kind"])
  }

  @Test("no error or note type of the library describes itself in words")
  func errorsAreValues() throws {
    let conformances = try Self.conformances()
    let worded = conformances.filter(\.isErrorOrNote).map(\.key).sorted()
    #expect(
      worded.isEmpty,
      """
      Error or note types of SolspotKit that describe themselves: give them cases with values \
      and word them in the CLI's Output/ (as CommandFailureText, SpotTextWords, \
      DataErrorText do): \(worded)
      """)
  }

  @Test("every self-describing type is listed, and every listed one still describes itself")
  func listed() throws {
    let keys = Set(try Self.conformances().map(\.key))
    let unlisted = keys.subtracting(Self.described.keys).sorted()
    #expect(unlisted.isEmpty, "New self-describing types: list them in described: \(unlisted)")
    let stale = Set(Self.described.keys).subtracting(keys).sorted()
    #expect(stale.isEmpty, "Listed but no longer self-describing (delete these): \(stale)")
  }
}
