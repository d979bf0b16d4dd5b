import Foundation
import Testing

@testable import SolspotKit

/// A saved reading's codes are typed (`ReadingRecord.SourceKind`, `CalibrationStatus`,
/// `LuxKind`, ``LimitCheck``, ``ReadingBound``) and spelt in files as before; a code outside
/// its set is refused naming the field and the value, in JSON and in CSV.
@Suite("Reading records: codes")
struct ReadingRecordCodeTests {
  /// One case: the text to change in a one-reading export, what to change it to, and the
  /// error that names the field and the value.
  struct Case: CustomTestStringConvertible, Sendable {
    let from: String
    let to: String
    let field: String
    let value: String
    let expected: [String]
    var testDescription: String { "\(field) = \(value)" }
  }

  /// An export of one manual estimate, within the camera's known limits.
  static func archive() throws -> SpotArchive {
    let fixture = try StoreFixture()
    let store = try SpotStore(path: fixture.path)
    try store.add(try Readings.spot("sill"))
    try store.add(try Readings.make(shutter: 60, device: "iphone-15-front"), toSpotNamed: "sill")
    return try store.exportArchive()
  }

  static let sources = ["manual", "photo", "capture"]
  static let statuses = ["nominal", "measured"]
  static let kinds = ["estimate", "atLeast", "atMost"]
  static let checks = ["within", "brightEnd", "darkEnd", "unknownLimits"]
  static let reasons = ["clipped", "bright-end", "dark-end"]

  static let jsonCases: [Case] = [
    Case(
      from: #""source":"manual""#, to: #""source":"typed""#, field: "source", value: "typed",
      expected: sources),
    Case(
      from: #""status":"nominal""#, to: #""status":"guessed""#, field: "calibration.status",
      value: "guessed", expected: statuses),
    Case(
      from: #""kind":"estimate""#, to: #""kind":"about""#, field: "lux.kind", value: "about",
      expected: kinds),
    Case(
      from: #""limitCheck":"within""#, to: #""limitCheck":"inside""#, field: "limitCheck",
      value: "inside", expected: checks),
    Case(
      from: #""calibration":{"#, to: #""boundReason":"glare","calibration":{"#,
      field: "boundReason", value: "glare", expected: reasons),
  ]

  @Test("the codes are the library's values, spelt in JSON and CSV as before")
  func spelling() throws {
    let archive = try Self.archive()
    let reading = try #require(archive.spots.first?.readings.first)
    let record = ReadingRecord(reading)
    #expect(record.source == .manual && record.calibration.status == .nominal)
    #expect(record.lux.kind == .estimate && record.limitCheck == .within)
    #expect(record.boundReason == nil)
    let json = try archive.json()
    for field in [
      #""source":"manual""#, #""status":"nominal""#, #""kind":"estimate""#,
      #""limitCheck":"within""#,
    ] {
      #expect(json.components(separatedBy: field).count == 2, "\(field)")
    }
    let row = archive.csv().split(separator: "\n")[1].split(
      separator: ",", omittingEmptySubsequences: false)
    let column = { (name: String) in
      SpotArchive.csvColumns.firstIndex(of: name).map { String(row[$0]) }
    }
    #expect(column("source") == "manual" && column("calibration") == "nominal")
    #expect(column("lux_kind") == "estimate" && column("limit_check") == "within")
    #expect(column("bound_reason") == "")
    #expect(Self.reasons == ReadingBound.allCases.map(\.rawValue))
    #expect(Self.checks == LimitCheck.allCases.map(\.rawValue))
  }

  @Test("JSON: an unknown code is refused naming the field and the value", arguments: jsonCases)
  func unknownInJSON(_ change: Case) throws {
    let json = try Self.archive().json()
    #expect(json.components(separatedBy: change.from).count == 2)
    let broken = json.replacingOccurrences(of: change.from, with: change.to)
    #expect(
      throws: DataError(
        file: "x.json", field: "spots[0].readings[0]." + change.field,
        reason: .unknownValue(change.value, expected: change.expected))
    ) {
      try SpotArchive(json: Data(broken.utf8), file: "x.json")
    }
  }

  static let csvCases: [Case] = [
    Case(from: ",manual,", to: ",typed,", field: "source", value: "typed", expected: sources),
    Case(
      from: ",nominal,", to: ",guessed,", field: "calibration", value: "guessed",
      expected: statuses),
    Case(from: ",estimate,", to: ",about,", field: "lux_kind", value: "about", expected: kinds),
    Case(
      from: ",within,", to: ",inside,", field: "limit_check", value: "inside", expected: checks),
    Case(
      from: ",within,,", to: ",within,glare,", field: "bound_reason", value: "glare",
      expected: reasons),
  ]

  @Test(
    "CSV: an unknown code is refused naming the line, the column and the value",
    arguments: csvCases)
  func unknownInCSV(_ change: Case) throws {
    let csv = try Self.archive().csv()
    #expect(csv.components(separatedBy: change.from).count == 2)
    let broken = csv.replacingOccurrences(of: change.from, with: change.to)
    #expect(
      throws: DataError(
        file: "x.csv", field: change.field, line: 2,
        reason: .unknownValue(change.value, expected: change.expected))
    ) {
      try SpotArchive(csv: broken, file: "x.csv")
    }
  }
}
