import Testing

@testable import SolspotKit
@testable import solspot

/// The one CSV writer of `--csv`: RFC 4180 quoting, read back by an RFC 4180 reader
/// (SolspotKit's, which `spot import` uses), and unit words in the header.
@Suite("CSV writer")
struct CSVTableTests {
  @Test(
    "a field with a comma, a quote, CR or LF is quoted, quotes doubled; others are as they are",
    arguments: [
      ("plain", "plain"), ("a,b", "\"a,b\""), ("say \"hi\"", "\"say \"\"hi\"\"\""),
      ("two\nlines", "\"two\nlines\""), ("cr\rhere", "\"cr\rhere\""), ("", ""),
      ("Anna's sill", "Anna's sill"),
    ])
  func quoting(_ text: String, _ expected: String) {
    #expect(CSVTable.field(text) == expected)
  }

  @Test("rows read back field for field, whatever they hold")
  func roundTrip() throws {
    let table = CSVTable(["name", "room", "lux"])
    let rows: [[String: String]] = [
      ["name": "Anna's sill, \"east\"", "room": "hall\nupstairs", "lux": "540"],
      ["name": "\"", "room": ",", "lux": ""],
      ["name": "plain"],
    ]
    let text = ([table.header] + rows.map(table.row)).joined(separator: "\n") + "\n"
    let records = try CSVReader.records(in: text).map(\.fields)
    #expect(records.first == ["name", "room", "lux"])
    #expect(records.count == rows.count + 1)
    for (record, row) in zip(records.dropFirst(), rows) {
      #expect(record == ["name", "room", "lux"].map { row[$0] ?? "" })
    }
  }

  @Test("column names take the printed unit for the word lux; rows stay keyed by lux names")
  func unitWords() {
    let table = CSVTable(["lux", "lux_lower", "reference_lux", "luxury", "flux_lux_x"])
    #expect(table.header == "lux,lux_lower,reference_lux,luxury,flux_lux_x")
    Illuminance.$unit.withValue(.footCandles) {
      #expect(table.header == "fc,fc_lower,reference_fc,luxury,flux_fc_x")
      #expect(table.row(["lux": "50"]) == "50,,,,")
      // A figure is the lux value in fc, three figures: 540 lux is 50.2 fc.
      #expect(CSVTable.light(540) == "50.2")
    }
    #expect(CSVTable.light(540) == "540")
    #expect(CSVTable.light(nil) == "")
  }
}
