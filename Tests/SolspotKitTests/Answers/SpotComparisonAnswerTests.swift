import Testing

@testable import SolspotKit

/// Two saved spots compared from the store, as an app and `spot compare` get it
/// (``SpotAnswers/comparison(of:with:filter:)``), and a spot's seasons
/// (``SpotAnswers/seasons(of:)``).
@Suite("Two saved spots compared from the store")
struct SpotComparisonAnswerTests {
  let spots: AnswerFixture
  let device = "iphone-14-front"

  init() throws { spots = try AnswerFixture() }

  /// Readings by one phone a day apart in June, at 1/`shutter` s each, ISO 50.
  func readings(_ shutters: [Double], hour: Int = 12) throws -> [Reading] {
    try shutters.enumerated().map { day, shutter in
      try Readings.make(
        shutter: shutter, device: device, at: "2025-06-1\(day)T\(hour):00+02:00", iso: 50)
    }
  }

  @Test("two names of one spot are refused, with the spot's saved name")
  func sameSpot() throws {
    try spots.save("Sill", try readings([80, 76]))
    #expect(throws: AnswerError.sameSpot(first: "sill", second: "SILL", name: "Sill")) {
      try spots.answers().comparison(of: "sill", with: "SILL")
    }
  }

  @Test("the lighting each spot declares sizes the ratio")
  func pairLighting() throws {
    let model = try ErrorModel.builtIn()
    try spots.save("sill", try readings([240, 250]), lighting: .window)
    try spots.save("hall", try readings([60, 62], hour: 13), lighting: .window)
    try spots.save("desk", try readings([60, 62], hour: 13))
    let declared = try spots.answers().comparison(of: "sill", with: "hall")
    #expect(declared.comparison.lighting == PairLighting(.window, .window, model: model))
    let undeclared = try spots.answers().comparison(of: "sill", with: "desk")
    #expect(undeclared.comparison.lighting == PairLighting(.window, nil, model: model))
    guard case .estimate(_, let lower, let upper, _) = declared.comparison.ratio,
      case .estimate(_, let lowerBefore, let upperBefore, _) = undeclared.comparison.ratio
    else {
      Issue.record(
        "expected estimates: \(declared.comparison.ratio), \(undeclared.comparison.ratio)")
      return
    }
    #expect(upper / lower < upperBefore / lowerBefore)
  }

  @Test("each side's outlier comes back with its stored id; forced readings are counted")
  func outliersAndForced() throws {
    var forced = try Readings.make(
      shutter: 300, device: device, at: "2025-06-20T12:00+02:00", iso: 50)
    forced.isForced = true
    let far = try Readings.make(
      shutter: 2_000, device: device, at: "2025-06-16T12:00+02:00", iso: 50)
    let sillIDs = try spots.save("sill", try readings([76, 80, 72, 78]) + [far])
    try spots.save("hall", try readings([20, 21], hour: 13) + [forced])
    let pair = try spots.answers().comparison(of: "sill", with: "hall")
    #expect(pair.first.outlier?.id == sillIDs.last)
    #expect(pair.second.outlier == nil)
    #expect(pair.first.spot.name == "sill" && pair.second.spot.name == "hall")
    #expect(pair.first.chosen.forcedLeftOut == 0)
    #expect(pair.second.chosen.forcedLeftOut == 1)
    #expect(pair.second.total == 3)
    #expect(pair.comparison.second.readingCount == 2)
  }

  @Test("a side without usable readings is refused with its counts, the first side first")
  func noUsableReadings() throws {
    var forced = try Readings.make(
      shutter: 300, device: device, at: "2025-06-20T12:00+02:00", iso: 50)
    forced.isForced = true
    try spots.save("sill", [forced])
    try spots.save("hall", [])
    #expect(throws: AnswerError.noUsableReadings(spot: "sill", total: 1, forcedLeftOut: 1)) {
      try spots.answers().comparison(of: "sill", with: "hall")
    }
    #expect(throws: AnswerError.noUsableReadings(spot: "hall", total: 0, forcedLeftOut: 0)) {
      try spots.answers().comparison(of: "hall", with: "sill")
    }
    #expect(throws: SpotError.unknownSpot("desk", suggestions: [])) {
      try spots.answers().comparison(of: "desk", with: "sill")
    }
  }

  @Test("seasons rest on every reading but the forced ones, in the spot's hemisphere")
  func seasons() throws {
    var forced = try Readings.make(
      shutter: 300, device: device, at: "2025-06-20T12:00+02:00", iso: 50)
    forced.isForced = true
    let winter = try Readings.make(
      shutter: 20, device: device, at: "2025-01-10T12:00+01:00", iso: 50)
    try spots.save(
      "sill", try readings([80, 76]) + [forced, winter], location: .latitude(-33))
    let seasons = try spots.answers().seasons(of: "sill")
    #expect(seasons.chosen.forcedLeftOut == 1)
    #expect(seasons.report.hemisphere == .south)
    // June is winter in the south, January summer.
    #expect(seasons.report.seasons.map(\.season) == [.winter, .summer])
    #expect(seasons.report.seasons.map(\.readings.count) == [2, 1])
  }
}
