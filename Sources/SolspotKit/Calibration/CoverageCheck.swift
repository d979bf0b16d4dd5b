/// The coverage of a profile's intervals on paired readings: how often the interval at each
/// confidence contained the reference meter's lux.
///
/// Each pair is estimated as `solspot lux` would estimate it; the reference lux plays the
/// true value. A pair at the camera's limits gives a bound, which is checked as a bound: an
/// "at least" bound made at confidence p claims the truth lies above it with probability
/// (1 + p)/2 at least, and counts separately.
///
/// What it can tell: readings from one phone share that phone's constant, cover glass and
/// calibration, so they are not independent draws of the error model: this is the coverage
/// *for this phone*, and the binomial ranges are about this phone's pairs. For a `nominal` profile, whose
/// intervals are wide enough for phones in general, "too wide" is the usual outcome and "too
/// narrow" means this phone is far from the default constant: calibrate it. For a `measured`
/// profile, check with readings that were not used in its fit; the fit's own readings give an
/// optimistic answer, and ``fitOverlap`` tells when the readings look like them.
public struct CoverageCheck: Sendable, Hashable {
  /// The confidences checked by default: 50%, 80%, 90% and 95%.
  public static let defaultLevels: [Confidence] = [0.5, 0.8, 0.9, 0.95].compactMap {
    Confidence($0)
  }

  /// Below this many estimates the check can only catch gross errors, and says so.
  public static let smallSample = 20

  /// The estimates' coverage, one tally per confidence.
  public let tallies: [CoverageTally]
  /// The bounds' coverage, one tally per confidence (pairs at the camera's limits); a bound at
  /// confidence p claims to hold at least (1 + p)/2 of the time, so these get no verdict.
  public let boundTallies: [CoverageTally]
  /// The lines of pairs whose estimate fell outside its 90% interval, for a look.
  public let missedLines: [Int]
  /// The lines of pairs at the camera's limits whose 90% bound did not hold: an "at least"
  /// bound above the reference lux, or an "at most" bound below it.
  public let brokenBoundLines: [Int]
  /// Pairs taken at an f-number other than the profile's lens, if any: the check may be of
  /// the wrong device.
  public let lensMismatch: LensMismatch?
  /// Whether these may be the pairs the profile was fitted to; `nil` for a profile that was
  /// not measured.
  public let fitOverlap: FitOverlap?

  /// Checks `estimator`'s intervals on `observations` at `levels`.
  public init(
    observations: [CalibrationObservation], estimator: LuxEstimator,
    levels: [Confidence] = CoverageCheck.defaultLevels
  ) {
    var tallies = levels.map { CoverageTally(confidence: $0) }
    var boundTallies = levels.map { CoverageTally(confidence: $0) }
    var missed: [Int] = []
    var broken: [Int] = []
    for observation in observations {
      let truth = observation.referenceLux
      for (index, level) in levels.enumerated() {
        let value: LuxValue
        switch observation.reading {
        case .settings(let exposure):
          value = estimator.estimate(exposure, confidence: level).value
        case .exposureValue:
          let result = estimator.interval(sceneEV: observation.sceneEV, confidence: level)
          value = .estimate(point: result.point, interval: result.interval)
        }
        let isNinety = abs(level.level - 0.9) < 1e-9
        switch value {
        case .estimate(_, let interval):
          let held = interval.contains(truth)
          tallies[index].record(contained: held)
          if !held, isNinety { missed.append(observation.line) }
        case .atLeast(let bound):
          boundTallies[index].record(contained: truth >= bound)
          if truth < bound, isNinety { broken.append(observation.line) }
        case .atMost(let bound):
          boundTallies[index].record(contained: truth <= bound)
          if truth > bound, isNinety { broken.append(observation.line) }
        }
      }
    }
    self.tallies = tallies
    self.boundTallies = boundTallies
    self.missedLines = missed
    self.brokenBoundLines = broken
    self.lensMismatch = LensMismatch(observations: observations, profile: estimator.profile)
    self.fitOverlap = FitOverlap(
      observations: observations, profile: estimator.profile, model: estimator.model)
  }

  /// The verdict over the estimates' tallies (``CoverageVerdict``), or `nil` without any.
  /// Over fewer than ``smallSample`` estimates, "about right" is ``CoverageVerdict/inconclusive``:
  /// 6 of 6 inside 90% intervals leaves the true coverage anywhere from about 50% to 100%.
  public var verdict: CoverageVerdict? { small(CoverageVerdict.combined(tallies)) }

  private func small(_ verdict: CoverageVerdict?) -> CoverageVerdict? {
    verdict == .aboutRight && isSmall ? .inconclusive : verdict
  }

  /// The two-sided confidence of each level's range: the levels share the false alarm
  /// (``CoverageVerdict/rangeConfidence(levels:)``), 97.5% for the four default levels.
  public var rangeConfidence: Double { CoverageVerdict.rangeConfidence(levels: tallies.count) }

  /// The range of the true coverage at one level (``rangeConfidence``) and that level's
  /// verdict, or `nil` without estimates.
  public func judgement(_ tally: CoverageTally) -> (
    range: ClosedRange<Double>, verdict: CoverageVerdict
  )? {
    guard let range = tally.exactInterval(confidence: rangeConfidence),
      let verdict = small(tally.verdict(rangeConfidence: rangeConfidence))
    else { return nil }
    return (range, verdict)
  }

  /// The number of pairs that gave estimates (not bounds).
  public var estimates: Int { tallies.first?.total ?? 0 }

  /// Whether there are too few estimates for the check to catch anything but gross errors.
  public var isSmall: Bool { estimates < Self.smallSample }
}
