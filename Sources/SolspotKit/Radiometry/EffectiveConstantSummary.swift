/// The distribution of log2 C_eff over a set of spots, and its split into what the spots of one
/// home share and what each spot has of its own.
///
/// ```
/// within²  = Σ (yᵢ − ȳ_home)² / (N − H)          pooled over H homes, N spots
/// between² = var(ȳ_home) − within² / m̄           m̄: spots per home (harmonic mean)
/// ```
///
/// `within` is what stays in the ratio of two spots one phone reads at one time; `between`
/// cancels there. Properties (tested): between² + within² is the total variance to within the
/// sampling of the home means; a sample whose homes are all alike has `between` 0.
public struct EffectiveConstantSummary: Sendable, Hashable {
  /// log2 C_eff of every spot, sorted.
  public let values: [Double]
  /// The mean of log2 C_eff, EV.
  public let mean: Double
  /// The standard deviation of log2 C_eff over spots, EV.
  public let standardDeviation: Double
  /// The standard deviation of the part the spots of one home share, EV.
  public let betweenHomes: Double
  /// The standard deviation of the part each spot has of its own, EV.
  public let withinHome: Double
  /// The share of spots whose frame Solspot's capture gate would call clipped.
  public let clippedShare: Double

  /// The summary of `samples`.
  public init(_ samples: [SpotSample]) {
    let y = samples.map(\.log2Constant)
    let n = Double(max(1, y.count))
    let mean = y.reduce(0, +) / n
    var homes: [Int: [Double]] = [:]
    for sample in samples { homes[sample.home, default: []].append(sample.log2Constant) }
    var withinSquares = 0.0
    var homeMeans: [Double] = []
    var inverseSizes = 0.0
    // Homes in order, so that the sums come out the same in every run.
    for home in homes.keys.sorted() {
      let values = homes[home] ?? []
      let m = values.reduce(0, +) / Double(values.count)
      homeMeans.append(m)
      inverseSizes += 1 / Double(values.count)
      for v in values { withinSquares += (v - m) * (v - m) }
    }
    let degrees = Double(y.count - homes.count)
    let within2 = degrees > 0 ? withinSquares / degrees : 0
    let h = Double(max(1, homeMeans.count))
    let homeMean = homeMeans.reduce(0, +) / h
    let homeVariance =
      homeMeans.count > 1
      ? homeMeans.reduce(0) { $0 + ($1 - homeMean) * ($1 - homeMean) } / (h - 1) : 0
    let harmonic = inverseSizes > 0 ? h / inverseSizes : 1
    self.values = y.sorted()
    self.mean = mean
    self.standardDeviation =
      y.count > 1 ? (y.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / (n - 1)).squareRoot() : 0
    self.withinHome = within2.squareRoot()
    self.betweenHomes = max(0, homeVariance - within2 / harmonic).squareRoot()
    self.clippedShare =
      Double(samples.filter(\.measurement.isClippedFrame).count) / n
  }

  /// The `p` quantile of log2 C_eff (linear between order statistics).
  public func quantile(_ p: Double) -> Double {
    guard !values.isEmpty else { return .nan }
    let position = p * Double(values.count - 1)
    let lower = Int(position.rounded(.down))
    let upper = min(values.count - 1, lower + 1)
    let t = position - Double(lower)
    return values[lower] * (1 - t) + values[upper] * t
  }
}
