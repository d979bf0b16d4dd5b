/// The proof that intervals hold, with truths that do not come from the model being checked:
/// the geometry of every spot from the radiometric model (``SpotPool``) or from stated
/// alternatives, the phone's other errors from uniform shapes (``SimulatedCamera``).
///
/// A draw is one simulated phone in one home of the pool: it reads ``readingsPerPhone`` spots of
/// the home (spots drawn again with replacement, each time with its own repeatability), after
/// a calibration in that home for the measured scenarios. Every reading is estimated the way
/// `solspot` estimates it and counted against the truth; each phone's own 90% coverage is kept
/// too, for the share of phones whose intervals hold less than 80%.
///
/// | scenario | phone | truth |
/// |---|---|---|
/// | `nominal(kind, wide:)` | nominal profile | the pool's spots of one kind, standard or wide ranges |
/// | `nominalAtLimits` | nominal | any kind, lux moved to within 2 EV of the camera's limits |
/// | `measured(truth, pairs)` | fitted on 5 (or 5–12) pairs in its home | `truth` (below), inside `validLux` |
/// | `measuredModel` | fitted on another unit (scope model) | radiometric, the unit off by uniform σ 0.15 EV |
/// | `measuredOutside` | fitted on this unit | radiometric, 0.1–1.5 decades outside `validLux`, response bent uniform σ 0.15 EV per decade |
/// | `measuredTrend` | fitted, strong trend found | radiometric plus a trend s·(log2 lux − log2 1,000), s ~ Normal(0, 0.3) |
/// | `sameDeviceRatio(kind)` | nominal | the ratio of two spots of one home, one reading each |
/// | `spotCompareRepeated` | nominal | as above, three readings per spot, ``LightComparison`` |
/// | `season(kind, calibrated:, readings:, wide:)` | nominal or fitted in its home | one spot's winter against its summer (``SeasonPool``): each reading a moment of its season, its own C_eff and light |
///
/// Truths of the measured scenarios (``Truth``): `radiometric`, each spot its own C_eff;
/// `sceneError`, the home's mean C_eff with each spot off by Normal(0, 0.4 EV);
/// `outliers`, as `sceneError` with one spot in ten off by a further ±0.8 EV; `mildTrend`,
/// radiometric with an undetected response trend s ~ Normal(0, 0.05) EV per EV.
///
/// Calibrations: the pairs' reference lux is log-uniform over 2 to 3.5 decades from 5–100
/// lux (the spot's geometry does not depend on its light's level), read by a meter off by
/// uniform σ ``CalibrationFit/defaultReferenceSigmaEV`` plus uniform σ ``referenceNoiseEV`` per
/// reading; fitted by ``CalibrationFit`` and written by ``CalibrationFit/measuredProfile(from:referenceMeter:date:scope:)``.
/// After it the smudge changes and one phone in five gains a protector.
public struct CoverageSimulation: Sendable {
  /// How the spots' geometry is drawn in the measured scenarios.
  public enum Truth: String, Sendable, Hashable, CaseIterable {
    /// Each spot's own effective constant from the radiometric model.
    case radiometric
    /// The home's mean effective constant, each spot off by Normal(0, 0.4 EV).
    case sceneError = "scene-0.4"
    /// As `sceneError`, one spot in ten off by a further ±0.8 EV.
    case outliers = "outliers-0.8"
    /// Radiometric, with a response trend too small for a fit to find.
    case mildTrend = "mild-trend"
  }

  /// How many pairs a measured scenario's calibration has.
  public enum Pairs: String, Sendable, Hashable, CaseIterable {
    /// Exactly five, the fewest a measured profile takes.
    case five = "n5"
    /// Five to twelve.
    case several = "n5-12"

    var range: ClosedRange<Int> { self == .five ? 5...5 : 5...12 }
  }

  /// A stress case of same-phone ratios on a calibrated phone: something a ratio's interval
  /// must keep instead of cancelling.
  public enum Stress: String, Sendable, Hashable, CaseIterable {
    /// The home's spots scatter more than the model says: each spot off the home's mean by
    /// Normal(0, 1.2 EV) (assumption).
    case excessScatter = "excess"
    /// A strong response trend the fit found (s ~ Normal(0, 0.3) EV per EV), one spot in
    /// each outer tenth of the calibrated range.
    case trend
    /// One spot inside the calibrated range, the other 0.3 to 1.5 decades outside it, the
    /// response bent there by uniform σ 0.15 EV per decade.
    case extrapolation
  }

