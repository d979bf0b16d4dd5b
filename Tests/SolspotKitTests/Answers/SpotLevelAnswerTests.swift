import Testing

@testable import SolspotKit

/// A saved spot's level from the store, as an app and `spot show` or `plants --spot` get it
/// (``SpotAnswers/level(of:filter:)``, ``SpotAnswers/daylightLevel(of:filter:)``).
@Suite("A saved spot's level from the store")
struct SpotLevelAnswerTests {
  let spots: AnswerFixture

  init() throws { spots = try AnswerFixture() }

  /// A reading at 1/`shutter` s by `iphone-15-front`, at `time`.
  func reading(_ shutter: Double, at time: String = "2025-06-21T12:00+02:00") throws -> Reading {
    try Readings.make(shutter: shutter, device: "iphone-15-front", at: time)
  }

  @Test("forced readings are left out of the level and counted; the filter applies first")
  func forcedLeftOut() throws {
    var forced = try reading(300, at: "2025-06-23T12:00+02:00")
    forced.isForced = true
    let winter = try reading(100, at: "2025-01-10T12:00+01:00")
    let ids = try spots.save(
      "sill", [try reading(500), try reading(450, at: "2025-06-22T12:00+02:00"), forced, winter])
    let level = try spots.answers().level(of: "sill")
    #expect(level.total == 4)
    #expect(level.chosen.forcedLeftOut == 1)
    #expect(level.chosen.readings.count == 3)
    #expect(level.chosen.readings.allSatisfy { !$0.isForced })
    #expect(level.summary?.readingCount == 3)
    #expect(level.readings.map(\.id).sorted() == ids)
    let summer = try spots.answers().level(of: "sill", filter: ReadingFilter(season: .summer))
    #expect(summer.chosen.readings.count == 2)
    #expect(summer.chosen.forcedLeftOut == 1)
    #expect(try summer.filter == ReadingFilter(season: .summer))
  }

  @Test("a spot whose chosen readings are all forced has a level without a summary")
  func noSummary() throws {
    var forced = try reading(300)
    forced.isForced = true
    try spots.save("sill", [forced])
    let level = try spots.answers().level(of: "sill")
    #expect(level.summary == nil)
    #expect(level.outlier == nil)
    #expect(level.chosen.forcedLeftOut == 1)
  }

  @Test("for plants, night readings are left out too, and counted")
  func nightLeftOut() throws {
    var forced = try reading(300, at: "2025-06-22T12:00+02:00")
    forced.isForced = true
    // 23:30 local at 52° N in June: the sun is down, the reading measured a lamp.
    let lamp = try reading(20, at: "2025-06-21T23:30+02:00")
    try spots.save("sill", [try reading(500), forced, lamp], location: .latitude(52))
    let level = try spots.answers().daylightLevel(of: "sill")
    #expect(level.total == 3)
    #expect(level.chosen.forcedLeftOut == 1)
    #expect(level.daylight.nightLeftOut == 1)
    #expect(!level.daylight.isNightOnly)
    #expect(level.summary.readingCount == 1)
    #expect(
      level.daylight.readings.count + level.daylight.nightLeftOut + level.chosen.forcedLeftOut
        == level.total)
    let codes = level.notes.map(\.code)
    #expect(codes.contains(.forced) && codes.contains(.nightLeftOut))
    // Without a latitude nothing tells night from day: the lamp reading stays.
    try spots.save("hall", [try reading(500), lamp])
    #expect(try spots.answers().daylightLevel(of: "hall").daylight.nightLeftOut == 0)
  }

  @Test("no usable reading for plants is an error with the counts")
  func noUsableReadings() throws {
    var forced = try reading(300)
    forced.isForced = true
    try spots.save("sill", [forced, try reading(400, at: "2025-01-10T12:00+01:00")])
    #expect(throws: AnswerError.noUsableReadings(spot: "sill", total: 2, forcedLeftOut: 1)) {
      try spots.answers().daylightLevel(of: "sill", filter: ReadingFilter(season: .summer))
    }
    try spots.save("empty", [])
    #expect(throws: AnswerError.noUsableReadings(spot: "empty", total: 0, forcedLeftOut: 0)) {
      try spots.answers().daylightLevel(of: "empty")
    }
    #expect(throws: SpotError.unknownSpot("sil", suggestions: ["sill"])) {
      try spots.answers().level(of: "sil")
    }
  }

  @Test("a calibration made after the readings narrows the level and moves it by its constant")
  func calibratedProfileNarrows() throws {
    try spots.save(
      "sill",
      [try reading(500), try reading(450, at: "2025-06-22T12:00+02:00")])
    let before = try #require(try spots.answers().level(of: "sill").summary)
    let profile = try AnswerFixture.calibrated("2025-07-01")
    let after = try #require(try spots.answers(own: [profile]).level(of: "sill").summary)
    #expect(after.isCalibrated && !before.isCalibrated)
    let old = try #require(before.value?.interval)
    let new = try #require(after.value?.interval)
    #expect(Math.log2(new.upper / new.lower) < Math.log2(old.upper / old.lower))
    let ratio = try #require(after.value?.point) / (try #require(before.value?.point))
    #expect(abs(ratio - profile.calibration.constantLux / 0.53) < 1e-6)
    // Without the built-in profiles under it, the own profile still re-derives its device.
    let own = try SpotAnswers(
      store: spots.store, profiles: ReadingProfiles(own: [profile], includesBuiltIn: false))
    #expect(try own.level(of: "sill").summary == after)
  }

  @Test("the level's outlier comes back with its stored id")
  func outlierID() throws {
    let device = "iphone-14-front"
    let agreeing = try [76.0, 80, 72, 78].enumerated().map { day, shutter in
      try Readings.make(
        shutter: shutter, device: device, at: "2025-06-1\(day)T12:00+02:00", iso: 50)
    }
    let far = try Readings.make(
      shutter: 2_000, device: device, at: "2025-06-16T12:00+02:00", iso: 50)
    let ids = try spots.save("sill", agreeing + [far], location: .latitude(48))
    let level = try spots.answers().level(of: "sill")
    #expect(level.outlier?.id == ids.last)
    #expect(try spots.answers().daylightLevel(of: "sill").outlier?.id == ids.last)
  }
}
