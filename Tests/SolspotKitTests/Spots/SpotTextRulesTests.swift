import Foundation
import Testing

@testable import SolspotKit

/// The rules of spot names, rooms and notes, and the key that makes names unique.
@Suite("Spot text rules")
struct SpotTextRulesTests {
  /// A text and the problem it has (nil: valid, with the text it is saved as).
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    let field: SpotTextField
    let problem: String?
    var saved: String? = nil
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "plain", text: "windowsill", field: .name, problem: nil),
    Case(name: "spaces trimmed", text: "  sill\t", field: .name, problem: nil, saved: "sill"),
    Case(
      name: "zero width space at the end trimmed", text: "sill\u{200B}", field: .name, problem: nil,
      saved: "sill"),
    Case(name: "only spaces", text: "  ", field: .name, problem: "empty"),
    Case(
      name: "zero width space alone", text: "\u{200B}", field: .name,
      problem: "no-visible-character"),
    Case(
      name: "word joiner and no-break space", text: "\u{2060}\u{00A0}", field: .name,
      problem: "no-visible-character"),
    Case(
      name: "combining mark alone", text: "\u{0301}", field: .name, problem: "no-visible-character"),
    Case(name: "line separator", text: "a\u{2028}b", field: .name, problem: "line-separator"),
    Case(
      name: "paragraph separator in notes", text: "a\u{2029}b", field: .notes,
      problem: "line-separator"),
    Case(name: "right-to-left override", text: "a\u{202E}b", field: .name, problem: "bidi-control"),
    Case(
      name: "left-to-right isolate in a room", text: "\u{2066}x", field: .room,
      problem: "bidi-control"),
    Case(name: "right-to-left mark", text: "x\u{200F}y", field: .notes, problem: "bidi-control"),
    Case(name: "Arabic letter mark", text: "x\u{061C}y", field: .name, problem: "bidi-control"),
    Case(name: "line break in a name", text: "a\nb", field: .name, problem: "control"),
    Case(name: "line break and tab in notes", text: "a\nb\tc", field: .notes, problem: nil),
    Case(name: "escape in notes", text: "a\u{1B}[31m", field: .notes, problem: "control"),
    Case(name: "emoji sequence with joiners", text: "👨‍👩‍👧 corner", field: .name, problem: nil),
    Case(name: "Persian with a non-joiner", text: "می‌خواهم", field: .name, problem: nil),
    Case(name: "flag of Scotland (tag characters)", text: "🏴󠁧󠁢󠁳󠁣󠁴󠁿", field: .name, problem: nil),
    Case(
      name: "30 combining marks", text: "a" + String(repeating: "\u{0301}", count: 30),
      field: .name, problem: nil),
    Case(
      name: "5,000 combining marks", text: "a" + String(repeating: "\u{0301}", count: 5_000),
      field: .name, problem: "too-many-combining-marks"),
    Case(
      name: "101 characters", text: String(repeating: "x", count: 101), field: .name,
      problem: "too-long"),
    Case(
      name: "100 characters of 4 scalars",
      text: String(repeating: "a\u{0301}\u{0302}\u{0303}", count: 100), field: .name, problem: nil),
    Case(
      name: "100 characters of 5 scalars",
      text: String(repeating: "a\u{0301}\u{0302}\u{0303}\u{0304}", count: 100), field: .name,
      problem: "too-long"),
    Case(
      name: "2,001 characters of notes", text: String(repeating: "n", count: 2_001), field: .notes,
      problem: "too-long"),
    Case(name: "SQL is text", text: "'; DROP TABLE spots; --", field: .name, problem: nil),
  ]

  @Test("each text is accepted or refused by its rule", arguments: cases)
  func rules(_ test: Case) {
    do {
      let saved = try SpotTextRules.validate(test.text, as: test.field)
      #expect(test.problem == nil, "accepted \(test.name)")
      #expect(saved == (test.saved ?? test.text))
    } catch {
      #expect(error.code == test.problem, "\(error)")
    }
  }

  @Test("limits count characters, scalars and bytes")
  func units() {
    let scalars = String(repeating: "a\u{0301}\u{0302}\u{0303}\u{0304}", count: 100)
    #expect(throws: SpotTextProblem.tooLong(unit: .scalars, count: 500, maximum: 400)) {
      try SpotTextRules.validate(scalars, as: .name)
    }
    // 100 characters of 3 scalars of 3 bytes (Devanagari) is 900 bytes: over 800.
    let bytes = String(repeating: "क\u{094D}\u{0937}", count: 100)
    #expect(throws: SpotTextProblem.tooLong(unit: .bytes, count: 900, maximum: 800)) {
      try SpotTextRules.validate(bytes, as: .name)
    }
    let notes = String(repeating: "x", count: 2_001)
    #expect(throws: SpotTextProblem.tooLong(unit: .characters, count: 2_001, maximum: 2_000)) {
      try SpotTextRules.validate(notes, as: .notes)
    }
  }

  @Test(
    "names that differ only in case, accents' encoding or invisible characters share a key",
    arguments: [
      ("ΟΔΟΣ", "οδος"), ("Straße", "STRASSE"), ("straße", "strasse"), ("ẞ", "ss"),
      ("Windowsill", "windowsill"), ("Café", "Cafe\u{0301}"), ("si\u{200B}ll", "sill"),
      ("☀️ desk", "☀ desk"), ("big  sill", "big\u{00A0}sill"), ("ﬁg tree", "FIG tree"),
    ])
  func sameKey(_ first: String, _ second: String) {
    #expect(SpotName.key(first) == SpotName.key(second))
  }

  @Test(
    "different names keep different keys",
    arguments: [
      ("sill", "shelf"), ("Cafe", "Café"), ("i", "ı"), ("a b", "ab"), ("👨‍👩‍👧", "👨"),
    ])
  func differentKey(_ first: String, _ second: String) {
    #expect(SpotName.key(first) != SpotName.key(second))
  }

  @Test("the key is idempotent and NFC")
  func keyForm() {
    for name in ["ΟΔΟΣ", "Straße", "Cafe\u{0301}", "  Big   Sill ", "ǅ", "İstanbul"] {
      let key = SpotName.key(name)
      #expect(SpotName.key(key) == key)
      #expect(
        key.unicodeScalars.elementsEqual(key.precomposedStringWithCanonicalMapping.unicodeScalars))
    }
  }

  @Test("repair brings old texts into the rules, keeping what it can")
  func repair() {
    #expect(SpotTextRules.repaired("a\u{202E}b", as: .name) == "ab")
    #expect(SpotTextRules.repaired("a\u{2028}b", as: .name) == "a b")
    #expect(SpotTextRules.repaired("a\u{2028}b", as: .notes) == "a\nb")
    #expect(SpotTextRules.repaired("\u{200B}", as: .name) == nil)
    let marks = SpotTextRules.repaired("a" + String(repeating: "\u{0301}", count: 5_000), as: .name)
    #expect(marks?.unicodeScalars.count == 31)
    let long = SpotTextRules.repaired(String(repeating: "क\u{094D}\u{0937}", count: 100), as: .name)
    #expect(long.map { (try? SpotTextRules.validate($0, as: .name)) == $0 } == true)
  }
}
