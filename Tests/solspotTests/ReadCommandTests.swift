import Foundation
import Testing

@Suite("solspot read")
struct ReadCommandTests {
  static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/examples")

  static func example(_ name: String) -> String { examples.appendingPathComponent(name).path }

  /// One shipped example and the outcome docs/examples/README.md documents for it.
  struct Example: CustomTestStringConvertible, Sendable {
    let file: String
    let status: Int32
    /// `estimate`, `atLeast` or `atMost`; `nil` when nothing is committed.
    let kind: String?
    let band: String?
    /// The state the capture ends in, and the phases the trace must pass through in order.
    let finalState: String
    let phases: [String]
    var testDescription: String { file }
  }

  static let documented: [Example] = [
    Example(
      file: "clean-flat.jsonl", status: 0, kind: "estimate", band: "low", finalState: "ready",
      phases: ["settling (camera-adjusting)", "settling (measuring)", "ready"]),
    Example(
      file: "tilted-start.jsonl", status: 0, kind: "estimate", band: "low",
      finalState: "ready", phases: ["tilted", "moving", "settling (measuring)", "ready"]),
    Example(
      file: "bright-window.jsonl", status: 0, kind: "atLeast", band: "medium",
      finalState: "saturated", phases: ["settling (measuring)", "saturated"]),
    Example(
      file: "dim-corner.csv", status: 0, kind: "estimate", band: "low", finalState: "ready",
      phases: ["settling (camera-adjusting)", "ready"]),
    Example(
      file: "never-settles.jsonl", status: 1, kind: nil, band: nil, finalState: "settling",
      phases: ["settling (measuring)", "settling (light-unstable)"]),
  ]

  @Test("each shipped example ends as documented", arguments: documented)
  func examples(_ example: Example) throws {
    let path = Self.example(example.file)
    let json = try SolspotProcess.run(["read", path, "--json"])
    #expect(json.status == example.status)
    #expect(json.stderr.isEmpty)
    let object = try SolspotProcess.json(json.stdout)
    #expect(object["committed"] as? Bool == (example.kind != nil))
    let state = try #require(object["state"] as? [String: Any])
    #expect(state["state"] as? String == example.finalState)
    if let kind = example.kind {
      let estimate = try #require(object["estimate"] as? [String: Any])
      let lux = try #require(estimate["lux"] as? [String: Any])
      let band = try #require(estimate["band"] as? [String: Any])
      #expect(lux["kind"] as? String == kind)
      #expect(band["id"] as? String == example.band)
      if kind != "estimate" { #expect(lux["point"] == nil, "a bound has no point value") }
      let window = try #require(object["window"] as? [String: Any])
      #expect((window["samples"] as? Int ?? 0) >= 10)
    } else {
      #expect(object["estimate"] == nil)
    }
    let text = try SolspotProcess.run(["read", path, "--trace"])
    #expect(text.status == example.status)
    let lines = text.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    let traced = lines.prefix { !$0.isEmpty }.compactMap { line -> String? in
      // "3.200 s  settling (camera-adjusting): Exposure still settling: …"
      guard let time = line.range(of: " s  "), let colon = line.range(of: ": ") else { return nil }
      return String(line[time.upperBound..<colon.lowerBound])
    }
    var remaining = example.phases[...]
    for phase in traced where phase == remaining.first { remaining.removeFirst() }
    #expect(remaining.isEmpty, "trace \(traced) lacks \(Array(remaining))")
    if example.kind == nil {
      #expect(text.stdout.contains("No reading committed: the capture ended at "))
    } else {
      #expect(text.stdout.contains("rough estimate; the category is the reliable part"))
      #expect(text.stdout.contains("Capture: committed at "))
    }
  }

  @Test("standard input via '-' gives the same output as the file")
  func standardInput() throws {
    let path = Self.example("clean-flat.jsonl")
    let file = try SolspotProcess.run(["read", path])
    let piped = try SolspotProcess.run(
      ["read", "-"], input: try Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(piped.status == 0)
    #expect(piped.stdout == file.stdout)
  }

  @Test("--device overrides the header's device; --confidence widens the interval")
  func overrides() throws {
    let path = Self.example("clean-flat.jsonl")
    let result = try SolspotProcess.run(["read", path, "--device", "iphone-x-front", "--json"])
    let object = try SolspotProcess.json(result.stdout)
    let estimate = try #require(object["estimate"] as? [String: Any])
    let device = try #require(estimate["device"] as? [String: Any])
    #expect(device["id"] as? String == "iphone-x-front")
    func spread(_ extra: [String]) throws -> Double {
      let run = try SolspotProcess.run(["read", path, "--json"] + extra)
      let lux = try #require(
        (try SolspotProcess.json(run.stdout)["estimate"] as? [String: Any])?["lux"]
          as? [String: Any])
      return try #require(lux["upper"] as? Double) / (try #require(lux["lower"] as? Double))
    }
    #expect(try spread(["--confidence", "99%"]) > (try spread([])))
  }

  @Test(
    "--trace --json prints one object per change of state, then the result; sentences with --explain",
    arguments: [false, true])
  func jsonTrace(_ explain: Bool) throws {
    let result = try SolspotProcess.run(
      ["read", Self.example("tilted-start.jsonl"), "--trace", "--json"]
        + (explain ? ["--explain"] : []))
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count >= 5)
    for line in lines.dropLast() {
      let object = try SolspotProcess.json(line)
      #expect(object["t"] is Double && object["state"] is String)
      #expect((object["sentence"] is String) == explain)
    }
    #expect(try SolspotProcess.json(try #require(lines.last))["committed"] as? Bool == true)
  }

