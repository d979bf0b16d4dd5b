import Foundation
import Testing

@testable import SolspotKit

/// Every CSV format read from real files by the one reader's rules: quoted line breaks, CRLF, a
/// byte order mark, and files separated by semicolons or tabs refused with the separator named.
@Suite("CSV rules in every format, from files")
struct CSVFormatFilesTests {
  /// Writes `text` to a fresh file in a temporary folder and reads it back as a file is read.
  func roundTrip(_ text: String, name: String) throws -> String {
    let fixture = try StoreFixture()
    let url = fixture.folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return String(decoding: try Data(contentsOf: url), as: UTF8.self)
  }

  /// `lines` ended by `end`, the first with a byte order mark when `bom` is set.
  func file(_ lines: [String], end: String = "\n", bom: Bool = false) -> String {
    (bom ? "\u{FEFF}" : "") + lines.map { $0 + end }.joined()
  }

  // MARK: - Calibration pairs

  static let calibrationLines = [
    "# pairs by the window",
    "aperture,shutter,iso,reference_lux,note",
    "1.9,1/60,100,640,\"sill, noon\nsecond line of the note\"",
    "2.2,1/120,100,1300,plain",
  ]

  func calibration(_ text: String) throws(CalibrationFileError) -> [CalibrationObservation] {
    try CalibrationFile.parse(text, format: .csv, file: "pairs.csv")
  }

  @Test("calibration: a quoted note holds a line break; CRLF and a BOM read the same")
  func calibrationFiles() throws {
    let plain = try calibration(try roundTrip(file(Self.calibrationLines), name: "pairs.csv"))
    #expect(plain.count == 2)
    #expect(plain.map(\.note) == ["sill, noon\nsecond line of the note", "plain"])
    #expect(plain.map(\.referenceLux) == [640, 1300])
    let crlf = try calibration(
      try roundTrip(file(Self.calibrationLines, end: "\r\n", bom: true), name: "pairs.csv"))
    #expect(crlf.map(\.referenceLux) == [640, 1300])
    // The note's own line break stays `\n`; only the records end in `\r\n`.
    #expect(crlf.map(\.note) == plain.map(\.note))
  }

