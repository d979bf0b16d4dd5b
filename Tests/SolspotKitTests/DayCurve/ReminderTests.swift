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

  static func lamp(daylight: Bool) throws -> LampSchedule {
    try LampSchedule(
      startMinute: 7 * 60, endMinute: 19 * 60, source: .ledWarmWhite, hasDaylight: daylight)
  }

  @Test func aSpotWithoutDaylightGetsNoSunOrTimeOfDayReminders() throws {
    let readings = try DayCurveTests.day(["12:00"])
    // Long after the reading: a spot with daylight would be due for the sun and its parts.
    let now = try Readings.time("2025-12-22T12:00+00:00")
    let lampOnly = ReminderPlanner.reminders(
      for: .init(
        spot: Self.spot(), readings: readings, plantIDs: ["monstera-deliciosa"],
        lamp: try Self.lamp(daylight: false)),
      now: now)
    #expect(lampOnly.isEmpty, "\(lampOnly)")
    // Nor is it asked for a latitude, which only the sun needs.
    let noLatitude = ReminderPlanner.reminders(
      for: .init(
        spot: Self.spot(.unspecified), readings: readings, lamp: try Self.lamp(daylight: false)),
      now: now)
    #expect(noLatitude.isEmpty)
    // Without readings it is still due.
    let none = ReminderPlanner.reminders(
      for: .init(spot: Self.spot(), readings: [], lamp: try Self.lamp(daylight: false)), now: now)
    #expect(none.map(\.reason) == [.noReadings])
    // A lamp beside daylight changes nothing of the sun's reminders.
    let both = ReminderPlanner.reminders(
      for: .init(spot: Self.spot(), readings: readings, lamp: try Self.lamp(daylight: true)),
      now: now)
    #expect(both.map(\.reason.code).contains("sun-moved"))
    #expect(both.map(\.reason.code).contains("missing-time-of-day"))
  }

  @Test func missingPartsOfTheDayAreThoseOfTheCurrentSeason() throws {
    // Readings at all three parts of a June day.
    let june = try DayCurveTests.day(["08:00", "12:00", "16:00"])
    let inJune = try Readings.time("2025-06-25T12:00+01:00")
    #expect(
      !ReminderPlanner.reminders(for: .init(spot: Self.spot(), readings: june), now: inJune)
        .contains { $0.reason.code == "missing-time-of-day" })
    // In December that June day is a season long past: every part of today's curve is
    // missing, and the sun has moved.
    let inDecember = try Readings.time("2025-12-22T12:00+00:00")
    let december = ReminderPlanner.reminders(
      for: .init(spot: Self.spot(), readings: june), now: inDecember)
    for part in DayPart.allCases {
      #expect(
        december.contains {
          $0.reason == .missingTimeOfDay(part) && $0.due == LocalDate(inDecember)
        })
    }
    #expect(december.contains { $0.reason.code == "sun-moved" })
  }
}
