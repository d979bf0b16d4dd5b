import Testing

@testable import SolspotKit

/// NOAA's solar position against values NOAA's own spreadsheet computed.
///
/// Source of the expected values: NOAA GML, `NOAA_Solar_Calculations_day.xls`
/// (<https://gml.noaa.gov/grad/solcalc/calcdetails.html>), cached results of the copy kept as
/// `resources/NOAA_Solar_Calculations_day.ods` in github.com/pyenergyplus/pysunNOAA (latitude
/// 40° N, longitude 105° W, time zone −7, 2010-06-21; columns "Sun Declin", "Eq of Time",
/// "Hour Angle", "Solar Elevation Angle", "Solar Azimuth Angle"); and the second case of that
/// project's `tests/test_noaa.py` (2023-09-21, 37.4219444° N, 122.0795833° W, zone −8).
@Suite struct SolarCalculatorTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let localHours: Double
    let declination: Double
    let equationOfTime: Double
    let hourAngle: Double
    let elevation: Double
    let azimuth: Double
    var testDescription: String { "2010-06-21 \(localHours) h" }
  }

  // Unix time of 2010-06-21T00:00-07:00.
  static let midnight = 1_277_103_600.0

  @Test(arguments: [
    Case(
      localHours: 1, declination: 23.4384130051065, equationOfTime: -1.72352068028678,
      hourAngle: -165.430880170072, elevation: -25.1227984074167, azimuth: 14.768029631692),
    Case(
      localHours: 6, declination: 23.4384720400425, equationOfTime: -1.76880330285007,
      hourAngle: -90.4422008257125, elevation: 14.4925109812213, azimuth: 71.3721272242721),
    Case(
      localHours: 9, declination: 23.4383639217991, equationOfTime: -1.79596178460777,
      hourAngle: -45.448990446152, elevation: 48.4820183525914, azimuth: 99.4675295274194),
    Case(
      localHours: 12, declination: 23.4381481561729, equationOfTime: -1.82311100828435,
      hourAngle: -0.4557777520711, elevation: 73.4336789718745, azimuth: 178.533230037881),
    Case(
      localHours: 15, declination: 23.4378247496867, equationOfTime: -1.85025020554496,
      hourAngle: 44.5374374486134, elevation: 49.1697499367451, azimuth: 259.809563932718),
    Case(
      localHours: 18, declination: 23.4373937095308, equationOfTime: -1.8773786081661,
      hourAngle: 89.5306553479582, elevation: 15.154576483904, azimuth: 288.099272917031),
    Case(
      localHours: 21, declination: 23.4368550435625, equationOfTime: -1.90449544808559,
      hourAngle: 134.523876137978, elevation: -13.7200593180956, azimuth: 317.673708521563),
  ])
  func matchesNOAAsSpreadsheet(_ row: Case) {
    let jd = SolarCalculator.julianDay(unixSeconds: Self.midnight + row.localHours * 3_600)
    let sun = SolarCalculator.position(julianDay: jd, latitude: 40, longitude: -105)
    #expect(abs(sun.declination - row.declination) < 1e-6)
    #expect(abs(sun.equationOfTimeMinutes - row.equationOfTime) < 1e-5)
    #expect(abs(sun.hourAngle - row.hourAngle) < 1e-4)
    #expect(abs(sun.elevation - row.elevation) < 1e-5)
    #expect(abs(sun.azimuth - row.azimuth) < 1e-4)
  }

  @Test func julianDayMatchesTheSpreadsheet() {
    // "Julian Day" at 2010-06-21 00:06 local, zone −7: 2455368.79583333.
    #expect(
      abs(SolarCalculator.julianDay(unixSeconds: Self.midnight + 360) - 2_455_368.79583333) < 1e-7)
  }

  @Test func sunriseNoonAndSunsetMatchTheSpreadsheet() {
    // "Solar Noon (LST)" 0.501266, "Sunrise" 0.188460, "Sunset" 0.814072 of a day at zone −7;
    // NOAA evaluates the orbit at each row's time, this at solar noon: within 0.1 minute.
    let day = SolarDay(
      midnightJulianDay: SolarCalculator.julianDay(unixSeconds: 1_277_078_400), latitude: 40,
      longitude: -105)
    #expect(day.kind == .ordinary)
    #expect(abs((day.solarNoonUTCMinutes - 420) - 0.501266049311311 * 1_440) < 0.1)
    #expect(abs(((day.sunriseUTCMinutes ?? 0) - 420) - 0.188460027941587 * 1_440) < 0.1)
    #expect(abs(((day.sunsetUTCMinutes ?? 0) - 420) - 0.814072070681035 * 1_440) < 0.1)
    #expect(abs(day.noonElevation - (90 - (40 - 23.43815))) < 0.01)
  }

  @Test func septemberCaseOfTheSecondSource() {
    // 2023-09-21 05:33 at zone −8: declination 0.66936449061751, equation of time
    // 6.83497572573191; "Solar Noon" 0.501030109449723, sunrise 0.246693155717973, sunset
    // 0.755367063181474 (of a day, local time).
    let seconds = 1_695_254_400.0 + 8 * 3_600 + 5.55 * 3_600  // 2023-09-21T05:33-08:00
    let sun = SolarCalculator.position(
      julianDay: SolarCalculator.julianDay(unixSeconds: seconds), latitude: 37.4219444444444,
      longitude: -122.079583333333)
    #expect(abs(sun.declination - 0.66936449061751) < 1e-5)
    #expect(abs(sun.equationOfTimeMinutes - 6.83497572573191) < 1e-4)
    let day = SolarDay(
      midnightJulianDay: SolarCalculator.julianDay(unixSeconds: 1_695_254_400),
      latitude: 37.4219444444444, longitude: -122.079583333333)
    #expect(abs((day.solarNoonUTCMinutes - 480) - 0.501030109449723 * 1_440) < 0.2)
    #expect(abs(((day.sunriseUTCMinutes ?? 0) - 480) - 0.246693155717973 * 1_440) < 0.5)
    #expect(abs(((day.sunsetUTCMinutes ?? 0) - 480) - 0.755367063181474 * 1_440) < 0.5)
  }

  @Test func polarDaysAndNights() {
    let june = SolarCalculator.julianDay(unixSeconds: 1_277_078_400)
    #expect(SolarDay(midnightJulianDay: june, latitude: 75, longitude: 0).kind == .midnightSun)
    #expect(SolarDay(midnightJulianDay: june, latitude: -75, longitude: 0).kind == .polarNight)
    #expect(SolarDay(midnightJulianDay: june, latitude: -75, longitude: 0).daylightMinutes == 0)
  }
}
