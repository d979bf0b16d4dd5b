import Foundation
import SolspotKit
import Testing

/// `spot history` shows reading ids; `spot remove NAME --reading ID` and `--last` remove one
/// reading, confirmed with `--yes` as removing a spot is.
@Suite("solspot spot remove --reading/--last")
struct SpotReadingRemovalTests {
  /// `sill` measured at 12:00, 14:00 and (saved last) 10:00 on 21 June 2025.
  func fixture() throws -> SpotFixture {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "sill"])
    for (shutter, time) in [("1/60", "12:00"), ("1/90", "14:00"), ("1/30", "10:00")] {
      try fixture.ok([
        "measure", "sill", "-f", "1.9", "-t", shutter, "--iso", "100", "--at",
        "2025-06-21T\(time)+02:00",
      ])
    }
    return fixture
  }

  func ids(_ fixture: SpotFixture) throws -> [Int64] {
    try SpotStore(path: fixture.store, access: .readOnly).spotWithReadings(named: "sill")
      .readings.map(\.id)
  }

  @Test("history shows each reading's id, in text and JSON")
  func historyIDs() throws {
    let fixture = try fixture()
    let ids = try ids(fixture)
    #expect(ids == [3, 1, 2])
    let lines = try fixture.ok(["history", "sill"]).split(separator: "\n")
    #expect(
      lines.prefix(3).map { $0.prefix(20) } == [
        "#3 2025-06-21 10:00 ", "#1 2025-06-21 12:00 ", "#2 2025-06-21 14:00 ",
      ])
    let json = try fixture.ok(["history", "sill", "--json"]).split(separator: "\n")
    #expect(try json.map { try SolspotProcess.json(String($0))["id"] as? Int } == [3, 1, 2])
  }

  @Test("without --yes the reading is named and nothing is removed (exit 1)")
  func unconfirmed() throws {
    let fixture = try fixture()
    for arguments in [["--reading", "1"], ["--last"]] {
      let result = try fixture.spot(["remove", "sill"] + arguments)
      #expect(result.status == 1)
      #expect(result.stdout.isEmpty)
      let id = arguments == ["--last"] ? "2" : "1"
      #expect(result.stderr.hasPrefix("solspot: reading #\(id) of 'sill' (2025-06-21 1"))
      #expect(result.stderr.contains("was not removed; add --yes to remove it"))
      #expect(
        result.stderr.contains(
          "'solspot spot remove sill \(arguments.joined(separator: " ")) --yes'"))
    }
    #expect(try ids(fixture).count == 3)
  }

  @Test("--reading ID --yes removes that reading; --last --yes the one taken last")
  func removes() throws {
    let fixture = try fixture()
    let removed = try fixture.ok(["remove", "sill", "--reading", "1", "--yes"])
    #expect(removed.hasPrefix("Removed reading #1 of 'sill': 2025-06-21 12:00 +02:00: "))
    #expect(try ids(fixture) == [3, 2])
    let last = try fixture.ok(["remove", "sill", "--last", "--yes"])
    #expect(last.hasPrefix("Removed reading #2 of 'sill': 2025-06-21 14:00 +02:00: "))
    #expect(try ids(fixture) == [3])
    #expect(try fixture.ok(["show", "sill"]).contains("Readings: 1"))
  }

  @Test(
    "bad ids and conflicts are refused with their exit code, nothing removed",
    arguments: [
      (
        ["--reading", "99", "--yes"], Int32(1),
        "solspot: spot 'sill' has no reading #99; nothing was removed"
      ),
      (["--reading", "0"], 2, "solspot: invalid value '0' for --reading: expected a reading id"),
      (["--reading", "x"], 2, "solspot: invalid value 'x' for --reading"),
      (["--reading", "1", "--last"], 2, "solspot: give --reading ID or --last, not both"),
    ])
  func refusals(arguments: [String], status: Int32, message: String) throws {
    let fixture = try fixture()
    let result = try fixture.spot(["remove", "sill"] + arguments)
    #expect(result.status == status)
    #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
    #expect(try ids(fixture).count == 3)
  }

  @Test("another spot's reading id is not this spot's")
  func otherSpot() throws {
    let fixture = try fixture()
    try fixture.ok(["add", "desk"])
    let result = try fixture.spot(["remove", "desk", "--reading", "1", "--yes"])
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("solspot: spot 'desk' has no reading #1"))
    let empty = try fixture.spot(["remove", "desk", "--last", "--yes"])
    #expect(empty.status == 1)
    #expect(empty.stderr == "solspot: spot 'desk' has no readings; nothing was removed\n")
    #expect(try ids(fixture).count == 3)
  }
}
