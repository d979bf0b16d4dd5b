/// Two sets of readings compared: the ratio of their light with an honest interval, and each
/// set's own level and band.
///
/// The readings used, and how their error is treated:
/// - **One device, one calibration.** When both sets have readings from one device profile
///   with one calibration, only those readings are used (the pair of device and calibration
///   with the most readings on its smaller side; ties go to the most recent), and the device's
///   error cancels:
///
///   ```
///   log2 ratio = mean log2 lux(first) − mean log2 lux(second)
///   σ² = σ_scene,1² + σ_scene,2² + σ_random,mean,1² + σ_random,mean,2²
///   interval = ratio · 2^(±z·σ),  z the normal quantile at the confidence
///   ```
///
///   The scene part does not shrink with more readings: it belongs to the place and its light.
///   The reading-to-reading part of each mean is the model's, `√Σσ_random²/n`, or, when a
///   set's readings disagree beyond the model, its observed scatter widened by Student's t
///   (``ReadingSummary``, ``ReadingScatter``); the t widening of each set is kept whole in the
///   sum, which is conservative.
/// - **Otherwise** (different devices, or a calibration change between the readings): every
///   reading is used and the ratio's interval runs from the first's lower end over the second's
///   upper end to the first's upper end over the second's lower end. That is conservative: it
///   is wider than the ratio's own interval at the same confidence.
///
/// Bounds: when a set's level is a bound (some of its readings were beyond the device's
/// range), the ratio is a bound from the absolute ends (or ``LightRatio/unknown`` when both are
/// bounds in the same direction, or a level cannot be pinned).
///
/// Timing: ``cautions`` says when the sets were taken far apart in season or time of day, so
/// that the ratio describes those moments rather than the spots alone.
///
/// Properties (mirrored by the tests): swapping the sets inverts the ratio and its interval;
/// a relative interval is never wider than the absolute one for the same readings; the
/// interval contains the point.
public struct LightComparison: Sendable, Hashable {
  /// The level of the first set (of the readings used).
  public let first: ReadingSummary
  /// The level of the second set.
  public let second: ReadingSummary
  /// The first's light over the second's.
  public let ratio: LightRatio
  /// Whether the device's error cancels, and if not, why.
  public let basis: ComparisonBasis
  /// Readings of the first set left out because another device or calibration was used for
  /// the comparison.
  public let firstLeftOut: Int
  /// Readings of the second set left out for the same reason.
  public let secondLeftOut: Int
  /// Why the ratio describes only the moments the readings were taken, if it does.
  public let cautions: [ComparisonCaution]

  /// Compares two sets, or returns `nil` when either is empty.
  public init?(
    _ first: [Reading], _ second: [Reading], bands: BandTable, confidence: Confidence = .ninety
  ) {
    guard !first.isEmpty, !second.isEmpty else { return nil }
    let shared = Self.sharedCalibration(first, second)
    let usedFirst: [Reading]
    let usedSecond: [Reading]
    if let shared {
      usedFirst = first.filter { $0.sharesCalibration(with: shared) }
      usedSecond = second.filter { $0.sharesCalibration(with: shared) }
      basis = .sameCalibration(deviceID: shared.deviceID, calibration: shared.calibration)
    } else {
      usedFirst = first
      usedSecond = second
      let firstDevices = Set(first.map(\.deviceID))
      let common = second.map(\.deviceID).first { firstDevices.contains($0) }
      basis = .absolute(
        common.map { .calibrationChanged(deviceID: $0) }
          ?? .differentDevices(
            first: Self.unique(first.map(\.deviceID)), second: Self.unique(second.map(\.deviceID))))
    }
    guard let a = ReadingSummary(usedFirst, bands: bands, confidence: confidence),
      let b = ReadingSummary(usedSecond, bands: bands, confidence: confidence)
    else { return nil }
    self.first = a
    self.second = b
    self.firstLeftOut = first.count - usedFirst.count
    self.secondLeftOut = second.count - usedSecond.count
    self.cautions = ComparisonCaution.cautions(a.times, b.times)
    self.ratio = Self.ratio(a, b, relative: basis.isRelative, confidence: confidence)
  }

  /// A reading whose device and calibration both sets share, chosen as the type's doc says.
  static func sharedCalibration(_ first: [Reading], _ second: [Reading]) -> Reading? {
    var best: (reading: Reading, score: Int, latest: Timestamp)?
    var seen: [Reading] = []
    for candidate in first where !seen.contains(where: { $0.sharesCalibration(with: candidate) }) {
      seen.append(candidate)
      let inFirst = first.filter { $0.sharesCalibration(with: candidate) }
      let inSecond = second.filter { $0.sharesCalibration(with: candidate) }
      guard !inSecond.isEmpty else { continue }
      let score = min(inFirst.count, inSecond.count)
      let latest = (inFirst + inSecond).map(\.takenAt).max() ?? candidate.takenAt
      if let current = best,
        current.score > score || (current.score == score && current.latest >= latest)
      {
        continue
      }
      best = (candidate, score, latest)
    }
    return best?.reading
  }

  private static func ratio(
    _ a: ReadingSummary, _ b: ReadingSummary, relative: Bool, confidence: Confidence
  ) -> LightRatio {
    guard let first = a.value, let second = b.value else { return .unknown }
    switch (first, second) {
    case (.estimate(let pointA, let intervalA), .estimate(let pointB, let intervalB)):
      let point = pointA / pointB
      guard relative else {
        return .estimate(
          point: point, lower: intervalA.lower / intervalB.upper,
          upper: intervalA.upper / intervalB.lower, confidence: confidence)
      }
      let sigma = (square(a.relativeSigmaEV) + square(b.relativeSigmaEV)).squareRoot()
      let z = NormalDistribution.quantile(confidence.upperTail)
      return .estimate(
        point: point, lower: point * Math.exp2(-z * sigma), upper: point * Math.exp2(z * sigma),
        confidence: confidence)
    case (.atLeast(let low), _):
      guard let high = second.upperLux else { return .unknown }
      return .atLeast(low / high)
    case (.atMost(let high), _):
      guard let low = second.lowerLux else { return .unknown }
      return .atMost(high / low)
    case (.estimate(_, let interval), .atLeast(let low)):
      return .atMost(interval.upper / low)
    case (.estimate(_, let interval), .atMost(let high)):
      return .atLeast(interval.lower / high)
    }
  }

  private static func square(_ value: Double) -> Double { value * value }

  private static func unique(_ ids: [String]) -> [String] { ReadingSummary.unique(ids) }
}
