import Foundation
import Testing

/// Runs the examples of docs/cli.md that are marked with the fixtures they use, and compares
/// their output with the text shown, so that a documented example cannot go stale.
///
/// A marked example is an HTML comment naming the files to lay out (name=fixture, from
/// Tests/SolspotKitTests/Metadata/Fixtures) and, optionally, commands to run first, followed by
/// a code block whose first line is the command:
///
/// ```
/// <!-- example-files: IMG_0001.jpg=iphone-front.jpg; before: solspot spot add desk -->
/// ```
///
/// Each `; before: solspot …` is one command; there may be several, and no files (`<!--
/// example-files: ; before: solspot spot add sill -->`). Words split as a shell splits them,
/// with single quotes for spaces.
@Suite("Documented examples")
struct DocExampleTests {
  struct Example: CustomTestStringConvertible, Sendable {
    /// The line of the command in docs/cli.md.
    let line: Int
    let files: [String: String]
    let before: [[String]]
    let arguments: [String]
    let output: [String]
    var testDescription: String {
      "docs/cli.md:\(line) solspot \(arguments.joined(separator: " "))"
    }
  }

  static let document = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/cli.md")

  static let examples: [Example] = {
    guard let text = try? String(contentsOf: document, encoding: .utf8) else { return [] }
    let lines = text.components(separatedBy: "\n")
    var examples: [Example] = []
    let marker = "<!-- example-files: "
    for (index, line) in lines.enumerated() where line.hasPrefix(marker) && line.hasSuffix(" -->") {
      let spec = line.dropFirst(marker.count).dropLast(4).components(separatedBy: "; before: ")
      var files: [String: String] = [:]
      for pair in spec[0].split(separator: " ") {
        let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
        if parts.count == 2 { files[parts[0]] = parts[1] }
      }
      let before = spec.dropFirst().map { Array(words($0).dropFirst()) }
      guard index + 2 < lines.count, lines[index + 1] == "```",
        lines[index + 2].hasPrefix("$ solspot ")
      else { continue }
      let arguments = words(lines[index + 2].dropFirst("$ solspot ".count))
      let output = lines[(index + 3)...].prefix { $0 != "```" }
      examples.append(
        Example(
          line: index + 3, files: files, before: before, arguments: arguments,
          output: Array(output)))
    }
    return examples
  }()

  /// The words of a command line as a shell splits them, for the simple lines the examples
  /// use: spaces separate words, and single quotes keep a word's spaces (`--plant 'snake
  /// plant'`).
  static func words(_ line: some StringProtocol) -> [String] {
    var words: [String] = []
    var word = ""
    var isQuoted = false
    var hasWord = false
    for character in line {
      if character == "'" {
        isQuoted.toggle()
        hasWord = true
      } else if character == " ", !isQuoted {
        if hasWord { words.append(word) }
        word = ""
        hasWord = false
      } else {
        word.append(character)
        hasWord = true
      }
    }
    if hasWord { words.append(word) }
    return words
  }

  @Test("the marked examples are found")
  func found() {
    #expect(Self.examples.count >= 3)
    #expect(Self.examples.contains { $0.arguments.first == "lux" })
    #expect(Self.examples.contains { $0.arguments.first == "plants" })
    #expect(Self.examples.contains { $0.arguments.prefix(2) == ["spot", "seasons"] })
    #expect(
      Self.words("plants --plant 'snake plant' --lux 6000") == [
        "plants", "--plant", "snake plant", "--lux", "6000",
      ])
  }

  /// docs/cli.md is a reference: every code block is either usage lines (`solspot …`, with
  /// indented continuations) or a marked example this suite runs, so no output shown there
  /// can go stale unchecked; and it stays under 30 KB (issue 17).
  @Test("docs/cli.md shows no unchecked output and stays under 30 KB")
  func reference() throws {
    let data = try Data(contentsOf: Self.document)
    #expect(data.count < 30_000, "docs/cli.md is \(data.count) bytes")
    let lines = String(decoding: data, as: UTF8.self).components(separatedBy: "\n")
    var unchecked: [Int] = []
    var index = 0
    while index < lines.count {
      guard lines[index].hasPrefix("```") else {
        index += 1
        continue
      }
      let start = index
      index += 1
      var body: [String] = []
      while index < lines.count, !lines[index].hasPrefix("```") {
        body.append(lines[index])
        index += 1
      }
      index += 1
      let isMarked = start > 0 && lines[start - 1].hasPrefix("<!-- example-files: ")
      let isUsage = body.allSatisfy { $0.hasPrefix("solspot ") || $0.hasPrefix("    ") }
      if isMarked ? body.first?.hasPrefix("$ solspot ") != true : !isUsage {
        unchecked.append(start + 1)
      }
    }
    #expect(unchecked.isEmpty, "docs/cli.md: unchecked code blocks at lines \(unchecked)")
  }

  /// A `|` in a table row ends a cell even inside backticks on GitHub, unless escaped (`\|`).
  @Test("table rows in docs/ escape '|' inside code")
  func tablePipes() throws {
    let folder = Self.document.deletingLastPathComponent()
    let pages = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".md") }
    #expect(pages.contains("cli.md"))
    for page in pages {
      let text = try String(contentsOf: folder.appendingPathComponent(page), encoding: .utf8)
      for (number, line) in text.components(separatedBy: "\n").enumerated()
      where line.hasPrefix("|") {
        // The code spans are the odd pieces between backticks.
        let spans = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
          .filter { $0.offset % 2 == 1 }.map(\.element)
        for span in spans {
          let bare = span.replacingOccurrences(of: "\\|", with: "")
          #expect(!bare.contains("|"), "docs/\(page):\(number + 1): `\(span)`")
        }
      }
    }
  }

  @Test("each marked example prints exactly what docs/cli.md shows", arguments: examples)
  func example(_ example: Example) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "solspot-docs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, fixture) in example.files {
      try FileManager.default.copyItem(
        atPath: PhotoFixtures.path(fixture), toPath: folder.appendingPathComponent(name).path)
    }
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_DATA_HOME"] = folder.appendingPathComponent("data").path
    environment["TZ"] = "UTC"
    for command in example.before {
      let result = try SolspotProcess.run(command, environment: environment, directory: folder)
      try #require(result.status == 0, "\(command): \(result.stderr)")
    }
    let result = try SolspotProcess.run(
      example.arguments, environment: environment, directory: folder)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let lines = result.stdout.components(separatedBy: "\n").dropLast()
    #expect(Array(lines) == example.output, "docs/cli.md:\(example.line) is stale")
  }
}
