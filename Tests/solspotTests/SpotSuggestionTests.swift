import Foundation
import Testing

/// The commands the tool suggests with a spot's name in them can be pasted into a POSIX shell:
/// each test takes the suggestion out of the output and runs it with `/bin/sh`.
@Suite("solspot spot: suggested commands")
struct SpotSuggestionTests {
  /// Names a shell would split or expand if pasted bare, and one it would not.
  static let names = [
    "back shelf", "Mum's room", "it's \"$HOME\" `x` \\ !", "café", "#1 ~shelf",
  ]

  /// The text between `start` and the next `end` after it, in `text`.
  static func between(_ start: String, _ end: String, in text: String) -> String? {
    guard let from = text.range(of: start)?.upperBound,
      let to = text.range(of: end, range: from..<text.endIndex)?.lowerBound
    else { return nil }
    return String(text[from..<to])
  }

  /// Runs a suggested `solspot …` command with `/bin/sh`, on `store`.
  static func runInShell(_ command: String, store: String) throws -> SolspotProcess.Result {
    #expect(command.hasPrefix("solspot "))
    let binary = SolspotProcess.binary.path
    return try SolspotProcess.run(
      ["-c", "'\(binary)' " + command.dropFirst("solspot ".count) + " --store '\(store)'"],
      executable: URL(fileURLWithPath: "/bin/sh"))
  }

  @Test("a name that needs quotes is quoted in suggestions", arguments: names)
  func pasteable(name: String) throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", name])
    for (shutter, time) in [("1/800", "2025-01-15T12:00Z"), ("1/8000", "2025-07-01T12:00Z")] {
      try fixture.ok(["measure", name, "-f", "1.9", "-t", shutter, "--iso", "100", "--at", time])
    }
    // "… or see 'solspot spot seasons NAME'." ends the season-span note of `show`.
    let show = try fixture.ok(["show", name])
    let seasons = try #require(Self.between("or see '", "'.\n", in: show))
    let ran = try Self.runInShell(seasons, store: fixture.store)
    #expect(ran.status == 0, "\(seasons): \(ran.stderr)")
    #expect(ran.stdout.hasPrefix("\(name): seasons of the northern hemisphere"))
    // "add --yes … ('solspot spot remove NAME --yes'; export first …)".
    let refused = try fixture.spot(["remove", name])
    #expect(refused.status == 1)
    let remove = try #require(Self.between("('", "'; export first", in: refused.stderr))
    let removed = try Self.runInShell(remove, store: fixture.store)
    #expect(removed.status == 0, "\(remove): \(removed.stderr)")
    #expect(removed.stdout == "Removed spot '\(name)' and its 2 readings.\n")
  }

  @Test("names are quoted only when needed, in double quotes where they read best")
  func wording() throws {
    let fixture = try SpotFixture()
    for name in ["back shelf", "Mum's room", "say \"hi\"", "café"] {
      try fixture.ok(["add", name])
    }
    #expect(
      try fixture.ok(["show", "back shelf"]).contains(
        "set it with 'solspot spot set \"back shelf\" --latitude L'"))
    #expect(
      try fixture.spot(["add", "mum's room"]).stderr.contains(
        "with 'solspot spot measure \"Mum's room\" …'"))
    #expect(
      try fixture.ok(["seasons", "say \"hi\""]).contains(
        "measure with 'solspot spot measure 'say \"hi\"' …'"))
    #expect(try fixture.ok(["history", "café"]).contains("'solspot spot measure café …'"))
  }

  @Test("every spot command that takes a name suggests a close one, ignoring accents and marks")
  func didYouMean() throws {
    let fixture = try SpotFixture()
    for name in ["Mum's shelf", "L'été", "hall"] { try fixture.ok(["add", name]) }
    let settings = ["-f", "1.9", "-t", "1/60", "--iso", "100"]
    for (arguments, typed) in [
      (["show", "mums shelf"], "mums shelf"), (["history", "mums shelf"], "mums shelf"),
      (["seasons", "lete"], "lete"), (["measure", "lete"] + settings, "lete"),
      (["set", "mums shelf", "--room", "study"], "mums shelf"),
      (["rename", "mums shelf", "shelf"], "mums shelf"), (["remove", "lete"], "lete"),
      (["compare", "mums shelf", "hall"], "mums shelf"), (["compare", "hall", "lete"], "lete"),
    ] {
      let result = try fixture.spot(arguments)
      let suggestion = typed == "lete" ? "L'été" : "Mum's shelf"
      #expect(result.status == 1, "\(arguments)")
      #expect(
        result.stderr == "solspot: no spot named '\(typed)'; did you mean '\(suggestion)'?\n",
        "\(arguments)")
    }
    let plants = try SolspotProcess.run([
      "plants", "--spot", "mums shelf", "--store", fixture.store,
    ])
    #expect(
      plants.stderr.hasPrefix("solspot: no spot named 'mums shelf'; did you mean 'Mum's shelf'?"))
  }
}
