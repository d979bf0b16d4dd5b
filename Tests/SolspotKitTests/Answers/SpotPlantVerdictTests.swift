import Testing

@testable import SolspotKit

/// Plant verdicts for a saved spot (``SpotAnswers/plantVerdicts(of:filter:plants:matcher:)``)
/// and light no spot receives, which judges no plant (``PlantMatcher/judge(_:spot:ranked:)``).
@Suite("Plant verdicts for a saved spot")
struct SpotPlantVerdictTests {
  let spots: AnswerFixture
  let matcher: PlantMatcher
  let plants: [Plant]

  init() throws {
    spots = try AnswerFixture()
    matcher = try PlantMatcher()
    plants = Array(try PlantCatalog.builtIn().plants.prefix(20))
  }

  @Test("light above 130,000 lux judges no plant, with its reason; other light judges all")
  func notJudged() throws {
    #expect(
      matcher.judge(plants, spot: .lux(140_000)) == .notJudged(.implausiblyBright))
    #expect(matcher.notJudged(.lux(140_000)) == .implausiblyBright)
    #expect(PlantJudgement.Reason.implausiblyBright.rawValue == "implausibly-bright")
    let judged = matcher.judge(plants, spot: .lux(6_000))
    #expect(judged.notJudgedReason == nil)
    #expect(judged.matches == matcher.matches(plants, spot: .lux(6_000)))
    let given = matcher.judge(plants, spot: .lux(6_000), ranked: false)
    #expect(given.matches.map(\.plant.id) == plants.map(\.id))
    // A band is real light, even the direct one.
    let direct = try #require(matcher.bands.bands.last)
    #expect(matcher.notJudged(.band(direct)) == nil)
  }

  @Test("a saved level that a calibration lifts above 130,000 lux judges no plant")
  func calibratedAboveFullSun() throws {
    // About 100,000 lux with the default constant: saved, not forced.
    let bright = try Readings.make(shutter: 52_000, device: "iphone-15-front")
    let ids = try spots.save("sill", [bright])
    #expect(
      try spots.store.spotWithReadings(named: "sill").readings.map(\.reading.isForced) == [false])
    let before = try spots.answers().plantVerdicts(of: "sill", plants: plants, matcher: matcher)
    #expect(before.judgement.notJudgedReason == nil)
    #expect(before.judgement.matches.count == plants.count)
    let profile = try AnswerFixture.calibrated("2025-07-01")
    let after = try spots.answers(own: [profile])
      .plantVerdicts(of: "sill", plants: plants, matcher: matcher)
    #expect(after.judgement == .notJudged(.implausiblyBright))
    #expect(after.level.readings.map(\.id) == ids)
    let lux = try #require(after.level.summary.value?.point ?? after.level.summary.atLeastLux)
    #expect(lux > EstimateNote.brightestDaylightLux)
  }
}
