/// The proof that intervals hold: readings simulated from the documented error model, estimated
/// the way `solspot` estimates them, and counted against the truth.
///
/// Each draw is a new simulated device (``SimulatedCamera``) and one reading (or one pair of
/// readings for a ratio), so draws are independent and the coverage of N draws has the
/// binomial standard error √(p(1−p)/N). Scenarios:
///
/// | scenario | device | profile | truth |
/// |---|---|---|---|
/// | `nominal` | drawn from the nominal model | the shipped nominal profile | 1 to 200,000 lux |
/// | `nominalAtLimits` | as nominal | as nominal | within 2 EV of the camera's limits |
/// | `measuredUnit` | as nominal, calibrated, then a smudge added | fitted on this unit | inside `validLux` |
/// | `measuredModel` | another unit of the model | fitted on the first unit | inside `validLux` |
/// | `measuredOutside` | as `measuredUnit`, response bends outside the range | fitted on this unit | 0.1 to 1.5 decades outside `validLux` |
/// | `measuredTrend` | as `measuredUnit`, response trends with brightness inside the range | fitted on this unit, strong trend found | the outer tenth of `validLux` at either end |
/// | `sameDeviceRatio` | one device, two spots, one reading each | nominal | the ratio of 5 to 50,000 lux |
/// | `spotCompareRepeated` | as above, three readings of each spot, ``LightComparison`` | nominal | as above |
///
/// A calibration is 5 to 20 pairs over 2 to 3.5 decades of lux starting between 5 and
/// 100 lux, read against a reference meter with a systematic error of
/// ``CalibrationFit/defaultReferenceSigmaEV`` and 0.02 EV of noise per reading (assumption),
/// then fitted by ``CalibrationFit`` and written by ``CalibrationFit/measuredProfile(from:referenceMeter:date:scope:)``.
/// The calibration absorbs the device's constant, glass and geometry as they were. After it,
/// a smudge or protector HalfNormal(measured attenuation) is added, and the geometry moves by
/// Normal(measured geometry) for light arriving differently; another unit differs by
/// Normal(unit variation); outside the calibrated range the response bends by b·d stops,
/// b ~ Normal(extrapolation σ per decade), d the decades outside. In `measuredTrend` the
/// camera's response is not one constant: its readings drift by s·(log2 lux − log2 100)
/// stops, s ~ Normal(0, ``trendSlopeSigma``), in the calibration and after it; only draws
/// whose fit found the trend strong (and so widened σ_C for it) are counted, and the truth
/// lies at the ends of the range, where one constant is furthest off. These are the
/// model's own statements, so the simulation proves that the code is consistent with the
/// model (quantiles, combination, fit, bounds, ratios); that the model's sizes fit real
/// phones is what ``CoverageCheck`` on real pairs tests.
public struct CoverageSimulation: Sendable {
  /// What is simulated.
  public enum Scenario: String, Sendable, Hashable, CaseIterable {
    /// Uncalibrated devices with the shipped nominal profile.
    case nominal
    /// As `nominal`, with the truth near the camera's limits, where most readings are bounds.
    case nominalAtLimits
    /// A measured profile used on the unit it was fitted on, inside its lux range.
    case measuredUnit
    /// A measured profile of scope `model` used on another unit.
    case measuredModel
    /// A measured profile used outside its lux range.
    case measuredOutside
    /// A measured profile of a camera whose response trends with brightness, at the ends of
    /// its lux range.
    case measuredTrend
    /// The ratio of two readings of one device at two spots, as `spot compare` forms it.
    case sameDeviceRatio
    /// Two spots read ``CoverageSimulation/repeatedReadings`` times each by one device and
    /// compared by ``LightComparison``, as `spot compare` compares them.
    case spotCompareRepeated

    /// The scenario in a few words, for tables.
    public var label: String {
      switch self {
      case .nominal: "nominal profile"
      case .nominalAtLimits: "nominal, near the camera's limits"
      case .measuredUnit: "measured, same unit, inside range"
      case .measuredModel: "measured, scope model, another unit"
      case .measuredOutside: "measured, outside range"
      case .measuredTrend: "measured, strong trend, ends of range"
      case .sameDeviceRatio: "same-device ratio, 1 reading per spot"
      case .spotCompareRepeated: "spot compare, 3 readings per spot"
      }
    }
  }

  /// The outcome of one scenario.
  ///
  /// A bound at confidence p ("at least X lux") is false only when the error is below the
  /// interval's lower quantile, so for every true illuminance the chance of a false bound is
  /// at most (1 − p)/2. The share of bounds that hold can still be lower than (1 + p)/2: a
  /// camera reaches its limit more often when its errors push it there, so bounds are a
  /// selected sample. ``falseBoundShare(_:)`` is the share of all draws that gave a false
  /// bound, which the guarantee caps.
  public struct Result: Sendable, Hashable {
    /// The scenario.
    public let scenario: Scenario
    /// The draws asked for.
    public let draws: Int
    /// The estimates' coverage, per confidence (draws that gave a bound are not in it).
    public let tallies: [CoverageTally]
    /// The bounds' coverage, per confidence: how many bounds held.
    public let boundTallies: [CoverageTally]
    /// Draws that gave neither (a refused calibration, or a ratio with a bound in it).
    public let skipped: Int

