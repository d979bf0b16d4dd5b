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
    let margin = arguments.dropFirst(4).first.flatMap { Double($0) } ?? 0
    let survey = SpotSurvey(ranges: wide ? .wide : .standard)
    var all: [SpotKind: [SpotSample]] = [:]
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
      all[kind] = samples
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

    // The reading's error besides the geometry, from the shipped model and generic profile.
    let model = try ErrorModel.builtIn()
    let generic = try DeviceProfileCatalog.builtIn().generic
    let budget = model.budget(calibration: generic.calibration, pointLux: 100)
    let others = budget.components.filter { $0.id != "geometry" && $0.id != "scene" }
    let other = ErrorBudget(components: others).distribution()
    let repeatability = budget["repeatability"]?.sigmaEV ?? 0
    let (derived, seconds) = Stopwatch.time {
      DefaultConstantDerivation(
        samples: all, otherSigmaEV: other.symmetricSigma, upwardSigmaEV: other.upwardSigma,
        repeatabilitySigmaEV: repeatability, levels: CoverageCheck.defaultLevels,
        margin: margin)
    }
    print(
      "\nother error: symmetric \(NumberText.fixed(other.symmetricSigma, 3)) EV, one-sided "
        + "\(NumberText.fixed(other.upwardSigma, 3)) EV; shipped: C \(generic.calibration.constantLux), "
        + "geometry \(budget["geometry"]?.sigmaEV ?? 0), scene \(budget["scene"]?.sigmaEV ?? 0)")
    print(
      "\nderived: shape t(\(derived.shapeDegrees.map(String.init) ?? "normal")) from a 90%/50% "
        + "width ratio of \(NumberText.fixed(DefaultConstantDerivation.tailRatio(all), 3)); "
        + "C \(NumberText.fixed(derived.constantLux, 3)) (log2 \(NumberText.fixed(derived.log2Constant, 2))), geometry \(NumberText.fixed(derived.geometrySigmaEV, 3)), spot \(NumberText.fixed(derived.spotSigmaEV, 3)), shared \(NumberText.fixed(derived.sharedSigmaEV, 3)), after calibration \(NumberText.fixed(derived.sharedAfterCalibrationSigmaEV, 3)) (\(NumberText.fixed(seconds, 1)) s)"
    )
    for kind in SpotKind.allCases {
      guard let row = derived.coverage[kind], let ratio = derived.ratioCoverage[kind] else {
        continue
      }
      print(
        "\(kind.rawValue): " + row.map { NumberText.fixed($0 * 100, 1) }.joined(separator: " ")
          + " | ratio " + ratio.map { NumberText.fixed($0 * 100, 1) }.joined(separator: " "))
    }
    for lighting in LightingKind.allCases {
      guard let rule = derived.lightingRatios[lighting] else { continue }
      let rows = lighting.modelKinds.compactMap { kind in
        rule.coverage[kind].map {
          "\(kind.rawValue) " + $0.map { NumberText.fixed($0 * 100, 1) }.joined(separator: " ")
        }
      }
      print(
        "lit by \(lighting.rawValue): spot \(NumberText.fixed(rule.spotSigmaEV, 3)) t(\(rule.degrees.map(String.init) ?? "normal")) 90% half-width \(NumberText.fixed(rule.halfWidth90, 2)) | "
          + rows.joined(separator: " | "))
    }
  }
}
