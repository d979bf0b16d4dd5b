/// The calibration constant of one camera fitted to paired readings against a reference meter,
/// and the scatter of the home's spots that later readings rest on.
///
/// Every pair gives the constant it implies, in stops, `yᵢ = log2(reference luxᵢ) − EVᵢ`
/// (EV = EV100 + bias). The fit is their mean, in log space because the errors are
/// multiplicative:
///
/// ```
/// log2 C = mean(yᵢ)                     over the usable pairs
/// s      = scatter of the yᵢ            outliers back in, about the trend line when strong
/// σ_C²   = (max(s, σ_repeat)/√n)² + σ_ref²
/// ```
///
/// A later reading at a new spot of the same home errs by that spot's deviation from the
/// pairs' mean: Student's t with m − 1 degrees of freedom (m pairs, outliers included) and
/// scale `s·√(1 + 1/n)`, the prediction interval of a new observation, plus what can change
/// since (smudge, a protector) and what the fit cannot see (extrapolation beyond its range, a
/// trend at the reading's level). The profile records s and its degrees
/// (``Calibration/Measurement/spotScatterEV``); ``ErrorModel`` builds the interval
/// (docs/uncertainty.md, "Calibrated readings").
///
/// Steps, each reported:
/// 1. Pairs at the camera's exposure limits are excluded: their settings give only a bound.
/// 2. Outliers are excluded from the mean by the modified z-score rule,
///    |yᵢ − median| / scale > 3.5 (Iglewicz and Hoaglin, "How to Detect and Handle Outliers",
///    ASQC 1993), with the robust scale `MAD/0.6745` taken as no less than σ_model (the error
///    model's spot-specific and repeatability sizes): an outlier is a wrong pair, not an odd
///    spot. Applied from 5 pairs on. Outliers that all name one kind of light, or more than
///    ``noticeableOutlierShare`` of the pairs, give a warning; more than
///    ``maximumOutlierShare`` refuse a measured profile.
/// 3. The mean, its standard error and the scatter.
/// 4. The residuals are regressed on log2 of the reference lux: a slope b with standard error
///    `max(s_line, σ_model)/√Σ(xᵢ − x̄)²`. The trend is *strong* when it is significant at the
///    ``significance`` level (|b| at least 2.58 standard errors) and moves the residuals by at
///    least ``strongTrendChangeEV`` across the covered range; then the camera's response is
///    not one constant, the warning says so, and each reading's interval carries the bias one
///    constant leaves at its level, `b·(x − x̄)`, as doubt of σ `|b·(x − x̄)|/0.674`.
/// 5. The scatter, with the outliers of step 2 back in (a fit that left pairs out must not
///    promise new readings the agreement of the pairs it kept), is what new readings rest on.
///    It is also compared with the error model's: when `(m − 1)·s²/σ_model²` exceeds the
///    chi-square quantile at the ``excessSignificance`` level the fit warns (`large-scatter`):
///    this home's spots differ more than the model's, or the pairs were not taken side by side.
///
/// The coverage simulation (``CoverageSimulation``) checks that intervals built this way hold.
public struct CalibrationFit: Sendable, Hashable {
  /// A pair excluded as an outlier.
  public struct Outlier: Sendable, Hashable {
    /// The pair's line in its file.
    public let line: Int
    /// How far its implied constant lies from the median, in EV.
    public let deviationEV: Double
    /// The kind of light the pair names, if any.
    public let light: String?
  }

  /// A pair excluded because the camera sat at one end of its exposure range.
  public struct BoundedReading: Sendable, Hashable {
    /// The pair's line in its file.
    public let line: Int
    /// Which end: ``LimitCheck/brightEnd`` or ``LimitCheck/darkEnd``.
    public let limit: LimitCheck
  }

  /// How the residuals change with brightness.
  public struct Trend: Sendable, Hashable {
    /// The slope of the residuals against log2 lux, in EV per EV.
    public let slope: Double
    /// The slope's standard error.
    public let standardError: Double
    /// How far the trend moves the residuals across the covered range, in EV.
    public let changeEV: Double
    /// Whether the trend is strong by the rule above.
    public let isStrong: Bool
  }

