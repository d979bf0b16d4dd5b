/// A light reading worked back from exposure settings: the lux value or bound, its interval,
/// its band and everything needed to judge it.
///
/// Made by ``LuxEstimator``. Properties (mirrored by the tests):
/// - an estimate's interval contains its point value;
/// - the interval leans upward (cover glass and smudges only remove light), so the point sits
///   below the interval's geometric middle;
/// - a reading at the camera's bright end is ``LuxValue/atLeast(_:)``, at its dark end
///   ``LuxValue/atMost(_:)``, never a plain value.
public struct LuxEstimate: Sendable, Hashable {
  /// The settings the reading was taken with.
  public let exposure: Exposure
  /// The exposure value of the settings alone: log2(N²/t) − log2(S/100).
  public let ev100: Double
  /// The exposure value the estimate uses: `ev100` plus bias (and, for a capture, the camera's
  /// exposure target offset).
  public let sceneEV: Double
  /// The value with its interval, or a bound.
  public let value: LuxValue
  /// What the reading says about the band.
  public let band: BandVerdict
  /// The profile of the camera that took the reading.
  public let device: DeviceProfile
  /// Where the settings sit in the camera's exposure range.
  public let limitCheck: LimitCheck
  /// The error components behind the interval.
  public let budget: ErrorBudget
  /// The distribution of the error in stops that the interval is taken from.
  public let distribution: LogErrorDistribution
  /// The confidence of the interval.
  public let confidence: Confidence
  /// Remarks the reader must see, most important first.
  public let notes: [EstimateNote]
  /// The point value in lux, also for a bound: `C · 2^sceneEV`, moved for a photo
  /// (``ErrorModel/pointOffsetEV(_:)``).
  public let pointLux: Double

  /// Creates an estimate from its parts; ``LuxEstimator`` is the usual way to make one.
  public init(
    exposure: Exposure, sceneEV: Double, value: LuxValue, band: BandVerdict,
    device: DeviceProfile, limitCheck: LimitCheck, budget: ErrorBudget,
    distribution: LogErrorDistribution, confidence: Confidence, notes: [EstimateNote],
    pointLux: Double? = nil
  ) {
    self.exposure = exposure
    self.ev100 = exposure.ev100
    self.sceneEV = sceneEV
    self.value = value
    self.band = band
    self.device = device
    self.limitCheck = limitCheck
    self.budget = budget
    self.distribution = distribution
    self.confidence = confidence
    self.notes = notes
    self.pointLux = pointLux ?? device.calibration.pointLux(sceneEV: sceneEV)
  }

  /// The same reading's value at another confidence: the same point, error distribution and
  /// limit check, with the interval (or bound) at `confidence`.
  public func value(at confidence: Confidence) -> LuxValue {
    let point = pointLux
    return LuxValue(
      point: point,
      interval: LuxInterval(
        point: point, stops: distribution.centralInterval(confidence), confidence: confidence),
      limitCheck: statedLimit)
  }

  /// The limit ``value`` states: ``LimitCheck/brightEnd`` for an "at least" bound (settings at
  /// the bright end, or a clipped capture), ``LimitCheck/darkEnd`` for "at most", else
  /// ``LimitCheck/within``.
  var statedLimit: LimitCheck {
    switch value {
    case .atLeast: .brightEnd
    case .atMost: .darkEnd
    case .estimate: .within
    }
  }
}
