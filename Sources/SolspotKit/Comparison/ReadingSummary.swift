/// Several readings of one place combined into one light level, with its interval and band.
///
/// The level is the spot's typical light; its readings are a sample of moments. It is the
/// mean of their log2 lux (the geometric mean of the lux values); readings of several devices
/// (or calibrations) are first averaged per device and then weighted by how well each device
/// knows the level. Its error keeps each part as it behaves:
///
/// ```
/// level = Σ w_d·ȳ_d                 w_d ∝ 1/(σ²_device,d + σ²_level,d + s_n²/n_d), Σ w_d = 1
/// error = Σ w_d·(device_d + level_d)        each device's own error, shared by its readings
///       + scene                             the spot's own geometry, shared by every reading
///       + s_n·√(Σ w_d²/n_d) · T(ν_n)        the light's variation between readings
///       + HalfNormal(Σ w_d·a_d)             protectors and case lips
/// ```
///
/// - The **device** part (calibration constant, glass, the geometry a home's spots share) is
///   the same for every reading of one device: more readings of it do not shrink it. Several
///   devices' parts are independent and average down by their weights.
/// - The **scene** part is the spot's own geometry: one quantity whichever phone reads it, so
///   it does not average; its size is the best any of the devices knows (a calibration's
///   scatter in the home, else the error model's).
/// - The **light's variation** between readings is estimated from the readings with a prior
///   (``LightVariation``): one reading gives the prior's spread, readings that agree narrow it,
///   readings far apart widen it, and a level is always given.
/// - Each device's readings' `random` parts (repeatability) are inside the light's variation,
///   which is measured on the readings themselves.
///
/// The weights are the inverse variances of what each device's mean does not share with the
/// others, so a second device never makes the level vaguer than the better one alone.
///
/// Bounds (brighter or darker than the device can measure) are censored values: each is at
/// least (or at most) its bound's lux. They enter their device's mean at that value, which
/// makes the level itself a bound:
/// - estimates with "at least" readings: the level is **at least** the lower end of the
///   interval around the mean with the bounds' values substituted;
/// - estimates with "at most" readings: **at most** the upper end, likewise;
/// - only bounds of one kind: at least (at most) the geometric mean of the bounds;
/// - bounds of both kinds: the level cannot be pinned (``value`` is `nil`): the mean could lie
///   anywhere, and only a device that reaches further at one end could settle it.
///
/// Properties (mirrored by the tests):
/// - one estimate alone gives back its own point; its interval adds the prior's variation;
/// - a reading consistent with the others never makes the level uninformative or moves it
///   across its interval; readings that agree narrow it, down to the device and scene parts;
/// - the interval contains the point; a bound never contradicts a reading's bound.
public struct ReadingSummary: Sendable, Hashable {
  /// How many readings were estimates (not bounds).
  public let count: Int
  /// How many readings were bounds, entered at their bound's value.
  public let boundReadings: Int
  /// The level in log2 lux, bounds entered at their values, or `nil` when every reading was a
  /// bound or the level cannot be pinned.
  public let log2Lux: Double?
  /// The level with its interval, or a bound; `nil` only when readings brighter and darker
  /// than the device can measure leave it unpinned.
  public let value: LuxValue?
  /// The band of the level; for a level that cannot be pinned, the darkest band "or
  /// brighter": any band.
  public let band: BandVerdict
  /// The device profiles behind the readings, in order of first use.
  public let deviceIDs: [String]
  /// The device profiles of readings that were not calibrated, in order of first use.
  public let uncalibratedDeviceIDs: [String]
  /// Per device, in order of first use, how many readings it took and how many of them while
  /// it was not calibrated.
  public let deviceReadings: [DeviceReadingCount]
  /// Each device group's weight in the level, in order of first use (one group: 1).
  public let deviceWeights: [Double]
  /// Whether every reading came from a measured calibration.
  public let isCalibrated: Bool
  /// The confidence of the interval.
  public let confidence: Confidence
  /// How much the light varies between the readings, with its prior.
  public let variation: LightVariation
  /// The index, in the readings given, of the one reading that alone makes them vary more
  /// than the prior allows (``LightVariation/outlier``), for the user to check or remove.
  public let outlierIndex: Int?
  /// The reading at ``outlierIndex`` itself, so that a caller whose readings were narrowed
  /// on the way (a comparison keeps only one device's) can find it among its own (and its
  /// id in the store).
  public let outlier: Reading?
  /// When the readings were taken.
  public let times: ReadingTimes
  /// How many readings were bounds for each reason: the bright or dark end of the device's
  /// range, or a clipped frame (a lower bound that says nothing of the device's range).
  public let boundReasons: [ReadingBound: Int]
  /// The mean of the "at least" bounds, when readings were brighter than the device can
  /// measure or clipped.
  public let atLeastLux: Double?
  /// The mean of the "at most" bounds, when readings were darker than the device can measure.
  public let atMostLux: Double?
  /// The part of the level's error that stays in a comparison with another spot read by the
  /// same device and calibration: the spot's own geometry, the device's extrapolation at this
  /// level, and the light's variation. A calibration's trend stays too, through
  /// ``trendBiasEV``.
  public let relativeSpread: ErrorSpread
  /// The parts of the level's error one by one, for a comparison's parts
  /// (``LightComparison/parts``) and for a comparison of this spot with itself at other times.
  public let parts: Parts
  /// The mean signed bias a calibration's strong trend leaves at the readings' levels, in EV
  /// (0 without one): a same-device comparison keeps the difference of two levels' biases.
  public let trendBiasEV: Double
  /// The whole symmetric part of the level's error.
  public let spread: ErrorSpread
  /// The one-sided part's scale, in EV.
  public let upwardSigmaEV: Double
  /// The distribution of the level's error in stops, around its point, that the interval and
  /// band probabilities come from; `nil` when the level is a bound or not pinned.
  public let distribution: LogErrorDistribution?

