import Foundation
import SolspotKit
import Testing

@testable import solspot

@Suite("solspot lux")
struct LuxCommandTests {
  @Test("the README's first command prints a range, a band and the calibration wording")
  func readmeCommand() throws {
    let result = try SolspotProcess.run(["lux", "-f", "1.9", "-t", "1/60", "--iso", "100"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let expected = try ExpectedEstimate.of(f: 1.9, t: 1.0 / 60, iso: 100)
    #expect(lines.first == expected.value.text)
    #expect(lines.contains("Band: low (99% likely)"))
    #expect(result.stdout.contains("rough estimate; the category is the reliable part"))
    #expect(result.stdout.contains("EV100 7.76 from f/1.9, 1/60 s, ISO 100."))
  }

  @Test("the README's sample output is exactly what its first command prints")
  func readmeSample() throws {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    let command = "swift run solspot lux -f 1.9 -t 1/60 --iso 100"
    #expect(text.contains(command))
    let after = try #require(text.range(of: "The first prints something like:\n\n```\n"))
    let end = try #require(text.range(of: "```", range: after.upperBound..<text.endIndex))
    let sample = String(text[after.upperBound..<end.lowerBound])
    let result = try SolspotProcess.run(["lux", "-f", "1.9", "-t", "1/60", "--iso", "100"])
    #expect(result.stdout == sample)
  }

  @Test("--json prints one object whose interval contains the point")
  func json() throws {
    let result = try SolspotProcess.run(
      ["lux", "-f", "2.2", "-t", "8ms", "--iso", "32", "--device", "iphone-13-front", "--json"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 1)
    let object = try SolspotProcess.json(String(lines[0]))
    let lux = try #require(object["lux"] as? [String: Any])
    #expect(lux["kind"] as? String == "estimate")
    let point = try #require(lux["point"] as? Double)
    let lower = try #require(lux["lower"] as? Double)
    let upper = try #require(lux["upper"] as? Double)
    #expect(lower < point && point < upper)
    #expect(lux["confidence"] as? Double == 0.9)
    let band = try #require(object["band"] as? [String: Any])
    let probabilities = try #require(band["probabilities"] as? [String: Double])
    #expect(abs(probabilities.values.reduce(0, +) - 1) < 0.01)
    let device = try #require(object["device"] as? [String: Any])
    #expect(device["id"] as? String == "iphone-13-front")
    #expect(device["calibration"] as? String == "nominal")
    #expect(object["limitCheck"] as? String == "within")
  }

  @Test("a saturated reading is a bound, with no point value in text or JSON")
  func saturated() throws {
    let arguments = ["lux", "-f", "2.2", "-t", "13us", "--iso", "19", "--device", "iphone-x-front"]
    let text = try SolspotProcess.run(arguments)
    #expect(text.status == 0)
    #expect(text.stdout.hasPrefix("Brighter than this device can measure (at least "))
    let json = try SolspotProcess.run(arguments + ["--json"])
    let object = try SolspotProcess.json(json.stdout)
    let lux = try #require(object["lux"] as? [String: Any])
    #expect(lux["kind"] as? String == "atLeast")
    #expect(lux["point"] == nil)
    #expect(lux["lower"] is Double)
    #expect(object["limitCheck"] as? String == "brightEnd")
  }

  @Test("just below a boundary the likeliest band leads and the figure's own band is named")
  func likeliestBand() throws {
    // A point of 19,000 lux, just under direct light's 20,000: more of the interval lies in
    // direct (open above) than in bright indirect (a factor of two wide).
    let base = try ExpectedEstimate.of(f: 1.9, t: 1.0 / 4000, iso: 25, device: "iphone-14-front")
    let bias = log2(19_000 / base.pointLux)
    let biasText = String(format: "%.6f", bias)
    let estimate = try ExpectedEstimate.of(
      f: 1.9, t: 1.0 / 4000, iso: 25, bias: Double(biasText) ?? bias, device: "iphone-14-front")
    #expect(estimate.band.band.id == "direct")
    let result = try SolspotProcess.run(
      [
        "lux", "-f", "1.9", "-t", "1/4000", "--iso", "25", "--bias", biasText, "--device",
        "iphone-14",
      ])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("19,000 lux"))
    #expect(result.stdout.contains("\nBand: direct, possibly bright indirect"))
    #expect(
      result.stdout.contains(
        "; the figure itself is in bright indirect, but more of its range is not"))
    #expect(
      result.stdout.contains(
        "Note: this reading sits near a band boundary, so here even the category is uncertain: "
          + "the band line gives each band's chance."))
  }