  @Test("a capture of many 64 KiB chunks replays whole, from a file and from a pipe")
  func manyChunks() throws {
    // 40 copies of the clean example, each 10 s later than the one before: 4,800 samples.
    let text = try String(contentsOfFile: Self.example("clean-flat.jsonl"), encoding: .utf8)
    let lines = text.split(separator: "\n").map(String.init)
    var output = [lines[0]]
    for copy in 0..<40 {
      for line in lines.dropFirst() {
        let prefix = #"{"t": "#
        let rest = line.dropFirst(prefix.count)
        let number = rest.prefix { $0 != "," }
        let time = try #require(Double(number)) + Double(copy) * 10
        output.append(prefix + "\(time)" + rest.dropFirst(number.count))
      }
    }
    let data = Data((output.joined(separator: "\n") + "\n").utf8)
    #expect(data.count > 10 * 64 * 1024)
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("solspot-capture-\(UUID().uuidString).jsonl")
    try data.write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let fromFile = try SolspotProcess.run(["read", file.path, "--json"])
    let fromPipe = try SolspotProcess.run(["read", "-", "--json"], input: data)
    #expect(fromFile.status == 0)
    #expect(fromFile.stdout == fromPipe.stdout)
    let object = try SolspotProcess.json(fromFile.stdout)
    #expect(object["samples"] as? Int == 40 * (lines.count - 1))
    let window = try #require(object["window"] as? [String: Any])
    #expect((window["committedAt"] as? Double ?? 0) > 390, "committed again in the last copy")
  }

  @Test("an empty capture commits nothing and says so")
  func empty() throws {
    let result = try SolspotProcess.run(["read", "-"], input: Data())
    #expect(result.status == 1)
    #expect(result.stdout == "No reading committed: the capture has no samples.\n")
  }

  /// One bad input and its one line on standard error.
  struct BadInput: CustomTestStringConvertible, Sendable {
    let name: String
    let arguments: [String]
    let input: String?
    let message: String
    let status: Int32
    var testDescription: String { name }
  }

  static let line =
    #"{"t": 0, "exposureDuration": 0.01, "iso": 100, "lensAperture": 1.9, "exposureTargetOffset": 0, "isAdjustingExposure": false, "gravity": [0, 0, -1]}"#

  static let badInputs: [BadInput] = [
    BadInput(
      name: "bad line", arguments: ["read", "-"],
      input: line + "\n" + line.replacingOccurrences(of: "\"iso\": 100", with: "\"iso\": -1"),
      message:
        "solspot: standard input: line 2: field 'iso': ISO must be greater than zero, not -1",
      status: 1),
    BadInput(
      name: "missing file", arguments: ["read", "/nonexistent/capture.jsonl"], input: nil,
      message: "solspot: /nonexistent/capture.jsonl: no such file",
      status: 1),
    BadInput(
      name: "unknown device in the header", arguments: ["read", "-"],
      input: #"{"solspotCapture": 1, "device": "iphone15"}"# + "\n" + line,
      message:
        "solspot: standard input: line 1: the capture header names an unknown device 'iphone15'; did you mean 'iphone-15-front' or 'iphone-15-plus-front' or 'iphone-15-pro-front'? (see 'solspot devices' for the list; --device overrides it)",
      status: 1),
    BadInput(
      name: "a plain text file", arguments: ["read", "-"], input: "hello world\n",
      message:
        "solspot: standard input: line 1: this is not a capture: its first line of data (not blank, not a # comment) is neither a JSON object nor a CSV column row such as 't,exposureDuration,iso,…'",
      status: 1),
    BadInput(
      name: "unknown --device", arguments: ["read", "-", "--device", "nokia"], input: line,
      message: "solspot: unknown device 'nokia' (see 'solspot devices' for the list)", status: 1),
    BadInput(
      name: "no capture", arguments: ["read"], input: nil,
      message: "solspot: missing argument CAPTURE (see 'solspot help read')", status: 2),
    BadInput(
      name: "two captures", arguments: ["read", "a", "b"], input: nil,
      message: "solspot: unexpected argument 'b' (see 'solspot help read')", status: 2),
    BadInput(
      name: "bad confidence", arguments: ["read", "-", "--confidence", "2%"], input: nil,
      message:
        "solspot: invalid value '2%' for --confidence: expected a level from 50% to 99.9%, e.g. 0.9 or 90% (see 'solspot help read')",
      status: 2),
  ]

  @Test("a photo given to read is named as a photo, with the commands that take one")
  func photo() throws {
    let path = PhotoFixtures.path("iphone-front.jpg")
    for arguments in [["read", path], ["read", "-", "--json"]] {
      let input = arguments.contains("-") ? try Data(contentsOf: URL(fileURLWithPath: path)) : nil
      let result = try SolspotProcess.run(arguments, input: input)
      #expect(result.status == 1)
      #expect(result.stdout.isEmpty)
      let name = input == nil ? path : "standard input"
      #expect(
        result.stderr
          == "solspot: \(name): line 1: this is a photo (JPEG), not a capture: a capture is the "
          + "stream of samples recorded while the phone lies at the spot; a photo's light is "
          + "estimated by 'solspot lux PHOTO', or saved to a spot with 'solspot spot measure "
          + "NAME --photo PHOTO'\n")
    }
  }

  @Test(
    "bad input: one line on stderr, nothing on stdout, the documented exit code",
    arguments: badInputs)
  func badInput(_ row: BadInput) throws {
    let result = try SolspotProcess.run(row.arguments, input: row.input.map { Data($0.utf8) })
    #expect(result.status == row.status)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == row.message + "\n")
  }
}
