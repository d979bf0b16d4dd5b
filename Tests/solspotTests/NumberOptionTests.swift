import Foundation
import Testing

/// Numbers on the command line are read strictly: no `+` on a quantity without a direction, a
/// value past any range gets the range, whatever its form.
@Suite("Number options")
struct NumberOptionTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    /// The start of standard error; nil when the command must succeed.
    let stderr: String?
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let settings = ["lux", "-f", "1.9", "-t", "1/60", "--iso", "100"]

  static func with(_ option: String, _ value: String) -> [String] {
    var arguments = settings
    if let index = arguments.firstIndex(of: option) {
      arguments[index + 1] = value
    } else {
      arguments += [option, value]
    }
    return arguments
  }

  static let cases: [Case] = [
    Case(
      arguments: with("-f", "1e308"),
      stderr:
        "solspot: invalid value '1e308' for -f/--aperture: f-number 1e308 is outside the range 0.5 to 512"
    ),
    Case(
      arguments: with("-t", "1e308"),
      stderr:
        "solspot: invalid value '1e308' for -t/--shutter: exposure time 1e308 is outside the range 0.000001 to 3600"
    ),
    Case(
      arguments: with("-t", "1e400"),
      stderr:
        "solspot: invalid value '1e400' for -t/--shutter: exposure time 1e400 is outside the range 0.000001 to 3600"
    ),
    Case(
      arguments: with("--iso", "1e400"),
      stderr:
        "solspot: invalid value '1e400' for --iso: ISO 1e400 is outside the range 1 to 10000000"),
    Case(
      arguments: with("-f", "+1.9"),
      stderr: "solspot: invalid value '+1.9' for -f/--aperture: expected an f-number"),
    Case(
      arguments: with("-f", "f/+1.9"),
      stderr: "solspot: invalid value 'f/+1.9' for -f/--aperture: expected an f-number"),
    Case(
      arguments: with("-t", "+1/60"),
      stderr: "solspot: invalid value '+1/60' for -t/--shutter: expected a time"),
    Case(
      arguments: with("-t", "+0.01"),
      stderr: "solspot: invalid value '+0.01' for -t/--shutter: expected a time"),
    Case(
      arguments: with("--iso", "+100"),
      stderr: "solspot: invalid value '+100' for --iso: expected an ISO speed"),
    Case(arguments: with("--iso", "0x64"), stderr: "solspot: invalid value '0x64' for --iso"),
    Case(arguments: with("--iso", " 100"), stderr: "solspot: invalid value ' 100' for --iso"),
    Case(arguments: with("--iso", "1e2.5"), stderr: "solspot: invalid value '1e2.5' for --iso"),
    Case(
      arguments: ["plants", "--lux", "+6000"],
      stderr: "solspot: invalid value '+6000' for --lux"),
    Case(
      arguments: ["plants", "--band", "low", "--limit", "+3"],
      stderr: "solspot: invalid value '+3' for --limit"),
    Case(
      arguments: with("--confidence", "+90%"),
      stderr: "solspot: invalid value '+90%' for --confidence"),
    // A bias and a latitude have a direction: a '+' is how they are written.
    Case(arguments: with("--bias", "+0.7"), stderr: nil),
    Case(arguments: with("-t", "2e-3"), stderr: nil),
    Case(arguments: with("-f", "f/1.9"), stderr: nil),
  ]

  @Test("each value is read or refused as documented", arguments: cases)
  func value(_ test: Case) throws {
    let result = try SolspotProcess.run(test.arguments)
    if let stderr = test.stderr {
      #expect(result.status == 2)
      #expect(result.stderr.hasPrefix(stderr), "\(result.stderr)")
    } else {
      #expect(result.status == 0, "\(result.stderr)")
    }
  }

  @Test("a latitude may be written with its sign")
  func latitude() throws {
    let fixture = try SpotFixture()
    let result = try fixture.spot(["add", "sill", "--latitude", "+51.5", "--json"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try SolspotProcess.json(result.stdout)["latitude"] as? Double == 51.5)
  }
}
