/// Help screens as pure functions of a spec, so the tests can pin them as text.
enum HelpText {
  /// The width help is wrapped to.
  static let width = 80

  /// The help of one command.
  static func render(_ spec: CommandSpec, subcommands: [CommandSpec] = []) -> String {
    var lines = ["OVERVIEW: \(spec.abstract)", "", "USAGE:"]
    lines += spec.usage.map { "  solspot \($0)" }
    if !subcommands.isEmpty {
      lines += ["", "SUBCOMMANDS:"]
      lines += table(subcommands.map { ($0.path.last ?? "", $0.abstract) })
    }
    if !spec.positionals.isEmpty {
      lines += ["", "ARGUMENTS:"]
      lines += table(spec.positionals.map { ("<\($0.name)>", $0.help) })
    }
    lines += ["", "OPTIONS:"]
    lines += table(spec.allOptions.map { ($0.helpLabel, $0.help) })
    if !spec.discussion.isEmpty {
      lines +=
        [""]
        + spec.discussion.split(separator: "\n", omittingEmptySubsequences: false)
        .flatMap { $0.hasPrefix("  ") ? [String($0)] : wrap(String($0)) }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// What Solspot is, in the paragraphs the top-level help and the manual page open with.
  static let overviewParagraphs = [
    "Solspot estimates how much light a spot gets, in lux with an honest range, and sorts it "
      + "into a light band for houseplants.",
    "Lay the phone flat, screen up, where the pot would stand: measure the spot, not the "
      + "plant. Uncalibrated readings are rough; the band is the reliable part.",
  ]

  /// The top-level help: what Solspot is and its commands.
  static func overview(_ commands: [CommandSpec]) -> String {
    var lines = wrap("OVERVIEW: " + overviewParagraphs[0], width: 84) + [""]
    lines += overviewParagraphs.dropFirst().flatMap { wrap($0, width: 84) + [""] }
    lines += ["USAGE: solspot <command> [options]", "", "COMMANDS:"]
    lines += table(
      commands.map { ($0.path.joined(separator: " "), $0.abstract) }
        + [("help <command>", "Show help for a command.")])
    lines += [
      "",
      "OPTIONS:",
    ]
    lines += table([("--version", "Show the version."), ("-h, --help", "Show help information.")])
    lines += [
      "", "See 'solspot help <command>' for detailed help and 'solspot help --man' for the",
      "manual page.",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// Two columns: labels padded to a common width (at most 26), text wrapped after them.
  static func table(_ rows: [(String, String)]) -> [String] {
    let labelWidth = min(26, (rows.map(\.0.count).max() ?? 0) + 2)
    let indent = String(repeating: " ", count: labelWidth + 2)
    var lines: [String] = []
    for (label, text) in rows {
      let wrapped = wrap(text, width: width - labelWidth - 2)
      if label.count + 2 > labelWidth {
        lines.append("  " + label)
        lines += wrapped.map { indent + $0 }
      } else {
        let padded = label + String(repeating: " ", count: labelWidth - label.count)
        lines.append("  " + padded + (wrapped.first ?? ""))
        lines += wrapped.dropFirst().map { indent + $0 }
      }
    }
    return lines
  }

  /// `text` wrapped at spaces into lines of at most `width` characters (a longer word gets a
  /// line of its own).
  static func wrap(_ text: String, width: Int = HelpText.width) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      if current.isEmpty {
        current = String(word)
      } else if current.count + 1 + word.count <= width {
        current += " " + word
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    lines.append(current)
    return lines
  }
}