  /// What is simulated.
  public enum Scenario: Sendable, Hashable {
    /// Uncalibrated phones at spots of one kind, from the standard or the wide ranges.
    case nominal(SpotKind, wide: Bool)
    /// Uncalibrated phones near the camera's limits, where most readings are bounds.
    case nominalAtLimits
    /// A measured profile used in the home it was fitted in.
    case measured(Truth, Pairs)
    /// A measured profile of scope `model` used on another unit.
    case measuredModel
    /// A measured profile used outside its lux range.
    case measuredOutside
    /// A measured profile whose fit found a strong trend, at the ends of its range.
    case measuredTrend
    /// A spot's level from `readings` readings at moments whose light varies
    /// (``LightVariationTruth``), by an uncalibrated or a calibrated phone; spots of one kind,
    /// or of every covered kind when `nil`.
    case level(SpotKind?, calibrated: Bool, readings: Int)
    /// The ratio of two spots' levels of one home, `readings` readings each, one phone; spots
    /// of one kind, or of every covered kind when `nil`.
    case ratio(SpotKind?, calibrated: Bool, readings: Int)
    /// A same-phone ratio of a calibrated phone under a stress case, two readings per spot.
    case stress(Stress)
    /// The ratio of two spots of one home both declared lit as `lighting` (``PairLighting``),
    /// `readings` readings each, one uncalibrated phone; homes of `kind`, or of the lighting's
    /// model kinds alike (``LightingKind/modelKinds``); from the wide pool when `wide`.
    case litRatio(LightingKind, SpotKind?, readings: Int, wide: Bool)
    /// The ratio of one spot's winter to its summer, `readings` readings each, one phone, by
    /// an uncalibrated or a calibrated phone; spots of one kind of room, or of every kind
    /// with daylight when `nil`; from the standard or the wide ranges (``SeasonPool``).
    case season(SeasonRoomKind?, calibrated: Bool, readings: Int, wide: Bool)

    /// Every scenario, in the order of the tables.
    public static var all: [Scenario] {
      SpotKind.allCases.map { .nominal($0, wide: false) }
        + SpotKind.allCases.map { .nominal($0, wide: true) } + [.nominalAtLimits]
        + Truth.allCases.flatMap { truth in Pairs.allCases.map { .measured(truth, $0) } }
        + [.measuredModel, .measuredOutside, .measuredTrend]
        + [false, true].flatMap { calibrated in
          [1, 3].map { Scenario.level(nil, calibrated: calibrated, readings: $0) }
        }
        + SpotKind.allCases.filter { $0 != .windowSunOnSpot }.map {
          .level($0, calibrated: true, readings: 1)
        }
        + SpotKind.allCases.map { .ratio($0, calibrated: false, readings: 1) }
        + [
          .ratio(nil, calibrated: false, readings: 3), .ratio(nil, calibrated: true, readings: 1),
          .ratio(nil, calibrated: true, readings: 3),
        ]
        + Stress.allCases.map { .stress($0) }
        + SeasonRoomKind.allCases.map {
          .season($0, calibrated: false, readings: 1, wide: false)
        }
        + [2, 4, 10].map { Scenario.season(nil, calibrated: false, readings: $0, wide: false) }
        + [2, 4].map { Scenario.season(nil, calibrated: true, readings: $0, wide: false) }
        + [SeasonRoomKind.sideWindow, .skylight].map {
          .season($0, calibrated: false, readings: 1, wide: true)
        }
        + [Scenario.season(nil, calibrated: false, readings: 4, wide: true)]
        + litRatios
    }

    /// The declared-lighting ratios: for each lighting and range, its kinds together
    /// (readings 1 and 2) and each kind alone (1 reading), lamps (one kind) once.
    static var litRatios: [Scenario] {
      [false, true].flatMap { wide in
        LightingKind.allCases.flatMap { lighting -> [Scenario] in
          let together: [Scenario] =
            lighting.modelKinds.count > 1
            ? [1, 2].map { .litRatio(lighting, nil, readings: $0, wide: wide) } : []
          return together
            + lighting.modelKinds.map { .litRatio(lighting, $0, readings: 1, wide: wide) }
        }
      }
    }

