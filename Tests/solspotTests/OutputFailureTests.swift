import Foundation
import Testing

/// Writes that fail are errors: a full device or a closed standard output gives one line on
/// standard error and status 1; a reader that goes away ends the process quietly.
@Suite("Failed writes to standard output")
struct OutputFailureTests {
  /// One way standard output can fail, as a shell redirection.
  struct Case: CustomTestStringConvertible, Sendable {
    let redirection: String
    let reason: String
    var testDescription: String { redirection }
  }

  static let cases = [
    Case(redirection: ">/dev/full", reason: "No space left on device"),
    Case(redirection: ">&-", reason: "Bad file descriptor"),
  ]

  /// Commands with machine or list output, each writing through the one console.
  static let commands: [[String]] = [
    ["devices"],
    ["devices", "--json"],
    ["lux", "-f", "1.9", "-t", "1/60", "--iso", "100", "--json"],
    ["read", ReadCommandTests.example("clean-flat.jsonl"), "--json"],
    ["read", ReadCommandTests.example("clean-flat.jsonl"), "--trace"],
    [
      "calibrate", "fit", CalibrateCommandTests.fixture("pairs.csv"), "--device",
      "iphone-15-front", "--json",
    ],
    ["plants", "--band", "low"],
    ["spot", "list", "--json"],
    ["spot", "history", "sill", "--json"],
    ["spot", "export"],
    ["spot", "export", "--format", "csv"],
  ]

  /// Runs `solspot ARGS` through `sh` with standard output redirected.
  static func run(_ arguments: [String], redirection: String, in folder: URL) throws
    -> SolspotProcess.Result
  {
    let quoted = arguments.map { "'\($0)'" }.joined(separator: " ")
    let script =
      "exec '\(SolspotProcess.binary.path)' \(quoted) --store '\(folder.path)/s.sqlite' \(redirection)"
    let noStore = arguments.first != "spot"
    let line =
      noStore
      ? script.replacingOccurrences(of: " --store '\(folder.path)/s.sqlite'", with: "") : script
    return try SolspotProcess.run(
      ["-c", line], environment: SolspotProcess.isolatedEnvironment(in: folder),
      executable: URL(fileURLWithPath: "/bin/sh"))
  }

  @Test("a failed write exits 1 with the reason", arguments: cases)
  func failedWrite(_ failure: Case) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("solspot-out-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // A spot with a reading to export, so the export and history have bytes to fail on.
    for arguments in [
      ["spot", "add", "sill"],
      ["spot", "measure", "sill", "-f", "1.9", "-t", "1/60", "--iso", "100"],
    ] {
      let result = try SolspotProcess.run(
        arguments + ["--store", folder.path + "/s.sqlite"],
        environment: SolspotProcess.isolatedEnvironment(in: folder))
      #expect(result.status == 0, "\(result.stderr)")
    }
    for command in Self.commands {
      let result = try Self.run(command, redirection: failure.redirection, in: folder)
      #expect(result.status == 1, "\(command): \(result.status) \(result.stderr)")
      #expect(
        result.stderr == "solspot: cannot write to standard output: \(failure.reason)\n",
        "\(command)")
    }
  }

  @Test("a file write that fails is an error, and the file is left as it was")
  func failedFileWrite() throws {
    let fixture = try SpotFixture()
    let profile = fixture.path("profile.json")
    try Data("old\n".utf8).write(to: URL(fileURLWithPath: profile))
    // A file size limit of one 512-byte block: the profile's write fails with EFBIG.
    let script =
      "trap '' XFSZ; ulimit -f 1; exec '\(SolspotProcess.binary.path)' calibrate fit "
      + "'\(CalibrateCommandTests.fixture("pairs.csv"))' --device iphone-15-front --write "
      + "'\(profile)' --force --reference-meter M"
    let result = try SolspotProcess.run(
      ["-c", script], environment: SolspotProcess.isolatedEnvironment(in: fixture.folder),
      executable: URL(fileURLWithPath: "/bin/bash"))
    #expect(result.status == 1)
    #expect(
      result.stderr.contains(
        "solspot: \(profile): cannot be written (file too large, while writing)"),
      "\(result.stderr)")
    #expect(try String(contentsOfFile: profile, encoding: .utf8) == "old\n")
  }

  @Test("a reader that goes away ends the process quietly, as SIGPIPE does")
  func brokenPipe() throws {
    let fixture = try SpotFixture()
    let file = try fixture.bigImport("big.json", spot: "sill", count: 2_000)
    _ = try fixture.ok(["import", file])
    // Well over 64 KiB of output, so the console writes after `head` has gone.
    let script =
      "'\(SolspotProcess.binary.path)' spot export --store '\(fixture.store)' | head -c 10 >/dev/null; "
      + "echo \"${PIPESTATUS[0]}\""
    let result = try SolspotProcess.run(
      ["-c", script], environment: SolspotProcess.isolatedEnvironment(in: fixture.folder),
      executable: URL(fileURLWithPath: "/bin/bash"))
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    #expect(result.stdout == "141\n")
  }
}
