/// How far the readings of one set disagree, and whether that is more than the error model
/// expects of readings of one place.
///
/// Readings of one spot with one device differ only by the reading-to-reading part of the
/// error (repeatability, about 0.1 EV), since their device and scene parts are shared. When
/// they differ much more, the light itself changed between them (time of day, weather, a
/// blind), and the model's sizes would overstate how well their average is known. The test is
/// the one the calibration fit uses for excess scatter (docs/uncertainty.md, "Excess
/// scatter"): the chi-square statistic of the readings about their mean, against the model's
/// reading-to-reading σ, at 99%:
///
/// ```
/// s² = Σ (y_i − ȳ_g)² / (n − g)          y = log2 lux, ȳ_g the mean of the reading's group
/// excess when (n − g)·s² / σ_model² > χ²(0.99; n − g)
/// ```
///
/// Readings are grouped by device and calibration (g groups), so that the difference between
/// two phones, which is device error, is not taken for changing light. σ_model is the root
/// mean square of the readings' own reading-to-reading σ. ``ReadingSummary`` tests its
/// estimates only.
///
/// Properties (mirrored by the tests): fewer than two readings in every group gives no test
/// (`nil`); readings that agree within the model never show an excess; the spread ratio is at
/// least 1.
public struct ReadingScatter: Sendable, Hashable {
  /// The scatter of the readings about their groups' means, in EV (the sample standard
  /// deviation, n − g degrees of freedom).
  public let observedSigmaEV: Double
  /// The scatter the error model expects, in EV.
  public let modelSigmaEV: Double
  /// The degrees of freedom of the test: readings less groups.
  public let degrees: Int
  /// Whether the scatter exceeds the model's at the ``significance`` level.
  public let isExcess: Bool
  /// The largest reading's lux over the smallest's: "the readings disagree by up to 130×".
  public let spreadRatio: Double

  /// The significance level of the test: 99%, as for the calibration fit's excess scatter
  /// (``CalibrationFit/significance``), so that readings that follow the model set it off
  /// only once in a hundred sets.
  public static let significance = CalibrationFit.significance

  /// Tests `readings`, whose log2 lux values are `log2Lux` (in the same order), or returns
  /// `nil` when no group of one device and calibration has two readings.
  init?(_ readings: [Reading], log2Lux: [Double]) {
    precondition(readings.count == log2Lux.count, "one value per reading")
    let groups = readings.calibrationGroups().map { $0.map { log2Lux[$0] } }
    let degrees = readings.count - groups.count
    guard degrees >= 1 else { return nil }
    var squares = 0.0
    for values in groups {
      let mean = values.reduce(0, +) / Double(values.count)
      squares += values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
    }
    let observed = (squares / Double(degrees)).squareRoot()
    let model = ReadingSummary.rms(readings.map(\.uncertainty.randomSigmaEV))
    let limit = ChiSquareDistribution.quantile(Self.significance, degrees: degrees)
    self.observedSigmaEV = observed
    self.modelSigmaEV = model
    self.degrees = degrees
    self.isExcess = model > 0 ? squares / (model * model) > limit : squares > 0
    let low = log2Lux.min() ?? 0
    let high = log2Lux.max() ?? 0
    self.spreadRatio = Math.exp2(high - low)
  }

  /// The σ of the mean of `count` readings' reading-to-reading part, taken from the observed
  /// scatter and widened for its few degrees of freedom: `s/√n · t(p; n − g)/z(p)` at the
  /// upper tail p of `confidence`, so that the interval at that confidence has Student's t
  /// width. `nil` when the scatter is within the model, whose σ is then the one to use.
  func sigmaOfMean(count: Int, confidence: Confidence) -> Double? {
    guard isExcess, count > 0 else { return nil }
    let p = confidence.upperTail
    let widening =
      StudentTDistribution.quantile(p, degrees: degrees) / NormalDistribution.quantile(p)
    return max(observedSigmaEV, modelSigmaEV) / Double(count).squareRoot() * widening
  }
}
