import Foundation
import Testing

/// `solspot spot` on a store written by an older Solspot (schema version 2, before bound
/// reasons): the commands migrate it, word each bound for what it was, and flag the readings
/// above full sun (schema 7), which levels then leave out.
@Suite("solspot spot: a store of schema version 2")
struct SpotStoreMigrationTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(
      "SolspotKitTests/Store/Fixtures/schema-2.sqlite")

  @Test("history and show name the clipped capture as clipped, the bright end as before, flagged")
  func wording() throws {
    let fixture = try SpotFixture()
    try FileManager.default.copyItem(atPath: Self.fixture.path, toPath: fixture.store)
    let history = try fixture.ok(["history", "windowsill"]).split(separator: "\n")
    #expect(history.count == 5)
    #expect(
      history[2].hasPrefix(
        "#5 2025-06-22 12:30 +02:00: brighter than this device can measure (at least "
          + "2,700,000 lux)"))
    #expect(history[2].hasSuffix("; implausible: left out of levels"))
    #expect(
      history[3].hasPrefix(
        "#4 2025-06-23 13:00 +02:00: at least 40,000 lux (part of the view was clipped: a light "
          + "source or bright patch in view), band direct; "))
    // 390,000 lux (210,000–930,000) and "at least 2,700,000 lux" are above full sun: the level
    // rests on the 540 lux reading and the clipped capture, re-derived with today's profiles
    // (the store saved them with the old default constant).
    #expect(history[1].hasSuffix("; implausible: left out of levels"))
    #expect(history.filter { $0.hasSuffix("; implausible: left out of levels") }.count == 2)
    let show = try fixture.ok(["show", "windowsill"])
    #expect(show.contains("\nReadings: 2\nLevel: at least "))
    #expect(
      show.contains("(1 of 2 readings was clipped in part of the view and counts at its bound)"))
    #expect(
      show.contains(
        "\nNote: 2 implausible readings of windowsill (flagged: saved with --force, or by an "
          + "older Solspot) are left out; "))
    #expect(!show.contains("not known"))
    let desk = try fixture.ok(["history", "desk"])
    #expect(desk.contains(": darker than this device can measure (at most 3.2 lux), band low; "))
    let export = try SolspotProcess.json(try fixture.ok(["export"]))
    #expect(export["solspotSpots"] as? Int == 2)
  }
}
