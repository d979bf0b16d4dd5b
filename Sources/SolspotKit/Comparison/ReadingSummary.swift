/// Several readings of one place combined into one light level, with its interval and band.
///
/// Readings are combined in stops: the level is the mean of their log2 lux, the geometric
/// mean of the lux values. The error of that mean keeps each kind of error as it behaves:
///
/// ```
/// σ_S² = σ_device² + σ_scene² + σ_random,mean²
/// σ_random,mean = √(σ_random,1² + … + σ_random,n²) / n      readings that agree
///               = s/√n · t(p; n − g)/z(p)                   readings that disagree
/// σ_A  = the attenuation scale (one-sided)
/// ```
///
/// The device and scene parts are the same for every reading of one place (the same phone,
/// the same spot), so they do not shrink with more readings; only the reading-to-reading part
/// does, by √n. Each part's size is the root mean square over the readings. When the readings
/// disagree by more than the model allows (``ReadingScatter``, chi-square at 99%), the light
/// itself changed between them, and the reading-to-reading part is taken from their observed
/// scatter s instead, widened by Student's t for its n − g degrees of freedom (the test and s
/// use the estimates only: a bound is the device's limit, not a measure of the light).
///
/// Bounds (brighter or darker than the device can measure) are censored values: each is at
/// least (or at most) its bound's lux. They enter the mean at that value, which makes the mean
/// itself a bound:
/// - estimates with "at least" readings: the level is **at least** the lower end of the
///   interval around the mean with the bounds' values substituted;
/// - estimates with "at most" readings: **at most** the upper end, likewise;
/// - only bounds of one kind: at least (at most) the geometric mean of the bounds;
/// - bounds of both kinds: the level cannot be pinned (``value`` is `nil`), since the mean
///   could lie anywhere; ``band`` is then "the darkest band or brighter", every band.
///
/// Two readings that disagree beyond the model (one degree of freedom for their scatter) leave
/// the level **unsettled** (``isUnsettled``; ``value`` is `nil`): Student's t for one degree
/// of freedom is 6.3 at 90%, so the interval from them would run from a fraction of a lux to
/// millions, an interval no one can act on, and everything built on it (a band, a ratio, plant
/// verdicts) would rest on that. The level then says how far the readings' own intervals
/// reach (``readingsSpan``) and that another reading is needed; three readings give a level.
///
/// So do readings of different devices or calibrations whose own intervals do not meet
/// (``UnsettledReason/devicesDisagree``): each interval holds its device's whole error, so one
/// device reads off or the light changed, and their mean would be a level neither supports.
///
/// Properties (mirrored by the tests):
/// - one estimate alone gives back its own value and interval;
/// - more readings that agree never widen the interval; they never narrow it below the device
///   and scene parts;
/// - readings that disagree beyond the model widen it;
/// - the interval contains the point; a bound never contradicts a reading's bound.
public struct ReadingSummary: Sendable, Hashable {
  /// How many readings were estimates (not bounds).
  public let count: Int
  /// How many readings were bounds, entered at their bound's value.
  public let boundReadings: Int
  /// The mean log2 lux, bounds entered at their values, or `nil` when every reading was a
  /// bound or the level cannot be pinned.
  public let log2Lux: Double?
  /// The level with its interval, or a bound; `nil` when readings brighter and darker than
  /// the device can measure leave it unpinned, or when it is unsettled (``isUnsettled``).
  public let value: LuxValue?
  /// Whether no level is given because the readings disagree: beyond the model with only one
  /// degree of freedom to say by how much (two readings of one device and calibration), or
  /// across devices or calibrations beyond their own intervals (``UnsettledReason``).
  public let isUnsettled: Bool
  /// Why the level is unsettled, when it is.
  public let unsettledReason: UnsettledReason?
  /// From the lowest lower end to the highest upper end of the estimates' own intervals, at
  /// their stored confidence; `nil` without estimates.
  public let readingsSpan: LuxInterval?
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
  /// Whether every reading came from a measured calibration.
  public let isCalibrated: Bool
  /// The confidence of the interval.
  public let confidence: Confidence
  /// How far the estimates (not the bounds) disagree, when a group of one device and
  /// calibration has two.
  public let scatter: ReadingScatter?
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
  /// The σ of the mean that stays in a comparison on one device: the scene part and the
  /// reading-to-reading part (observed when in excess), in EV.
  public let relativeSigmaEV: Double
  /// The distribution of the level's error in stops, around its point, that the interval and
  /// band probabilities come from; `nil` when the level is a bound or not known.
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
    let values = readings.map(Self.log2Value)
    // The scatter is judged on the estimates alone: a bound is the device's limit, not a
    // measure of the light, and its distance from the estimates says nothing of their spread.
    let estimates = readings.filter { !$0.value.isBound }
    let scatter = ReadingScatter(estimates, log2Lux: estimates.map(\.log2PointLux))
    self.scatter = scatter
    let intervals = estimates.compactMap(\.value.interval)
    self.readingsSpan = intervals.first.map { first in
      LuxInterval(
        lower: intervals.map(\.lower).min() ?? first.lower,
        upper: intervals.map(\.upper).max() ?? first.upper, confidence: first.confidence)
    }
    let fewDegrees =
      (scatter?.isExcess ?? false) && (scatter?.degrees ?? 0) < Self.settlingDegrees
    self.unsettledReason =
      fewDegrees
      ? .twoReadings : Self.devicesDisagree(estimates) ? .devicesDisagree : nil
    self.isUnsettled = unsettledReason != nil
    let random =
      scatter?.sigmaOfMean(count: estimates.count, confidence: confidence)
      ?? Self.randomSigmaOfMean(readings)
    let scene = Self.rms(readings.map(\.uncertainty.sceneSigmaEV))
    self.relativeSigmaEV = (scene * scene + random * random).squareRoot()
    let lowest = bands.band(forLux: 0)
    if isUnsettled || (!lows.isEmpty && !highs.isEmpty) {
      (log2Lux, value, band, distribution) = (nil, nil, .atLeast(lowest), nil)
      return
    }
    let mean = Self.mean(values)
    guard count > 0 else {
      // Only bounds of one kind: their geometric mean, already an end of each interval.
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
    let device = Self.rms(readings.map(\.uncertainty.deviceSigmaEV))
    let distribution = LogErrorDistribution(
      symmetricSigma: (device * device + scene * scene + random * random).squareRoot(),
      upwardSigma: Self.rms(readings.map(\.uncertainty.deviceUpwardEV)))
    let point = Math.exp2(mean)
    let lower = point * Math.exp2(min(0, distribution.quantile(confidence.lowerTail)))
    let upper = point * Math.exp2(max(0, distribution.quantile(confidence.upperTail)))
    self.log2Lux = mean
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
        BandAssessment(
          pointLux: point, distribution: distribution, interval: interval, table: bands))
    }
  }

  /// Whether the estimates of two devices or calibrations (one's readings against the
  /// other's) disagree beyond their own intervals: the lowest upper end of one group's
  /// intervals lies below the highest lower end of another's. Each interval holds its
  /// device's whole error, so at least one device reads off (or the light changed), and a
  /// mean of them would claim to know a level that neither supports.
  static func devicesDisagree(_ estimates: [Reading]) -> Bool {
    // Each group's envelope: its lowest lower end and its highest upper end.
    let envelopes = estimates.calibrationGroups().compactMap { group in
      let intervals = group.compactMap { estimates[$0].value.interval }
      guard let lower = intervals.map(\.lower).min(), let upper = intervals.map(\.upper).max()
      else { return nil as (lower: Double, upper: Double)? }
      return (lower: lower, upper: upper)
    }
    guard envelopes.count > 1,
      let highestLower = envelopes.map(\.lower).max(),
      let lowestUpper = envelopes.map(\.upper).min()
    else { return false }
    return highestLower > lowestUpper
  }

  /// The fewest degrees of freedom of disagreeing readings' scatter that give a level: two,
  /// three readings of one device and calibration (``isUnsettled``).
  public static let settlingDegrees = 2

  /// How many readings the level rests on, bounds included.
  public var readingCount: Int { count + boundReadings }

  /// Whether the level is known as a value or a bound (readings beyond both ends of the
  /// device's range leave it unpinned, and so do two readings that disagree).
  public var isPinned: Bool { value != nil }

  /// Whether the readings disagree by more than the error model allows, so that the
  /// interval rests on their observed scatter.
  public var hasExcessScatter: Bool { scatter?.isExcess ?? false }

  // MARK: - Parts

  /// log2 of a reading's value: the point for an estimate, the bound's lux for a bound.
  static func log2Value(_ reading: Reading) -> Double {
    switch reading.value {
    case .estimate: reading.log2PointLux
    case .atLeast(let lux), .atMost(let lux): Math.log2(lux)
    }
  }

  /// √(σ₁² + … + σₙ²) / n: the reading-to-reading part of a mean of n readings, as the model
  /// gives it.
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

  static func unique(_ ids: [String]) -> [String] {
    var result: [String] = []
    for id in ids where !result.contains(id) { result.append(id) }
    return result
  }
}
