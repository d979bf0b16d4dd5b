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
    // Its estimates, 540 lux from one phone and 390,000 from another, do not meet: no level.
    let show = try fixture.ok(["show", "windowsill"])
    #expect(
      show.contains(
        "\nLevel: not known: readings from different phones or calibrations disagree beyond "
          + "their own intervals (their 90% intervals together span 290–930,000 lux), so one "
          + "phone reads off or the light changed; measure again with one phone (4 readings)\n"))
    #expect(
      show.contains(
        "\nNote: measure windowsill with the phone you will keep using, at the time of day "
          + "that matters to you: readings of one phone compare, and give a level, where "
          + "readings of several do not.\n"))
    let desk = try fixture.ok(["history", "desk"])
    #expect(desk.contains(": darker than this device can measure (at most 3.2 lux), band low; "))
    let export = try SolspotProcess.json(try fixture.ok(["export"]))
    #expect(export["solspotSpots"] as? Int == 2)
  }
}
