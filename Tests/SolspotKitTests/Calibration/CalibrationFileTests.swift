import Testing

@testable import SolspotKit

@Suite("Calibration files")
struct CalibrationFileTests {
  func parse(_ text: String, _ format: CalibrationFile.Format = .csv)
    throws(CalibrationFileError) -> [CalibrationObservation]
  {
    try CalibrationFile.parse(text, format: format, file: "pairs")
  }

  @Test("CSV: columns in any order and case, comments, blank lines, CRLF, quotes, a BOM")
  func csv() throws {
    let text =
      "\u{FEFF}# a comment\r\nISO, Aperture ,shutter,reference_lux,bias,light,note,time\r\n"
      + "\r\n100,f/1.9,1/60,640,0,daylight,\"sill, noon\",2026-03-14T12:00:00+01:00\r\n"
      + "200,2.2,8ms,1500,-0.7,,,\r\n"
    let pairs = try parse(text)
    #expect(pairs.count == 2)
    let first = try #require(pairs.first)
    #expect(first.line == 4)
    #expect(first.exposure == (try Exposure(fNumber: 1.9, exposureTime: 1.0 / 60, iso: 100)))
    #expect(first.referenceLux == 640)
    #expect(first.note == "sill, noon")
    #expect(first.light == "daylight")
    #expect(first.day == "2026-03-14")
    let second = try #require(pairs.last)
    #expect(second.exposure?.bias == -0.7)
    #expect(second.light == nil && second.note == nil && second.time == nil && second.day == nil)
    // EV100 of f/2.2, 8 ms, ISO 200 is log2(2.2²/0.008) − 1; the bias is added to it.
    let expected = Math.log2(2.2 * 2.2 / 0.008) - 1 - 0.7
    #expect(abs(second.sceneEV - expected) < 1e-12)
    #expect(abs(second.log2Constant - (Math.log2(1500) - expected)) < 1e-12)
  }

  @Test("CSV and JSON Lines with the same pairs read the same, ev100 included")
  func jsonLines() throws {
    let csv = try parse("aperture,shutter,iso,reference_lux\n2.2,1/120,50,900\n")
    let json = try parse(
      "{\"aperture\": \"f/2.2\", \"shutter\": \"1/120\", \"iso\": 50, \"reference_lux\": 900,"
        + " \"note\": null}\n\n", .jsonLines)
    #expect(csv.map(\.reading) == json.map(\.reading))
    #expect(json.first?.line == 1)
    let seconds = try parse(
      "{\"aperture\": 2.2, \"shutter\": 0.008333333333333333, "
        + "\"iso\": 50, \"reference_lux\": 900}", .jsonLines)
    #expect(abs((seconds.first?.sceneEV ?? 0) - (csv.first?.sceneEV ?? 1)) < 1e-9)
    let ev = try parse("ev100,reference_lux,bias\n7.5,520,1\n")
    #expect(ev.first?.reading == .exposureValue(ev100: 7.5, bias: 1))
    #expect(ev.first?.sceneEV == 8.5)
    #expect(ev.first?.exposure == nil)
    let evJSON = try parse("{\"ev100\": 7.5, \"reference_lux\": 520, \"bias\": 1}", .jsonLines)
    #expect(evJSON.map(\.reading) == ev.map(\.reading))
  }

  @Test("the format follows the extension, else the first character")
  func detect() {
    #expect(CalibrationFile.Format.detect(fileName: "a.CSV", text: "{") == .csv)
    #expect(CalibrationFile.Format.detect(fileName: "a.jsonl", text: "iso") == .jsonLines)
    #expect(CalibrationFile.Format.detect(fileName: "a.ndjson", text: "") == .jsonLines)
    #expect(CalibrationFile.Format.detect(fileName: "-", text: "  \n{\"iso\": 1}") == .jsonLines)
    #expect(CalibrationFile.Format.detect(fileName: "-", text: "iso,aperture") == .csv)
  }

