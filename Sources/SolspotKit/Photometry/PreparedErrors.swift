/// The part of an estimate that is the same for every reading of one estimator with one
/// geometry, capture spread and confidence, worked out once: the error budget, its
/// distribution, the distribution's table and its central interval in stops.
///
/// A reading adds only its shift, its point: the interval is the point times `2^stops`, the
/// band probabilities the table's at the band edges' distance from the point. Copies of a
/// ``LuxEstimator`` share them (``SharedCache``).
enum PreparedErrors {

  /// What the shared part depends on besides the estimator's profile and model.
  struct Key: Hashable {
    let geometry: MeasurementGeometry
    let observedSpreadEV: Double?
    let confidence: Confidence
  }

  /// The shared part of an estimate: a class, so that the estimates sharing it take a reference rather than a copy of its
  /// table.
  final class Errors: Sendable {
    let budget: ErrorBudget
    let prepared: PreparedDistribution

    /// Works out `budget`'s distribution, its interval at `confidence` and, with `tabulated`,
    /// its table.
    init(budget: ErrorBudget, confidence: Confidence, tabulated: Bool) {
      self.budget = budget
      prepared = PreparedDistribution(
        budget.distribution(), confidence: confidence, tabulated: tabulated)
    }
  }
}

/// An error distribution prepared for the readings that share it: its central interval in
/// stops at one confidence and, when enough readings share it to pay for one, the table of its
/// tails (``LogErrorDistribution/Table``, about half a millisecond to build).
struct PreparedDistribution: Sendable {
  let distribution: LogErrorDistribution
  let table: LogErrorDistribution.Table?
  let stops: ClosedRange<Double>

  /// Prepares `distribution` at `confidence`, with its table when `tabulated`.
  init(_ distribution: LogErrorDistribution, confidence: Confidence, tabulated: Bool) {
    self.distribution = distribution
    table = tabulated ? LogErrorDistribution.Table(distribution) : nil
    stops = distribution.centralInterval(confidence)
  }

  /// The probability of each band for a reading at `pointLux` with this error.
  func probabilities(pointLux: Double, bands: BandTable) -> [BandProbability] {
    guard let table else {
      return bands.probabilities(pointLux: pointLux, distribution: distribution)
    }
    return bands.probabilities(pointLux: pointLux, table: table)
  }
}
