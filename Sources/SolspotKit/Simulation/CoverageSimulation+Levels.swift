// The level and ratio scenarios of ``CoverageSimulation``: a phone (uncalibrated, or calibrated
// in its home) reads spots of one home several times at moments whose light varies
// (``LightVariationTruth``), and `solspot`'s level (``ReadingSummary``) and same-phone ratio
// (``LightComparison``) are counted against the spots' true levels.

extension CoverageSimulation {
  /// One spot as a level or ratio scenario reads it.
  private struct Target {
    /// The spot's geometry error for the phone, EV.
    let geometry: Double
    /// Its true level, lux: the mean of its light in stops.
    let level: Double
    /// How its light varies between readings.
    let variation: LightVariationTruth
  }

  /// The stress case's response bend, EV, for a reading of `lux` with a calibration over
  /// `valid`: the trend `slope·(log2 lux − pivot)`, and beyond the range a bend of uniform σ
  /// 0.15 EV per decade (`bend`, drawn once per spot).
  private static func response(
    _ lux: Double, slope: Double, bend: Double, valid: ClosedRange<Double>?
  ) -> Double {
    var extra = slope * (Math.log2(lux) - trendPivot)
    if let valid { extra += bend * ErrorModel.decadesOutside(valid, lux) }
    return extra
  }

  func drawLevels(_ scenario: Scenario, _ counts: inout Counts, _ generator: inout SplitMix64)
    -> Bool
  {
    let kind: SpotKind?
    let calibrated: Bool
    let readings: Int
    var isRatio = true
    var stress: Stress?
    var lighting: PairLighting?
    var source = pool
    switch scenario {
    case .level(let k, let c, let n): (kind, calibrated, readings, isRatio) = (k, c, n, false)
    case .ratio(let k, let c, let n): (kind, calibrated, readings) = (k, c, n)
    case .stress(let s): (kind, calibrated, readings, stress) = (nil, true, 2, s)
    case .litRatio(let lit, let k, let n, let wide):
      let chosen = k ?? lit.modelKinds.randomElement(using: &generator)
      (kind, calibrated, readings) = (chosen, false, n)
      lighting = PairLighting(lit, lit, model: model)
      if wide { source = widePool ?? pool }
    default: return false
    }
    let pairs = calibrated ? Int.random(in: 5...12, using: &generator) : 0
    guard
      let (homeKind, spots) = homeOfKind(
        kind, from: source, minimum: pairs + 2, using: &generator)
    else { return false }
    var geometries = spots.map(geometry)
    if stress == .excessScatter {
      let mean = geometries.reduce(0, +) / Double(geometries.count)
      geometries = geometries.map { _ in mean + 1.2 * generator.normal() }
    }
    let slope = stress == .trend ? Self.strongTrendSigma * generator.normal() : 0
    var phone = camera.drawPhone(using: &generator)
    var estimator = nominalEstimator
    var valid: ClosedRange<Double>?
    if calibrated {
      guard
        let profile = calibrate(
          phone, geometries: Array(geometries.prefix(pairs)), slope: slope, scope: .unit,
          using: &generator),
        let measurement = profile.calibration.measurement
      else { return false }
      if stress == .trend, measurement.trendChangeEV == nil { return false }
      valid = measurement.validLux
      estimator = LuxEstimator(profile: profile, model: model, bands: bands)
      phone.smudge = SimulatedCamera.uniform(camera.sizes.smudge, using: &generator)
      if Double.random(in: 0..<1, using: &generator) < 0.2 {
        phone.protector += Double.random(in: 0...camera.sizes.protectorMax, using: &generator)
      }
    }
    let readable = Array(zip(spots, geometries).dropFirst(pairs))
    guard readable.count >= (isRatio ? 2 : 1) else { return false }
    var tally = PhoneTally()
    for _ in 0..<Self.levelsPerPhone {
      let chosen =
        isRatio
        ? Self.twoOf(readable.count, &generator)
        : [Int.random(in: 0..<readable.count, using: &generator)]
      var targets: [Target] = []
      for (position, index) in chosen.enumerated() {
        let (spot, g) = readable[index]
        let level: Double
        if let valid {
          switch stress {
          case .trend:
            let ratio = Math.pow(valid.upperBound / valid.lowerBound, Self.trendEndShare)
            level =
              position == 0
              ? generator.logUniform(valid.upperBound / ratio...valid.upperBound)
              : generator.logUniform(valid.lowerBound...valid.lowerBound * ratio)
          case .extrapolation where position == 1:
            let factor = Math.pow(10, Double.random(in: 0.3...1.5, using: &generator))
            level =
              Bool.random(using: &generator)
              ? valid.upperBound * factor : valid.lowerBound / factor
          default:
            level = generator.logUniform(valid)
          }
        } else {
          level = spot.illuminance
        }
        targets.append(
          Target(
            geometry: g, level: level,
            variation: LightVariationTruth(kind: homeKind, using: &generator)))
      }
      var sets: [[Reading]] = []
      for target in targets {
        let bend = SimulatedCamera.uniform(0.15, using: &generator)
        var set: [Reading] = []
        for index in 0..<readings {
          let lux = target.level * Math.exp2(target.variation.draw(using: &generator))
          guard
            let exposure = camera.reading(
              of: phone, trueLux: lux, geometryEV: target.geometry,
              extraEV: Self.response(lux, slope: slope, bend: bend, valid: valid),
              using: &generator),
            case let estimate = estimator.estimate(exposure), !estimate.value.isBound,
            let takenAt = Timestamp(
              secondsSince1970: Int64(index) * 86_400, utcOffsetMinutes: 0)
          else { break }
          set.append(Reading(estimate: estimate, takenAt: takenAt, source: .manual))
        }
        guard set.count == readings else { break }
        sets.append(set)
      }
      guard sets.count == targets.count else { continue }
      let error: Double
      let distribution: LogErrorDistribution
      if isRatio {
        guard
          let comparison = LightComparison(sets[0], sets[1], bands: bands, lighting: lighting),
          let point = comparison.ratio.point, let found = comparison.distribution
        else { continue }
        error = Math.log2(targets[0].level / targets[1].level) - Math.log2(point)
        distribution = found
      } else {
        guard let summary = ReadingSummary(sets[0], bands: bands),
          let mean = summary.log2Lux, let found = summary.distribution
        else { continue }
        error = Math.log2(targets[0].level) - mean
        distribution = found
      }
      counts.record(error: error, in: distribution, &tally)
    }
    tally.add(to: &counts)
    return true
  }

  /// Two different positions below `count`.
  private static func twoOf(_ count: Int, _ generator: inout SplitMix64) -> [Int] {
    let a = Int.random(in: 0..<count, using: &generator)
    var b = Int.random(in: 0..<(count - 1), using: &generator)
    if b >= a { b += 1 }
    return [a, b]
  }
}
