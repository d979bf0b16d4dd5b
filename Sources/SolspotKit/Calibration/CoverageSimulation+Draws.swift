// One draw of each scenario of ``CoverageSimulation``: a simulated truth, the estimate
// `solspot` would make, and the count. Each returns whether the draw was counted.

extension CoverageSimulation {
  /// Central intervals in stops already computed, by distribution: every in-range reading
  /// of a nominal profile has the same one, so its quantiles are computed once.
  struct IntervalCache {
    let levels: [Confidence]
    private var stored: [LogErrorDistribution: [ClosedRange<Double>]] = [:]

    init(levels: [Confidence]) { self.levels = levels }

    /// The central intervals of `distribution` at every level.
    mutating func intervals(_ distribution: LogErrorDistribution) -> [ClosedRange<Double>] {
      if let known = stored[distribution] { return known }
      let computed = levels.map { distribution.centralInterval($0) }
      if stored.count >= 256 { stored.removeAll(keepingCapacity: true) }
      stored[distribution] = computed
      return computed
    }
  }

  /// Counts the reading `exposure` at every level against `truth`, as
  /// ``LuxEstimate/value(at:)`` states it.
  private func record(
    _ estimator: LuxEstimator, _ exposure: Exposure, truth: Double,
    _ tallies: inout [CoverageTally], _ bounds: inout [CoverageTally], _ cache: inout IntervalCache
  ) {
    let estimate = estimator.estimate(exposure)
    let point = estimate.device.calibration.pointLux(sceneEV: estimate.sceneEV)
    for (index, stops) in cache.intervals(estimate.distribution).enumerated() {
      let interval = LuxInterval(point: point, stops: stops, confidence: cache.levels[index])
      switch LuxValue(point: point, interval: interval, limitCheck: estimate.statedLimit) {
      case .estimate(_, let interval): tallies[index].record(contained: interval.contains(truth))
      case .atLeast(let bound): bounds[index].record(contained: truth >= bound)
      case .atMost(let bound): bounds[index].record(contained: truth <= bound)
      }
    }
  }

  func drawNominal(
    _ scenario: Scenario, _ tallies: inout [CoverageTally], _ bounds: inout [CoverageTally],
    _ cache: inout IntervalCache, _ generator: inout SplitMix64
  ) -> Bool {
    let unit = camera.drawUnit(model: truthModel, using: &generator)
    let truth: Double
    if scenario == .nominalAtLimits, let limits = camera.luxLimits {
      let edge = Bool.random(using: &generator) ? limits.upperBound : limits.lowerBound
      let reach = Math.exp2(Self.limitReachEV)
      truth = generator.logUniform(edge / reach...edge * reach)
    } else {
      truth = generator.logUniform(Self.nominalLux)
    }
    guard
      let exposure = camera.reading(of: unit, trueLux: truth, model: truthModel, using: &generator)
    else { return false }
    record(nominalEstimator, exposure, truth: truth, &tallies, &bounds, &cache)
    return true
  }

  func drawMeasured(
    _ scenario: Scenario, _ tallies: inout [CoverageTally], _ bounds: inout [CoverageTally],
    _ cache: inout IntervalCache, _ generator: inout SplitMix64
  ) -> Bool {
    var unit = camera.drawUnit(model: truthModel, using: &generator)
    let scope: Calibration.Measurement.Scope = scenario == .measuredModel ? .model : .unit
    let slope = scenario == .measuredTrend ? Self.trendSlopeSigma * generator.normal() : 0
    guard let profile = calibrate(unit, scope: scope, slope: slope, using: &generator),
      let measurement = profile.calibration.measurement
    else { return false }
    let valid = measurement.validLux
    // The trend scenario is about profiles that carry a trend.
    if scenario == .measuredTrend, measurement.trendChangeEV == nil { return false }
    // After the calibration: another unit, a smudge or protector added since, and light that
    // arrives differently from the calibration's scenes.
    if scenario == .measuredModel {
      unit.log2Constant += truthModel.template("unitVariation").measuredSigmaEV * generator.normal()
    }
    unit.attenuation += generator.halfNormal(truthModel.template("attenuation").measuredSigmaEV)
    unit.geometry += truthModel.template("geometry").measuredSigmaEV * generator.normal()
    let truth: Double
    var bend = 0.0
    if scenario == .measuredOutside {
      let decades = Double.random(in: 0.1...1.5, using: &generator)
      let above = Bool.random(using: &generator)
      let factor = Math.pow(10, decades)
      truth = above ? valid.upperBound * factor : valid.lowerBound / factor
      bend = truthModel.template("extrapolation").measuredSigmaEV * decades * generator.normal()
    } else if scenario == .measuredTrend {
      let ratio = Math.pow(valid.upperBound / valid.lowerBound, Self.trendEndShare)
      truth =
        Bool.random(using: &generator)
        ? generator.logUniform(valid.upperBound / ratio...valid.upperBound)
        : generator.logUniform(valid.lowerBound...valid.lowerBound * ratio)
      bend = slope * (Math.log2(truth) - Self.trendPivot)
    } else {
      truth = generator.logUniform(valid)
    }
    guard
      let exposure = camera.reading(
        of: unit, trueLux: truth, model: truthModel, extraEV: bend, using: &generator)
    else { return false }
    let estimator = LuxEstimator(profile: profile, model: model, bands: bands)
    record(estimator, exposure, truth: truth, &tallies, &bounds, &cache)
    return true
  }

