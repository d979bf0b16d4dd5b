// One draw of each scenario of ``CoverageSimulation``: a simulated phone in a home of the
// pool, the estimates `solspot` would make, and the counts. Each returns whether the draw
// was counted.

extension CoverageSimulation {
  /// The running counts of a scenario.
  struct Counts {
    let levels: [Confidence]
    var tallies: [CoverageTally]
    var bounds: [CoverageTally]
    var phones: [Double] = []
    private var stored: [LogErrorDistribution: [ClosedRange<Double>]] = [:]

    init(levels: [Confidence]) {
      self.levels = levels
      tallies = levels.map { CoverageTally(confidence: $0) }
      bounds = levels.map { CoverageTally(confidence: $0) }
    }

    /// The central intervals of `distribution` at every level, computed once per distribution.
    mutating func intervals(_ distribution: LogErrorDistribution) -> [ClosedRange<Double>] {
      if let known = stored[distribution] { return known }
      let computed = levels.map { distribution.centralInterval($0) }
      if stored.count >= 256 { stored.removeAll(keepingCapacity: true) }
      stored[distribution] = computed
      return computed
    }

    /// The index of the 90% level, if it is run.
    var ninety: Int? { levels.firstIndex(of: .ninety) }

    /// Counts an `error` in stops against `distribution`'s central interval at every level,
    /// and in `phone`'s 90% tally.
    mutating func record(
      error: Double, in distribution: LogErrorDistribution, _ phone: inout PhoneTally
    ) {
      for (index, stops) in intervals(distribution).enumerated() {
        let held = stops.contains(error)
        tallies[index].record(contained: held)
        if index == ninety {
          phone.total += 1
          if held { phone.held += 1 }
        }
      }
    }
  }

  /// A phone's own 90% tally while its readings are counted.
  struct PhoneTally {
    var held = 0
    var total = 0

    mutating func add(to counts: inout Counts) {
      if total > 0 { counts.phones.append(Double(held) / Double(total)) }
    }
  }

  /// Counts the reading `exposure` at every level against `truth`, as
  /// ``LuxEstimate/value(at:)`` states it.
  private func record(
    _ estimator: LuxEstimator, _ exposure: Exposure, truth: Double, _ counts: inout Counts,
    _ phone: inout PhoneTally
  ) {
    let estimate = estimator.estimate(exposure)
    let point = estimate.pointLux
    for (index, stops) in counts.intervals(estimate.distribution).enumerated() {
      let interval = LuxInterval(point: point, stops: stops, confidence: counts.levels[index])
      switch LuxValue(point: point, interval: interval, limitCheck: estimate.statedLimit) {
      case .estimate(_, let interval):
        let held = interval.contains(truth)
        counts.tallies[index].record(contained: held)
        if index == counts.ninety {
          phone.total += 1
          if held { phone.held += 1 }
        }
      case .atLeast(let bound): counts.bounds[index].record(contained: truth >= bound)
      case .atMost(let bound): counts.bounds[index].record(contained: truth <= bound)
      }
    }
  }

  /// The kinds intervals are meant to hold: all but sun on the spot.
  static let coveredKinds = SpotKind.allCases.filter { $0 != .windowSunOnSpot }

  /// A random home of `kind` (a random covered kind when `nil`) from `pool`.
  func home(
    _ kind: SpotKind?, from pool: SpotPool, minimum: Int = 2, using generator: inout SplitMix64
  ) -> [SpotPool.Spot]? {
    homeOfKind(kind, from: pool, minimum: minimum, using: &generator)?.spots
  }

  /// A random home of `kind` (a random covered kind when `nil`) from `pool`, with its kind.
  func homeOfKind(
    _ kind: SpotKind?, from pool: SpotPool, minimum: Int = 2, using generator: inout SplitMix64
  ) -> (kind: SpotKind, spots: [SpotPool.Spot])? {
    let chosen = kind ?? Self.coveredKinds.randomElement(using: &generator) ?? .windowOvercast
    let homes = (pool.homes[chosen] ?? []).filter { $0.count >= minimum }
    return homes.randomElement(using: &generator).map { (chosen, $0) }
  }

  /// The geometry error of `spot` for a nominal camera: log2 C_eff − log2 C_nominal.
  func geometry(_ spot: SpotPool.Spot) -> Double {
    spot.log2Constant - Math.log2(camera.profile.calibration.constantLux)
  }

  func drawNominal(
    kind: SpotKind?, wide: Bool, atLimits: Bool, _ counts: inout Counts,
    _ generator: inout SplitMix64
  ) -> Bool {
    guard let spots = home(kind, from: wide ? (widePool ?? pool) : pool, using: &generator)
    else { return false }
    let phone = camera.drawPhone(using: &generator)
    var tally = PhoneTally()
    for _ in 0..<Self.readingsPerPhone {
      guard let spot = spots.randomElement(using: &generator) else { continue }
      var truth = spot.illuminance
      if atLimits, let limits = camera.luxLimits {
        let edge = Bool.random(using: &generator) ? limits.upperBound : limits.lowerBound
        let reach = Math.exp2(Self.limitReachEV)
        truth = generator.logUniform(edge / reach...edge * reach)
      }
      guard
        let exposure = camera.reading(
          of: phone, trueLux: truth, geometryEV: geometry(spot), using: &generator)
      else { continue }
      record(nominalEstimator, exposure, truth: truth, &counts, &tally)
    }
    tally.add(to: &counts)
    return true
  }

