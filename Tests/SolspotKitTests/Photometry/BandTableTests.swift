import Testing

@testable import SolspotKit

@Suite("Bands")
struct BandTableTests {
  let table: BandTable

  init() throws { table = try BandTable.builtIn() }

  @Test(
    "boundaries belong to the band above",
    arguments: [
      (0.5, "low"), (2_499.9, "low"), (2_500, "medium"), (9_999, "medium"),
      (10_000, "bright-indirect"), (19_999, "bright-indirect"), (20_000, "direct"),
      (150_000, "direct"),
    ])
  func boundaries(_ lux: Double, _ id: String) {
    #expect(table.band(forLux: lux).id == id)
  }

  @Test("the built-in bands are the four of the design")
  func builtIn() {
    #expect(table.bands.map(\.id) == ["low", "medium", "bright-indirect", "direct"])
    #expect(table.bands.map(\.upperLux) == [2_500, 10_000, 20_000, nil])
    #expect(table.bands.map(\.lowerLux) == [nil, 2_500, 10_000, 20_000])
  }

  @Test("bands are found by id or name, loosely")
  func named() {
    #expect(table.band(named: "Bright Indirect")?.id == "bright-indirect")
    #expect(table.band(named: "bright_indirect")?.id == "bright-indirect")
    #expect(table.band(named: "MEDIUM")?.id == "medium")
    #expect(table.band(named: "dim") == nil)
  }

  @Test("a wide distribution in mid-band straddles and names the band it reaches")
  func straddles() {
    // 9,000 lux with σ 0.6 EV sits one sixth of a stop below bright indirect.
    let assessment = BandAssessment(
      pointLux: 9_000, distribution: LogErrorDistribution(symmetricSigma: 0.6, upwardSigma: 0.25),
      table: table)
    #expect(assessment.band.id == "medium")
    #expect(!assessment.isConfident)
    #expect(assessment.possible.first?.id == "bright-indirect")
    #expect(assessment.likeliest.id == "medium")
  }

  @Test("the verdict names the likeliest band, even when the point sits just below it")
  func likeliestFirst() {
    // 2,300 lux is low, but the upward attenuation puts most of the probability above 2,500.
    let assessment = BandAssessment(
      pointLux: 2_300, distribution: LogErrorDistribution(symmetricSigma: 0.62, upwardSigma: 0.25),
      table: table)
    #expect(assessment.band.id == "low")
    #expect(assessment.likeliest.id == "medium")
    let low = assessment.probabilities[0].probability
    let medium = assessment.probabilities[1].probability
    #expect(medium > low)
    #expect(assessment.possible.map(\.id) == ["low"])
    #expect(!assessment.isConfident)
  }

  @Test("a narrow distribution in mid-band is confident")
  func confident() {
    let assessment = BandAssessment(
      pointLux: 5_000, distribution: LogErrorDistribution(symmetricSigma: 0.2), table: table)
    #expect(assessment.isConfident)
    #expect(assessment.possible.isEmpty)
    #expect(assessment.likeliest.id == "medium")
    #expect(assessment.probability >= table.confidentProbability)
  }

  @Test("inconsistent tables are rejected")
  func rejects() {
    let low = Band(id: "low", name: "low", lowerLux: nil, upperLux: 2_500)
    let gap = Band(id: "medium", name: "medium", lowerLux: 3_000, upperLux: nil)
    #expect(throws: DataError.self) {
      try BandTable(bands: [low, gap], confidentProbability: 0.8, possibleProbability: 0.1)
    }
    let open = Band(id: "medium", name: "medium", lowerLux: 2_500, upperLux: 10_000)
    #expect(throws: DataError.self) {
      try BandTable(bands: [low, open], confidentProbability: 0.8, possibleProbability: 0.1)
    }
    let top = Band(id: "medium", name: "medium", lowerLux: 2_500, upperLux: nil)
    #expect(throws: DataError.self) {
      try BandTable(bands: [low, top], confidentProbability: 0.3, possibleProbability: 0.1)
    }
  }

  @Test("the bands reached are those the interval as printed reaches, for ends beside the edges")
  func reachedAsPrinted() throws {
    let table = try BandTable.builtIn()
    let distribution = LogErrorDistribution(symmetricSigma: 0.5, upwardSigma: 0.1)
    // Interval ends from 0.85 to 1.15 times each edge, in steps finer than the rounding.
    let edges = table.bands.compactMap(\.upperLux)
    for edge in edges {
      for step in 0...60 {
        let end = edge * (0.85 + Double(step) * 0.005)
        for (lower, upper) in [(end, end * 3), (end / 3, end), (end, end * 1.01)] {
          let interval = LuxInterval(lower: lower, upper: upper, confidence: .ninety)
          let point = (lower * upper).squareRoot()
          let assessment = BandAssessment(
            pointLux: point, distribution: distribution, interval: interval, table: table)
          let printed = LuxRounding.printedRange(lower...upper)
          let expected = table.bands.filter { band in
            (band.lowerLux.map { printed.upperBound > $0 } ?? true)
              && (band.upperLux.map { printed.lowerBound < $0 } ?? true)
          }
          #expect(assessment.reached == expected, "\(lower)–\(upper)")
        }
      }
    }
  }
}
