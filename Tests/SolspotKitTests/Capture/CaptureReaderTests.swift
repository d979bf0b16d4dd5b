import Foundation
import Testing

@testable import SolspotKit

@Suite("Capture reader")
struct CaptureReaderTests {
  static let header =
    #"{"solspotCapture": 1, "device": "iphone-15-front", "app": "Solspot 1.0 (42)"}"#
  static let line =
    #"{"t": 12.016, "exposureDuration": 0.0083, "iso": 125, "lensAperture": 1.9, "exposureTargetOffset": -0.04, "isAdjustingExposure": false, "gravity": [0.01, -0.02, -0.99], "clippedFraction": 0.0}"#

  /// Reads `text` fed in chunks of `chunk` bytes.
  static func read(_ text: String, chunk: Int = 1 << 20) throws(CaptureError) -> (
    samples: [CaptureSample], reader: CaptureReader
  ) {
    var reader = CaptureReader()
    var samples: [CaptureSample] = []
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      reader.append(contentsOf: bytes[offset..<min(bytes.count, offset + chunk)])
      offset += chunk
      while let sample = try reader.next() { samples.append(sample) }
    }
    reader.finish()
    while let sample = try reader.next() { samples.append(sample) }
    return (samples, reader)
  }

  /// The error reading `text` throws.
  static func failure(_ text: String) -> CaptureError? {
    do {
      _ = try read(text)
      return nil
    } catch {
      return error
    }
  }

  @Test("the issue's example line reads as AVFoundation and Core Motion wrote it")
  func exampleLine() throws {
    let (samples, reader) = try Self.read(Self.header + "\n" + Self.line + "\n")
    let sample = try #require(samples.first)
    #expect(samples.count == 1)
    #expect(
      reader.header == (try CaptureHeader(device: "iphone-15-front", app: "Solspot 1.0 (42)")))
    #expect(reader.format == .jsonLines)
    #expect(sample.timestamp == 12.016)
    #expect(sample.exposureDuration == 0.0083)
    #expect(sample.iso == 125)
    #expect(sample.lensAperture == 1.9)
    #expect(sample.exposureTargetOffset == -0.04)
    #expect(!sample.isAdjustingExposure)
    #expect(sample.gravity == (try Gravity(x: 0.01, y: -0.02, z: -0.99)))
    #expect(sample.clippedFraction == 0)
    #expect(reader.lineNumber == 2)
  }

  @Test("every chunk size gives the same samples, CRLF, a BOM and blank lines included")
  func chunking() throws {
    let second = Self.line.replacingOccurrences(of: "12.016", with: "12.049")
    let text = "\u{FEFF}" + Self.header + "\r\n\r\n" + Self.line + "\r\n  \n" + second
    let whole = try Self.read(text).samples
    #expect(whole.map(\.timestamp) == [12.016, 12.049])
    for chunk in [1, 2, 3, 7, 64, 200] {
      #expect(try Self.read(text, chunk: chunk).samples == whole, "chunks of \(chunk) bytes")
    }
  }

  @Test("CSV with the same names, gravity in three columns, in any order")
  func csv() throws {
    let text = """
      # a comment
      iso,t,exposureDuration,lensAperture,exposureTargetOffset,isAdjustingExposure,gravityX,gravityY,gravityZ,clippedFraction
      125, 12.016 ,0.0083,1.9,-0.04,FALSE,0.01,-0.02,-0.99,
      "125",12.049,0.0083,1.9,-0.04,1,0.01,-0.02,-0.99,0.03
      """
    let (samples, reader) = try Self.read(text)
    #expect(reader.format == .csv)
    #expect(reader.header == nil)
    #expect(samples.count == 2)
    #expect(samples[0].timestamp == 12.016 && samples[0].iso == 125)
    #expect(samples[0].clippedFraction == nil, "an empty cell is no count")
    #expect(samples[1].isAdjustingExposure && samples[1].clippedFraction == 0.03)
    let json = try Self.read(Self.line).samples[0]
    #expect(samples[0].sceneEV == json.sceneEV)
  }

  @Test("'#' lines are comments in either layout, anywhere, and do not count as the first line")
  func comments() throws {
    let second = Self.line.replacingOccurrences(of: "12.016", with: "12.049")
    let text =
      "# recorded at the windowsill\n" + Self.header + "\n# phone laid down\n" + Self.line
      + "\n  # picked up\n" + second + "\n"
    let (samples, reader) = try Self.read(text)
    #expect(samples.map(\.timestamp) == [12.016, 12.049])
    #expect(reader.header?.device == "iphone-15-front", "the header after a comment is line 1's")
    #expect(reader.headerLine == 2)
    #expect(reader.format == .jsonLines)
  }

  @Test("times in seconds since boot or since 1970 are accepted; larger ones are not")
  func timestampRange() throws {
    for time in ["86400.016", "1750000000.016", "-3600", "1e10"] {
      let text = Self.line.replacingOccurrences(of: "12.016", with: time)
      #expect(try Self.read(text).samples.count == 1, "t = \(time)")
    }
    for time in ["1.00001e10", "1750000000016", "-2e10"] {
      let text = Self.line.replacingOccurrences(of: "12.016", with: time)
      #expect(Self.failure(text)?.kind.description.hasPrefix("field 't': ") == true, "t = \(time)")
    }
  }

  @Test("a CSV capture may start with the JSON header")
  func csvWithHeader() throws {
    let text =
      Self.header + "\n"
      + "t,exposureDuration,iso,lensAperture,exposureTargetOffset,isAdjustingExposure,gravityX,gravityY,gravityZ\n"
      + "0,0.01,100,2.2,0,false,0,0,-1\n"
    let (samples, reader) = try Self.read(text)
    #expect(reader.header?.device == "iphone-15-front")
    #expect(samples.count == 1)
  }

  /// One bad input and the error it must give.
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

  @Test("a bad line gives one error with its line number", arguments: badInputs)
  func badInput(_ row: BadInput) {
    #expect(Self.failure(row.text)?.description == row.message)
  }

  @Test("a line with no line break is refused before its bytes pile up")
  func boundedBuffer() throws {
    var reader = CaptureReader()
    let chunk = [UInt8](repeating: UInt8(ascii: "1"), count: 16 * 1024)
    var thrown: CaptureError?
    for _ in 0..<100 {
      reader.append(contentsOf: chunk)
      do {
        _ = try reader.next()
      } catch {
        thrown = error
        break
      }
    }
    #expect(thrown?.kind == .lineTooLong(limit: CaptureReader.maximumLineBytes))
  }

  @Test("an empty input has no header, no format and no samples")
  func empty() throws {
    let (samples, reader) = try Self.read("\n\n")
    #expect(samples.isEmpty && reader.header == nil && reader.format == nil)
  }
}