    /// A stable name: `nominal/skylight`, `nominal-wide/lamps`, `measured/scene-0.4/n5`,
    /// `level/calibrated/n3`, `ratio/skylight/nominal/n1`, `stress/trend`.
    public var name: String {
      switch self {
      case .nominal(let kind, let wide): (wide ? "nominal-wide/" : "nominal/") + kind.rawValue
      case .nominalAtLimits: "nominal-at-limits"
      case .measured(let truth, let pairs): "measured/\(truth.rawValue)/\(pairs.rawValue)"
      case .measuredModel: "measured-model"
      case .measuredOutside: "measured-outside"
      case .measuredTrend: "measured-trend"
      case .level(let kind, let calibrated, let readings):
        "level/" + (kind.map { $0.rawValue + "/" } ?? "")
          + "\(calibrated ? "calibrated" : "nominal")/n\(readings)"
      case .ratio(let kind, let calibrated, let readings):
        "ratio/" + (kind.map { $0.rawValue + "/" } ?? "")
          + "\(calibrated ? "calibrated" : "nominal")/n\(readings)"
      case .stress(let stress): "stress/" + stress.rawValue
      case .litRatio(let lighting, let kind, let readings, let wide):
        (wide ? "ratio-lit-wide/" : "ratio-lit/") + lighting.rawValue + "/"
          + (kind.map { $0.rawValue + "/" } ?? "") + "nominal/n\(readings)"
      case .season(let kind, let calibrated, let readings, let wide):
        (wide ? "season-wide/" : "season/") + (kind.map { $0.rawValue + "/" } ?? "")
          + "\(calibrated ? "calibrated" : "nominal")/n\(readings)"
      }
    }

    /// The scenario named `name`, if any.
    public init?(name: String) {
      guard let scenario = Self.all.first(where: { $0.name == name }) else { return nil }
      self = scenario
    }

    /// Whether the scenario's truths lie outside what intervals are meant to hold: sun on the
    /// spot (docs/method.md). Its rows are reported, not required.
    public var isOutsideScope: Bool {
      switch self {
      case .nominal(let kind, _), .ratio(let kind?, _, _), .level(let kind?, _, _):
        kind == .windowSunOnSpot
      default: false
      }
    }

