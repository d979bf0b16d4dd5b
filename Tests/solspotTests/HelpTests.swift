import Foundation
import Testing

/// Help screens are pinned as text in Snapshots/. A missing snapshot is written and fails the
/// run, so recording never passes silently; delete a file to re-record it.
@Suite("Help and version")
struct HelpTests {
  static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Snapshots")

  func expectSnapshot(
    _ name: String, _ text: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let file = Self.snapshots.appendingPathComponent(name + ".txt")
    guard let recorded = try? String(contentsOf: file, encoding: .utf8) else {
      try text.write(to: file, atomically: true, encoding: .utf8)
      Issue.record(
        "recorded a new snapshot \(name).txt; check it and run again",
        sourceLocation: sourceLocation)
      return
    }
    #expect(text == recorded, "help for \(name) changed", sourceLocation: sourceLocation)
  }

  @Test("solspot --help and solspot help show the overview")
  func overview() throws {
    let help = try SolspotProcess.run(["--help"])
    #expect(help.status == 0)
    #expect(help.stderr.isEmpty)
    try expectSnapshot("overview", help.stdout)
    #expect(try SolspotProcess.run(["help"]).stdout == help.stdout)
    #expect(try SolspotProcess.run([]).stdout == help.stdout)
    #expect(try SolspotProcess.run(["help", "help"]).stdout == help.stdout)
  }

  @Test(
    "every command's help is the same from 'help X', 'X --help' and '--help X'",
    arguments: [
      "lux", "exif", "devices", "plants", "plants search", "plants show", "spot", "spot add",
      "spot list", "spot show", "spot set", "spot rename", "spot remove", "spot measure",
      "spot history",
      "spot compare", "spot seasons", "spot export", "spot import", "read", "calibrate",
      "calibrate fit", "calibrate check", "calibrate add", "calibrate pairs", "preview",
      "preview curve", "preview dli", "preview due", "completions",
    ])
  func commandHelp(_ command: String) throws {
    // A subcommand is several words; its snapshot is named with hyphens (plants-search).
    let words = command.split(separator: " ").map(String.init)
    let viaHelp = try SolspotProcess.run(["help"] + words)
    let viaFlag = try SolspotProcess.run(words + ["--help"])
    let viaLeadingFlag = try SolspotProcess.run(["--help"] + words)
    #expect(viaHelp.status == 0 && viaFlag.status == 0 && viaLeadingFlag.status == 0)
    #expect(viaHelp.stdout == viaFlag.stdout)
    #expect(viaHelp.stdout == viaLeadingFlag.stdout)
    #expect(viaHelp.stdout.hasPrefix("OVERVIEW: "))
    try expectSnapshot(words.joined(separator: "-"), viaHelp.stdout)
    for line in viaHelp.stdout.split(separator: "\n") {
      #expect(line.count <= 100, "help lines stay readable: \(line)")
    }
  }

  @Test("spot help says plainly what --store and SOLSPOT_STORE do, without pointing to itself")
  func storeHelp() throws {
    let help = try SolspotProcess.run(["help", "spot"]).stdout
    #expect(!help.contains("see 'solspot help spot'"))
    let text = help.split(separator: "\n").joined(separator: " ")
    #expect(text.contains("--store PATH names the file for one command"))
    #expect(text.contains("SOLSPOT_STORE names it for every command given no --store"))
    #expect(text.contains("~/.local/share/solspot/spots.sqlite when XDG_DATA_HOME is not set"))
  }

  @Test("help for an unknown command is a usage error")
  func unknownHelp() throws {
    let result = try SolspotProcess.run(["help", "luks"])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("solspot: unknown command 'luks'; did you mean 'lux'?"))
  }

  @Test("--version prints the version")
  func version() throws {
    let result = try SolspotProcess.run(["--version"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("solspot 0."))
  }
}
