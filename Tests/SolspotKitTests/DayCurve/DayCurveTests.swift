import Testing

@testable import SolspotKit

/// The day curve's properties, with readings made through ``LuxEstimator``.
@Suite struct DayCurveTests {
  static let london = SpotLocation.latitude(51.5)

  static func day(_ times: [String], shutter: Double = 500) throws -> [Reading] {
    try times.map { try Readings.make(shutter: shutter, at: "2025-06-21T\($0)+01:00") }
  }

  @Test func aSpotWithoutALatitudeIsAskedForOne() throws {
    let readings = try Self.day(["12:00"])
    #expect(throws: DayCurveError.needsLatitude(.hemisphere(.north))) {
      try DayCurve(readings: readings, location: .hemisphere(.north))
    }
    #expect(throws: DayCurveError.noReadings) { try DayCurve(readings: [], location: Self.london) }
  }

  @Test func nightIsZeroAndEveryIntervalHoldsItsPoint() throws {
    let curve = try DayCurve(
      readings: Self.day(["09:00", "13:00", "17:00"]), location: Self.london)
    #expect(curve.hours.count == 24)
    for hour in curve.hours {
      #expect(hour.total.lower <= hour.total.point && hour.total.point <= hour.total.upper)
    }
    // 00:00–01:00 at 51.5° N in June: the sun is more than 6° down at every meridian shift.
    #expect(curve.hours[0].total == .dark)
    #expect(curve.usedReadings.count == 3)
    #expect(curve.solarDay?.kind == .ordinary)
  }

  @Test func theCurveGoesThroughItsReadings() throws {
    let readings = try Self.day(["12:30"])
    let lux = try #require(readings[0].value.point)
    let curve = try DayCurve(readings: readings, location: Self.london)
    let hour = curve.hours[12]
    #expect(abs(hour.daylight.point / lux - 1) < 0.02)
    #expect(hour.minutesFromReading == 0)
  }

  @Test func hoursFarFromAReadingAreWider() throws {
    let curve = try DayCurve(readings: Self.day(["12:30"]), location: Self.london)
    func stops(_ hour: Int) -> Double {
      let light = curve.hours[hour].daylight
      return Math.log2(light.upper / light.lower)
    }
    #expect(stops(12) < stops(14))
    #expect(stops(14) < stops(16))
    #expect(stops(12) < stops(10))
  }

  @Test func theSunShapesTheCurve() throws {
    // One noon reading: the afternoon falls with the sun.
    let curve = try DayCurve(readings: Self.day(["12:30"]), location: Self.london)
    #expect(curve.hours[12].daylight.point > curve.hours[16].daylight.point)
    #expect(curve.hours[16].daylight.point > curve.hours[19].daylight.point)
  }

  @Test func readingsOfAnotherSeasonAreLeftOut() throws {
    let winter = try Readings.make(shutter: 500, at: "2025-03-01T12:00+01:00")
    let curve = try DayCurve(readings: [winter] + Self.day(["12:00"]), location: Self.london)
    #expect(curve.readings.first?.role == .leftOut(.otherSeason))
    #expect(curve.usedReadings.count == 1)
  }

  @Test func aLampAloneIsFlatWhileOnAndNeedsNoLatitude() throws {
    let lamp = try LampSchedule(
      startMinute: 7 * 60, endMinute: 19 * 60, source: .ledWarmWhite, hasDaylight: false)
    let readings = try Self.day(["10:00", "15:00"], shutter: 60)
    let curve = try DayCurve(readings: readings, location: .unspecified, lamp: lamp)
    let level = try #require(curve.lampLevel)
    #expect(abs(level.point / (readings[0].value.point ?? 0) - 1) < 1e-9)
    #expect(curve.hours[6].total == .dark)
    #expect(curve.hours[7].total == level)
    #expect(curve.hours[18].total == level)
    #expect(curve.hours[19].total == .dark)
    #expect(curve.latitude == nil)
  }

  @Test func daylightAndALampAdd() throws {
    let lamp = try LampSchedule(startMinute: 7 * 60, endMinute: 30, source: .ledCoolWhite)
    let underLamp = try Readings.make(shutter: 250, at: "2025-06-21T14:00+01:00")
    #expect(throws: DayCurveError.lampNotMeasured(lamp)) {
      try DayCurve(readings: [underLamp], location: Self.london, lamp: lamp)
    }
    let night = try Readings.make(shutter: 30, at: "2025-06-20T23:50+01:00")
    let lampOnly = try Readings.make(shutter: 30, at: "2025-06-21T01:30+01:00")
    let curve = try DayCurve(
      readings: [night, lampOnly, underLamp] + Self.day(["12:00"]), location: Self.london,
      lamp: lamp)
    #expect(curve.readings[0].role == .lamp)
    #expect(curve.readings[1].role == .leftOut(.sunDown))
    #expect(curve.readings[3].role == .daylight)
    let total = try #require(underLamp.value.point)
    #expect(curve.readings[3].lux == total - (curve.lampLevel?.point ?? 0))
    let level = try #require(curve.lampLevel)
    let noon = curve.hours[12]
    #expect(noon.lamp == level)
    #expect(noon.total.point == noon.daylight.point + level.point)
  }
}
