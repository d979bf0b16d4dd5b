import Foundation
import Testing

/// `solspot completions SHELL`: scripts the shells accept, that complete from the same model
/// as the help.
@Suite("Shell completions")
struct CompletionsTests {
  /// The path of `name` on this machine, if it is installed.
  static func tool(_ name: String) -> String? {
    ["/usr/bin/", "/bin/", "/usr/local/bin/"].map { $0 + name }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Runs `shell -c script` with the built `solspot` first on `PATH`.
  static func shell(_ shell: String, _ script: String, store: String? = nil) throws
    -> SolspotProcess.Result
  {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("solspot-completion-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var environment = SolspotProcess.isolatedEnvironment(in: folder)
    environment["PATH"] =
      SolspotProcess.binary.deletingLastPathComponent().path + ":"
      + (environment["PATH"] ?? "/usr/bin:/bin")
    environment["SOLSPOT_STORE"] = store
    return try SolspotProcess.run(
      ["-c", script], environment: environment, executable: URL(fileURLWithPath: shell))
  }

  @Test("each script is accepted by its shell", arguments: ["bash", "zsh", "fish"])
  func syntax(_ name: String) throws {
    let script = try SolspotProcess.run(["completions", name])
    #expect(script.status == 0)
    #expect(script.stderr.isEmpty)
    #expect(script.stdout.contains("solspot"))
    guard let shell = Self.tool(name) else {
      // zsh and fish are optional on a developer's machine; .ci/run installs them.
      print("skipped: \(name) is not installed, so its script's syntax was not checked")
      return
    }
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("solspot-\(UUID().uuidString).\(name)")
    try script.stdout.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let check = try SolspotProcess.run(
      ["-n", file.path], environment: [:], executable: URL(fileURLWithPath: shell))
    #expect(check.status == 0, "\(name) -n: \(check.stderr)")
  }

  /// A command line typed so far, with the word being completed last, and what bash offers.
  struct Case: CustomTestStringConvertible, Sendable {
    let words: [String]
    let offers: [String]
    let absent: [String]
    var testDescription: String { words.joined(separator: " ") }
  }

  static let bashCases = [
    Case(words: ["solspot", ""], offers: ["lux", "spot", "plants", "completions"], absent: []),
    Case(words: ["solspot", "spot", "me"], offers: ["measure"], absent: ["add"]),
    Case(words: ["solspot", "plants", "--band", ""], offers: ["low", "direct"], absent: ["lux"]),
    Case(
      words: ["solspot", "lux", "--device", "iphone-15"], offers: ["iphone-15-pro-front"],
      absent: ["iphone-14-front"]),
    Case(words: ["solspot", "lux", "--i"], offers: ["--iso"], absent: ["--band"]),
    Case(words: ["solspot", "spot", "show", "li"], offers: ["living\\ room\\ sill"], absent: []),
    Case(words: ["solspot", "lux", "--unit", ""], offers: ["lux", "fc"], absent: ["low"]),
    Case(words: ["solspot", "spot", "list", "--unit", "f"], offers: ["fc"], absent: ["lux"]),
    Case(
      words: ["solspot", "completions", ""], offers: ["bash", "zsh", "fish"], absent: ["lux"]),
  ]

  @Test("bash offers commands, options, values and saved spots", arguments: bashCases)
  func bashCompletes(_ line: Case) throws {
    let fixture = try SpotFixture()
    _ = try fixture.ok(["add", "living room sill"])
    let words = line.words.map { "'\($0)'" }.joined(separator: " ")
    let script = """
      source <(solspot completions bash)
      COMP_WORDS=(\(words)); COMP_CWORD=\(line.words.count - 1)
      _solspot
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let result = try Self.shell("/bin/bash", script, store: fixture.store)
    #expect(result.status == 0, "\(result.stderr)")
    let offered = Set(result.stdout.split(separator: "\n").map(String.init))
    for word in line.offers { #expect(offered.contains(word), "\(word) not in \(offered)") }
    for word in line.absent { #expect(!offered.contains(word), "\(word) in \(offered)") }
  }

  @Test("fish completes subcommands from the same model", .enabled(if: tool("fish") != nil))
  func fishCompletes() throws {
    let result = try Self.shell(
      try #require(Self.tool("fish")),
      "source (solspot completions fish | psub); complete -C 'solspot spot me'")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("measure\t"))
  }

  @Test(
    "fish offers the units after --unit and the shells after completions",
    .enabled(if: tool("fish") != nil))
  func fishValues() throws {
    for (line, words) in [
      ("solspot lux --unit ", ["lux", "fc"]), ("solspot completions ", ["bash", "zsh", "fish"]),
    ] {
      let result = try Self.shell(
        try #require(Self.tool("fish")),
        "source (solspot completions fish | psub); complete -C '\(line)'")
      #expect(result.status == 0, "\(result.stderr)")
      let offered = Set(
        result.stdout.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) })
      #expect(offered == Set(words), "\(line): \(offered)")
    }
  }

  @Test("zsh's script offers the same values, from the same model")
  func zshValues() throws {
    let script = try SolspotProcess.run(["completions", "zsh"]).stdout
    #expect(script.contains("('lux|--unit') compadd -- 'lux' 'fc'; return ;;"))
    #expect(script.contains("('completions') compadd -- 'bash' 'zsh' 'fish' ;;"))
  }

  @Test("an unknown shell is a usage error")
  func unknownShell() throws {
    let result = try SolspotProcess.run(["completions", "tcsh"])
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("'tcsh'"))
  }
}
