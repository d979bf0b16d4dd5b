import Testing

@testable import SolspotKit

/// How a plant fares when a season's light drops (docs/plant-matching.md, "Seasons").
@Suite("Seasonal outcomes")
struct SeasonalPlantsTests {
  func match(_ verdict: PlantVerdict, borderline: Borderline.Side? = nil) -> PlantMatch {
    PlantMatch(
      plant: PlantMatcherTests.plant(), verdict: verdict, probability: nil, idealProbability: nil,
      borderline: borderline.map { Borderline(side: $0, lux: 300) }, deciding: .toleratedMin)
  }

  @Test(
    "outcomes from the brightest and the darker season's verdicts",
    arguments: [
      (
        PlantVerdict.good, PlantVerdict.tooDark, nil as Borderline.Side?,
        SeasonalPlants.Outcome.struggles
      ),
      (.possible, .tooDark, .dark, .mayStruggle),
      (.good, .possible, .dark, .mayStruggle),
      (.good, .possible, nil, .stillSuits),
      (.possible, .good, nil, .stillSuits),
      (.tooBright, .good, nil, .suitsDarker),
      (.tooDark, .tooDark, nil, .neither),
      (.good, .tooBright, nil, .neither),
    ])
  func outcome(
    _ brightest: PlantVerdict, _ darker: PlantVerdict, _ side: Borderline.Side?,
    _ expected: SeasonalPlants.Outcome
  ) {
    let outcome = SeasonalPlants.Outcome(
      brightest: match(brightest), darker: match(darker, borderline: side))
    #expect(outcome == expected)
  }
}
