// The fitting steps of ``CalibrationFit``, in the order its documentation lists them.

extension CalibrationFit {
  /// Fits the constant of `profile`'s camera to `observations`.
  ///
  /// - Parameters:
  ///   - observations: The paired readings.
  ///   - profile: The camera's profile: its exposure limits tell which pairs are bounds.
  ///   - model: The error model: its measured-status scene and repeatability give σ_model.
  ///   - referenceSigmaEV: The reference meter's standard uncertainty in EV, at least 0.
  /// - Throws: ``CalibrationRefusal/noReadings`` without pairs,
  ///   ``CalibrationRefusal/noUsableReadings(total:)`` when no pair is left to fit.
  public init(
    observations: [CalibrationObservation], profile: DeviceProfile, model: ErrorModel,
    referenceSigmaEV: Double = CalibrationFit.defaultReferenceSigmaEV
  ) throws(CalibrationRefusal) {
    precondition(referenceSigmaEV.isFinite && referenceSigmaEV >= 0, "σ must be finite, ≥ 0")
    guard !observations.isEmpty else { throw .noReadings }
    // 1. Bounds.
    var bounded: [BoundedReading] = []
    var unchecked = 0
    var inRange: [CalibrationObservation] = []
    for observation in observations {
      guard let exposure = observation.exposure, let limits = profile.exposureLimits else {
        unchecked += 1
        inRange.append(observation)
        continue
      }
      let check = limits.check(exposure)
      if check == .brightEnd || check == .darkEnd {
        bounded.append(BoundedReading(line: observation.line, limit: check))
      } else {
        inRange.append(observation)
      }
    }
    let sceneSigma = model.template("scene").measuredSigmaEV
    let repeatSigma = model.template("repeatability").measuredSigmaEV
    let modelSigma = (sceneSigma * sceneSigma + repeatSigma * repeatSigma).squareRoot()
    // 2. Outliers.
    let (used, outliers) = Self.removingOutliers(inRange, modelSigma: modelSigma)
    guard !used.isEmpty else { throw .noUsableReadings(total: observations.count) }

    // 3. Mean, scatter, standard error.
    let y = used.map(\.log2Constant)
    let n = Double(used.count)
    let mean = y.reduce(0, +) / n
    let scatter: Double? =
      used.count >= 2
      ? (y.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / (n - 1)).squareRoot() : nil

    // 4. Trend.
    let x = used.map { Math.log2($0.referenceLux) }
    let trend = Self.trend(x: x, y: y, modelSigma: modelSigma)
    var trendSigma: Double?
    var lineScatter = scatter
    var excessScatter: Double?
    if let trend, trend.trend.isStrong {
      trendSigma = Self.trendSigma(changeEV: trend.trend.changeEV)
      lineScatter = trend.lineScatter
    }
    // 5. The scatter new readings' spots are drawn from, judged around the trend line when
    // the trend is strong, with the outliers back in: a fit that left pairs out must not
    // promise new readings the agreement of the pairs it kept. Compared with the model's
    // for the warning.
    var excess: Double?
    var spotScatter: Double?
    let lineDegrees = inRange.count - (trendSigma == nil ? 1 : 2)
    if var lineScatter, used.count >= 2, lineDegrees >= 1 {
      if !outliers.isEmpty {
        let kept = lineScatter * lineScatter * Double(used.count - (trendSigma == nil ? 1 : 2))
        let left = outliers.reduce(0.0) { sum, outlier in
          let y = inRange.first { $0.line == outlier.line }?.log2Constant ?? mean
          return sum + (y - mean) * (y - mean)
        }
        lineScatter = ((kept + left) / Double(lineDegrees)).squareRoot()
      }
      spotScatter = lineScatter
      let statistic = Double(lineDegrees) * lineScatter * lineScatter / (modelSigma * modelSigma)
      if statistic
        > ChiSquareDistribution.quantile(normalQuantile: Self.excessZ, degrees: lineDegrees)
      {
        excess = (lineScatter * lineScatter - modelSigma * modelSigma).squareRoot()
        excessScatter = lineScatter
      }
    }
    // The constant's own error: the mean's, from the same scatter (no less than the model's
    // repeatability, which every pair has), and the reference meter's.
    let floor = model.template("repeatability").measuredSigmaEV
    let standardError =
      spotScatter.map { max($0, floor) / n.squareRoot() } ?? modelSigma / n.squareRoot()
    let constantSigma =
      (standardError * standardError + referenceSigmaEV * referenceSigmaEV).squareRoot()

    let lux = used.map(\.referenceLux)
    let luxRange = (lux.min() ?? 0)...(lux.max() ?? 0)
    let lights = Self.lightTypes(used)

    self.log2Constant = mean
    self.standardErrorEV = standardError
    self.referenceSigmaEV = referenceSigmaEV
    self.excessScatterEV = excess
    self.trendSigmaEV = trendSigma
    self.constantSigmaEV = constantSigma
    self.spotScatterEV = spotScatter.map { max($0, floor) }
    self.spotScatterDegrees = spotScatter == nil ? nil : lineDegrees
    self.centerLux = Math.exp2(x.reduce(0, +) / n)
    self.residualSigmaEV = scatter
    self.modelResidualSigmaEV = modelSigma
    self.samples = used.count
    self.luxRange = luxRange
    self.trend = trend?.trend
    self.outliers = outliers
    self.boundedReadings = bounded
    self.lightTypes = lights

    var warnings: [CalibrationWarning] = []
    // The most serious first: pairs that may not be this device's at all.
    if let mismatch = LensMismatch(observations: observations, profile: profile) {
      warnings.append(.apertureMismatch(mismatch))
    }
    if used.count < Self.comfortableSamples { warnings.append(.fewReadings(used.count)) }
    if Math.log10(luxRange.upperBound / luxRange.lowerBound) < Self.comfortableDecades {
      warnings.append(.narrowRange(luxRange))
    }
    // Outliers that all name one kind of light, among pairs under several: the constant may
    // differ under it. That explains a fit left under one kind of light, too.
    let inRangeLights = Self.lightTypes(inRange)
    let outlierLights = Set(outliers.map { Self.lightName($0.light) })
    var outliersOneLight: String?
    if outliers.count >= 2, outlierLights.count == 1, let light = outlierLights.first,
      !light.isEmpty, inRangeLights.count >= 2
    {
      outliersOneLight = light
    }
    if lights.isEmpty {
      warnings.append(.lightNotRecorded)
    } else if lights.count == 1, outliersOneLight == nil {
      warnings.append(.oneLightType(lights[0]))
    }
    if unchecked > 0 { warnings.append(.limitsNotChecked(unchecked)) }
    if let excess, let excessScatter {
      warnings.append(
        .largeScatter(observedEV: excessScatter, modelEV: modelSigma, addedEV: excess))
    }
    if let trend = trend?.trend, let trendSigma {
      warnings.append(
        .strongTrend(slope: trend.slope, changeEV: trend.changeEV, addedEV: trendSigma))
    }
    if let outliersOneLight {
      warnings.append(.outliersOneLight(outliersOneLight, count: outliers.count))
    }
    if !outliers.isEmpty {
      let share = Double(outliers.count) / Double(inRange.count)
      if share > Self.noticeableOutlierShare, share <= Self.maximumOutlierShare {
        warnings.append(.manyOutliers(outliers.count, of: inRange.count))
      }
    }
    self.warnings = warnings

    var refusals: [CalibrationRefusal] = []
    let required = ProfileValidation.minimumSamples
    if used.count < required {
      refusals.append(
        .tooFewReadings(
          usable: used.count, required: required, excluded: bounded.count + outliers.count))
    }
    if luxRange.upperBound < luxRange.lowerBound * ProfileValidation.minimumLuxSpan {
      refusals.append(.tooNarrowRange(luxRange))
    }
    if Double(outliers.count) > Self.maximumOutlierShare * Double(inRange.count) {
      refusals.append(.tooManyOutliers(outliers.count, of: inRange.count))
    }
    if !Calibration.plausibleConstantLux.contains(Math.exp2(mean)) {
      refusals.append(.implausibleConstant(Math.exp2(mean)))
    }
    self.refusals = refusals
  }