  /// Combines `readings`, or returns `nil` when there are none.
  public init?(_ readings: [Reading], bands: BandTable, confidence: Confidence = .ninety) {
    guard !readings.isEmpty else { return nil }
    self.deviceIDs = Self.unique(readings.map(\.deviceID))
    self.uncalibratedDeviceIDs = Self.unique(
      readings.filter { !$0.calibration.isMeasured }.map(\.deviceID))
    self.deviceReadings = DeviceReadingCount.counts(readings)
    self.confidence = confidence
    self.isCalibrated = readings.allSatisfy(\.calibration.isMeasured)
    self.times = ReadingTimes(readings)
    let lows = readings.compactMap { if case .atLeast(let lux) = $0.value { lux } else { nil } }
    let highs = readings.compactMap { if case .atMost(let lux) = $0.value { lux } else { nil } }
    self.count = readings.count - lows.count - highs.count
    self.boundReadings = lows.count + highs.count
    self.boundReasons = readings.reduce(into: [:]) { counts, reading in
      if let reason = reading.boundReason { counts[reason, default: 0] += 1 }
    }
    self.atLeastLux = lows.isEmpty ? nil : Math.exp2(Self.mean(lows.map(Math.log2)))
    self.atMostLux = highs.isEmpty ? nil : Math.exp2(Self.mean(highs.map(Math.log2)))

    let groups = readings.calibrationGroups()
    // The light's variation, from the estimates of each group (a bound says nothing of it).
    let estimateIndices = groups.map { group in group.filter { !readings[$0].value.isBound } }
    let estimateValues = estimateIndices.map { group in group.map { readings[$0].log2PointLux } }
    let variation = LightVariation(groups: estimateValues)
    self.variation = variation
    let outlierIndex = variation.outlier.map { estimateIndices[$0.group][$0.index] }
    self.outlierIndex = outlierIndex
    self.outlier = outlierIndex.map { readings[$0] }
    let combined = Self.combine(readings, groups: groups, variation: variation)
    self.deviceWeights = combined.weights
    self.relativeSpread = combined.relative
    self.parts = combined.parts
    self.trendBiasEV = combined.trendBias
    self.spread = combined.spread
    self.upwardSigmaEV = combined.upward
    let lowest = bands.band(forLux: 0)
    if !lows.isEmpty && !highs.isEmpty {
      (log2Lux, value, band, distribution) = (nil, nil, .atLeast(lowest), nil)
      return
    }
    guard count > 0 else {
      // Only bounds of one kind: their geometric mean, already an end of each interval.
      let mean = Self.mean(readings.map(Self.log2Value))
      log2Lux = nil
      self.distribution = nil
      if lows.isEmpty {
        value = .atMost(Math.exp2(mean))
        band = .atMost(bands.band(forLux: Math.exp2(mean)))
      } else {
        value = .atLeast(Math.exp2(mean))
        band = .atLeast(bands.band(forLux: Math.exp2(mean)))
      }
      return
    }
    let distribution = LogErrorDistribution(spread: combined.spread, upwardSigma: combined.upward)
    let point = Math.exp2(combined.mean)
    let stops = distribution.centralInterval(confidence)
    let lower = point * Math.exp2(stops.lowerBound)
    let upper = point * Math.exp2(stops.upperBound)
    self.log2Lux = combined.mean
    self.distribution = lows.isEmpty && highs.isEmpty ? distribution : nil
    if !lows.isEmpty {
      value = .atLeast(lower)
      band = .atLeast(bands.band(forLux: lower))
    } else if !highs.isEmpty {
      value = .atMost(upper)
      band = .atMost(bands.band(forLux: upper))
    } else {
      let interval = LuxInterval(lower: lower, upper: upper, confidence: confidence)
      value = .estimate(point: point, interval: interval)
      band = .estimate(
        BandAssessment.level(
          pointLux: point, distribution: distribution, interval: interval, table: bands))
    }
  }

