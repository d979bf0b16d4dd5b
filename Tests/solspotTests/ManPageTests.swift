import Foundation
import Testing

/// `solspot help --man`: a manual page that renders cleanly and documents every command and
/// option the help does.
@Suite("Manual page")
struct ManPageTests {
  @Test("the page renders with groff -man without a warning")
  func renders() throws {
    let page = try SolspotProcess.run(["help", "--man"])
    #expect(page.status == 0)
    #expect(page.stdout.hasPrefix(".TH SOLSPOT 1"))
    guard let groff = CompletionsTests.tool("groff") else {
      print("skipped: groff is not installed, so the page was not rendered")
      return
    }
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("solspot-\(UUID().uuidString).1")
    try page.stdout.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let rendered = try SolspotProcess.run(
      ["-man", "-Tutf8", "-ww", file.path], environment: [:],
      executable: URL(fileURLWithPath: groff))
    #expect(rendered.status == 0)
    #expect(rendered.stderr.isEmpty, "groff: \(rendered.stderr)")
    // Bold and italics are overstruck in -Tutf8 output; strip them to read the text.
    let text = rendered.stdout.replacingOccurrences(
      of: ".\u{8}", with: "", options: .regularExpression)
    for heading in ["NAME", "SYNOPSIS", "COMMANDS", "EXIT STATUS", "ENVIRONMENT"] {
      #expect(text.contains(heading), "\(heading)")
    }
    for command in ["solspot lux", "solspot spot measure", "solspot completions"] {
      #expect(text.contains(command), "\(command)")
    }
  }

  @Test("ENVIRONMENT names every variable the tool reads")
  func environment() throws {
    let page = try SolspotProcess.run(["help", "--man"]).stdout
    let start = try #require(page.range(of: ".SH ENVIRONMENT\n"))
    let end = try #require(page.range(of: ".SH SEE ALSO", range: start.upperBound..<page.endIndex))
    let section = page[start.upperBound..<end.lowerBound]
    // The variables through which a user's settings reach the tool (the tests clear them).
    for name in SolspotProcess.personalVariables {
      #expect(
        section.contains("\\fB\(name)\\fR"), "\(name)")
    }
    #expect(section.contains("lux or fc"))
  }

  @Test("every option in every command's help is in the page")
  func everyOption() throws {
    let page = try SolspotProcess.run(["help", "--man"]).stdout
    for command in [["lux"], ["plants"], ["spot", "measure"], ["calibrate", "fit"]] {
      let help = try SolspotProcess.run(command + ["--help"]).stdout
      let options = help.split(separator: "\n").compactMap { line -> String? in
        let trimmed = line.drop { $0 == " " }
        guard line.hasPrefix("  -"), let name = trimmed.split(separator: " ").first else {
          return nil
        }
        return String(name).trimmingCharacters(in: CharacterSet(charactersIn: ","))
      }
      #expect(!options.isEmpty)
      for option in options {
        #expect(page.contains(option.replacingOccurrences(of: "-", with: "\\-")), "\(option)")
      }
    }
  }
}
