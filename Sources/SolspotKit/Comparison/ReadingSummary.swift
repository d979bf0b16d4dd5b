/// Several readings of one place combined into one light level, with its interval and band.
///
/// Readings are combined in stops: the level is the mean of their log2 lux, the geometric
/// mean of the lux values. The error of that mean keeps each kind of error as it behaves:
///
/// ```
/// σ_S² = σ_device² + σ_scene² + (σ_random,1² + … + σ_random,n²) / n²
/// σ_A  = the attenuation scale (one-sided)
/// ```
///
/// The device and scene parts are the same for every reading of one place (the same phone,
/// the same spot), so they do not shrink with more readings; only the reading-to-reading part
/// does, by √n. Each part's size is the root mean square over the readings.
///
/// Readings that are bounds (brighter or darker than the device can measure) have no value to
/// average; they are counted in ``boundReadings`` and left out. When every reading is a bound
/// the summary is a bound too: the largest "at least", the smallest "at most", or for a mix
/// the latest reading's bound.
///
/// Properties (mirrored by the tests):
/// - one estimate alone gives back its own value and interval;
/// - more readings never widen the interval; they never narrow it below the device and scene
///   parts;
/// - the interval contains the point.
public struct ReadingSummary: Sendable, Hashable {
  /// How many readings were averaged.
  public let count: Int
  /// How many readings were bounds and left out of the average.
  public let boundReadings: Int
  /// The mean log2 lux of the averaged readings, or `nil` when every reading was a bound.
  public let log2Lux: Double?
  /// The level with its interval, or a bound.
  public let value: LuxValue
  /// The band of the level.
  public let band: BandVerdict
  /// The device profiles behind the readings, in order of first use.
  public let deviceIDs: [String]
  /// Whether every reading came from a measured calibration.
  public let isCalibrated: Bool
  /// The confidence of the interval (a bound keeps its readings' own).
  public let confidence: Confidence
  /// The distribution of the level's error in stops, around its point, that the interval and
  /// band probabilities come from; `nil` when every reading was a bound.
  public let distribution: LogErrorDistribution?

  /// Combines `readings`, or returns `nil` when there are none.
  public init?(_ readings: [Reading], bands: BandTable, confidence: Confidence = .ninety) {
    guard let last = readings.max(by: { $0.takenAt < $1.takenAt }) else { return nil }
    var devices: [String] = []
    for reading in readings where !devices.contains(reading.deviceID) {
      devices.append(reading.deviceID)
    }
    self.deviceIDs = devices
    self.confidence = confidence
    self.isCalibrated = readings.allSatisfy(\.calibration.isMeasured)
    let estimates = readings.filter { !$0.value.isBound }
    self.count = estimates.count
    self.boundReadings = readings.count - estimates.count
    guard !estimates.isEmpty else {
      self.log2Lux = nil
      self.distribution = nil
      let lows = readings.compactMap { if case .atLeast(let lux) = $0.value { lux } else { nil } }
      let highs = readings.compactMap { if case .atMost(let lux) = $0.value { lux } else { nil } }
      if let low = lows.max(), highs.isEmpty {
        value = .atLeast(low)
      } else if let high = highs.min(), lows.isEmpty {
        value = .atMost(high)
      } else {
        value = last.value
      }
      switch value {
      case .atMost(let lux): band = .atMost(bands.band(forLux: lux))
      case .atLeast(let lux): band = .atLeast(bands.band(forLux: lux))
      // Not reached: every reading here is a bound. A point is a lower bound all the same.
      case .estimate(let point, _): band = .atLeast(bands.band(forLux: point))
      }
      return
    }
    let mean = Self.mean(estimates.map(\.log2PointLux))
    let distribution = Self.distribution(of: estimates)
    let point = Math.exp2(mean)
    let low = min(0, distribution.quantile(confidence.lowerTail))
    let high = max(0, distribution.quantile(confidence.upperTail))
    self.log2Lux = mean
    self.distribution = distribution
    self.value = .estimate(
      point: point,
      interval: LuxInterval(
        lower: point * Math.exp2(low), upper: point * Math.exp2(high), confidence: confidence))
    self.band = .estimate(BandAssessment(pointLux: point, distribution: distribution, table: bands))
  }

  /// The error of the mean of `readings`, device part included (an absolute level).
  static func distribution(of readings: [Reading]) -> LogErrorDistribution {
    let device = rms(readings.map(\.uncertainty.deviceSigmaEV))
    let scene = rms(readings.map(\.uncertainty.sceneSigmaEV))
    let random = randomSigmaOfMean(readings)
    return LogErrorDistribution(
      symmetricSigma: (device * device + scene * scene + random * random).squareRoot(),
      upwardSigma: rms(readings.map(\.uncertainty.deviceUpwardEV)))
  }

  /// The spread of the mean of `readings` that the scene and random parts leave: what stays
  /// in a comparison on one device.
  static func relativeSigma(of readings: [Reading]) -> Double {
    let scene = rms(readings.map(\.uncertainty.sceneSigmaEV))
    let random = randomSigmaOfMean(readings)
    return (scene * scene + random * random).squareRoot()
  }

  /// √(σ₁² + … + σₙ²) / n: the reading-to-reading part of a mean of n readings.
  static func randomSigmaOfMean(_ readings: [Reading]) -> Double {
    guard !readings.isEmpty else { return 0 }
    let sum = readings.reduce(0) {
      $0 + $1.uncertainty.randomSigmaEV * $1.uncertainty.randomSigmaEV
    }
    return sum.squareRoot() / Double(readings.count)
  }

  static func rms(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    return (values.reduce(0) { $0 + $1 * $1 } / Double(values.count)).squareRoot()
  }

  static func mean(_ values: [Double]) -> Double {
    values.reduce(0, +) / Double(values.count)
  }
}