  /// The doubt a strong trend adds to σ_C: the largest bias one constant leaves in the
  /// covered range, half the trend's change across it, taken as the 50% half-width of a normal
  /// (`|changeEV| / 2 / 0.674`), so that even the 50% interval at either end reaches it.
  static func trendSigma(changeEV: Double) -> Double {
    abs(changeEV) / 2 / NormalDistribution.quantile(0.75)
  }

  /// The kinds of light `observations` name, sorted, lower case.
  private static func lightTypes(_ observations: [CalibrationObservation]) -> [String] {
    Set(observations.map { lightName($0.light) }).filter { !$0.isEmpty }.sorted()
  }

  /// A pair's kind of light as compared: trimmed, lower case; empty when not named.
  private static func lightName(_ light: String?) -> String {
    Substring(light ?? "").trimmingSpaces().lowercased()
  }

  /// The normal quantiles of the tests: one-sided at ``excessSignificance`` for the scatter
  /// test, two-sided at ``significance`` for the trend.
  private static let excessZ = NormalDistribution.quantile(excessSignificance)
  private static let trendZ = NormalDistribution.quantile(1 - (1 - significance) / 2)

  /// The pairs without outliers, and the outliers: the modified z-score rule with its scale,
  /// MAD/0.6745, taken as no less than `modelSigma`.
  private static func removingOutliers(
    _ observations: [CalibrationObservation], modelSigma: Double
  ) -> (kept: [CalibrationObservation], outliers: [Outlier]) {
    guard observations.count >= ProfileValidation.minimumSamples else { return (observations, []) }
    let y = observations.map(\.log2Constant)
    let median = Self.median(y)
    let mad = Self.median(y.map { abs($0 - median) })
    let scale = max(mad / madToSigma, modelSigma)
    guard scale > 0 else { return (observations, []) }
    var kept: [CalibrationObservation] = []
    var outliers: [Outlier] = []
    for (observation, value) in zip(observations, y) {
      if abs(value - median) / scale > outlierScore {
        outliers.append(
          Outlier(line: observation.line, deviationEV: value - median, light: observation.light))
      } else {
        kept.append(observation)
      }
    }
    return (kept, outliers)
  }

