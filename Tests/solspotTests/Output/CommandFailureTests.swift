import Foundation
import SolspotKit
import Testing

@testable import solspot

/// The CLI's failures: one enum, each case's exit code in one place, the same codes docs/cli.md
/// and the manual page give, and one renderer.
@Suite("Command failures and exit codes")
struct CommandFailureTests {
  static let document = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs/cli.md")

  @Test("docs/cli.md's exit codes are the manual page's, and every failure's code is one of them")
  func documented() throws {
    let text = try String(contentsOf: Self.document, encoding: .utf8)
    let section = try #require(text.components(separatedBy: "## Exit codes\n").last)
    let table = section.components(separatedBy: "\n## ").first ?? ""
    let codes = table.split(separator: "\n").compactMap { line -> Int32? in
      guard line.hasPrefix("| ") else { return nil }
      return Int32(line.dropFirst(2).prefix { $0.isNumber })
    }
    #expect(codes == ExitCode.meanings.map(\.code))
    let failures: [CommandFailure] = [
      .noHome, .notComparable, .noProfileFolder, .importTooLarge(path: nil),
      .unknownSpot("sill", suggestions: []), .fitRefused(source: "p.csv", .noReadings),
    ]
    for failure in failures {
      #expect(failure.exitCode == .failure, "\(failure)")
      #expect(codes.contains(failure.exitCode.rawValue))
      let report = ErrorReport(failure, command: nil)
      #expect(report.exitCode == failure.exitCode)
      #expect(report.message == "solspot: " + CommandFailureText.message(failure))
    }
    #expect(ErrorReport(UsageError.conflict("a and b"), command: nil).exitCode == .usage)
  }

  @Test("a failure names what failed and what to do, with its values")
  func words() {
    #expect(
      CommandFailureText.message(.unknownSpot("sil", suggestions: ["sill", "shelf"]))
        == "no spot named 'sil'; did you mean 'sill' or 'shelf'? (see 'solspot spot list' for the "
        + "saved spots)")
    #expect(
      CommandFailureText.message(
        .unknownDevice(
          "iphone-99", suggestions: [], offersGeneric: true, variable: "SOLSPOT_DEVICE"))
        == "SOLSPOT_DEVICE: unknown device 'iphone-99' (see 'solspot devices' for the list, or "
        + "leave --device out for the generic profile)")
    #expect(
      CommandFailureText.message(.spotHasReadings("sill", count: 1))
        .hasPrefix("spot 'sill' has 1 reading; nothing was removed"))
    #expect(
      CommandFailureText.message(
        .invalidTime(
          "2025-02-30T10:00", option: "--at",
          day: ("2025-02-30", .pastMonthEnd(month: 2, year: 2025, days: 28))))
        == "invalid time '2025-02-30T10:00' for --at: '2025-02-30' is not a real day: February "
        + "2025 has 28 days")
  }
}
