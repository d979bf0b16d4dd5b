import Testing

@testable import SolspotKit

@Suite("Seasons")
struct SeasonalReportTests {
  @Test(
    "meteorological seasons, shifted six months in the south",
    arguments: [
      (12, Season.winter, Season.summer), (1, .winter, .summer), (2, .winter, .summer),
      (3, .spring, .autumn), (5, .spring, .autumn), (6, .summer, .winter), (8, .summer, .winter),
      (9, .autumn, .spring), (11, .autumn, .spring),
    ])
  func months(_ month: Int, _ north: Season, _ south: Season) {
    #expect(Season.of(month: month, in: .north) == north)
    #expect(Season.of(month: month, in: .south) == south)
    #expect(north.months(in: .north).contains(month))
    #expect(south.months(in: .south).contains(month))
  }

  @Test("every month belongs to exactly one season in each hemisphere")
  func partition() {
    for hemisphere in Hemisphere.allCases {
      let months = Season.allCases.flatMap { $0.months(in: hemisphere) }.sorted()
      #expect(months == Array(1...12))
    }
    #expect(Season.winter.firstMonth(in: .north) == 12)
    #expect(Season.winter.firstMonth(in: .south) == 6)
  }

  @Test("a windowsill bright in summer and dim in winter drops a band in winter")
  func northernDrop() throws {
    let bands = try BandTable.builtIn()
    let readings = [
      try Readings.make(shutter: 4000, device: "iphone-15-front", at: "2025-06-21T12:00+02:00"),
      try Readings.make(shutter: 4000, device: "iphone-15-front", at: "2025-07-10T12:00+02:00"),
      try Readings.make(shutter: 500, device: "iphone-15-front", at: "2025-12-21T12:00+01:00"),
    ]
    let report = SeasonalReport(readings: readings, location: .latitude(52), bands: bands)
    #expect(report.seasons.map(\.season) == [.winter, .summer])
    #expect(report.reference == .summer)
    let winter = try #require(report.seasons.first { $0.season == .winter })
    let comparison = try #require(winter.comparison)
    #expect(comparison.basis.isRelative)
    // Three stops darker.
    #expect(abs(try #require(comparison.ratio.point) - 0.125) < 1e-9)
    let change = try #require(report.changes.first)
    #expect(change.season == .winter && change.firstMonth == 12)
    #expect(change.from.id != change.to.band.id)
    #expect(change.isClear)
  }

  @Test("a band change whose ratio shows no clear difference is not clear, and names no plants")
  func unclearChange() throws {
    let bands = try BandTable.builtIn()
    // Two devices: the ratio has the wide absolute interval, which holds 1.
    let readings = [
      try Readings.make(shutter: 3000, device: "iphone-15-front", at: "2025-07-15T16:00+02:00"),
      try Readings.make(shutter: 1000, at: "2025-01-15T09:00+01:00"),
    ]
    let report = SeasonalReport(readings: readings, location: .latitude(51.5), bands: bands)
    let change = try #require(report.changes.first)
    #expect(change.season == .winter)
    let comparison = try #require(report.seasons.first { $0.season == .winter }?.comparison)
    #expect(comparison.ratio.direction == .similar)
    #expect(!change.isClear)
    let catalog = try PlantCatalog.builtIn()
    let matcher = PlantMatcher(bands: bands)
    // Plants suited in summer and too dark, or borderline dark, in winter: a clear change
    // would name them.
    let summer = try #require(report.seasons.first { $0.season == .summer }).summary
    let winter = try #require(report.seasons.first { $0.season == .winter }).summary
    let wouldStruggle = catalog.plants.filter { plant in
      let before = matcher.match(plant, spot: .level(summer)).verdict
      let after = matcher.match(plant, spot: .level(winter))
      return before.isSuited && (after.verdict == .tooDark || after.borderline?.side == .dark)
    }
    let struggling = try #require(wouldStruggle.first ?? catalog.plants.first)
    let plants = SeasonalPlants(report: report, plants: catalog.plants, matcher: matcher)
    #expect(plants.effect(of: change)?.entries.isEmpty == true)
    let one = SeasonalPlants(report: report, plant: struggling, matcher: matcher)
    #expect(one.effect(of: change)?.entries.isEmpty == true)
  }

  @Test("in the south a July reading is winter, and the local date decides")
  func southernAndLocal() throws {
    let bands = try BandTable.builtIn()
    let july = try Readings.make(shutter: 500, at: "2025-07-15T12:00+10:00")
    let south = SeasonalReport(readings: [july], location: .hemisphere(.south), bands: bands)
    #expect(south.seasons.map(\.season) == [.winter])
    #expect(south.changes.isEmpty)
    // 23:30 on 30 November at −05:00 is already 1 December in UTC, but still autumn locally.
    let late = try Readings.make(shutter: 500, at: "2025-11-30T23:30-05:00")
    let north = SeasonalReport(readings: [late], location: .unspecified, bands: bands)
    #expect(north.seasons.map(\.season) == [.autumn])
    #expect(north.isHemisphereAssumed)
  }

  @Test("a spot that stays in one band has no changes")
  func steady() throws {
    let bands = try BandTable.builtIn()
    let readings = [
      try Readings.make(shutter: 120, at: "2025-06-21T12:00+02:00"),
      try Readings.make(shutter: 100, at: "2025-12-21T12:00+01:00"),
    ]
    let report = SeasonalReport(readings: readings, location: .unspecified, bands: bands)
    #expect(report.seasons.count == 2)
    #expect(report.changes.isEmpty)
  }
}
