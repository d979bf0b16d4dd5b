import SolspotKit

/// The season term of docs/uncertainty.md ("Seasons"): the radiometric model's spots measured
/// in a summer and a winter, and the smallest t-shaped size that holds their change at
/// 50/80/90/95% for every kind of room (``SeasonTermDerivation``).
enum SeasonTermBenchmark {
  static let benchmark = Benchmark(
    name: "season-term",
    summary: "the season term from spots measured in two seasons [HOMES] [SPOTS] [SEED] "
      + "[standard|wide]",
    run: run)

  static func name(_ degrees: Int?) -> String { degrees.map(String.init) ?? "normal" }

  static func label(_ kind: SeasonRoomKind) -> String {
    switch kind {
    case .sideWindow: "side window"
    case .skylight: "skylight"
    case .lamps: "ceiling lamps at night"
    }
  }

  static func run(_ arguments: [String]) throws {
    let homes = arguments.first.flatMap { Int($0) } ?? 400
    let spots = arguments.dropFirst().first.flatMap { Int($0) } ?? 3
    let seed = arguments.dropFirst(2).first.flatMap { UInt64($0) } ?? 1
    let wide = arguments.dropFirst(3).first == "wide"
    let survey = SeasonSurvey(
      ranges: wide ? .wide : .standard,
      latitudes: wide ? SeasonSurvey.wideLatitudes : SeasonSurvey.standardLatitudes)
    var all: [SeasonRoomKind: [SeasonSample]] = [:]
    for kind in SeasonRoomKind.allCases {
      let (samples, seconds) = Stopwatch.time {
        survey.draw(kind, homes: homes, spotsPerHome: spots, seed: seed)
      }
      all[kind] = samples
      print("\(kind.rawValue): \(samples.count) spots, \(NumberText.fixed(seconds, 1)) s")
    }
    let model = try ErrorModel.builtIn()
    let generic = try DeviceProfileCatalog.builtIn().generic
    let budget = model.budget(calibration: generic.calibration, pointLux: 100)
    let repeatability = budget["repeatability"]?.sigmaEV ?? 0
    let derived = SeasonTermDerivation(
      samples: all, repeatabilitySigmaEV: repeatability, levels: CoverageCheck.defaultLevels)
    let shipped = model.seasonSpread.map { NumberText.fixed($0.sigma, 3) } ?? "none"
    print(
      "\nrule 0: a 90%/50% width ratio of \(NumberText.fixed(derived.tailRatio, 3)), "
        + "t(\(name(derived.matchedDegrees))) of \(NumberText.fixed(derived.matchedSigmaEV, 3)) EV; "
        + "narrowest 90% interval: t(\(name(derived.shapeDegrees))) of "
        + "\(NumberText.fixed(derived.sigmaEV, 3)) EV (shipped \(shipped))\n")
    print("| kind of room | spots | rms change | 50% | 80% | 90% | 95% |")
    print("|---|---|---|---|---|---|---|")
    for kind in SeasonRoomKind.allCases {
      guard let row = derived.coverage[kind] else { continue }
      print(
        "| \(label(kind)) | \(all[kind]?.count ?? 0) | "
          + "\(NumberText.fixed(derived.rootMeanSquare[kind] ?? 0, 2)) EV | "
          + row.map { NumberText.fixed($0 * 100, 1) + "%" }.joined(separator: " | ") + " |")
    }
  }
}