  /// The geometry error of each of a home's spots under `truth`, and the trend slope.
  func truths(
    _ spots: [SpotPool.Spot], _ truth: Truth, using generator: inout SplitMix64
  ) -> (geometry: [Double], slope: Double) {
    let radiometric = spots.map(geometry)
    switch truth {
    case .radiometric:
      return (radiometric, 0)
    case .mildTrend:
      return (radiometric, Self.mildTrendSigma * generator.normal())
    case .sceneError, .outliers:
      let mean = radiometric.reduce(0, +) / Double(max(1, radiometric.count))
      let values = radiometric.map { _ in
        var value = mean + 0.4 * generator.normal()
        if truth == .outliers, Double.random(in: 0..<1, using: &generator) < 0.1 {
          value += Bool.random(using: &generator) ? 0.8 : -0.8
        }
        return value
      }
      return (values, 0)
    }
  }

  func drawMeasured(_ scenario: Scenario, _ counts: inout Counts, _ generator: inout SplitMix64)
    -> Bool
  {
    let truth: Truth
    var pairs = 5...12
    switch scenario {
    case .measured(let t, let p):
      truth = t
      pairs = p.range
    default:
      truth = .radiometric
    }
    let n = Int.random(in: pairs, using: &generator)
    guard let spots = home(nil, from: pool, minimum: n + 2, using: &generator) else {
      return false
    }
    let (geometries, mildSlope) = truths(spots, truth, using: &generator)
    let slope =
      scenario == .measuredTrend ? Self.strongTrendSigma * generator.normal() : mildSlope
    var phone = camera.drawPhone(using: &generator)
    let scope: Calibration.Measurement.Scope = scenario == .measuredModel ? .model : .unit
    guard
      let profile = calibrate(
        phone, geometries: Array(geometries.prefix(n)), slope: slope, scope: scope,
        using: &generator),
      let measurement = profile.calibration.measurement
    else { return false }
    if scenario == .measuredTrend, measurement.trendChangeEV == nil { return false }
    // After the calibration: another unit, a new smudge, a protector on one phone in five.
    if scenario == .measuredModel {
      phone.constantOffset += SimulatedCamera.uniform(0.15, using: &generator)
    }
    phone.smudge = SimulatedCamera.uniform(camera.sizes.smudge, using: &generator)
    if Double.random(in: 0..<1, using: &generator) < 0.2 {
      phone.protector += Double.random(in: 0...camera.sizes.protectorMax, using: &generator)
    }
    let valid = measurement.validLux
    let estimator = LuxEstimator(profile: profile, model: model, bands: bands)
    var tally = PhoneTally()
    let readable = Array(geometries.dropFirst(n))
    for _ in 0..<Self.readingsPerPhone {
      guard let g = readable.randomElement(using: &generator) else { continue }
      let lux: Double
      var extra = 0.0
      switch scenario {
      case .measuredOutside:
        let decades = Double.random(in: 0.1...1.5, using: &generator)
        let factor = Math.pow(10, decades)
        lux = Bool.random(using: &generator) ? valid.upperBound * factor : valid.lowerBound / factor
        extra = SimulatedCamera.uniform(0.15, using: &generator) * decades
      case .measuredTrend:
        let ratio = Math.pow(valid.upperBound / valid.lowerBound, Self.trendEndShare)
        lux =
          Bool.random(using: &generator)
          ? generator.logUniform(valid.upperBound / ratio...valid.upperBound)
          : generator.logUniform(valid.lowerBound...valid.lowerBound * ratio)
      default:
        lux = generator.logUniform(valid)
      }
      extra += slope * (Math.log2(lux) - Self.trendPivot)
      guard
        let exposure = camera.reading(
          of: phone, trueLux: lux, geometryEV: g, extraEV: extra, using: &generator)
      else { continue }
      record(estimator, exposure, truth: lux, &counts, &tally)
    }
    tally.add(to: &counts)
    return true
  }

  /// A calibration of `phone` at spots with `geometries`, against a reference meter, fitted
  /// and written as a measured profile, or `nil` when the fit refuses it.
  func calibrate(
    _ phone: SimulatedCamera.Phone, geometries: [Double], slope: Double,
    scope: Calibration.Measurement.Scope, using generator: inout SplitMix64
  ) -> DeviceProfile? {
    let count = geometries.count
    let low = generator.logUniform(5...100)
    let high = low * Math.pow(10, Double.random(in: 2...3.5, using: &generator))
    let meterBias = SimulatedCamera.uniform(
      CalibrationFit.defaultReferenceSigmaEV, using: &generator)
    var observations: [CalibrationObservation] = []
    for (index, g) in geometries.enumerated() {
      let truth =
        index == 0 ? low : index == count - 1 ? high : generator.logUniform(low...high)
      guard
        let exposure = camera.reading(
          of: phone, trueLux: truth, geometryEV: g,
          extraEV: slope * (Math.log2(truth) - Self.trendPivot), using: &generator)
      else { continue }
      let meterError =
        meterBias + SimulatedCamera.uniform(Self.referenceNoiseEV, using: &generator)
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
      scope: scope, constantSource: "simulated fit", sigmaBasis: "simulated fit")
  }
}
