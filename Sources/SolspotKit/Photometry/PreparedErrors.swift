/// The part of an estimate that is the same for every reading of one estimator with one
/// geometry, capture spread and confidence, worked out once: the error budget, its
/// distribution, the distribution's table and its central interval in stops.
///
/// A reading adds only its shift, its point: the interval is the point times `2^stops`, the
/// band probabilities the table's at the band edges' distance from the point. Copies of a
/// ``LuxEstimator`` share one store, filled by whichever thread asks first.
final class PreparedErrors: @unchecked Sendable {
  // @unchecked: `prepared` is the only mutable state, read and written only while `lock` is
  // held.

  /// What the shared part depends on besides the estimator's profile and model.
  struct Key: Hashable {
    let geometry: MeasurementGeometry
    let observedSpreadEV: Double?
    let confidence: Confidence
  }

  /// The shared part of an estimate.
  struct Errors: Sendable {
    let budget: ErrorBudget
    let distribution: LogErrorDistribution
    /// The distribution's table, when it is shared by enough readings to pay for it.
    let table: LogErrorDistribution.Table?
    let stops: ClosedRange<Double>

    /// Works out the distribution and its interval at `confidence` for `budget`, and with
    /// `tabulated` its table.
    init(budget: ErrorBudget, confidence: Confidence, tabulated: Bool) {
      self.budget = budget
      distribution = budget.distribution()
      table = tabulated ? LogErrorDistribution.Table(distribution) : nil
      stops = distribution.centralInterval(confidence)
    }

    /// The probability of each band for a reading at `pointLux` with these errors.
    func probabilities(pointLux: Double, bands: BandTable) -> [BandProbability] {
      guard let table else {
        return bands.probabilities(pointLux: pointLux, distribution: distribution)
      }
      return bands.probabilities(pointLux: pointLux, table: table)
    }
  }

  /// Keys kept at most; beyond it the store starts again (a benchmark or a long batch with
  /// many capture spreads must not grow it without bound).
  static let capacity = 64

  private let lock = Lock()
  /// The keys worked out so far, in a list: an estimator sees one or two, and comparing a
  /// few keys costs less than hashing one.
  private var prepared: [(key: Key, errors: Errors)] = []

  /// The shared part for `key`, if it was worked out already.
  func errors(for key: Key) -> Errors? {
    lock.withLock { prepared.first { $0.key == key }?.errors }
  }

  /// Keeps `errors` for `key` and returns what is kept: `errors`, or what another thread
  /// kept for that key first.
  func keep(_ errors: Errors, for key: Key) -> Errors {
    lock.withLock {
      if let found = prepared.first(where: { $0.key == key }) { return found.errors }
      if prepared.count >= Self.capacity { prepared.removeAll(keepingCapacity: true) }
      prepared.append((key, errors))
      return errors
    }
  }
}
