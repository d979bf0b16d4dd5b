import Testing

@testable import SolspotKit

/// Reminders as data.
@Suite struct ReminderTests {
  static func spot(_ location: SpotLocation = .latitude(51.5)) -> SavedSpot {
    SavedSpot(
      id: SpotID(rawValue: 1), name: "sill", room: nil, notes: nil, location: location,
      createdAt: .unixEpoch)
  }

  @Test func theSunMovingPastTheThresholdMakesASpotDue() throws {
    let readings = try DayCurveTests.day(["08:00", "12:00", "16:00"])
    let now = try Readings.time("2025-06-22T12:00+01:00")
    let list = ReminderPlanner.reminders(
      for: .init(spot: Self.spot(), readings: readings), now: now)
    #expect(list.count == 1)
    let reminder = try #require(list.first)
    guard case .sunMoved(let from, let to) = reminder.reason else {
      Issue.record("expected sun-moved, got \(reminder.reason)")
      return
    }
    #expect(abs(from - to) > SeasonDrift.noonElevationDegrees)
    // Around the solstice the noon sun drops 5° in about five to six weeks.
    #expect(reminder.due > LocalDate(try Readings.time("2025-07-20T12:00+01:00")))
    #expect(reminder.due < LocalDate(try Readings.time("2025-08-10T12:00+01:00")))
    #expect(reminder.reason.code == "sun-moved")
  }

  @Test func missingPartsOfTheDayAndPlantsAreNamed() throws {
    let readings = try DayCurveTests.day(["12:00"])
    let now = try Readings.time("2025-06-22T12:00+01:00")
    let list = ReminderPlanner.reminders(
      for: .init(spot: Self.spot(), readings: readings, plantIDs: ["monstera-deliciosa"]),
      now: now)
    let codes = list.map(\.reason)
    #expect(codes.contains(.missingTimeOfDay(.morning)))
    #expect(codes.contains(.missingTimeOfDay(.afternoon)))
    #expect(!codes.contains(.missingTimeOfDay(.midday)))
    let plant = try #require(list.first { $0.reason.code == "plant-season-check" })
    #expect(plant.reason == .plantSeasonCheck(plantID: "monstera-deliciosa", season: .autumn))
    #expect(plant.due == LocalDate(try Readings.time("2025-09-01T12:00+01:00")))
  }

  @Test func noLatitudeOrNoReadingsAreDueToday() throws {
    let now = try Readings.time("2025-06-22T12:00+01:00")
    let none = ReminderPlanner.reminders(for: .init(spot: Self.spot(), readings: []), now: now)
    #expect(none.map(\.reason) == [.noReadings])
    let noLatitude = ReminderPlanner.reminders(
      for: .init(spot: Self.spot(.unspecified), readings: try DayCurveTests.day(["12:00"])),
      now: now)
    #expect(noLatitude.map(\.reason) == [.needsLatitude])
    #expect(noLatitude.first?.due == LocalDate(now))
  }
}
