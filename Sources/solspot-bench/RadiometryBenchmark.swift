import SolspotKit

/// The radiometric model's distribution of the effective constant over spots
/// (docs/method.md, docs/uncertainty.md).
enum RadiometryBenchmark {
  static let benchmark = Benchmark(
    name: "radiometry",
    summary: "effective constant over simulated spots [HOMES] [SPOTS] [SEED] [standard|wide]",
    run: run)

  static func run(_ arguments: [String]) throws {
    let homes = arguments.first.flatMap { Int($0) } ?? 400
    let spots = arguments.dropFirst().first.flatMap { Int($0) } ?? 3
    let seed = arguments.dropFirst(2).first.flatMap { UInt64($0) } ?? 1
    let wide = arguments.dropFirst(3).first == "wide"
    let dump = arguments.dropFirst(4).first == "dump"
    let survey = SpotSurvey(ranges: wide ? .wide : .standard)
    print("| kind | spots | mean | sd | between | within | p5 | p50 | p95 | clipped |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for kind in SpotKind.allCases {
      let (samples, seconds) = Stopwatch.time {
        survey.draw(kind, homes: homes, spotsPerHome: spots, seed: seed)
      }
      if dump {
        for sample in samples {
          let m = sample.measurement
          print(
            "\(kind.rawValue),\(sample.home),\(sample.log2Constant),\(m.clippedShare),"
              + "\(m.illuminance),\(m.directIlluminance)")
        }
        continue
      }
      let summary = EffectiveConstantSummary(samples)
      let cells = [
        summary.mean, summary.standardDeviation, summary.betweenHomes, summary.withinHome,
        summary.quantile(0.05), summary.quantile(0.5), summary.quantile(0.95),
      ].map { NumberText.fixed($0, 2) }
      print(
        "| \(kind.rawValue) | \(samples.count) | " + cells.joined(separator: " | ")
          + " | \(NumberText.fixed(summary.clippedShare * 100, 1))% | \(NumberText.fixed(seconds, 1)) s"
      )
    }
  }
}