  /// log2 of the fitted constant C (C in lux at EV 0).
  public let log2Constant: Double
  /// The standard error of the mean, in EV.
  public let standardErrorEV: Double
  /// The reference meter's own standard uncertainty, in EV.
  public let referenceSigmaEV: Double
  /// How far the scatter exceeds the model's, in quadrature, when the excess test fires.
  public let excessScatterEV: Double?
  /// The doubt a strong trend adds to a reading at either end of the covered range, when the
  /// trend was strong.
  public let trendSigmaEV: Double?
  /// The standard uncertainty of log2 C: every part above in quadrature.
  public let constantSigmaEV: Double
  /// The scatter new readings' spots are drawn from: the pairs' implied constants about their
  /// mean (about the trend line when the trend is strong), outliers back in, no less than the
  /// model's repeatability; `nil` with fewer than two pairs.
  public let spotScatterEV: Double?
  /// The degrees of freedom of ``spotScatterEV``.
  public let spotScatterDegrees: Int?
  /// The geometric mean of the usable pairs' reference lux.
  public let centerLux: Double
  /// The scatter of the pairs' implied constants, in EV, when there are at least two.
  public let residualSigmaEV: Double?
  /// The scatter the error model expects: scene and repeatability at their measured sizes.
  public let modelResidualSigmaEV: Double
  /// The number of pairs in the fit.
  public let samples: Int
  /// The reference lux the usable pairs covered.
  public let luxRange: ClosedRange<Double>
  /// The residual trend, when there are at least three pairs at different brightness.
  public let trend: Trend?
  /// Pairs excluded as outliers.
  public let outliers: [Outlier]
  /// Pairs excluded as bounds.
  public let boundedReadings: [BoundedReading]
  /// The kinds of light the usable pairs name, sorted, lower case.
  public let lightTypes: [String]
  /// What the person calibrating should know.
  public let warnings: [CalibrationWarning]
  /// Why the fit cannot give a `measured` profile, if it cannot; empty when it can.
  public let refusals: [CalibrationRefusal]

  /// The fitted constant C, in lux at EV 0.
  public var constantLux: Double { Math.exp2(log2Constant) }

  /// How many decades of lux the usable pairs covered.
  public var decades: Double { Math.log10(luxRange.upperBound / luxRange.lowerBound) }

  /// The decades `range` covers to one decimal, rounded down, so that a range just short of
  /// the two or three decades a rule asks for never reads as reaching them (1.96 is 1.9).
  public static func roundedDecades(_ range: ClosedRange<Double>) -> Double {
    let decades = Math.log10(range.upperBound / range.lowerBound)
    return (decades * 10 * (1 + 1e-12)).rounded(.down) / 10
  }

  /// Whether the fit may become a `measured` profile.
  public var isAcceptable: Bool { refusals.isEmpty }

  /// The fit's constant as an interval at `confidence`: `C · 2^(±z·σ_C)`.
  public func constantInterval(_ confidence: Confidence = .ninety) -> ClosedRange<Double> {
    let z = NormalDistribution.quantile(confidence.upperTail)
    return Math.exp2(
      log2Constant - z * constantSigmaEV)...Math.exp2(
        log2Constant + z * constantSigmaEV)
  }

  // MARK: - Rules

  /// The reference meter's standard uncertainty when none is given: 0.07 EV (5%).
  ///
  /// Source: DIN 5032-7 limits the total error of a class B illuminance meter, the usual
  /// handheld class, to 10% (class A 5%, class C 20%); Assumption: that limit is two standard
  /// deviations.
  public static let defaultReferenceSigmaEV = 0.07
  /// The modified z-score beyond which a pair is an outlier (Iglewicz and Hoaglin, 1993).
  public static let outlierScore = 3.5
  /// The significance level of the trend test: 99%.
  ///
  /// A trend that fires widens σ_C, so a false alarm costs a wider interval than needed; at
  /// 95% the false alarms on readings that follow the model made 50% intervals cover 51.3%
  /// in an earlier coverage simulation (docs/uncertainty.md, "What the simulation changed").
  public static let significance = 0.99
  /// The significance level of the excess-scatter warning: 90%.
  ///
  /// Assumption: the warning only tells; intervals rest on the observed scatter whatever the
  /// test says, so a false alarm costs a line of text and a missed one nothing.
  public static let excessSignificance = 0.9
  /// How far, in EV across the covered range, a significant trend must move the residuals to
  /// count as strong: 0.3 EV, most of one σ of scene error.
  public static let strongTrendChangeEV = 0.3
  /// The share of pairs beyond which outliers give a warning (``CalibrationWarning/manyOutliers(_:of:)``):
  /// one in ten. Under the error model a pair lies beyond the outlier rule's 3.5·σ_model by
  /// chance about once in 2,000 pairs, so one in ten is not chance.
  public static let noticeableOutlierShare = 0.1
  /// The share of pairs beyond which outliers refuse a measured profile
  /// (``CalibrationRefusal/tooManyOutliers(_:of:)``): one in five. Then the pairs do not
  /// follow one constant, and a constant fitted to the rest would hide that.
  public static let maximumOutlierShare = 0.2
  /// Below this many pairs the fit warns that more would help.
  public static let comfortableSamples = 10
  /// Below this many decades of lux the fit warns that the range is narrow: three decades
  /// (100 to 100,000 lux) span homes from a dim corner to a sunny sill.
  public static let comfortableDecades = 3.0
  /// The light in homes, from a dim corner to a sunny sill: 100 to 100,000 lux. A calibration
  /// over all of it needs no extrapolation indoors.
  public static let homeLux: ClosedRange<Double> = 100...100_000
}
