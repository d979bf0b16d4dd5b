import Testing

@testable import SolspotKit

@Suite("Band probabilities and wording")
struct BandWordingTests {
  let table: BandTable
  /// The distribution of an uncalibrated reading with the built-in model.
  let nominal = LogErrorDistribution(symmetricSigma: 0.624, upwardSigma: 0.25)

  init() throws { table = try BandTable.builtIn() }

  @Test(
    "each band's probability is its own, and together they sum to 1",
    arguments: [
      (0.624, 0.25), (0.32, 0.1), (0.05, 0), (1.5, 0.6), (0, 0.25), (0.2, 0),
    ])
  func probabilitiesSumToOne(_ symmetric: Double, _ upward: Double) {
    let distribution = LogErrorDistribution(symmetricSigma: symmetric, upwardSigma: upward)
    for lux in [0.01, 300, 2_400, 2_500, 4_500, 9_990, 15_000, 21_000, 1e6] {
      let probabilities = table.probabilities(pointLux: lux, distribution: distribution)
      #expect(probabilities.map(\.band) == table.bands)
      for entry in probabilities { #expect(entry.probability >= 0 && entry.probability <= 1) }
      let sum = probabilities.reduce(0) { $0 + $1.probability }
      #expect(abs(sum - 1) < 1e-9, "\(lux) lux: \(sum)")
    }
  }

  @Test("the band probabilities match a seeded Monte Carlo of the same error")
  func probabilitiesMatchDraws() {
    let point = 4_510.0
    let probabilities = table.probabilities(pointLux: point, distribution: nominal)
    var generator = SeededGenerator(seed: 3)
    var counts = [Int](repeating: 0, count: table.bands.count)
    let draws = 200_000
    for _ in 0..<draws {
      let error = 0.624 * generator.normal() + 0.25 * abs(generator.normal())
      let lux = point * Math.exp2(error)
      counts[table.bands.firstIndex { $0.contains(lux) } ?? 0] += 1
    }
    for (index, entry) in probabilities.enumerated() {
      // The standard error of a share of 200,000 draws is below 0.0012.
      #expect(abs(entry.probability - Double(counts[index]) / Double(draws)) < 0.005)
    }
  }

  @Test("a confident reading whose 90% interval reaches two neighbours names both")
  func confidentButStraddling() throws {
    // solspot lux -f 1.9 -t 1/500 --iso 100: 4,500 lux (90% interval 2,400–11,000 lux).
    let assessment = BandAssessment(pointLux: 4_510, distribution: nominal, table: table)
    #expect(assessment.isConfident)
    #expect(assessment.likeliest.id == "medium")
    #expect(assessment.reached.map(\.id) == ["low", "medium", "bright-indirect"])
    #expect(assessment.straddles)
    #expect(assessment.possible.map(\.id) == ["bright-indirect", "low"])
  }

  @Test("at a lower confidence the narrower interval stays in one band")
  func narrowerConfidence() throws {
    let fifty = try #require(Confidence(0.5))
    let assessment = BandAssessment(
      pointLux: 4_510, distribution: nominal, confidence: fifty, table: table)
    #expect(assessment.reached.map(\.id) == ["medium"])
    #expect(!assessment.straddles)
    #expect(assessment.possible.isEmpty)
  }

  @Test("at a higher confidence the wider interval names every band it reaches")
  func widerConfidence() throws {
    let high = try #require(Confidence(0.999))
    let assessment = BandAssessment(
      pointLux: 4_510, distribution: nominal, confidence: high, table: table)
    #expect(assessment.reached.map(\.id) == ["low", "medium", "bright-indirect", "direct"])
    #expect(assessment.possible.map(\.id) == ["bright-indirect", "low", "direct"])
  }

  @Test("a printed end that only touches a limit does not reach the next band")
  func touchingLimit() throws {
    // An interval of exactly 2,500 to 10,000 lux is all medium.
    let interval = LuxInterval(lower: 2_500, upper: 10_000, confidence: .ninety)
    let assessment = BandAssessment(
      pointLux: 5_000, distribution: LogErrorDistribution(symmetricSigma: 0.1),
      interval: interval, table: table)
    #expect(assessment.reached.map(\.id) == ["medium"])
    // A computed end 3 lux under the limit prints as 2,400 and reaches low.
    let below = LuxInterval(lower: 2_497, upper: 9_000, confidence: .ninety)
    let reaching = BandAssessment(
      pointLux: 5_000, distribution: LogErrorDistribution(symmetricSigma: 0.1),
      interval: below, table: table)
    #expect(reaching.reached.map(\.id) == ["low", "medium"])
    #expect(reaching.possible.map(\.id) == ["low"])
  }

  @Test("the wording names every band the printed interval reaches, at every confidence")
  func wordingCoversInterval() throws {
    let estimator = try LuxEstimator(profile: try DeviceProfileCatalog.builtIn().generic)
    let settings = try Exposure(fNumber: 2, exposureTime: 0.01, iso: 100)
    for level in [0.5, 0.8, 0.9, 0.95, 0.999] {
      let confidence = try #require(Confidence(level))
      for ev in stride(from: 6.0, through: 17, by: 0.125) {
        let estimate = estimator.estimate(
          sceneEV: ev, settings: settings, confidence: confidence)
        guard case .estimate(let assessment) = estimate.band,
          let interval = estimate.value.interval
        else {
          Issue.record("expected an estimate")
          continue
        }
        let printed = LuxRounding.printedRange(interval.lower...interval.upper)
        let named = Set([assessment.likeliest.id] + assessment.possible.map(\.id))
        for band in table.bands
        where (band.lowerLux ?? 0) < printed.upperBound
          && printed.lowerBound < (band.upperLux ?? .infinity)
        {
          #expect(named.contains(band.id), "EV \(ev) at \(level): \(band.id) not named")
        }
        #expect(assessment.straddles == (assessment.reached.count > 1))
        #expect(!assessment.possible.contains(assessment.likeliest))
      }
    }
  }
}