  /// The level's mean and error from the device groups, as the type's documentation says.
  private static func combine(_ readings: [Reading], groups: [[Int]], variation: LightVariation)
    -> (
      mean: Double, weights: [Double], spread: ErrorSpread, relative: ErrorSpread,
      upward: Double, trendBias: Double, parts: Parts
    )
  {
    struct Group {
      var mean: Double
      var count: Int
      var own: ErrorSpread
      var scene: ErrorSpread
      var upward: Double
      var trendBias: Double
    }
    let parts: [Group] = groups.map { group in
      let members = group.map { readings[$0] }
      let n = Double(members.count)
      // Readings of one group share their device; their level parts are alike (one spot's
      // light), so their mean size is kept whole.
      var device = ErrorSpread.zero
      var level = ErrorSpread.zero
      var upward = 0.0
      var bias = 0.0
      for reading in members {
        device += reading.uncertainty.device.scaled(by: 1 / n.squareRoot())
        level += reading.uncertainty.level.scaled(by: 1 / n.squareRoot())
        upward += reading.uncertainty.deviceUpwardEV / n
        bias += reading.uncertainty.trendBiasEV / n
      }
      let trend = ErrorSpread(sigma: ErrorModel.trendSigma(biasEV: abs(bias)))
      let scene = members.map(\.uncertainty.scene).min { $0.variance < $1.variance } ?? .zero
      return Group(
        mean: Self.mean(members.map(Self.log2Value)), count: members.count,
        own: device + level + trend, scene: scene, upward: upward, trendBias: bias)
    }
    let light = parts.map { variation.spread(count: $0.count).variance }
    let inverse = zip(parts, light).map { 1 / max(1e-12, $0.own.variance + $1) }
    let total = inverse.reduce(0, +)
    let weights = inverse.map { $0 / total }
    var own = ErrorSpread.zero
    var upward = 0.0
    var lightShare = 0.0
    var level = ErrorSpread.zero
    for (part, weight) in zip(parts, weights) {
      own += part.own.scaled(by: weight)
      upward += weight * part.upward
      lightShare += weight * weight / Double(part.count)
    }
    for (group, weight) in zip(groups, weights) {
      let members = group.map { readings[$0] }
      let n = Double(members.count)
      for reading in members {
        level += reading.uncertainty.level.scaled(by: weight / n.squareRoot())
      }
    }
    let scene = parts.map(\.scene).min { $0.variance < $1.variance } ?? .zero
    let lightSpread = ErrorSpread(
      sigma: variation.sigmaEV * lightShare.squareRoot(), degrees: variation.degrees)
    let mean = zip(parts, weights).reduce(0) { $0 + $1.0.mean * $1.1 }
    let trendBias = zip(parts, weights).reduce(0) { $0 + $1.0.trendBias * $1.1 }
    let split = Parts(
      device: own, scene: scene, geometry: Parts.geometry(of: scene), level: level,
      light: lightSpread)
    return (
      mean, weights, own + scene + lightSpread, scene + level + lightSpread, upward, trendBias,
      split
    )
  }

  /// How many readings the level rests on, bounds included.
  public var readingCount: Int { count + boundReadings }

  /// Whether the level is known as a value or a bound (readings beyond both ends of the
  /// device's range leave it unpinned).
  public var isPinned: Bool { value != nil }

  /// Whether readings of more than one device or calibration were combined, each with its
  /// own error.
  public var combinesDevices: Bool { deviceWeights.count > 1 }

  // MARK: - Parts

  /// log2 of a reading's value: the point for an estimate, the bound's lux for a bound.
  static func log2Value(_ reading: Reading) -> Double {
    switch reading.value {
    case .estimate: reading.log2PointLux
    case .atLeast(let lux), .atMost(let lux): Math.log2(lux)
    }
  }

  static func mean(_ values: [Double]) -> Double {
    values.reduce(0, +) / Double(values.count)
  }

  static func unique(_ ids: [String]) -> [String] {
    var result: [String] = []
    for id in ids where !result.contains(id) { result.append(id) }
    return result
  }
}