    var hashSeed: UInt64 {
      var hash: UInt64 = 1_469_598_103_934_665_603
      for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211 }
      return hash
    }
  }

  /// The outcome of one scenario.
  ///
  /// A bound at confidence p ("at least X lux") is false only when the error is below the
  /// interval's lower quantile. ``falseBoundShare(_:)`` is the share of all readings that gave
  /// a false bound.
  public struct Result: Sendable, Hashable {
    /// The scenario.
    public let scenario: Scenario
    /// The phones (draws) asked for.
    public let draws: Int
    /// The estimates' coverage, per confidence (readings that gave a bound are not in it).
    public let tallies: [CoverageTally]
    /// The bounds' coverage, per confidence: how many bounds held.
    public let boundTallies: [CoverageTally]
    /// Draws that gave nothing (a refused calibration, a trend fit that found no trend).
    public let skipped: Int
    /// Each counted phone's own coverage at 90%, over its estimates.
    public let phoneCoverages: [Double]

    /// The readings that gave an estimate or a bound.
    public var counted: Int { (tallies.first?.total ?? 0) + (boundTallies.first?.total ?? 0) }

    /// The share of counted readings whose statement (interval or bound) was true.
    public var statementTallies: [CoverageTally] {
      zip(tallies, boundTallies).map { estimates, bounds in
        CoverageTally(
          confidence: estimates.confidence, contained: estimates.contained + bounds.contained,
          total: estimates.total + bounds.total)
      }
    }

    /// The share of counted readings that gave a false bound at `confidence`.
    public func falseBoundShare(_ confidence: Confidence) -> Double? {
      guard counted > 0, let bounds = boundTallies.first(where: { $0.confidence == confidence })
      else { return nil }
      return Double(bounds.total - bounds.contained) / Double(counted)
    }

    /// The share of phones whose own 90% intervals held less than 80% of their readings.
    public var phonesUnder80: Double? {
      guard !phoneCoverages.isEmpty else { return nil }
      return Double(phoneCoverages.filter { $0 < 0.8 }.count) / Double(phoneCoverages.count)
    }

    /// The standard error of the 90% coverage over phones: readings of one phone share its
    /// errors, so this, not the binomial error of the readings, is the coverage's precision.
    public var phoneStandardError: Double? {
      let n = Double(phoneCoverages.count)
      guard n > 1 else { return nil }
      let mean = phoneCoverages.reduce(0, +) / n
      let variance = phoneCoverages.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / (n - 1)
      return (variance / n).squareRoot()
    }
  }

  /// The error model estimates are made with.
  public let model: ErrorModel
  /// The bands, for the estimator.
  public let bands: BandTable
  /// The spots of the standard ranges.
  public let pool: SpotPool
  /// The spots of the wide ranges, for `nominal(_, wide: true)`.
  public let widePool: SpotPool?
  /// Spots measured in two seasons, for `season(_, wide: false)`.
  public let seasonPool: SeasonPool?
  /// Spots of the wide ranges measured in two seasons, for `season(_, wide: true)`.
  public let wideSeasonPool: SeasonPool?
  let camera: SimulatedCamera
  let nominalEstimator: LuxEstimator

  /// Readings per phone.
  public static let readingsPerPhone = 40
  /// Spots a pool home needs: up to 12 for a calibration, the rest for readings.
  public static let spotsPerHome = 16
  /// How far from the camera's limits the truth of `nominalAtLimits` lies, in EV either way.
  public static let limitReachEV = 2.0
  /// How many levels or ratios one phone gives in the level and ratio scenarios.
  public static let levelsPerPhone = 8
  /// The σ of `measuredTrend`'s brightness trends, EV per EV.
  public static let strongTrendSigma = 0.3
  /// The σ of `mildTrend`'s brightness trends, EV per EV (assumption: one a fit with the
  /// model's scatter does not find).
  public static let mildTrendSigma = 0.05
  /// Where the trends cross zero, in log2 lux: 1,000 lux.
  static let trendPivot = Math.log2(1000)
  /// The share of `validLux`, in log, at either end that `measuredTrend` draws the truth from.
  public static let trendEndShare = 0.1
  /// Per-reading noise of the simulated reference meter, in EV (assumption: display rounding
  /// and flicker).
  public static let referenceNoiseEV = 0.02

  /// Creates a simulation over `pool` (and `widePool` for the wide rows) with the built-in
  /// model and bands, or the given ones.
  public init(
    pool: SpotPool, widePool: SpotPool? = nil, seasonPool: SeasonPool? = nil,
    wideSeasonPool: SeasonPool? = nil, model: ErrorModel? = nil, bands: BandTable? = nil,
    sizes: PhoneErrorSizes = .model
  ) throws(DataError) {
    self.seasonPool = seasonPool
    self.wideSeasonPool = wideSeasonPool
    if let model { self.model = model } else { self.model = try ErrorModel.builtIn() }
    if let bands { self.bands = bands } else { self.bands = try BandTable.builtIn() }
    self.pool = pool
    self.widePool = widePool
    var camera = SimulatedCamera(profile: try SimulatedCamera.makeProfile())
    camera.sizes = sizes
    self.camera = camera
    self.nominalEstimator = LuxEstimator(
      profile: camera.profile, model: self.model, bands: self.bands)
  }

  /// Runs `draws` phones of `scenario` with the seed `seed`.
  public func run(
    _ scenario: Scenario, draws: Int, seed: UInt64,
    levels: [Confidence] = CoverageCheck.defaultLevels
  ) -> Result {
    var generator = SplitMix64(seed: seed ^ scenario.hashSeed)
    var counts = Counts(levels: levels)
    var skipped = 0
    for _ in 0..<draws {
      let counted: Bool
      switch scenario {
      case .nominal(let kind, let wide):
        counted = drawNominal(kind: kind, wide: wide, atLimits: false, &counts, &generator)
      case .nominalAtLimits:
        counted = drawNominal(kind: nil, wide: false, atLimits: true, &counts, &generator)
      case .measured, .measuredModel, .measuredOutside, .measuredTrend:
        counted = drawMeasured(scenario, &counts, &generator)
      case .level, .ratio, .stress, .litRatio:
        counted = drawLevels(scenario, &counts, &generator)
      case .season(let kind, let calibrated, let readings, let wide):
        counted = drawSeasons(
          kind: kind, calibrated: calibrated, readings: readings, wide: wide, &counts,
          &generator)
      }
      if !counted { skipped += 1 }
    }
    return Result(
      scenario: scenario, draws: draws, tallies: counts.tallies, boundTallies: counts.bounds,
      skipped: skipped, phoneCoverages: counts.phones)
  }
}
