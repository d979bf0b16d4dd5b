/// A reading's error budget reduced to what levels and comparisons need: one part per kind of
/// error, each with its shape (``ErrorSpread``).
///
/// A ``ErrorBudget`` lists each component; a level or comparison only needs to know which part
/// is shared by a device's readings (``ErrorComponent/Kind/device``), which belongs to the spot
/// (`scene`), which to the reading's light level (`level`) and which to the reading
/// (`random`). The store keeps four sizes (``deviceSigmaEV``, ``deviceUpwardEV``,
/// ``sceneSigmaEV``, ``randomSigmaEV``); a reading read back from them has normal parts and its
/// level part inside the device part, the closest four numbers allow. Readings whose device
/// profile is known are re-derived from it instead (``ReadingDerivation``).
///
/// Properties: every size is finite and at least 0.
public struct ReadingUncertainty: Sendable, Hashable {
  /// The symmetric device part (calibration constant, unit variation, glass, shared geometry).
  public let device: ErrorSpread
  /// The one-sided device part (protector, case lip): a half-normal scale, in EV.
  public let deviceUpwardEV: Double
  /// The spot's own part (the spot-specific geometry).
  public let scene: ErrorSpread
  /// The part of the device's response at the reading's light level besides a trend
  /// (extrapolation beyond a calibration's range).
  public let level: ErrorSpread
  /// How far a calibration's strong brightness trend moves this reading from its constant,
  /// signed, in EV (0 without one): a bias two readings at different levels do not share,
  /// taken as doubt of σ `|bias|/0.674` (``ErrorModel/trendSigma(biasEV:)``).
  public let trendBiasEV: Double
  /// The reading-to-reading part.
  public let random: ErrorSpread

  /// The largest size accepted from a file or the store, in EV (``ErrorSpread/maxSigmaEV``).
  public static let maxSigmaEV = ErrorSpread.maxSigmaEV

  /// The parts of `budget`.
  ///
  /// A one-sided scene, level or random component (the built-in model has none) is kept at its
  /// full half-normal scale in the symmetric part: its standard deviation is smaller, so this
  /// only widens an interval.
  ///
  /// - Parameter trendBiasEV: The signed bias of the budget's `trend` component, which is
  ///   kept apart from ``level`` (``Calibration/Measurement/trendBiasEV(atLux:)``).
  public init(_ budget: ErrorBudget, trendBiasEV: Double = 0) {
    let others = ErrorBudget(components: budget.components.filter { $0.id != "trend" })
    func part(_ kind: ErrorComponent.Kind) -> ErrorSpread {
      others.spread(of: [kind]) + ErrorSpread(sigma: others.upwardSigma(of: [kind]))
    }
    self.device = others.spread(of: [.device])
    self.deviceUpwardEV = others.upwardSigma(of: [.device])
    self.scene = part(.scene)
    self.level = part(.level)
    self.random = part(.random)
    self.trendBiasEV = budget["trend"] == nil ? 0 : trendBiasEV
  }

  /// Creates normal parts from stored sizes, or returns `nil` when one is not a finite number
  /// from 0 to ``maxSigmaEV``.
  public init?(
    deviceSigmaEV: Double, deviceUpwardEV: Double, sceneSigmaEV: Double, randomSigmaEV: Double
  ) {
    for value in [deviceSigmaEV, deviceUpwardEV, sceneSigmaEV, randomSigmaEV]
    where !(value.isFinite && value >= 0 && value <= Self.maxSigmaEV) {
      return nil
    }
    self.device = ErrorSpread(sigma: deviceSigmaEV)
    self.deviceUpwardEV = deviceUpwardEV
    self.scene = ErrorSpread(sigma: sceneSigmaEV)
    self.level = .zero
    self.trendBiasEV = 0
    self.random = ErrorSpread(sigma: randomSigmaEV)
  }

  /// The trend's doubt as a part: σ `|trendBiasEV|/0.674`.
  public var trend: ErrorSpread {
    ErrorSpread(sigma: ErrorModel.trendSigma(biasEV: abs(trendBiasEV)))
  }

  /// The device and level parts' size in quadrature, in EV, as the store keeps it.
  public var deviceSigmaEV: Double {
    (device.variance + level.variance + trend.variance).squareRoot()
  }
  /// The scene part's size, in EV.
  public var sceneSigmaEV: Double { scene.sigma }
  /// The reading-to-reading part's size, in EV.
  public var randomSigmaEV: Double { random.sigma }

  /// The distribution of the whole error of one reading, as its estimate used it.
  public var absolute: LogErrorDistribution {
    LogErrorDistribution(
      spread: device + scene + level + trend + random, upwardSigma: deviceUpwardEV)
  }
}
