import Foundation
import Testing

@testable import SolspotKit
@testable import solspot

/// A capture that cannot be read, in the CLI's words: each bad input read by the real
/// ``CaptureReader``, its error worded by ``CaptureErrorText``.
@Suite("Capture errors in words")
struct CaptureErrorTextTests {
  static let header =
    #"{"solspotCapture": 1, "device": "iphone-15-front", "app": "Solspot 1.0 (42)"}"#
  static let line =
    #"{"t": 12.016, "exposureDuration": 0.0083, "iso": 125, "lensAperture": 1.9, "exposureTargetOffset": -0.04, "isAdjustingExposure": false, "gravity": [0.01, -0.02, -0.99], "clippedFraction": 0.0}"#

  /// The error reading `text` gives, or `nil` when it reads.
  static func failure(_ text: String) -> CaptureError? {
    var reader = CaptureReader()
    do {
      reader.append(contentsOf: Array(text.utf8))
      while try reader.next() != nil {}
      reader.finish()
      while try reader.next() != nil {}
      return nil
    } catch {
      return error
    }
  }

  struct BadInput: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    let message: String
    var testDescription: String { name }
  }

  static let columns =
    "t,exposureDuration,iso,lensAperture,exposureTargetOffset,isAdjustingExposure,gravityX,gravityY,gravityZ"

  static let badInputs: [BadInput] = [
    BadInput(
      name: "not JSON", text: header + "\n" + line + "\n{\"t\": 1,}",
      message:
        "line 3: not valid JSON: unexpected '}' at column 9 where a key in double quotes belongs"),
    BadInput(
      name: "truncated line", text: String(line.dropLast(4)),
      message: "line 1: not valid JSON: the line ends where a value belongs"),
    BadInput(
      name: "a list", text: "[1, 2]", message: "line 1: expected a JSON object, one sample per line"
    ),
    BadInput(
      name: "missing field",
      text: line.replacingOccurrences(of: #""iso": 125, "#, with: ""),
      message: "line 1: field 'iso' is missing"),
    BadInput(
      name: "misspelt field", text: line.replacingOccurrences(of: "\"iso\"", with: "\"isoo\""),
      message: "line 1: unknown field 'isoo'; did you mean 'iso'?"),
    BadInput(
      name: "field twice", text: line.replacingOccurrences(of: "{", with: #"{"iso": 100, "#),
      message: "line 1: field 'iso' appears twice"),
    BadInput(
      name: "text for a number",
      text: line.replacingOccurrences(of: #""iso": 125"#, with: #""iso": "125""#),
      message: "line 1: field 'iso' must be a number"),
    BadInput(
      name: "two gravity components",
      text: line.replacingOccurrences(of: "[0.01, -0.02, -0.99]", with: "[0.01, -0.99]"),
      message: "line 1: field 'gravity' must be a list of 3 numbers [x, y, z]"),
    BadInput(
      name: "zero ISO", text: line.replacingOccurrences(of: #""iso": 125"#, with: #""iso": 0"#),
      message: "line 1: field 'iso': ISO must be greater than zero, not 0"),
    BadInput(
      name: "a second-long offset",
      text: line.replacingOccurrences(of: "-0.04", with: "40"),
      message: "line 1: field 'exposureTargetOffset': 40 EV is outside the range -10 to 10"),
    BadInput(
      name: "clipped over 1",
      text: line.replacingOccurrences(
        of: #""clippedFraction": 0.0"#, with: #""clippedFraction": 2"#),
      message: "line 1: field 'clippedFraction': must be a fraction from 0 to 1, not 2"),
    BadInput(
      name: "header version 2", text: #"{"solspotCapture": 2}"#,
      message: "line 1: capture format version 2 is not supported (this solspot reads version 1)"),
    BadInput(
      name: "header later", text: line + "\n" + header,
      message: "line 2: a capture header may only be the first line"),
    BadInput(
      name: "header misspelt", text: #"{"solspotCapture": 1, "devise": "x"}"#,
      message: "line 1: unknown field 'devise'; did you mean 'device'?"),
    BadInput(
      name: "CSV column missing", text: "t,iso\n1,2",
      message: "line 1: column 'exposureDuration' is missing"),
    BadInput(
      name: "CSV unknown column", text: columns + ",gravityW\n",
      message: "line 1: unknown column 'gravityW'; did you mean 'gravityX'?"),
    BadInput(
      name: "CSV column twice", text: columns + ",iso\n",
      message: "line 1: column 'iso' appears twice"),
    BadInput(
      name: "CSV zero ISO", text: columns + "\n0,0.01,0,2.2,0,false,0,0,-1",
      message: "line 2: column 'iso': ISO must be greater than zero, not 0"),
    BadInput(
      name: "CSV gravity out of range", text: columns + "\n0,0.01,100,2.2,0,false,0,20,-1",
      message: "line 2: column 'gravityY': must be a finite number of at most 16 g, not 20"),
    BadInput(
      name: "plain text", text: "hello world\nfoo\n",
      message:
        "line 1: this is not a capture: its first line of data (not blank, not a # comment) "
        + "is neither a JSON object nor a CSV column row such as 't,exposureDuration,iso,…'"),
    BadInput(
      name: "numbers without a column row", text: "0,0.01,100,2.2,0,false,0,0,-1\n",
      message:
        "line 1: this is not a capture: its first line of data (not blank, not a # comment) "
        + "is neither a JSON object nor a CSV column row such as 't,exposureDuration,iso,…'"),
    BadInput(
      name: "semicolons", text: "t;exposureDuration;iso\n1;2;3\n",
      message:
        "line 1: the CSV columns are separated by semicolons; a capture's columns must be "
        + "separated by commas"),
    BadInput(
      name: "tabs", text: columns.replacingOccurrences(of: ",", with: "\t") + "\n",
      message:
        "line 1: the CSV columns are separated by tabs; a capture's columns must be separated "
        + "by commas"),
    BadInput(
      name: "a time in nanoseconds",
      text: line.replacingOccurrences(of: "12.016", with: "1e15"),
      message:
        "line 1: field 't': 1e15 s is beyond ±10,000,000,000 s, where a time no "
        + "longer keeps the spacing of frames; give seconds (is it in milliseconds or "
        + "nanoseconds?)"),
    BadInput(
      name: "CSV short row", text: columns + "\n0,0.01,100,2.2,0,false,0,0",
      message: "line 2: expected 9 cells as the column row names, found 8"),
    BadInput(
      name: "CSV bad number", text: columns + "\n0,0.01,1e,2.2,0,false,0,0,-1",
      message: "line 2: column 'iso' must be a number"),
    BadInput(
      name: "CSV bad flag", text: columns + "\n0,0.01,100,2.2,0,maybe,0,0,-1",
      message: "line 2: column 'isAdjustingExposure' must be true or false"),
    BadInput(
      name: "CSV open quote", text: columns + "\n0,\"0.01,100,2.2,0,false,0,0,-1",
      message: "line 2: malformed CSV: a quoted cell is not closed"),
    BadInput(
      name: "JSON in a CSV", text: columns + "\n" + line,
      message:
        "line 2: a JSON object in a CSV capture: a capture's lines are all CSV rows or all JSON "
        + "objects"),
    BadInput(
      name: "CSV text after a quoted cell", text: columns + "\n\"0\"s,0.01,100,2.2,0,false,0,0,-1",
      message: "line 2: malformed CSV: text follows a closing quote"),
    BadInput(
      name: "CSV quote inside a number", text: columns + "\n0\",0.01,100,2.2,0,false,0,0,-1",
      message: "line 2: column 't' must be a number"),
    BadInput(
      name: "a huge line", text: String(repeating: " ", count: 70_000) + "x",
      message: "line 1: line is longer than 65536 bytes"),
  ]

  @Test("a bad line gives one error with its line number, in words", arguments: badInputs)
  func badInput(_ row: BadInput) {
    #expect(Self.failure(row.text).map(CaptureErrorText.message) == row.message)
  }

  @Test(
    "a bad start time is an error on line 1",
    arguments: [
      (
        #"{"solspotCapture": 1, "started": "2025-12-21T09:30:05"}"#,
        "line 1: field 'started': '2025-12-21T09:30:05' is not an ISO 8601 time with a UTC "
          + "offset, such as 2025-06-21T14:30:05+02:00"
      ),
      (
        #"{"solspotCapture": 1, "started": "2025-02-30T09:30Z"}"#,
        "line 1: field 'started': '2025-02-30T09:30Z' is not an ISO 8601 time with a UTC "
          + "offset, such as 2025-06-21T14:30:05+02:00"
      ),
      (#"{"solspotCapture": 1, "started": 1750000000}"#, "line 1: field 'started' must be text"),
      (
        #"{"solspotCapture": 1, "startd": "2025-12-21T09:30Z"}"#,
        "line 1: unknown field 'startd'; did you mean 'started'?"
      ),
    ])
  func badHeader(_ header: String, _ message: String) {
    #expect(Self.failure(header + "\n" + Self.line).map(CaptureErrorText.message) == message)
  }

  @Test("invalid fields name the capture's field")
  func invalid() throws {
    let flat = try Gravity(x: 0, y: 0, z: -1)
    func message(_ make: () throws(CaptureError) -> CaptureSample) -> String? {
      do {
        _ = try make()
        return nil
      } catch {
        return CaptureErrorText.message(error)
      }
    }
    #expect(
      message { () throws(CaptureError) -> CaptureSample in
        try CaptureSample(
          timestamp: .nan, exposureDuration: 0.01, iso: 100, lensAperture: 2,
          exposureTargetOffset: 0, isAdjustingExposure: false, gravity: flat)
      } == "field 't': must be a finite number of seconds")
    #expect(
      message { () throws(CaptureError) -> CaptureSample in
        try CaptureSample(
          timestamp: 0, exposureDuration: 7200, iso: 100, lensAperture: 2,
          exposureTargetOffset: 0, isAdjustingExposure: false, gravity: flat)
      } == "field 'exposureDuration': exposure time 7200 is outside the range 0.000001 to 3600")
    #expect(
      message { () throws(CaptureError) -> CaptureSample in
        try CaptureSample(
          timestamp: 0, exposureDuration: 0.01, iso: 100, lensAperture: 0.3,
          exposureTargetOffset: 0, isAdjustingExposure: false, gravity: flat)
      } == "field 'lensAperture': f-number 0.3 is outside the range 0.5 to 512")
  }

  @Test("a photo is named as one")
  func photo() {
    #expect(
      CaptureErrorText.message(CaptureError(line: 1, kind: .photo(.jpeg)))
        == "line 1: this is a photo (JPEG), not a capture: a capture is the stream of samples "
        + "recorded while the phone lies at the spot")
  }
}