  struct BadFile: CustomTestStringConvertible, Sendable {
    let name: String
    let format: CalibrationFile.Format
    let text: String
    let line: Int
    let column: String?
    let reason: CalibrationFileError.Reason
    var testDescription: String { name }
  }

  static let header = "aperture,shutter,iso,reference_lux\n"
  static let badFiles: [BadFile] = [
    BadFile(
      name: "misspelt column", format: .csv, text: "aperture,shuttr,iso,reference_lux\n",
      line: 1, column: "shuttr",
      reason: .unknownColumn(suggestion: "shutter", known: CalibrationFile.columns)),
    BadFile(
      name: "no reference lux", format: .csv, text: "aperture,shutter,iso\n", line: 1,
      column: "reference_lux", reason: .missing),
    BadFile(
      name: "settings and ev100 together", format: .csv,
      text: "aperture,shutter,iso,ev100,reference_lux\n", line: 1, column: "ev100",
      reason: .ev100WithSettings),
    BadFile(
      name: "a settings column missing", format: .csv, text: "aperture,iso,reference_lux\n",
      line: 1, column: "shutter", reason: .missingSetting),
    BadFile(
      name: "a column twice", format: .csv, text: "iso,iso,aperture,shutter,reference_lux\n",
      line: 1, column: "iso", reason: .duplicateColumn),
    BadFile(
      name: "too few cells", format: .csv, text: header + "1.9,1/60,100,640\n1.9,1/60\n", line: 3,
      column: nil, reason: .cellCount(2, header: 4)),
    BadFile(
      name: "division by zero", format: .csv, text: header + "1.9,1/0,100,640\n", line: 2,
      column: "shutter", reason: .notANumber("1/0", expected: .exposureTime)),
    BadFile(
      name: "zero lux", format: .csv, text: header + "1.9,1/60,100,0\n", line: 2,
      column: "reference_lux", reason: .referenceLux(.notPositive("0"))),
    BadFile(
      name: "lux beyond sunlight", format: .csv, text: header + "1.9,1/60,100,1e20\n", line: 2,
      column: "reference_lux",
      reason: .referenceLux(.brighterThanDaylight("1e20", maximum: 200_000))),
    BadFile(
      name: "lux too large for a number", format: .csv, text: header + "1.9,1/60,100,1e400\n",
      line: 2, column: "reference_lux",
      reason: .referenceLux(.brighterThanDaylight("1e400", maximum: 200_000))),
    BadFile(
      name: "lux too small", format: .csv, text: header + "1.9,1/60,100,1e-30\n", line: 2,
      column: "reference_lux", reason: .referenceLux(.tooSmall("1e-30", minimum: 0.001))),
    BadFile(
      name: "lux too small for a number", format: .csv, text: header + "1.9,1/60,100,1e-400\n",
      line: 2, column: "reference_lux", reason: .referenceLux(.tooSmall("1e-400", minimum: 0.001))),
    BadFile(
      name: "negative lux", format: .csv, text: header + "1.9,1/60,100,-3\n", line: 2,
      column: "reference_lux", reason: .referenceLux(.notPositive("-3"))),
    BadFile(
      name: "a key twice in one object", format: .jsonLines,
      text: "{\"aperture\": 1.9, \"shutter\": \"1/60\", \"iso\": 100, \"reference_lux\": 640, "
        + "\"reference_lux\": 10}\n", line: 1, column: "reference_lux",
      reason: .duplicateKey),
    BadFile(
      name: "a key twice, once escaped", format: .jsonLines,
      text: "{\"iso\": 100, \"aperture\": 1.9, \"shutter\": \"1/60\", \"reference_lux\": 640, "
        + "\"\\u0069so\": 200}\n", line: 1, column: "iso", reason: .duplicateKey),
    BadFile(
      name: "lux not a number", format: .csv, text: header + "1.9,1/60,100,nan\n", line: 2,
      column: "reference_lux", reason: .notANumber("nan", expected: .lux)),
    BadFile(
      name: "aperture out of range", format: .csv, text: header + "0.3,1/60,100,640\n", line: 2,
      column: "aperture",
      reason: .exposure(
        .outOfRange(field: .fNumber, value: 0.3, allowed: Exposure.fNumberRange))),
    BadFile(
      name: "empty cell", format: .csv, text: header + "1.9,,100,640\n", line: 2,
      column: "shutter", reason: .empty),
    BadFile(
      name: "unterminated quote", format: .csv, text: header + "1.9,\"1/60,100,640\n", line: 2,
      column: nil, reason: .unclosedQuote),
    BadFile(
      name: "empty file", format: .csv, text: "\n# only a comment\n", line: 0, column: nil,
      reason: .noHeader),
    BadFile(
      name: "ev100 beyond sunlight", format: .csv, text: "ev100,reference_lux\n99,10\n", line: 2,
      column: "ev100", reason: .ev100OutOfRange(99, allowed: -30...40)),
    BadFile(
      name: "JSON that is not an object", format: .jsonLines,
      text: "{\"ev100\": 7, \"reference_lux\": 5}\n[1, 2]\n", line: 2, column: nil,
      reason: .notJSONObject),
    BadFile(
      name: "JSON with an unknown key", format: .jsonLines,
      text: "{\"ev100\": 7, \"reference_lux\": 5, \"lux\": 3}\n", line: 1, column: "lux",
      reason: .unknownColumn(suggestion: "reference_lux", known: CalibrationFile.columns)),
    BadFile(
      name: "JSON with a Boolean", format: .jsonLines,
      text: "{\"ev100\": true, \"reference_lux\": 5}\n", line: 1, column: "ev100",
      reason: .bool(true)),
    BadFile(
      name: "JSON mixing settings and ev100 lines", format: .jsonLines,
      text: "{\"ev100\": 7, \"reference_lux\": 5}\n"
        + "{\"aperture\": 2, \"shutter\": \"1/60\", \"iso\": 100, \"reference_lux\": 5}\n",
      line: 2, column: nil, reason: .mixedForms),
    BadFile(
      name: "semicolons between columns", format: .csv,
      text: "aperture;shutter;iso;reference_lux\n1.9;1/60;100;640\n", line: 1, column: nil,
      reason: .notCommaSeparated(";")),
    BadFile(
      name: "a time that is a word", format: .csv,
      text: "aperture,shutter,iso,reference_lux,time\n1.9,1/60,100,640,yesterday\n", line: 2,
      column: "time", reason: .time("yesterday", nil)),
    BadFile(
      name: "a time on a day that does not exist", format: .jsonLines,
      text: "{\"ev100\": 7, \"reference_lux\": 5, \"time\": \"2026-02-30T10:00Z\"}\n", line: 1,
      column: "time",
      reason: .time("2026-02-30T10:00Z", .pastMonthEnd(month: 2, year: 2026, days: 28))),
    BadFile(
      name: "JSON missing iso", format: .jsonLines,
      text: "{\"aperture\": 2, \"shutter\": \"1/60\", \"reference_lux\": 5}\n", line: 1,
      column: "iso", reason: .missingSetting),
  ]

  @Test("every bad line is an error naming the line and the column", arguments: badFiles)
  func badFile(_ bad: BadFile) {
    do throws(CalibrationFileError) {
      let pairs = try parse(bad.text, bad.format)
      Issue.record("read \(pairs.count) pairs")
    } catch {
      #expect(error.line == bad.line)
      #expect(error.column == bad.column)
      #expect(error.reason == bad.reason)
      #expect(error.file == "pairs")
    }
  }

  @Test("a time may have an offset, lack one, or be a day alone")
  func times() throws {
    let times = ["2026-03-14T10:20:00+01:00", "2026-03-14T10:20", "2026-03-14 10:20", "2026-03-14"]
    let text = "ev100,reference_lux,time\n" + times.map { "7,5,\($0)" }.joined(separator: "\n")
    let pairs = try parse(text)
    #expect(pairs.map(\.time) == times)
    #expect(pairs.allSatisfy { $0.day == "2026-03-14" })
  }
}
