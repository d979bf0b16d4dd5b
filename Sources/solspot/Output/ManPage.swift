import Foundation
import SolspotKit

/// The manual page, `solspot help --man`: roff for `man`, rendered from the same command specs
/// as `--help`, so the two cannot drift apart.
///
/// Install it with `solspot help --man > ~/.local/share/man/man1/solspot.1`.
enum ManPage {
  /// The environment variables the tool reads, with what each does.
  static let environment: [(name: String, help: String)] = [
    (
      "SOLSPOT_STORE",
      "The store file for every 'spot' and 'calibrate' command given no --store."
    ),
    (
      "XDG_DATA_HOME",
      "The folder of the default store (solspot/spots.sqlite) and of your own device profiles "
        + "(solspot/profiles); ~/.local/share when unset or not an absolute path."
    ),
    ("HOME", "Where ~/.local/share is, for the default store and profiles."),
    (
      "SOLSPOT_DEVICE",
      "The device 'spot measure' uses when neither --device nor the spot names one."
    ),
    (
      "SOLSPOT_UNIT",
      "The unit text and CSV output print illuminance in when no --unit is given: "
        + IlluminanceUnit.allCases.map(\.rawValue).joined(separator: " or ")
        + " (foot-candles); JSON and spot export stay in lux."
    ),
  ]

  /// The page, generated from `tree`.
  static func render(_ tree: CommandTree, version: String = SolspotVersion.current) -> String {
    var lines = [
      ".TH SOLSPOT 1 \"\" \"solspot \(escape(version))\" \"User Commands\"",
      ".SH NAME",
      "solspot \\- estimate the light a spot gets for houseplants, in lux with an honest range",
      ".SH SYNOPSIS",
      ".B solspot",
      ".I command",
      "[\\fIoptions\\fR]",
      ".SH DESCRIPTION",
    ]
    lines += HelpText.overviewParagraphs.flatMap { [escape($0), ".PP"] }
    lines.removeLast()
    lines.append(".SH COMMANDS")
    for node in tree.nodes {
      lines += [
        ".SS \"\(escape(node.spec.commandLine))\"", escape(node.spec.abstract), ".PP", ".nf",
      ]
      lines += node.spec.usage.map { escape("solspot " + $0) }
      lines.append(".fi")
      for (name, abstract) in node.subcommands {
        lines += [".TP", "\\fB\(escape(name))\\fR", escape(abstract)]
      }
      for positional in node.spec.positionals {
        lines += [".TP", "\\fI\(escape(positional.name))\\fR", escape(positional.help)]
      }
      for option in node.spec.allOptions {
        let names = option.names.map { "\\fB\(escape($0))\\fR" }.joined(separator: ", ")
        let value = option.valueName.map { " \\fI\(escape($0))\\fR" } ?? ""
        lines += [".TP", names + value, escape(option.help)]
      }
      lines += discussion(node.spec.discussion)
    }
    lines.append(".SH EXIT STATUS")
    for (code, meaning) in ExitCode.meanings {
      lines += [".TP", "\\fB\(code)\\fR", escape(meaning)]
    }
    lines.append(".SH ENVIRONMENT")
    for (name, help) in environment {
      lines += [".TP", "\\fB\(escape(name))\\fR", escape(help)]
    }
    lines += [
      ".SH SEE ALSO",
      "The reference in the source repository: docs/cli.md (commands, JSON, note codes), "
        + "docs/method.md, docs/uncertainty.md, docs/store.md.",
      "",
    ]
    return lines.joined(separator: "\n")
  }

  /// A command's discussion: paragraphs as filled text, indented lines (examples) as
  /// unfilled ones.
  static func discussion(_ text: String) -> [String] {
    guard !text.isEmpty else { return [] }
    var lines: [String] = [".PP"]
    var inExample = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("  ") {
        if !inExample { lines += [".PP", ".nf", ".RS 4"] }
        inExample = true
        lines.append(escape(String(line.drop { $0 == " " })))
        continue
      }
      if inExample { lines += [".RE", ".fi"] }
      inExample = false
      lines.append(line.isEmpty ? ".PP" : escape(line))
    }
    if inExample { lines += [".RE", ".fi"] }
    return lines
  }

  /// `text` made safe for roff: backslashes and hyphens escaped, a leading `.` or `'` kept
  /// from being read as a request.
  static func escape(_ text: String) -> String {
    var escaped = text.replacingOccurrences(of: "\\", with: "\\e")
      .replacingOccurrences(of: "-", with: "\\-")
    if escaped.hasPrefix(".") || escaped.hasPrefix("'") { escaped = "\\&" + escaped }
    // Characters beyond ASCII as groff's \[uXXXX], so the page renders without preconv.
    return escaped.unicodeScalars.map { scalar in
      guard !scalar.isASCII else { return String(scalar) }
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
    }.joined()
  }
}
