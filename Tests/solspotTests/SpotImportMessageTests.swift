import Foundation
import Testing

/// `spot import` says what is wrong with a file cut in the middle of a row (the line, the
/// fields it has and the columns it lacks) and with an empty file, whatever its name.
@Suite("solspot spot import: cut rows and empty files")
struct SpotImportMessageTests {
  /// A store with one spot and one reading, exported as CSV.
  func exported(_ fixture: SpotFixture) throws -> String {
    try fixture.ok(["add", "sill"])
    try fixture.ok([
      "measure", "sill", "--device", "iphone-14", "-f", "1.9", "-t", "1/500", "--iso", "50",
      "--at", "2025-06-11T13:00+02:00",
    ])
    return try fixture.ok(["export", "--csv"])
  }

  @Test("a CSV cut inside its reading's row names the line, the last column and the missing")
  func cutMidRow() throws {
    let fixture = try SpotFixture()
    let csv = try exported(fixture)
    let lines = csv.split(separator: "\n", omittingEmptySubsequences: false)
    // The header and the reading's row up to the end of its 'band' field.
    let row = lines[1].split(separator: ",", omittingEmptySubsequences: false)
    let kept = row.prefix(31).joined(separator: ",")
    let file = fixture.path("cut.csv")
    try (String(lines[0]) + "\n" + kept).write(toFile: file, atomically: true, encoding: .utf8)
    let result = try fixture.spot(["import", file], store: fixture.path("new.sqlite"))
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "solspot: cut.csv: field 'line 2': has 31 of the 40 fields: it stops at 'band', "
        + "without 'limit_check' to 'spot_lit'; it is the file's last line: the file was cut "
        + "short; export it again\n")
    #expect(!FileManager.default.fileExists(atPath: fixture.path("new.sqlite")))
  }

  @Test("an empty file, named .json or .csv or given on standard input, is said to be empty")
  func empty() throws {
    let fixture = try SpotFixture()
    for name in ["empty.json", "blank.csv"] {
      let file = fixture.path(name)
      try (name.hasSuffix(".csv") ? "\n \n" : "").write(
        toFile: file, atomically: true, encoding: .utf8)
      let result = try fixture.spot(["import", file])
      #expect(result.status == 1)
      #expect(
        result.stderr
          == "solspot: \(name): is empty: it holds no export (JSON or CSV from 'solspot spot "
          + "export'); nothing was imported\n")
    }
  }
}