  @Test("--confidence accepts both ends of its documented range in every spelling")
  func confidenceEnds() throws {
    for level in ["99.9", "99.9%", "0.999", "50%", "0.5"] {
      let result = try SolspotProcess.run(
        ["lux", "-f", "2", "-t", "1/100", "--iso", "100", "--confidence", level])
      #expect(result.status == 0, "\(level): \(result.stderr)")
    }
  }

  @Test("bias and confidence change the reading the documented way")
  func biasAndConfidence() throws {
    func point(_ extra: [String]) throws -> (Double, Double, Double) {
      let result = try SolspotProcess.run(
        ["lux", "-f", "2", "-t", "1/100", "--iso", "100", "--json"] + extra)
      let lux = try #require(try SolspotProcess.json(result.stdout)["lux"] as? [String: Any])
      return (
        try #require(lux["point"] as? Double), try #require(lux["lower"] as? Double),
        try #require(lux["upper"] as? Double)
      )
    }
    let plain = try point([])
    let brighter = try point(["--bias", "1"])
    #expect(abs(brighter.0 / plain.0 - 2) < 0.02)
    let darker = try point(["--bias", "-1"])
    #expect(abs(plain.0 / darker.0 - 2) < 0.02)
    let wide = try point(["--confidence", "99%"])
    #expect(wide.2 / wide.1 > plain.2 / plain.1)
  }

  /// One bad command line and what it must print and return.
  struct BadInput: CustomTestStringConvertible, Sendable {
    let name: String
    let arguments: [String]
    let message: String
    let status: Int32
    var testDescription: String { name }
  }

