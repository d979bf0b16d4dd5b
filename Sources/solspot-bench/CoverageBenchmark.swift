import SolspotKit

/// The coverage tables of docs/uncertainty.md: every scenario of ``CoverageSimulation`` at
/// many draws, with each coverage's binomial standard error.
enum CoverageBenchmark {
  static let benchmark = Benchmark(
    name: "coverage",
    summary:
      "coverage of 50/80/90/95% intervals in simulation [DRAWS] [SEED] [SCENARIO...] (docs tables)",
    run: run)

  static func run(_ arguments: [String]) throws {
    let draws = arguments.first.flatMap { Int($0) } ?? 100_000
    let seed = arguments.dropFirst().first.flatMap { UInt64($0) } ?? 1
    let named = arguments.dropFirst(2).compactMap { CoverageSimulation.Scenario(rawValue: $0) }
    let scenarios = named.isEmpty ? CoverageSimulation.Scenario.allCases : named
    let simulation = try CoverageSimulation()
    let levels = CoverageCheck.defaultLevels
    var results: [CoverageSimulation.Result] = []
    var timings: [String] = []
    for scenario in scenarios {
      let (result, seconds) = Stopwatch.time {
        simulation.run(scenario, draws: draws, seed: seed, levels: levels)
      }
      results.append(result)
      timings.append(
        "\(scenario.rawValue): \(NumberText.fixed(seconds, 2)) s, "
          + "\(result.skipped) of \(draws) draws skipped")
    }
    let header = levels.map(\.percentText).joined(separator: " | ")
    let rule = String(repeating: "---|", count: levels.count)
    print("Interval coverage: \(draws) independent draws per scenario, seed \(seed).")
    print("Each cell: empirical coverage of the intervals (binomial standard error).\n")
    print("| scenario | estimates | \(header) |")
    print("|---|---|\(rule)")
    for result in results {
      let cells = result.tallies.map { tally in
        guard let coverage = tally.coverage, let error = tally.nominalStandardError else {
          return "—"
        }
        return "\(percent(coverage)) (\(percent(error)))"
      }
      print(
        "| \(result.scenario.label) | \(result.tallies.first?.total ?? 0) | "
          + cells.joined(separator: " | ") + " |")
    }
    print("\nBounds: share of all counted draws that gave a false bound (cap (1 − p)/2).\n")
    print("| scenario | bounds | held at 90% | \(header) | all statements at 90% |")
    print("|---|---|---|\(rule)---|")
    for result in results where result.boundTallies.contains(where: { $0.total > 0 }) {
      let ninety = result.boundTallies.first { $0.confidence == .ninety }
      let statements = result.statementTallies.first { $0.confidence == .ninety }
      let cells = levels.map { level in
        result.falseBoundShare(level).map(percent) ?? "—"
      }
      print(
        "| \(result.scenario.label) | \(ninety?.total ?? 0) | "
          + (ninety?.coverage.map(percent) ?? "—") + " | " + cells.joined(separator: " | ")
          + " | " + (statements?.coverage.map(percent) ?? "—") + " |")
    }
    print("")
    for line in timings { print(line) }
  }

  static func percent(_ value: Double) -> String {
    NumberText.fixed(value * 100, 1) + "%"
  }
}
