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
///   log2 ratio = level(first) − level(second)
///   error      = scene₁ − scene₂ + level₁ − level₂ + light₁ − light₂
///   ```
///
///   Each set keeps its ``ReadingSummary/relativeSpread``: the spot's own geometry (the error
///   model's, or a calibration's measured scatter), the device's response at that level (a
///   calibration's trend there, extrapolation beyond its range) and the light's variation
///   between readings. Only what is truly common cancels: the device's constant, glass and
///   the geometry the home's spots share.
/// - **Otherwise** (different devices, or a calibration change between the readings): every
///   reading is used and nothing cancels: the two levels' whole errors add, the one-sided
///   parts at their full scale.
///
/// Either way the interval is central in the sum's distribution (``ErrorSpread``), and
/// ``probabilityFirstBrighter`` is that distribution's share above a ratio of 1: a ratio and
/// a direction always follow from two estimates.
///
/// Bounds: when a set's level is a bound (some of its readings were beyond the device's
/// range), the ratio is a bound from the absolute ends (or ``LightRatio/unknown`` when both are
/// bounds in the same direction, or a level cannot be pinned: only a device that reaches
/// further could settle those).
///
/// Timing: ``cautions`` says when the sets were taken far apart in season or time of day, so
/// that the ratio describes those moments rather than the spots alone.
///
/// Properties (mirrored by the tests): swapping the sets inverts the ratio and its interval and
/// turns the probability p into 1 − p; a relative interval is never wider than the absolute
/// one for the same readings; the interval contains the point.
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
  /// The distribution of the ratio's error in stops, around its point; `nil` for a bound.
  public let distribution: LogErrorDistribution?
  /// The probability that the first set's place gets more light than the second's: the
  /// share of the ratio's distribution above 1. `nil` when the ratio is a bound or unknown.
  public let probabilityFirstBrighter: Double?
  /// What the ratio's interval is made of; `nil` for a bound.
  public let parts: RatioParts?
  /// Whether both sets are readings of one spot, whose own geometry entered once as the
  /// season term.
  public let isOneSpot: Bool
  /// How the two spots are lit, when they are different spots whose lighting was looked up;
  /// its size, when both are declared, replaced the spots' every-kind geometry.
  public let lighting: PairLighting?
  /// What would settle which gets more light, when the interval holds 1
  /// (``LightRatio/Direction/similar``); empty otherwise.
  public let settling: [SettlingStep]

  /// Which place more likely gets more light, and how likely: the first with
  /// ``probabilityFirstBrighter`` when that is at least one half, else the second with its
  /// complement. `nil` when the ratio is a bound or unknown.
  public var likelier: (firstIsBrighter: Bool, probability: Double)? {
    probabilityFirstBrighter.map { $0 >= 0.5 ? (true, $0) : (false, 1 - $0) }
  }

  /// Compares two sets, or returns `nil` when either is empty.
  ///
  /// - Parameter spotChange: When both sets are readings of one spot (its seasons): how much
  ///   the spot's own geometry error can change between them, the season term
  ///   (``ErrorModel/seasonTerm``) at the two sets' numbers of readings. A same-device ratio
  ///   then counts it once instead of the spot's geometry in both sets
  ///   (``ReadingSummary/Parts/sameSpot``); between different devices nothing cancels and it
  ///   is not used.
  /// - Parameter lighting: When the sets are readings of two different spots: how each is lit.
  ///   A same-device ratio of two declared spots takes the pair's size
  ///   (``PairLighting/spread``) for each spot's geometry, where it is narrower than the
  ///   set's own (a calibration's scatter can be the narrower: the narrower holds, so more
  ///   evidence never widens the ratio); between different devices it is not used. Ignored
  ///   with `spotChange`.
  public init?(
    _ first: [Reading], _ second: [Reading], bands: BandTable, confidence: Confidence = .ninety,
    spotChange: SeasonTerm? = nil, lighting: PairLighting? = nil
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
    let term = basis.isRelative ? spotChange : nil
    let change = term?.spread(
      readings: max(1, a.count), max(1, b.count),
      priorShares: (a.variation.priorShare, b.variation.priorShare))
    self.isOneSpot = change != nil
    self.lighting = change == nil ? lighting : nil
    let pairSpread = basis.isRelative && change == nil ? lighting?.spread : nil
    let parts = Self.parts(
      a, b, relative: basis.isRelative, spotChange: change, pairSpread: pairSpread)
    let (ratio, distribution) = Self.ratio(a, b, parts: parts, confidence: confidence)
    self.ratio = ratio
    self.distribution = distribution
    self.parts = distribution == nil ? nil : parts
    self.probabilityFirstBrighter = ratio.point.flatMap { point in
      distribution.map { 1 - $0.cdf(-Math.log2(point)) }
    }
    if ratio.direction == .similar, let point = ratio.point {
      settling = SettlingStep.steps(
        parts: parts, point: Math.log2(point), counts: (a.count, b.count),
        lights: (a.parts.light, b.parts.light), isCalibrated: a.isCalibrated && b.isCalibrated,
        isOneSpot: change != nil,
        lightingUnknown: basis.isRelative && change == nil && lighting?.hasUndeclared == true,
        cautions: cautions, confidence: confidence,
        geometry: term.map { term in
          // n readings of each season: the season term's per-moment part shrinks with them.
          { n in
            let share = LightVariation.priorShare(readings: n)
            let change = term.spread(readings: n, n, priorShares: (share, share))
            return Self.parts(
              a, b, relative: true, spotChange: change, pairSpread: nil
            ).geometry
          }
        })
    } else {
      settling = []
    }
  }

  /// The parts of the ratio's error (``RatioParts``).
  private static func parts(
    _ a: ReadingSummary, _ b: ReadingSummary, relative: Bool, spotChange: ErrorSpread?,
    pairSpread: ErrorSpread?
  ) -> RatioParts {
    let light = a.parts.light + b.parts.light
    guard relative else {
      return RatioParts(
        light: light, geometry: a.parts.scene + b.parts.scene, response: .zero,
        device: a.parts.device + b.parts.device + ErrorSpread(sigma: a.upwardSigmaEV)
          + ErrorSpread(sigma: b.upwardSigmaEV))
    }
    let response =
      a.parts.level + b.parts.level
      + ErrorSpread(sigma: ErrorModel.trendSigma(biasEV: abs(a.trendBiasEV - b.trendBiasEV)))
    // Declared lighting: each spot's geometry is its pair's size where that is narrower.
    func scene(_ parts: ReadingSummary.Parts) -> ErrorSpread {
      guard let pairSpread, Self.width(pairSpread) < Self.width(parts.geometry) else {
        return parts.scene
      }
      return pairSpread + parts.sceneBesidesGeometry
    }
    let twoSpots = scene(a.parts) + scene(b.parts)
    // The season term is how much one spot's geometry changes; the two sets' own geometry
    // errors counted apart bound that change too (a calibration's scatter can be the smaller):
    // the narrower holds, so a calibration never widens a season ratio.
    let geometry =
      spotChange.map { change -> ErrorSpread in
        let once = change + a.parts.sceneBesidesGeometry + b.parts.sceneBesidesGeometry
        return Self.width(once) < Self.width(twoSpots) ? once : twoSpots
      } ?? twoSpots
    return RatioParts(light: light, geometry: geometry, response: response, device: .zero)
  }

  /// The 90% central width of `spread`, in stops.
  private static func width(_ spread: ErrorSpread) -> Double {
    let interval = LogErrorDistribution(spread: spread).centralInterval(.ninety)
    return interval.upperBound - interval.lowerBound
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
    _ a: ReadingSummary, _ b: ReadingSummary, parts: RatioParts, confidence: Confidence
  ) -> (ratio: LightRatio, distribution: LogErrorDistribution?) {
    guard let first = a.value, let second = b.value else { return (.unknown, nil) }
    switch (first, second) {
    case (.estimate(let pointA, _), .estimate(let pointB, _)):
      let point = pointA / pointB
      let distribution = LogErrorDistribution(spread: parts.total)
      let stops = distribution.centralInterval(confidence)
      return (
        .estimate(
          point: point, lower: point * Math.exp2(stops.lowerBound),
          upper: point * Math.exp2(stops.upperBound), confidence: confidence),
        distribution
      )
    case (.atLeast(let low), _):
      guard let high = second.upperLux else { return (.unknown, nil) }
      return (.atLeast(low / high), nil)
    case (.atMost(let high), _):
      guard let low = second.lowerLux else { return (.unknown, nil) }
      return (.atMost(high / low), nil)
    case (.estimate(_, let interval), .atLeast(let low)):
      return (.atMost(interval.upper / low), nil)
    case (.estimate(_, let interval), .atMost(let high)):
      return (.atLeast(interval.lower / high), nil)
    }
  }

  private static func square(_ value: Double) -> Double { value * value }

  private static func unique(_ ids: [String]) -> [String] { ReadingSummary.unique(ids) }
}
