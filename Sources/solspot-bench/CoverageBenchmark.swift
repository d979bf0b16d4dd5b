import SolspotKit

/// The coverage tables of docs/uncertainty.md: every scenario of ``CoverageSimulation``, with
/// truths from the radiometric model's spots and from the stated alternatives.
enum CoverageBenchmark {
  static let benchmark = Benchmark(
    name: "coverage",
    summary:
      "coverage of 50/80/90/95% intervals [PHONES] [SEED] [HOMES] [larger] [SCENARIO...] "
      + "(docs tables; 'larger' draws phones' own errors at sizes other than the model's)",
    run: run)

  static func run(_ arguments: [String]) throws {
    let draws = arguments.first.flatMap { Int($0) } ?? 2_000
    let seed = arguments.dropFirst().first.flatMap { UInt64($0) } ?? 1
    let homes = arguments.dropFirst(2).first.flatMap { Int($0) } ?? 200
    let sizes: PhoneErrorSizes = arguments.dropFirst(3).contains("larger") ? .larger : .model
    let named = arguments.dropFirst(3).compactMap { CoverageSimulation.Scenario(name: $0) }
    let scenarios = named.isEmpty ? CoverageSimulation.Scenario.all : named
    let spots = CoverageSimulation.spotsPerHome
    let needsWide = scenarios.contains {
      switch $0 {
      case .nominal(_, true), .litRatio(_, _, _, true): true
      default: false
      }
    }
    let (pools, poolSeconds) = Stopwatch.time {
      (
        SpotPool(
          survey: SpotSurvey(ranges: .standard), homes: homes, spotsPerHome: spots, seed: seed),
        needsWide
          ? SpotPool(
            survey: SpotSurvey(ranges: .wide), homes: homes, spotsPerHome: spots, seed: seed + 1)
          : nil
      )
    }
    func needs(wide: Bool) -> Bool {
      scenarios.contains {
        if case .season(_, _, _, let w) = $0 { w == wide } else { false }
      }
    }
    // Spots in two seasons: a quarter as many homes, of 14 spots (a calibration takes up to
    // 12), each at 12 moments of each season, as many as the season term's means are taken
    // over (`season-term`): ten readings of a season are then ten moments, nearly all apart.
    let seasonHomes = max(1, homes / 4)
    let (seasonPools, seasonSeconds) = Stopwatch.time {
      (
        needs(wide: false)
          ? SeasonPool(
            survey: SeasonSurvey(), homes: seasonHomes, spotsPerHome: 14,
            moments: SeasonTermBenchmark.moments, seed: seed)
          : nil,
        needs(wide: true)
          ? SeasonPool(
            survey: SeasonSurvey(ranges: .wide, latitudes: SeasonSurvey.wideLatitudes),
            homes: seasonHomes, spotsPerHome: 14, moments: SeasonTermBenchmark.moments,
            seed: seed + 1)
          : nil
      )
    }
    let simulation = try CoverageSimulation(
      pool: pools.0, widePool: pools.1, seasonPool: seasonPools.0,
      wideSeasonPool: seasonPools.1, sizes: sizes)
    let levels = CoverageCheck.defaultLevels
    var results: [CoverageSimulation.Result] = []
    var timings: [String] = [
      "pools: \(homes) homes of \(spots) spots per kind: \(NumberText.fixed(poolSeconds, 1)) s",
      "season pools: \(seasonHomes) homes of 14 spots per kind, \(SeasonTermBenchmark.moments) moments per season: "
        + "\(NumberText.fixed(seasonSeconds, 1)) s",
    ]
    for scenario in scenarios {
      let (result, seconds) = Stopwatch.time {
        simulation.run(scenario, draws: draws, seed: seed, levels: levels)
      }
      results.append(result)
      timings.append(
        "\(scenario.name): \(NumberText.fixed(seconds, 2)) s, \(result.skipped) of \(draws) "
          + "phones skipped")
    }
    let header = levels.map(\.percentText).joined(separator: " | ")
    let rule = String(repeating: "---|", count: levels.count)
    print(
      "Interval coverage: \(draws) phones per scenario, \(CoverageSimulation.readingsPerPhone) "
        + "readings (or \(CoverageSimulation.levelsPerPhone) levels or ratios) each, seed \(seed), "
        + "pools of \(homes) homes per kind, phones' own errors at the \(sizes.rawValue) sizes.")
    print(
      "Each cell: the share of estimates whose interval held the truth; at 90% (standard "
        + "error over phones). Phones < 80%: the share of phones whose own 90% intervals held "
        + "less than 80% of their readings.\n")
    print("| scenario | estimates | \(header) | phones < 80% |")
    print("|---|---|\(rule)---|")
    for result in results {
      let cells = result.tallies.map { tally in
        guard let coverage = tally.coverage else { return "—" }
        if tally.confidence == .ninety, let error = result.phoneStandardError {
          return "\(percent(coverage)) (\(percent(error)))"
        }
        return percent(coverage)
      }
      let mark = result.scenario.isOutsideScope ? " †" : ""
      print(
        "| \(result.scenario.label)\(mark) | \(result.tallies.first?.total ?? 0) | "
          + cells.joined(separator: " | ") + " | "
          + (result.phonesUnder80.map(percent) ?? "—") + " |")
    }
    print("\n† outside what intervals are meant to hold (sun on the spot), reported.")
    print("\nBounds: share of all counted readings that gave a false bound (cap (1 − p)/2).\n")
    print("| scenario | bounds | held at 90% | \(header) |")
    print("|---|---|---|\(rule)")
    for result in results where result.boundTallies.contains(where: { $0.total > 0 }) {
      let ninety = result.boundTallies.first { $0.confidence == .ninety }
      let cells = levels.map { level in result.falseBoundShare(level).map(percent) ?? "—" }
      print(
        "| \(result.scenario.label) | \(ninety?.total ?? 0) | "
          + (ninety?.coverage.map(percent) ?? "—") + " | " + cells.joined(separator: " | ") + " |")
    }
    print("")
    for line in timings { print(line) }
  }

  static func percent(_ value: Double) -> String {
    NumberText.fixed(value * 100, 1) + "%"
  }
}