  /// A simulated calibration of `unit` against a reference meter, fitted and written as a
  /// measured profile, or `nil` when the fit refuses it. `slope` is the camera's brightness
  /// trend in EV per EV around ``trendPivot``, 0 for a camera that is one constant.
  private func calibrate(
    _ unit: SimulatedCamera.Unit, scope: Calibration.Measurement.Scope, slope: Double = 0,
    using generator: inout SplitMix64
  ) -> DeviceProfile? {
    let count = Int.random(in: 5...20, using: &generator)
    let low = generator.logUniform(5...100)
    let high = low * Math.pow(10, Double.random(in: 2...3.5, using: &generator))
    let meterBias = CalibrationFit.defaultReferenceSigmaEV * generator.normal()
    var observations: [CalibrationObservation] = []
    for index in 0..<count {
      let truth =
        index == 0 ? low : index == count - 1 ? high : generator.logUniform(low...high)
      guard
        let exposure = camera.reading(
          of: unit, trueLux: truth, model: truthModel,
          extraEV: slope * (Math.log2(truth) - Self.trendPivot), using: &generator)
      else { continue }
      let meterError = meterBias + Self.referenceNoiseEV * generator.normal()
      observations.append(
        CalibrationObservation(
          reading: .settings(exposure), referenceLux: truth * Math.exp2(meterError),
          line: index + 1))
    }
    guard
      let fit = try? CalibrationFit(
        observations: observations, profile: camera.profile, model: model)
    else { return nil }
    return try? fit.measuredProfile(
      from: camera.profile, referenceMeter: "simulated reference meter", date: "2026-01-01",
      scope: scope)
  }

  /// Two spots read once each by one device; the ratio's interval from the parts of the error
  /// that do not cancel, ``ratioDistribution(_:_:)``, against the true ratio.
  func drawRatio(
    _ tallies: inout [CoverageTally], _ cache: inout IntervalCache, _ generator: inout SplitMix64
  ) -> Bool {
    let unit = camera.drawUnit(model: truthModel, using: &generator)
    let truths = (generator.logUniform(Self.ratioLux), generator.logUniform(Self.ratioLux))
    guard
      let first = camera.reading(of: unit, trueLux: truths.0, model: truthModel, using: &generator),
      let second = camera.reading(
        of: unit, trueLux: truths.1, model: truthModel, using: &generator)
    else { return false }
    let estimates = (nominalEstimator.estimate(first), nominalEstimator.estimate(second))
    guard let a = estimates.0.value.point, let b = estimates.1.value.point,
      let comparison = Self.ratioDistribution(estimates.0.budget, estimates.1.budget)
    else { return false }
    let error = Math.log2(truths.0 / truths.1) - Math.log2(a / b)
    for (index, stops) in cache.intervals(comparison).enumerated() {
      tallies[index].record(contained: stops.contains(error))
    }
    return true
  }

  /// The error distribution of the ratio of two readings of one device: the parts that do not
  /// cancel (scene and random) of each, whose difference is normal with the variances added.
  /// `nil` if either has a one-sided part among them (none in the built-in model), whose
  /// difference this type cannot represent.
  static func ratioDistribution(_ first: ErrorBudget, _ second: ErrorBudget)
    -> LogErrorDistribution?
  {
    let kinds: Set<ErrorComponent.Kind> = [.scene, .random]
    let a = first.distribution(of: kinds)
    let b = second.distribution(of: kinds)
    guard a.upwardSigma == 0, b.upwardSigma == 0 else { return nil }
    return LogErrorDistribution(
      symmetricSigma: (a.symmetricSigma * a.symmetricSigma + b.symmetricSigma * b.symmetricSigma)
        .squareRoot())
  }

  /// Two spots read `perSpot` times each by one device, compared as `spot compare` compares
  /// them (``LightComparison``, one device and calibration): the ratio's interval against the
  /// true ratio. Each spot keeps one scene error for all its readings; each reading adds its
  /// own scatter.
  func drawComparison(
    perSpot: Int, _ levels: [Confidence], _ tallies: inout [CoverageTally],
    _ generator: inout SplitMix64
  ) -> Bool {
    let unit = camera.drawUnit(model: truthModel, using: &generator)
    let truths = [generator.logUniform(Self.ratioLux), generator.logUniform(Self.ratioLux)]
    var sets: [[Reading]] = [[], []]
    for (spot, truth) in truths.enumerated() {
      let scene = truthModel.template("scene").measuredSigmaEV * generator.normal()
      for index in 0..<perSpot {
        guard
          let exposure = camera.reading(
            of: unit, trueLux: truth, model: truthModel, sceneEV: scene, using: &generator),
          case let estimate = nominalEstimator.estimate(exposure), !estimate.value.isBound,
          let takenAt = Timestamp(secondsSince1970: Int64(index) * 60, utcOffsetMinutes: 0)
        else { return false }
        sets[spot].append(Reading(estimate: estimate, takenAt: takenAt, source: .manual))
      }
    }
    let trueRatio = truths[0] / truths[1]
    for (index, level) in levels.enumerated() {
      guard let comparison = LightComparison(sets[0], sets[1], bands: bands, confidence: level),
        comparison.basis.isRelative,
        case .estimate(_, let lower, let upper, _) = comparison.ratio
      else { return false }
      tallies[index].record(contained: trueRatio >= lower && trueRatio <= upper)
    }
    return true
  }
}
