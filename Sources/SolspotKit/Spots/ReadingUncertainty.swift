/// A reading's error budget reduced to what comparisons need: one size per kind of error.
///
/// A ``ErrorBudget`` lists each component; a comparison only needs to know which part cancels
/// (``ErrorComponent/Kind/device``) and which stays (`scene`, `random`). Keeping these four
/// numbers with a reading lets every comparison be recomputed later, even after the error
/// model changes.
///
/// Properties: every size is finite and at least 0.
public struct ReadingUncertainty: Sendable, Hashable {
  /// The symmetric device part (calibration constant, unit variation, extrapolation), in EV.
  public let deviceSigmaEV: Double
  /// The one-sided device part (cover glass, smudges): a half-normal scale, in EV.
  public let deviceUpwardEV: Double
  /// The scene part (geometry, auto-exposure's view), in EV.
  public let sceneSigmaEV: Double
  /// The reading-to-reading part, in EV.
  public let randomSigmaEV: Double

  /// The largest size accepted from a file or the store, in EV.
  public static let maxSigmaEV = 10.0

  /// The sizes of `budget`.
  ///
  /// A one-sided scene or random component (the built-in model has none) is kept at its full
  /// half-normal scale in the symmetric part: its standard deviation is smaller, so this only
  /// widens an interval.
  public init(_ budget: ErrorBudget) {
    let device = budget.distribution(of: [.device])
    let scene = budget.distribution(of: [.scene])
    let random = budget.distribution(of: [.random])
    self.deviceSigmaEV = device.symmetricSigma
    self.deviceUpwardEV = device.upwardSigma
    self.sceneSigmaEV = Self.combined(scene)
    self.randomSigmaEV = Self.combined(random)
  }

  /// Creates sizes from stored fields, or returns `nil` when one is not a finite number from 0
  /// to ``maxSigmaEV``.
  public init?(
    deviceSigmaEV: Double, deviceUpwardEV: Double, sceneSigmaEV: Double, randomSigmaEV: Double
  ) {
    for value in [deviceSigmaEV, deviceUpwardEV, sceneSigmaEV, randomSigmaEV]
    where !(value.isFinite && value >= 0 && value <= Self.maxSigmaEV) {
      return nil
    }
    self.deviceSigmaEV = deviceSigmaEV
    self.deviceUpwardEV = deviceUpwardEV
    self.sceneSigmaEV = sceneSigmaEV
    self.randomSigmaEV = randomSigmaEV
  }

  private static func combined(_ distribution: LogErrorDistribution) -> Double {
    let s = distribution.symmetricSigma
    let a = distribution.upwardSigma
    return (s * s + a * a).squareRoot()
  }

  /// The distribution of the whole error of one reading, as its estimate used it.
  public var absolute: LogErrorDistribution {
    LogErrorDistribution(
      symmetricSigma: (deviceSigmaEV * deviceSigmaEV + sceneSigmaEV * sceneSigmaEV
        + randomSigmaEV * randomSigmaEV).squareRoot(),
      upwardSigma: deviceUpwardEV)
  }
}