  @Test("calibration: an error after a two-line note names the line its pair starts on")
  func calibrationLines() throws {
    let lines = Self.calibrationLines + ["2.2,1/120,100,nan,x"]
    let text = try roundTrip(file(lines), name: "pairs.csv")
    #expect(
      throws: CalibrationFileError(
        file: "pairs.csv", line: 6, column: "reference_lux",
        reason: .notANumber("nan", expected: .lux))
    ) { try calibration(text) }
    let unclosed = try roundTrip(
      file(Self.calibrationLines + ["1.9,1/60,100,640,\"open", "x"]), name: "p.csv")
    #expect(throws: CalibrationFileError(file: "pairs.csv", line: 6, reason: .unclosedQuote)) {
      try calibration(unclosed)
    }
  }

  @Test("calibration: semicolons and tabs are refused with the separator", arguments: [";", "\t"])
  func calibrationSeparator(_ separator: String) throws {
    let lines = Self.calibrationLines.map { $0.replacingOccurrences(of: ",", with: separator) }
    let text = try roundTrip(file(lines, end: "\r\n", bom: true), name: "pairs.csv")
    #expect(
      throws: CalibrationFileError(
        file: "pairs.csv", line: 2, reason: .notCommaSeparated(Character(separator)))
    ) { try calibration(text) }
  }

  // MARK: - Captures

  static let captureLines = [
    "# a capture with a comment",
    "t,exposureDuration,iso,lensAperture,exposureTargetOffset,isAdjustingExposure,gravityX,gravityY,gravityZ,clippedFraction",
    "12.016,0.0083,\"125\",1.9,-0.04,false,0.01,-0.02,-0.99,\"0.0\n\"",
    "12.049,0.0083,125,1.9,-0.03,FALSE,0.01,-0.02,-0.99,",
  ]

  /// Reads a capture file's bytes, fed `chunk` bytes at a time.
  func capture(_ text: String, chunk: Int) throws(CaptureError) -> [CaptureSample] {
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
    return samples
  }

  @Test("captures: LF, CRLF, lone CR and a BOM give the same samples, in any chunks")
  func captureFiles() throws {
    let plain = try capture(try roundTrip(file(Self.captureLines), name: "c.csv"), chunk: 1 << 16)
    #expect(plain.map(\.timestamp) == [12.016, 12.049])
    #expect(plain.map(\.iso) == [125, 125])
    for (end, bom) in [("\r\n", true), ("\r", false), ("\r", true)] {
      let text = try roundTrip(file(Self.captureLines, end: end, bom: bom), name: "c.csv")
      for chunk in [1, 7, 1 << 16] {
        #expect(try capture(text, chunk: chunk) == plain, "chunks of \(chunk)")
      }
    }
  }

  @Test("captures: an error after a two-line record names the line its row starts on")
  func captureLines() throws {
    let lines = Self.captureLines + ["12.082,0.0083,125,1.9,-0.03,maybe,0.01,-0.02,-0.99,"]
    let text = try roundTrip(file(lines, end: "\r\n"), name: "c.csv")
    #expect(
      throws: CaptureError(
        line: 6, kind: .wrongType(.column("isAdjustingExposure"), expected: .boolean))
    ) { try capture(text, chunk: 5) }
  }

  @Test("captures: semicolons and tabs are refused with the separator", arguments: [";", "\t"])
  func captureSeparator(_ separator: String) throws {
    let lines = Self.captureLines.map { $0.replacingOccurrences(of: ",", with: separator) }
    let text = try roundTrip(file(lines, end: "\r\n", bom: true), name: "c.csv")
    #expect(
      throws: CaptureError(line: 2, kind: .notCommaSeparated(separator: Character(separator)))
    ) {
      try capture(text, chunk: 3)
    }
  }

  // MARK: - Spot exports

  /// An export of one spot whose notes hold a line break, with one reading.
  func archiveText() throws -> String {
    let fixture = try StoreFixture()
    let store = try SpotStore(path: fixture.path)
    try store.add(
      try NewSpot(
        name: "#1 sill", room: "bed, room", notes: "line one\nline \"two\"",
        location: .latitude(52), createdAt: try Readings.time("2025-03-01T09:15Z")))
    try store.add(try Readings.make(shutter: 60), toSpotNamed: "#1 sill")
    return try store.exportArchive().csv()
  }

  /// `text`'s records written again with `end` between them and a BOM first.
  func rewritten(_ text: String, end: String, separator: String = ",") throws -> String {
    let records = try CSVReader.records(in: text)
    return "\u{FEFF}"
      + records.map { $0.fields.map(CSVWriter.field).joined(separator: separator) + end }.joined()
  }

  @Test("spot exports: quoted line breaks in notes, CRLF and a BOM read back the same spots")
  func archiveFiles() throws {
    let text = try archiveText()
    let archive = try SpotArchive(csv: try roundTrip(text, name: "spots.csv"), file: "spots.csv")
    #expect(archive.spots.map(\.spot.notes) == ["line one\nline \"two\""])
    #expect(archive.spots.map(\.spot.name) == ["#1 sill"])
    #expect(archive.readingCount == 1)
    let crlf = try roundTrip(try rewritten(text, end: "\r\n"), name: "spots.csv")
    #expect(crlf.hasPrefix("\u{FEFF}") && crlf.contains("\r\n"))
    #expect(try SpotArchive(csv: crlf, file: "spots.csv") == archive)
  }

  @Test("spot exports: semicolons and tabs are refused with the separator", arguments: [";", "\t"])
  func archiveSeparator(_ separator: String) throws {
    let text = try roundTrip(
      try rewritten(try archiveText(), end: "\r\n", separator: separator), name: "spots.csv")
    #expect(
      throws: DataError(
        file: "spots.csv", field: "", line: 1, reason: .notCommaSeparated(Character(separator)))
    ) { try SpotArchive(csv: text, file: "spots.csv") }
  }
}