  /// The MAD of a normal sample over its σ: 0.6745, the normal's 75th percentile.
  private static let madToSigma = 0.674_489_750_196

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : 0.5 * (sorted[middle - 1] + sorted[middle])
  }

  /// The least-squares slope of `y` on `x`, with what the fit needs besides it.
  private static func trend(x: [Double], y: [Double], modelSigma: Double)
    -> (trend: Trend, lineScatter: Double)?
  {
    let n = Double(x.count)
    guard x.count >= 3 else { return nil }
    let meanX = x.reduce(0, +) / n
    let meanY = y.reduce(0, +) / n
    var sxx = 0.0
    var sxy = 0.0
    for (xi, yi) in zip(x, y) {
      sxx += (xi - meanX) * (xi - meanX)
      sxy += (xi - meanX) * (yi - meanY)
    }
    guard sxx > 1e-12 else { return nil }
    let slope = sxy / sxx
    var squares = 0.0
    for (xi, yi) in zip(x, y) {
      let residual = yi - meanY - slope * (xi - meanX)
      squares += residual * residual
    }
    let lineScatter = (squares / (n - 2)).squareRoot()
    let standardError = max(lineScatter, modelSigma) / sxx.squareRoot()
    let span = (x.max() ?? 0) - (x.min() ?? 0)
    let change = slope * span
    let isStrong =
      abs(slope) >= trendZ * standardError
      && abs(change) >= strongTrendChangeEV
    return (
      Trend(slope: slope, standardError: standardError, changeEV: change, isStrong: isStrong),
      lineScatter
    )
  }
}
