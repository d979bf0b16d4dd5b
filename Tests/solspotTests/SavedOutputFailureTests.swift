import Foundation
import Testing

/// A command that saved to the store and then cannot write its output exits 1 (the output was
/// lost) with a message that says what was saved, so that nobody repeats the work and saves
/// it twice.
@Suite("Failed output after a write to the store")
struct SavedOutputFailureTests {
  /// A writing command, what its failure message must end with, and what must then be in
  /// the store.
  struct Case: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    let saved: String
    /// A reading command, and a line its output must contain, showing the write happened.
    let check: (arguments: [String], contains: String)
    var testDescription: String { arguments.prefix(2).joined(separator: " ") }
  }

  static let cases = [
    Case(
      arguments: ["spot", "measure", "sill", "-f", "1.9", "-t", "1/500", "--iso", "40"],
      saved: "the reading was saved to spot 'sill' ('solspot spot history sill' shows it)",
      check: (["spot", "list"], "sill  —     2")),
    Case(
      arguments: ["spot", "add", "desk"], saved: "spot 'desk' was saved",
      check: (["spot", "list"], "desk")),
    Case(
      arguments: ["spot", "import", "IMPORT"],
      saved: "the import was saved (1 new spot and 1 reading added)",
      check: (["spot", "list"], "shelf")),
    Case(
      arguments: ["spot", "set", "sill", "--room", "kitchen"],
      saved: "the change to spot 'sill' was saved", check: (["spot", "list"], "kitchen")),
    Case(
      arguments: [
        "calibrate", "add", "--device", "iphone-15-front", "--lux", "700", "-f", "1.9", "-t",
        "1/30", "--iso", "100",
      ],
      saved: "the calibration pair was saved ('solspot calibrate pairs --device iphone-15-front' "
        + "shows it)",
      check: (["calibrate", "pairs", "--device", "iphone-15-front"], "700")),
  ]

  @Test("the message says what was saved", arguments: cases, OutputFailureTests.cases)
  func savedThenFailed(_ command: Case, _ failure: OutputFailureTests.Case) throws {
    let fixture = try SpotFixture()
    let store = ["--store", fixture.store]
    let environment = SolspotProcess.isolatedEnvironment(in: fixture.folder)
    // An export of another store with one spot and reading, for the import.
    let other = ["--store", fixture.path("other.sqlite")]
    for arguments in [
      ["spot", "add", "sill"] + store,
      ["spot", "measure", "sill", "-f", "1.9", "-t", "1/60", "--iso", "100"] + store,
      ["spot", "add", "shelf"] + other,
      ["spot", "measure", "shelf", "-f", "1.9", "-t", "1/60", "--iso", "100"] + other,
    ] {
      let result = try SolspotProcess.run(arguments, environment: environment)
      try #require(result.status == 0, "\(result.stderr)")
    }
    let export = try SolspotProcess.run(["spot", "export"] + other, environment: environment)
    let file = fixture.path("import.json")
    try Data(export.stdout.utf8).write(to: URL(fileURLWithPath: file))
    let arguments = command.arguments.map { $0 == "IMPORT" ? file : $0 }
    let quoted = (arguments + store).map { "'\($0)'" }.joined(separator: " ")
    let result = try SolspotProcess.run(
      ["-c", "exec '\(SolspotProcess.binary.path)' \(quoted) \(failure.redirection)"],
      environment: environment, executable: URL(fileURLWithPath: "/bin/sh"))
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "solspot: cannot write to standard output: \(failure.reason); \(command.saved)\n")
    let check = try SolspotProcess.run(command.check.arguments + store, environment: environment)
    #expect(check.stdout.contains(command.check.contains), "\(check.stdout)")
  }
}
