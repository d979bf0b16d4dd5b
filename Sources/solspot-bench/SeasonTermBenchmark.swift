import SolspotKit

/// The season term of docs/uncertainty.md ("Seasons"): the radiometric model's spots measured
/// at MOMENTS moments (12 by default) of a summer and of a winter, and the term's two parts,
/// each the smallest t-shaped size that holds its changes at 50/80/90/95% for every kind of
/// room (``SeasonTermSplit``).
enum SeasonTermBenchmark {
  static let benchmark = Benchmark(
    name: "season-term",
    summary: "the season term from spots measured in two seasons [HOMES] [SPOTS] [SEED] "
      + "[standard|wide] [MOMENTS]",
    run: run)

  /// The moments of each season a spot is measured at, here and in the coverage
  /// simulation's season pool.
  static let moments = 12

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
    let moments = arguments.dropFirst(4).first.flatMap { Int($0) } ?? moments
    let survey = SeasonSurvey(
      ranges: wide ? .wide : .standard,
      latitudes: wide ? SeasonSurvey.wideLatitudes : SeasonSurvey.standardLatitudes)
    var all: [SeasonRoomKind: [SeasonSurvey.SpotSeasons]] = [:]
    for kind in SeasonRoomKind.allCases {
      let (samples, seconds) = Stopwatch.time {
        survey.drawMoments(
          kind, homes: homes, spotsPerHome: spots, moments: moments, seed: seed)
      }
      all[kind] = samples
      print(
        "\(kind.rawValue): \(samples.count) spots at \(moments) moments of each season, "
          + "\(NumberText.fixed(seconds, 1)) s")
    }
    let model = try ErrorModel.builtIn()
    let generic = try DeviceProfileCatalog.builtIn().generic
    let budget = model.budget(calibration: generic.calibration, pointLux: 100)
    let repeatability = budget["repeatability"]?.sigmaEV ?? 0
    let split = SeasonTermSplit(
      spots: all, repeatabilitySigmaEV: repeatability, levels: CoverageCheck.defaultLevels)
    let shipped = model.templates["season"].map { NumberText.fixed($0.nominalSigmaEV, 3) }
    let shippedMoment = model.templates["seasonMoment"].map {
      NumberText.fixed($0.nominalSigmaEV, 3)
    }
    for (title, part, shippedSize) in [
      ("lasting part (the seasons' means)", split.lasting, shipped),
      (
        "per-moment part (one moment of each, the lasting part fixed, times √2)", split.moment,
        shippedMoment
      ),
    ] {
      print(
        "\n\(title): rule 0: a 90%/50% width ratio of \(NumberText.fixed(part.tailRatio, 3)), "
          + "t(\(name(part.matchedDegrees))) of \(NumberText.fixed(part.matchedSigmaEV, 3)) EV; "
          + "narrowest 90% interval: t(\(name(part.shapeDegrees))) of "
          + "\(NumberText.fixed(part.sigmaEV, 3)) EV (shipped \(shippedSize ?? "none"))\n")
      print("| kind of room | spots | rms change | 50% | 80% | 90% | 95% |")
      print("|---|---|---|---|---|---|---|")
      for kind in SeasonRoomKind.allCases {
        guard let row = part.coverage[kind] else { continue }
        print(
          "| \(label(kind)) | \(all[kind]?.count ?? 0) | "
            + "\(NumberText.fixed(part.rootMeanSquare[kind] ?? 0, 2)) EV | "
            + row.map { NumberText.fixed($0 * 100, 1) + "%" }.joined(separator: " | ") + " |")
      }
    }
    print(
      "\none moment's departure from its season's mean, rms: "
        + SeasonRoomKind.allCases.map {
          "\(label($0)) \(NumberText.fixed(split.momentRootMeanSquare[$0] ?? 0, 2)) EV"
        }.joined(separator: ", "))
  }
}