    /// The draws that gave an estimate or a bound.
    public var counted: Int { draws - skipped }

    /// The share of counted draws whose statement (interval or bound) was true, per
    /// confidence: at least the confidence, since a bound claims less than an interval.
    public var statementTallies: [CoverageTally] {
      zip(tallies, boundTallies).map { estimates, bounds in
        CoverageTally(
          confidence: estimates.confidence, contained: estimates.contained + bounds.contained,
          total: estimates.total + bounds.total)
      }
    }

    /// The share of counted draws that gave a false bound at `confidence`; at most
    /// (1 − p)/2 by the guarantee above. `nil` when nothing was counted or the level was not run.
    public func falseBoundShare(_ confidence: Confidence) -> Double? {
      guard counted > 0, let bounds = boundTallies.first(where: { $0.confidence == confidence })
      else { return nil }
      return Double(bounds.total - bounds.contained) / Double(counted)
    }
  }

  /// The error model estimates are made with.
  public let model: ErrorModel
  /// The error model the simulated truth is drawn from: ``model`` unless a test asks
  /// otherwise, to show that a wrong model is caught.
  public let truthModel: ErrorModel
  /// The bands, for the estimator.
  public let bands: BandTable
  let camera: SimulatedCamera
  let nominalEstimator: LuxEstimator

  /// How far from the camera's limits the truth of `nominalAtLimits` lies, in EV either way.
  public static let limitReachEV = 2.0
  /// The truth range of the nominal scenario, in lux.
  public static let nominalLux: ClosedRange<Double> = 1...200_000
  /// How many readings of each spot `spotCompareRepeated` takes.
  public static let repeatedReadings = 3
  /// The truth range of each spot of the ratio scenario, in lux.
  public static let ratioLux: ClosedRange<Double> = 5...50_000
  /// The σ of the brightness trend of `measuredTrend`'s cameras, in EV per EV: 0.08, so that
  /// most calibrations find it strong (over three decades it moves readings by 0.8 EV at one σ).
  public static let trendSlopeSigma = 0.08
  /// Where `measuredTrend`'s trend crosses zero, in log2 lux: 100 lux (the fit's mean absorbs
  /// any other choice).
  static let trendPivot = Math.log2(100)
  /// The share of `validLux`, in log, at either end that `measuredTrend` draws the truth from.
  public static let trendEndShare = 0.1
  /// Per-reading noise of the simulated reference meter, in EV (assumption: display rounding
  /// and flicker).
  public static let referenceNoiseEV = 0.02

  /// Creates a simulation with the built-in model and bands.
  ///
  /// - Throws: ``DataError`` if the built-in data is broken (a build defect).
  public init() throws(DataError) {
    try self.init(model: .builtIn(), bands: .builtIn())
  }

  /// Creates a simulation with a given model and bands, drawing the truth from `truth`
  /// (default: the same model).
  public init(model: ErrorModel, bands: BandTable, truth: ErrorModel? = nil) throws(DataError) {
    self.model = model
    self.truthModel = truth ?? model
    self.bands = bands
    self.camera = SimulatedCamera(profile: try SimulatedCamera.makeProfile())
    self.nominalEstimator = LuxEstimator(profile: camera.profile, model: model, bands: bands)
  }

  /// Runs `draws` independent draws of `scenario` with the seed `seed`.
  public func run(
    _ scenario: Scenario, draws: Int, seed: UInt64,
    levels: [Confidence] = CoverageCheck.defaultLevels
  ) -> Result {
    var generator = SplitMix64(seed: seed ^ UInt64(scenario.hashSeed))
    var tallies = levels.map { CoverageTally(confidence: $0) }
    var bounds = levels.map { CoverageTally(confidence: $0) }
    var skipped = 0
    var cache = IntervalCache(levels: levels)
    for _ in 0..<draws {
      let counted: Bool
      switch scenario {
      case .nominal, .nominalAtLimits:
        counted = drawNominal(scenario, &tallies, &bounds, &cache, &generator)
      case .measuredUnit, .measuredModel, .measuredOutside, .measuredTrend:
        counted = drawMeasured(scenario, &tallies, &bounds, &cache, &generator)
      case .sameDeviceRatio:
        counted = drawRatio(&tallies, &cache, &generator)
      case .spotCompareRepeated:
        counted = drawComparison(perSpot: Self.repeatedReadings, levels, &tallies, &generator)
      }
      if !counted { skipped += 1 }
    }
    return Result(
      scenario: scenario, draws: draws, tallies: tallies, boundTallies: bounds, skipped: skipped)
  }
}

extension CoverageSimulation.Scenario {
  /// A fixed number per scenario, so that each scenario draws its own stream from one seed.
  var hashSeed: Int {
    switch self {
    case .nominal: 1
    case .measuredUnit: 2
    case .measuredModel: 3
    case .measuredOutside: 4
    case .sameDeviceRatio: 5
    case .nominalAtLimits: 6
    case .spotCompareRepeated: 7
    case .measuredTrend: 8
    }
  }
}