  static let badInputs: [BadInput] = [
    BadInput(
      name: "unknown flag", arguments: ["lux", "-f", "1.9", "-t", "1/60", "--isoo", "100"],
      message: "solspot: unknown option '--isoo'; did you mean '--iso'? (see 'solspot help lux')",
      status: 2),
    BadInput(
      name: "missing value", arguments: ["lux", "-f", "1.9", "-t", "1/60", "--iso"],
      message: "solspot: option '--iso' needs a value (see 'solspot help lux')", status: 2),
    BadInput(
      name: "an option where a value belongs",
      arguments: ["lux", "-f", "1.9", "-t", "--iso", "100"],
      message: "solspot: option '-t' needs a value (see 'solspot help lux')", status: 2),
    BadInput(
      name: "zero shutter", arguments: ["lux", "-f", "1.9", "-t", "0", "--iso", "100"],
      message:
        "solspot: invalid value '0' for -t/--shutter: exposure time must be greater than zero, not 0 (see 'solspot help lux')",
      status: 2),
    BadInput(
      name: "missing option", arguments: ["lux", "-f", "1.9", "--iso", "100"],
      message: "solspot: missing option -t/--shutter (see 'solspot help lux')", status: 2),
    BadInput(
      name: "not a number", arguments: ["lux", "-f", "wide", "-t", "1/60", "--iso", "100"],
      message:
        "solspot: invalid value 'wide' for -f/--aperture: expected an f-number such as 1.9 or f/1.9 (see 'solspot help lux')",
      status: 2),
    BadInput(
      name: "f/0.3", arguments: ["lux", "-f", "0.3", "-t", "1/60", "--iso", "100"],
      message:
        "solspot: invalid value '0.3' for -f/--aperture: f-number 0.3 is outside the range 0.5 to 512 (see 'solspot help lux')",
      status: 2),
    BadInput(
      name: "ISO 10^9", arguments: ["lux", "-f", "2", "-t", "1/60", "--iso", "1e9"],
      message:
        "solspot: invalid value '1e9' for --iso: ISO 1000000000 is outside the range 1 to 10000000 (see 'solspot help lux')",
      status: 2),
    BadInput(
      name: "over an hour", arguments: ["lux", "-f", "2", "-t", "7200", "--iso", "100"],
      message:
        "solspot: invalid value '7200' for -t/--shutter: exposure time 7200 is outside the range 0.000001 to 3600 (see 'solspot help lux')",
      status: 2),
    BadInput(
      name: "zero ISO", arguments: ["lux", "-f", "2", "-t", "1/60", "--iso", "0"],
      message:
        "solspot: invalid value '0' for --iso: ISO must be greater than zero, not 0 (see 'solspot help lux')",
      status: 2),
    BadInput(
      name: "negative aperture", arguments: ["lux", "-f", "-2", "-t", "1/60", "--iso", "100"],
      message:
        "solspot: invalid value '-2' for -f/--aperture: f-number must be greater than zero, not -2 (see 'solspot help lux')",
      status: 2),
    BadInput(
      name: "NaN", arguments: ["lux", "-f", "nan", "-t", "1/60", "--iso", "100"],
      message:
        "solspot: invalid value 'nan' for -f/--aperture: expected an f-number such as 1.9 or f/1.9 (see 'solspot help lux')",
      status: 2),
    BadInput(
      name: "shutter 1/0", arguments: ["lux", "-f", "2", "-t", "1/0", "--iso", "100"],
      message:
        "solspot: invalid value '1/0' for -t/--shutter: expected a time such as 1/120, 0.008 or 8ms (see 'solspot help lux')",
      status: 2),
    BadInput(
      name: "bad confidence",
      arguments: ["lux", "-f", "2", "-t", "1/60", "--iso", "100", "--confidence", "30%"],
      message:
        "solspot: invalid value '30%' for --confidence: expected a level from 50% to 99.9%, e.g. 0.9 or 90% (see 'solspot help lux')",
      status: 2),
    BadInput(
      name: "settings and a photo",
      arguments: ["lux", "-f", "2", "-t", "1/60", "--iso", "100", "extra"],
      message:
        "solspot: give either exposure settings (-f, -t, --iso, --bias) or photos, not both (see 'solspot help lux')",
      status: 2),
    BadInput(
      name: "flag given twice",
      arguments: ["lux", "-f", "2", "-f", "3", "-t", "1/60", "--iso", "100"],
      message: "solspot: option '-f' may be given only once (see 'solspot help lux')", status: 2),
    BadInput(
      name: "unknown command", arguments: ["lx"],
      message: "solspot: unknown command 'lx'; did you mean 'lux'? (see 'solspot --help')",
      status: 2),
    BadInput(
      name: "unknown device",
      arguments: ["lux", "-f", "1.9", "-t", "1/60", "--iso", "100", "--device", "iphone15"],
      message:
        "solspot: unknown device 'iphone15'; did you mean 'iphone-15-front' or 'iphone-15-plus-front' or 'iphone-15-pro-front'? (see 'solspot devices' for the list, or leave --device out for the generic profile)",
      status: 1),
    BadInput(
      name: "settings typed as photo arguments", arguments: ["lux", "f/1.9", "1/60", "100"],
      message:
        "solspot: 'f/1.9', '1/60' and '100' are not files; for exposure settings use -f 1.9 -t 1/60 --iso 100 (see 'solspot help lux')",
      status: 2),
    BadInput(
      name: "one setting typed as a photo argument", arguments: ["lux", "1/60"],
      message:
        "solspot: '1/60' is not a file; for exposure settings use -f <N> -t <T> --iso <S> (see 'solspot help lux')",
      status: 2),
  ]

  @Test(
    "bad input: one line on stderr, nothing on stdout, the documented exit code",
    arguments: badInputs)
  func badInput(_ row: BadInput) throws {
    let result = try SolspotProcess.run(row.arguments)
    #expect(result.status == row.status)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == row.message + "\n")
  }
}
