import Foundation
import Testing

/// `solspot spot` on a store written by an older Solspot (schema version 2, before bound
/// reasons): the commands migrate it and word each bound for what it was.
@Suite("solspot spot: a store of schema version 2")
struct SpotStoreMigrationTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(
      "SolspotKitTests/Store/Fixtures/schema-2.sqlite")

  @Test("history and show name the clipped capture as clipped, the bright end as before")
  func wording() throws {
    let fixture = try SpotFixture()
    try FileManager.default.copyItem(atPath: Self.fixture.path, toPath: fixture.store)
    let history = try fixture.ok(["history", "windowsill"]).split(separator: "\n")
    #expect(history.count == 5)
    #expect(
      history[2].hasPrefix(
        "2025-06-22 12:30 +02:00: brighter than this device can measure (at least 2,700,000 lux)"))
    #expect(
      history[3].hasPrefix(
        "2025-06-23 13:00 +02:00: at least 40,000 lux (part of the view was clipped: a light "
          + "source or bright patch in view), band direct; "))
    // Its readings, re-derived with today's profiles (the store saved them with the old
    // default constant), give a level: a bound, since two of them are.
    let show = try fixture.ok(["show", "windowsill"])
    #expect(
      show.contains(
        "\nLevel: at least 1,000 lux (2 of 4 readings were brighter than the device can measure "
          + "or clipped in part of the view and count at their bound) from 4 readings, band low "
          + "or brighter\n"), "\(show)")
    #expect(!show.contains("not known"))
    let desk = try fixture.ok(["history", "desk"])
    #expect(desk.contains(": darker than this device can measure (at most 3.2 lux), band low; "))
    let export = try SolspotProcess.json(try fixture.ok(["export"]))
    #expect(export["solspotSpots"] as? Int == 2)
  }
}
